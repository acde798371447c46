import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getPlanCards, PRO_PRICE_USD, TRIAL_DAYS } from '@/features/marketing/plans';

/**
 * The support chat answers pricing questions from src/content/pricing.md and the contact page's FAQ from
 * src/content/faq.md. These must say what the pricing cards say.
 */
const content = (name: string) => readFileSync(join(__dirname, '../../../content', name), 'utf8');

describe('the support chat content agrees with the plans', () => {
  const pricing = content('pricing.md');
  const faq = content('faq.md');

  it('names the price, the trial length and every feature of both cards', () => {
    expect(pricing).toContain(`${PRO_PRICE_USD} USD per month`);
    expect(pricing).toContain(`${TRIAL_DAYS}-day free trial`);
    const [trial, pro] = getPlanCards('none');
    for (const feature of [...trial.features, ...pro.features]) {
      expect({ feature, inPricing: pricing.toLowerCase().includes(feature.toLowerCase()) }).toEqual({ feature, inPricing: true });
    }
    expect(pricing).toContain(trial.note);
    expect(pricing.toLowerCase()).toContain(pro.note.toLowerCase());
  });

  it('has the four FAQ entries of the spec (technical support, enterprise, demo with the trial, upgrading)', () => {
    const questions = faq.split('\n').filter((line) => line.startsWith('## '));
    expect(questions).toHaveLength(4);
    expect(questions[0]).toMatch(/technical support/i);
    expect(questions[1]).toMatch(/enterprise|compan/i);
    expect(questions[2]).toMatch(/demo/i);
    expect(questions[3]).toMatch(/upgrade/i);
    expect(faq).toContain(`${TRIAL_DAYS}-day free trial`);
  });
});
