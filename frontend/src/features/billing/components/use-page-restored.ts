import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `onRestored` when the browser shows this page again from its back-forward cache (e.g. Back
 * from the payment page): whatever was busy sending the page away must be usable again.
 */
export function usePageRestored(onRestored: () => void): void {
  const restored = useEffectEvent(onRestored);
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) restored();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
}
