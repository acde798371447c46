import { App, ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import { useSyncExternalStore, type ReactNode } from 'react';
import type { ResolvedTheme } from '@/lib/theme';
import { useTheme } from '../theme/theme-context';

/**
 * antd's providers: ConfigProvider (dark or light algorithm from the theme preference, dark by
 * default) and App, whose context gives screens `App.useApp().message` / `.notification`.
 * Spec §9: toasts one at a time, shown for 5 seconds.
 *
 * This module is loaded on demand (see ./antd-loader.ts) so antd's CSS-in-JS core stays out of the
 * landing page's first load.
 */
export const TOAST_CONFIG = { maxCount: 1, duration: 5 } as const;

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Brand colours shared with the plain-CSS shell (src/app/styles/tokens.css). */
export function antdThemeConfig(mode: ResolvedTheme, motion = true): ThemeConfig {
  return {
    algorithm: mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: {
      colorPrimary: mode === 'dark' ? '#8b7dff' : '#5b4bdb',
      borderRadius: 8,
      fontFamily:
        "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
      // Off when the user (or an e2e run via emulated media) asks for reduced motion.
      motion,
    },
  };
}

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

export function AntdProvider({ children }: { children: ReactNode }) {
  const { theme } = useTheme();
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  return (
    <ConfigProvider theme={antdThemeConfig(theme, !reducedMotion)}>
      <App component={false} message={TOAST_CONFIG} notification={TOAST_CONFIG}>
        {children}
      </App>
    </ConfigProvider>
  );
}

export default AntdProvider;
