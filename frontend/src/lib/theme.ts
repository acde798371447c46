import { readItem, writeItem } from './storage';

/** What the user picked. Spec §9: stored values system, light, dark; default dark. */
export type ThemePreference = 'system' | 'light' | 'dark';
/** What is actually painted. */
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'promptforge-theme';
export const DEFAULT_THEME_PREFERENCE: ThemePreference = 'dark';
export const THEME_PREFERENCES: readonly ThemePreference[] = ['system', 'light', 'dark'];
export const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';

export function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (THEME_PREFERENCES as readonly string[]).includes(value);
}

/** The stored preference, or dark when nothing (or something unknown) is stored. */
export function readThemePreference(read: (key: string) => string | null = readItem): ThemePreference {
  const stored = read(THEME_STORAGE_KEY);
  return isThemePreference(stored) ? stored : DEFAULT_THEME_PREFERENCE;
}

export function writeThemePreference(
  preference: ThemePreference,
  write: (key: string, value: string) => void = writeItem,
): void {
  write(THEME_STORAGE_KEY, preference);
}

/** 'system' follows the operating system's prefers-color-scheme. */
export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): ResolvedTheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

export function systemPrefersDark(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return true;
  return window.matchMedia(PREFERS_DARK_QUERY).matches;
}

/**
 * Paint the resolved theme on <html> so plain CSS (custom properties) and the browser UI follow it.
 * Writes only what changed: the theme provider's effect repeats it after the first paint, and
 * touching <html> then would risk a restyle of the whole page.
 */
export function applyThemeToDocument(theme: ResolvedTheme, root: HTMLElement = document.documentElement): void {
  if (root.dataset.theme !== theme) root.dataset.theme = theme;
  if (root.style.colorScheme !== theme) root.style.colorScheme = theme;
}
