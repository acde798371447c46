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

export interface SocialLink {
  network: 'github' | 'x' | 'linkedin';
  label: string;
  href: string;
}

/**
 * Social profiles for the footer (core spec §2). Empty on purpose: the product has no accounts on these networks
 * yet, and a link to someone else's profile would be untrue. Add a profile here when it exists; the footer shows
 * the row only when the list has one.
 */
export const socialLinks: readonly SocialLink[] = [];

/** '© <year> PromptForge. All rights reserved.' with the year of `now`. */
export function copyrightLine(now: Date = new Date()): string {
  return `© ${now.getFullYear()} ${BRAND}. All rights reserved.`;
}
