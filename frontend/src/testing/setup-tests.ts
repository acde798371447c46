import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { act } from 'react';
import { dismissToast } from '@/components/toast/toast-store';
import { installMatchMedia } from './match-media';
import './message-channel';

// The first render of a lazy screen compiles antd on the fly: on a busy 2-core CI machine that can take
// longer than testing-library's default of one second for findBy*/waitFor.
configure({ asyncUtilTimeout: 10_000 });

// Browser stand-ins for jsdom test files (node-environment files, e.g. the schema drift test, skip them).
if (typeof window !== 'undefined') {
  // antd (and our theme provider) read window.matchMedia; jsdom has none.
  installMatchMedia({ prefersDark: true });

  // antd measures elements with ResizeObserver; jsdom has none.
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  if (!('ResizeObserver' in window)) {
    Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
  }

  // jsdom does not implement scrolling.
  window.scrollTo = () => {};

  afterEach(() => {
    // A toaster may still be mounted (the test's own cleanup runs later): its update goes through act().
    act(() => dismissToast());
    window.localStorage.clear();
    installMatchMedia({ prefersDark: true });
  });
}
