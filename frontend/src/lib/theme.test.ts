import {
  DEFAULT_THEME_PREFERENCE,
  THEME_STORAGE_KEY,
  applyThemeToDocument,
  readThemePreference,
  resolveTheme,
  writeThemePreference,
} from './theme';

describe('theme preference storage', () => {
  it('uses the key promptforge-theme', () => {
    expect(THEME_STORAGE_KEY).toBe('promptforge-theme');
  });

  it('defaults to dark when nothing is stored', () => {
    expect(readThemePreference()).toBe('dark');
    expect(DEFAULT_THEME_PREFERENCE).toBe('dark');
  });

  it.each(['system', 'light', 'dark'] as const)('reads a stored %s', (value) => {
    window.localStorage.setItem('promptforge-theme', value);
    expect(readThemePreference()).toBe(value);
  });

  it.each(['', 'Light', 'blue', 'null', '{"theme":"light"}'])('falls back to dark for the invalid value %p', (value) => {
    window.localStorage.setItem('promptforge-theme', value);
    expect(readThemePreference()).toBe('dark');
  });

  it('falls back to dark when storage is blocked', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readThemePreference()).toBe('dark');
  });

  it('writes the preference under promptforge-theme', () => {
    writeThemePreference('light');
    expect(window.localStorage.getItem('promptforge-theme')).toBe('light');
    writeThemePreference('system');
    expect(readThemePreference()).toBe('system');
  });
});

describe('resolveTheme', () => {
  it('follows the system colour scheme for system', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
  });

  it('ignores the system colour scheme for explicit choices', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });
});

describe('applyThemeToDocument', () => {
  it('sets data-theme and color-scheme on the root element', () => {
    const root = document.createElement('html');
    applyThemeToDocument('light', root);
    expect(root.dataset.theme).toBe('light');
    expect(root.style.colorScheme).toBe('light');
  });
});
