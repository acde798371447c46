export const CHECKOUT_NOT_FOUND_MESSAGE = 'Checkout session not found.';
export const CHECKOUT_NOT_PAID_MESSAGE = 'This checkout has not been paid yet.';
export const NO_SUBSCRIPTION_MESSAGE = 'No subscription found for this account.';
export const PROCESSOR_UNAVAILABLE_MESSAGE = 'The payment processor could not be reached. Please try again.';
export const OTHER_MODE_MESSAGE = 'This plan was not billed through the current payment processor, so it cannot be changed here. Please contact support.';
export const LOCAL_MODE_WEBHOOK_MESSAGE = 'Stripe webhooks are not accepted: billing runs in local test mode (STRIPE_SECRET_KEY is not set).';
