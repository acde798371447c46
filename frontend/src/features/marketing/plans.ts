import { paths } from '@/config/paths';
import type { User } from '@/lib/session';

/**
 * Plan cards (core spec §1, §3 "Plan card display", §4 "Pricing card states"), used by the landing
 * and pricing pages in every state.
 */
export type PlanId = 'free-trial' | 'pro';

/** The viewer's plan: signed out (or no plan), on the free trial, or on Pro. */
export type ViewerPlan = 'none' | PlanId;

export interface PlanCard {
  id: PlanId;
  title: string;
  description: string;
  /** Price in USD. */
  price: number;
  /** What the price covers, e.g. 'per month'. */
  period: string;
  /** A short line under the price. */
  note: string;
  features: readonly string[];
  tag?: string;
  buttonText: string;
  /** Absent when the button is disabled. */
  buttonLink?: string;
  highlighted: boolean;
  disabled: boolean;
}

export const TRIAL_DAYS = 7;
export const PRO_PRICE_USD = 15;

const freeTrial = {
  id: 'free-trial',
  title: 'Free Trial',
  description: 'Try every PromptForge tool free for 7 days.',
  price: 0,
  period: 'for 7 days',
  note: 'No credit card required',
  features: ['7-day free trial', 'No credit card required', 'All features', 'All LLM integrations'],
  highlighted: false,
} as const satisfies Partial<PlanCard>;

/** The Pro plan's card content (also the upgrade page's card). */
export const PRO_PLAN = {
  id: 'pro',
  title: 'Pro',
  description: 'For professionals who ship prompts every day.',
  price: PRO_PRICE_USD,
  period: 'per month',
  note: 'Billed monthly',
  features: [
    'Unlimited prompts and versions',
    'All LLM integrations',
    // The spec's list also names 'Team collaboration': left out until teams exist (issue 12).
    'Advanced analytics and metrics',
    'Priority support',
  ],
  tag: 'RECOMMENDED',
  highlighted: true,
} as const satisfies Partial<PlanCard>;

/** The two cards, with button text, link and disabled state for the viewer's plan (spec §4). */
export function getPlanCards(viewer: ViewerPlan): [PlanCard, PlanCard] {
  switch (viewer) {
    case 'none':
      return [
        { ...freeTrial, buttonText: 'Start Free Trial', buttonLink: paths.signup, disabled: false },
        { ...PRO_PLAN, buttonText: 'Get Started', buttonLink: paths.signup, disabled: false },
      ];
    case 'free-trial':
      return [
        { ...freeTrial, buttonText: 'Current Plan', disabled: true },
        { ...PRO_PLAN, buttonText: 'Upgrade', buttonLink: paths.billingUpgrade, disabled: false },
      ];
    case 'pro':
      return [
        { ...freeTrial, buttonText: 'Not Available', disabled: true },
        { ...PRO_PLAN, buttonText: 'Current Plan', disabled: true },
      ];
    default: {
      const unknown: never = viewer;
      throw new Error(`unknown plan ${String(unknown)}`);
    }
  }
}

/** The viewer's plan: 'none' when signed out or without a subscription record, else its planId. */
export function viewerPlanOf(user: Pick<User, 'subscription'> | null): ViewerPlan {
  return user?.subscription?.planId ?? 'none';
}

/** '$15', '$0'. */
export function formatUsd(amount: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2, minimumFractionDigits: 0 }).format(amount);
}
