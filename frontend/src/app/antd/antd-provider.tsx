import { App, ConfigProvider } from 'antd';
import { useSyncExternalStore, type ReactNode } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { useTheme } from '../theme/theme-context';
import { antdThemeConfig } from './antd-theme';

/**
 * antd's providers: ConfigProvider (the design tokens with the dark or light algorithm, from the theme
 * preference, dark by default; every empty list shows the app's own empty state) and App, whose
 * context gives screens `App.useApp().message` / `.notification`.
 * Spec §9: toasts one at a time, shown for 5 seconds.
 *
 * This module is loaded on demand (see ./antd-loader.ts) so antd's CSS-in-JS core stays out of the
 * landing page's first load.
 */
export const TOAST_CONFIG = { maxCount: 1, duration: 5 } as const;

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

function renderEmpty(): ReactNode {
  return <EmptyState compact description="No data" />;
}

export function AntdProvider({ children }: { children: ReactNode }) {
  const { theme } = useTheme();
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  return (
    <ConfigProvider theme={antdThemeConfig(theme, !reducedMotion)} renderEmpty={renderEmpty}>
      <App component={false} message={TOAST_CONFIG} notification={TOAST_CONFIG}>
        {children}
      </App>
    </ConfigProvider>
  );
}

export default AntdProvider;
