import { CHECKOUT_URL_MISSING, GENERIC_FAILURE } from './notices';

/** The fields of a checkout answer (spec §3 "Checkout response"); each call fills some of them. */
export interface CheckoutAnswer {
  checkoutUrl?: string | null;
  success?: boolean;
  isCheckoutSession?: boolean;
}

/**
 * Only a web address may be followed: a `javascript:` or `data:` URL from a bad answer would run in
 * the app's origin. Relative paths (local test mode) resolve against the page.
 */
function isNavigable(url: string, base: string): boolean {
  try {
    const { protocol } = new URL(url, base);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** The address to send the whole page to; spec §5: without one, 'Checkout URL not provided'. */
export function checkoutUrlFrom(answer: CheckoutAnswer | null | undefined, base = window.location.href): string {
  const url = answer?.checkoutUrl?.trim();
  if (!url || !isNavigable(url, base)) throw new Error(CHECKOUT_URL_MISSING);
  return url;
}

/** POST /api/subscription/new-checkout must answer success and a URL (spec §8), else 'Something went wrong…'. */
export function newCheckoutUrlFrom(answer: CheckoutAnswer | null | undefined, base = window.location.href): string {
  if (!answer?.success || !answer.checkoutUrl) throw new Error(GENERIC_FAILURE);
  return checkoutUrlFrom(answer, base);
}

/**
 * What POST /api/subscriptions/resume asks for (spec §4): a checkout to pay for (the period has ended),
 * or nothing more (auto-renewal is back).
 */
export function resumeCheckoutUrl(answer: CheckoutAnswer | null | undefined, base = window.location.href): string | null {
  return answer?.isCheckoutSession ? checkoutUrlFrom(answer, base) : null;
}
