import { theme as antdTheme, type ThemeConfig } from 'antd';
import { fontSizes, fonts, palettes, radii, type ThemeName } from '../theme/tokens';

/**
 * antd's theme from the design tokens (src/app/theme/tokens.ts), so antd screens and the plain-CSS
 * pages share one look: the dark or light algorithm for everything the tokens do not name, and the
 * tokens for what they do (backgrounds, borders, text, the primary colour, links, radii, type).
 * Values given in `token` override what the algorithm derives, so antd paints exactly these colours.
 */
export function antdThemeConfig(mode: ThemeName, motion = true): ThemeConfig {
  const colors = palettes[mode];
  return {
    algorithm: mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: {
      colorPrimary: colors.primary,
      colorPrimaryHover: colors.primaryHover,
      colorPrimaryActive: colors.primaryActive,
      // Primary-coloured text (default buttons on hover, selected items) must read on cards.
      colorPrimaryText: colors.link,
      colorPrimaryTextHover: colors.linkHover,
      colorInfo: colors.primary,
      colorSuccess: colors.success,
      colorWarning: colors.warning,
      colorError: colors.danger,
      colorLink: colors.link,
      colorLinkHover: colors.linkHover,
      colorLinkActive: colors.link,
      colorBgBase: colors.bg,
      colorTextBase: colors.text,
      colorBgLayout: colors.bg,
      colorBgContainer: colors.bgElevated,
      colorBgElevated: mode === 'dark' ? colors.surface : colors.bgElevated,
      colorBorder: colors.borderStrong,
      colorBorderSecondary: colors.border,
      colorSplit: colors.border,
      colorText: colors.text,
      colorTextHeading: colors.text,
      colorTextLabel: colors.text,
      // antd's tertiary text (descriptions, empty states) is 45 % white by default: too faint.
      colorTextSecondary: colors.textMuted,
      colorTextTertiary: colors.textMuted,
      colorTextDescription: colors.textMuted,
      colorTextLightSolid: colors.primaryText,
      colorFillAlter: colors.surface,
      colorBgTextHover: colors.surfaceHover,
      controlItemBgHover: colors.surfaceHover,
      borderRadius: radii.sm,
      borderRadiusLG: radii.md,
      borderRadiusSM: 6,
      fontFamily: fonts.sans,
      fontFamilyCode: fonts.mono,
      fontSize: fontSizes.md,
      fontSizeLG: fontSizes.base,
      fontSizeSM: fontSizes.sm,
      fontSizeHeading1: fontSizes['4xl'],
      fontSizeHeading2: fontSizes['3xl'],
      fontSizeHeading3: fontSizes.xl,
      fontSizeHeading4: fontSizes.lg,
      fontSizeHeading5: fontSizes.base,
      boxShadowSecondary: colors.shadow,
      // Off when the user (or an e2e run via emulated media) asks for reduced motion.
      motion,
    },
    components: {
      Button: {
        primaryColor: colors.primaryText,
        dangerColor: colors.dangerText,
        defaultBg: 'transparent',
      },
      Card: { colorBgContainer: colors.bgElevated },
      Segmented: {
        trackBg: colors.surface,
        itemColor: colors.textMuted,
        itemHoverColor: colors.text,
        itemHoverBg: colors.surfaceHover,
        itemSelectedBg: colors.primary,
        itemSelectedColor: colors.primaryText,
      },
      Tabs: {
        itemColor: colors.textMuted,
        itemHoverColor: colors.text,
        itemSelectedColor: colors.link,
        itemActiveColor: colors.link,
        inkBarColor: colors.primary,
      },
      Table: { headerBg: colors.surface, rowHoverBg: colors.surfaceHover },
      Modal: { contentBg: colors.bgElevated, headerBg: colors.bgElevated, footerBg: colors.bgElevated },
      Popover: { colorBgElevated: colors.bgElevated },
      Input: { activeBorderColor: colors.primary, hoverBorderColor: colors.link },
    },
  };
}
