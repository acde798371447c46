import { paths } from '@/config/paths';

/** Header Pricing menu (core spec §2): both plans lead to the pricing page. */
export const pricingMenuItems = [
  { label: 'Free Trial', summary: '7 days free, no credit card required.', to: paths.pricing },
  { label: 'Pro', summary: '15 USD per month, billed monthly.', to: paths.pricing },
] as const;

/** Mobile menu 'Resources' (beyond the spec's header, issue 19): the public pages the desktop header reaches through the footer. */
export const resourceMenuItems = [
  { label: 'Guides', to: paths.guides },
  { label: 'Features', to: paths.features },
  { label: 'About', to: paths.about },
  { label: 'Security and data', to: paths.trust },
] as const;
