import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { antdThemeConfig } from '../antd/antd-theme';
import { cssVariableName, palettes, tokensCss, type Palette, type ThemeName } from './tokens';

const SRC = resolve(__dirname, '..', '..');
const FRONTEND = resolve(SRC, '..');

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cssFiles(path);
    return name.endsWith('.css') ? [path] : [];
  });
}

describe('design tokens', () => {
  it('tokens.css is what tokens.ts generates (npm run tokens:generate -w @promptforge/frontend)', () => {
    expect(readFileSync(join(__dirname, 'tokens.css'), 'utf8')).toBe(tokensCss());
  });

  it('the generator script writes the same text (it is the one that runs outside jest)', () => {
    expect(() => execFileSync(process.execPath, ['scripts/generate-tokens.mjs', '--check'], { cwd: FRONTEND, stdio: 'pipe' })).not.toThrow();
  });

  it('defines every custom property the stylesheets use, in both themes', () => {
    const defined = new Set([...tokensCss().matchAll(/(--pf-[a-z0-9-]+):/g)].map((match) => match[1]));
    const used = new Set(cssFiles(SRC).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/var\((--pf-[a-z0-9-]+)/g)].map((match) => match[1])));
    expect([...used].filter((name) => !defined.has(name))).toEqual([]);
    for (const theme of ['dark', 'light'] as const) {
      for (const key of Object.keys(palettes[theme])) expect(defined).toContain(cssVariableName(key));
    }
  });

  describe.each(['dark', 'light'] as ThemeName[])('%s theme contrast (WCAG AA, 4.5:1)', (theme) => {
    const colors = palettes[theme];
    const backgrounds: (keyof Palette)[] = ['bg', 'bgElevated', 'surface', 'surfaceHover'];
    const texts: (keyof Palette)[] = ['text', 'textMuted', 'link', 'linkHover', 'accent', 'success', 'warning', 'danger', 'info'];

    it.each(texts.flatMap((text) => backgrounds.map((background) => [text, background] as const)))('%s on %s', (text, background) => {
      expect(contrast(colors[text], colors[background])).toBeGreaterThanOrEqual(4.5);
    });

    it.each(['primary', 'primaryHover', 'primaryActive'] as const)('white text on %s', (background) => {
      expect(contrast(colors.primaryText, colors[background])).toBeGreaterThanOrEqual(4.5);
    });

    it('text on a solid danger button', () => {
      expect(contrast(colors.dangerText, colors.danger)).toBeGreaterThanOrEqual(4.5);
    });
  });
});

describe('antdThemeConfig', () => {
  it.each(['dark', 'light'] as ThemeName[])('gives antd the %s tokens: primary, links, navy cards, borders, text', (theme) => {
    const colors = palettes[theme];
    const config = antdThemeConfig(theme);
    expect(config.token).toMatchObject({
      colorPrimary: colors.primary,
      colorLink: colors.link,
      colorBgContainer: colors.bgElevated,
      colorBorderSecondary: colors.border,
      colorText: colors.text,
      colorTextDescription: colors.textMuted,
    });
    expect(config.components?.Segmented?.itemSelectedBg).toBe(colors.primary);
  });
});
