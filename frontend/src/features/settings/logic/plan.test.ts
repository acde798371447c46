import { planBadgeLabel } from './plan';

describe('planBadgeLabel', () => {
  it("is 'Free Trial' when planId is free-trial", () => {
    expect(planBadgeLabel({ planId: 'free-trial' })).toBe('Free Trial');
  });

  it("is 'Pro Plan' otherwise", () => {
    expect(planBadgeLabel({ planId: 'pro' })).toBe('Pro Plan');
    expect(planBadgeLabel(null)).toBe('Pro Plan');
  });
});
