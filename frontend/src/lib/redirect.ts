/**
 * Sends the whole page to another address (the payment processor's checkout, spec §4 "Upgrade"). Its
 * own module so tests can replace it: jsdom cannot navigate.
 */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
