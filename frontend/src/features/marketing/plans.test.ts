import { activePro, makeUser } from '@/testing/factories';
import { formatUsd, getPlanCards, viewerPlanOf } from './plans';

describe('plan cards', () => {
  it('describes the Free Trial and Pro plans of the spec', () => {
    const [trial, pro] = getPlanCards('none');
    expect(trial).toMatchObject({ id: 'free-trial', title: 'Free Trial', price: 0, highlighted: false });
    expect(trial.features).toEqual(['7-day free trial', 'No credit card required', 'All features', 'All LLM integrations']);
    expect(trial.tag).toBeUndefined();
    expect(pro).toMatchObject({ id: 'pro', title: 'Pro', price: 15, period: 'per month', note: 'Billed monthly', tag: 'RECOMMENDED', highlighted: true });
    expect(pro.features).toEqual([
      'Unlimited prompts and versions',
      'All LLM integrations',
      'Advanced analytics and metrics',
      'Priority support',
    ]);
  });

  it.each([
    ['none', ['Start Free Trial', '/signup', false], ['Get Started', '/signup', false]],
    ['free-trial', ['Current Plan', undefined, true], ['Upgrade', '/billing/upgrade', false]],
    ['pro', ['Not Available', undefined, true], ['Current Plan', undefined, true]],
  ] as const)('for a viewer on %s: buttons, links and disabled states follow spec §4', (viewer, trialButton, proButton) => {
    const [trial, pro] = getPlanCards(viewer);
    expect([trial.buttonText, trial.buttonLink, trial.disabled]).toEqual(trialButton);
    expect([pro.buttonText, pro.buttonLink, pro.disabled]).toEqual(proButton);
  });

  it('formats prices in US dollars', () => {
    expect(formatUsd(15)).toBe('$15');
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(9.5)).toBe('$9.5');
  });

  it("derives the viewer's plan: signed out or no record → none, else the planId", () => {
    expect(viewerPlanOf(null)).toBe('none');
    expect(viewerPlanOf(makeUser({ subscription: null }))).toBe('none');
    expect(viewerPlanOf(makeUser())).toBe('free-trial');
    expect(viewerPlanOf(makeUser({ subscription: activePro() }))).toBe('pro');
  });
});
