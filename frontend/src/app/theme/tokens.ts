/**
 * The design tokens: the one source of PromptForge's colours, radii, spacing, type scale and shadows.
 * - CSS modules read them as custom properties (`var(--pf-…)`) from `tokens.css`, which
 *   `npm run tokens:generate -w @promptforge/frontend` writes from this file (a test fails when it is stale);
 * - antd screens get them through `antdThemeConfig()` (src/app/antd/antd-theme.ts).
 * Plain data, no imports: the generator loads this file outside the app.
 *
 * Contrast (WCAG AA, 4.5:1 for text) is part of the contract and checked by `tokens.test.ts`:
 * text and muted text on every background, links on every background, white on the primary colour in
 * all its states.
 */

export type ThemeName = 'dark' | 'light';

export interface Palette {
  /** Page background. */
  bg: string;
  /** Cards, menus, the footer: the navy panels of the marketing pages in dark. */
  bgElevated: string;
  /** Quiet fills: inputs' tracks, table headers, code. */
  surface: string;
  surfaceHover: string;
  border: string;
  /** Borders of controls (inputs, default buttons): visible against cards (3:1 is not required, but they should read). */
  borderStrong: string;
  text: string;
  textMuted: string;
  /** The one primary colour (buttons, badges): white text on it, in every state, is at least 4.5:1. */
  primary: string;
  primaryHover: string;
  primaryActive: string;
  primaryText: string;
  /** Links and accents on the page's backgrounds: never stock blue. */
  link: string;
  linkHover: string;
  /** Brand accent for icons and highlights (same hue as links). */
  accent: string;
  success: string;
  warning: string;
  danger: string;
  /** Text on a solid danger button (its background is `danger`). */
  dangerText: string;
  info: string;
  codeBg: string;
  focus: string;
  shadow: string;
  heroGlow: string;
}

export const palettes: Record<ThemeName, Palette> = {
  dark: {
    bg: '#0b0d14',
    bgElevated: '#121521',
    surface: '#161a28',
    surfaceHover: '#1d2233',
    border: '#272c40',
    borderStrong: '#3a4059',
    text: '#eceef6',
    textMuted: '#a9afc4',
    primary: '#6a5af9',
    primaryHover: '#5f4ff0',
    primaryActive: '#5343d6',
    primaryText: '#ffffff',
    link: '#a99fff',
    linkHover: '#c4bdff',
    accent: '#a99fff',
    success: '#4ade80',
    warning: '#fbbf24',
    danger: '#f87171',
    dangerText: '#1a0a0a',
    info: '#7cb6ff',
    codeBg: '#0e111b',
    focus: '#a99fff',
    shadow: '0 12px 40px rgb(0 0 0 / 45%)',
    heroGlow:
      'radial-gradient(60% 60% at 70% 20%, rgb(109 93 252 / 28%), transparent 70%), radial-gradient(40% 50% at 10% 80%, rgb(56 189 248 / 12%), transparent 70%)',
  },
  light: {
    bg: '#ffffff',
    bgElevated: '#ffffff',
    surface: '#f5f6fb',
    surfaceHover: '#eceef7',
    border: '#dfe2ee',
    borderStrong: '#c3c8da',
    text: '#141726',
    textMuted: '#4a5068',
    primary: '#5343d6',
    primaryHover: '#4536c4',
    primaryActive: '#3a2db0',
    primaryText: '#ffffff',
    link: '#4a3bc9',
    linkHover: '#3a2db0',
    accent: '#5343d6',
    success: '#166534',
    warning: '#a14a06',
    danger: '#c81e1e',
    dangerText: '#ffffff',
    info: '#1d4ed8',
    codeBg: '#f1f3fa',
    focus: '#5343d6',
    shadow: '0 12px 32px rgb(20 23 38 / 12%)',
    heroGlow:
      'radial-gradient(60% 60% at 70% 20%, rgb(83 67 214 / 14%), transparent 70%), radial-gradient(40% 50% at 10% 80%, rgb(14 165 233 / 10%), transparent 70%)',
  },
};

/** Corner radii in px. */
export const radii = { sm: 8, md: 12, lg: 16, pill: 999 } as const;

/** The spacing scale in px (4-px steps). */
export const spacing = { 1: 4, 2: 8, 3: 12, 4: 16, 5: 20, 6: 24, 8: 32, 10: 40, 12: 48, 16: 64 } as const;

/** Font sizes in px: the type scale every screen uses. */
export const fontSizes = { xs: 12, sm: 13, md: 14, base: 16, lg: 18, xl: 22, '2xl': 26, '3xl': 32, '4xl': 44 } as const;

export const fonts = {
  sans: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
} as const;

export const layout = { container: 1200, headerHeight: 64 } as const;

/** A palette key as a custom property name: bgElevated → --pf-bg-elevated. */
export function cssVariableName(key: string): string {
  return `--pf-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

function declarations(entries: [string, string][]): string {
  return entries.map(([name, value]) => `  ${name}: ${value};`).join('\n');
}

/**
 * The stylesheet of custom properties: the dark palette on :root (dark is the default, spec §9) and on
 * [data-theme='dark'], the light one on [data-theme='light'], and the theme-independent scales.
 */
export function tokensCss(): string {
  const themeBlock = (name: ThemeName) =>
    declarations([
      ...Object.entries(palettes[name]).map(([key, value]): [string, string] => [cssVariableName(key), value]),
      ['color-scheme', name],
    ]);
  const scales = declarations([
    ['--pf-radius-sm', `${radii.sm}px`],
    ['--pf-radius', `${radii.md}px`],
    ['--pf-radius-lg', `${radii.lg}px`],
    ['--pf-radius-pill', `${radii.pill}px`],
    ...Object.entries(spacing).map(([step, px]): [string, string] => [`--pf-space-${step}`, `${px}px`]),
    ...Object.entries(fontSizes).map(([size, px]): [string, string] => [`--pf-font-size-${size}`, `${px}px`]),
    ['--pf-font', fonts.sans],
    ['--pf-font-mono', fonts.mono],
    ['--pf-container', `${layout.container}px`],
    ['--pf-header-height', `${layout.headerHeight}px`],
  ]);
  return [
    '/* Generated from src/app/theme/tokens.ts by `npm run tokens:generate -w @promptforge/frontend`: do not edit. */',
    `:root,\n:root[data-theme='dark'] {\n${themeBlock('dark')}\n}`,
    `:root[data-theme='light'] {\n${themeBlock('light')}\n}`,
    `:root {\n${scales}\n}`,
    '',
  ].join('\n\n');
}
