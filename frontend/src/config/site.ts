import { paths } from './paths';

export const BRAND = 'PromptForge';

/** Footer links (core spec §2, footer). */
export const footerLinkGroups = [
  {
    title: 'Product',
    links: [
      { label: 'Features', to: paths.features },
      { label: 'Pricing', to: paths.pricing },
      { label: 'Documentation', to: paths.documentation },
      { label: 'Guides', to: paths.guides },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: paths.about },
      { label: 'Security and data', to: paths.trust },
      { label: 'Contact', to: paths.contact },
    ],
  },
] as const;

/** Social profiles. The spec names no accounts; these point at the brand handle on each network. */
export const socialLinks = [
  { network: 'github', label: 'PromptForge on GitHub', href: 'https://github.com/promptforge' },
  { network: 'x', label: 'PromptForge on X (Twitter)', href: 'https://x.com/promptforge' },
  { network: 'linkedin', label: 'PromptForge on LinkedIn', href: 'https://www.linkedin.com/company/promptforge' },
] as const;

/** '© <year> PromptForge. All rights reserved.' with the year of `now`. */
export function copyrightLine(now: Date = new Date()): string {
  return `© ${now.getFullYear()} ${BRAND}. All rights reserved.`;
}
