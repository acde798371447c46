import { paths } from '@/config/paths';

/** Header Pricing menu (core spec §2): both plans lead to the pricing page. */
export const pricingMenuItems = [
  { label: 'Free Trial', summary: '7 days free, no credit card required.', to: paths.pricing },
  { label: 'Pro', summary: '15 USD per month, billed monthly.', to: paths.pricing },
] as const;
