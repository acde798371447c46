import { checkoutUrlFrom, newCheckoutUrlFrom, resumeCheckoutUrl } from './checkout';

const PAGE = 'https://app.example.com/billing/upgrade';

describe('checkoutUrlFrom (spec §5: checkout start requires a checkoutUrl)', () => {
  it('returns the address to send the page to: Stripe Checkout, or a path of the app in test mode', () => {
    expect(checkoutUrlFrom({ checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_1' }, PAGE)).toBe('https://checkout.stripe.com/c/pay/cs_test_1');
    expect(checkoutUrlFrom({ checkoutUrl: '/billing/success?session_id=local_abc' }, PAGE)).toBe('/billing/success?session_id=local_abc');
  });

  it.each([[undefined], [null], [{}], [{ checkoutUrl: null }], [{ checkoutUrl: '' }], [{ checkoutUrl: '   ' }]])(
    "fails with 'Checkout URL not provided' for %p",
    (answer) => {
      expect(() => checkoutUrlFrom(answer, PAGE)).toThrow(new Error('Checkout URL not provided'));
    },
  );

  it('refuses an address that is not a web page (it would run script in the app)', () => {
    expect(() => checkoutUrlFrom({ checkoutUrl: 'javascript:alert(1)' }, PAGE)).toThrow('Checkout URL not provided');
    expect(() => checkoutUrlFrom({ checkoutUrl: 'data:text/html,<script>1</script>' }, PAGE)).toThrow('Checkout URL not provided');
  });
});

describe('newCheckoutUrlFrom (spec §8: an answer lacking success and URL)', () => {
  it('returns the URL of a successful answer', () => {
    expect(newCheckoutUrlFrom({ success: true, checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_2' }, PAGE)).toBe('https://checkout.stripe.com/c/pay/cs_2');
  });

  it.each([[{ success: false, checkoutUrl: 'https://checkout.stripe.com/x' }], [{ success: true }], [{}], [null]])(
    "fails with 'Something went wrong. Please try again.' for %p",
    (answer) => {
      expect(() => newCheckoutUrlFrom(answer, PAGE)).toThrow(new Error('Something went wrong. Please try again.'));
    },
  );
});

describe('resumeCheckoutUrl (spec §4: resume may answer with a checkout session)', () => {
  it('is null when auto-renewal was restored', () => {
    expect(resumeCheckoutUrl({ isCheckoutSession: false }, PAGE)).toBeNull();
    expect(resumeCheckoutUrl({}, PAGE)).toBeNull();
  });

  it('is the checkout address when the server answers with a checkout session', () => {
    expect(resumeCheckoutUrl({ isCheckoutSession: true, checkoutUrl: '/billing/success?session_id=local_9' }, PAGE)).toBe(
      '/billing/success?session_id=local_9',
    );
  });

  it("fails with 'Checkout URL not provided' for a checkout session without an address", () => {
    expect(() => resumeCheckoutUrl({ isCheckoutSession: true }, PAGE)).toThrow('Checkout URL not provided');
  });
});
