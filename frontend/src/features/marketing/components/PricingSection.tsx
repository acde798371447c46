import type { ReactNode } from 'react';
import { getPlanCards, type ViewerPlan } from '../plans';
import { PlanCardView } from './PlanCardView';
import styles from './Sections.module.css';

interface PricingSectionProps {
  /** The viewer's plan: the cards' buttons follow it (spec §4 "Pricing card states"). */
  viewer?: ViewerPlan;
  /** The page's main heading (pricing page) or a section heading (landing page). */
  headingLevel?: 1 | 2;
  /** Shown under the cards (the pricing page's Manage Subscription link). */
  footer?: ReactNode;
}

/** The pricing section: a tagline about the 7-day free trial and the two plan cards. */
export function PricingSection({ viewer = 'none', headingLevel = 2, footer }: PricingSectionProps) {
  const cards = getPlanCards(viewer);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.section} aria-labelledby="pricing-title">
      <div className="pf-container">
        <div className={styles.sectionHead}>
          <Heading id="pricing-title" className={styles.sectionTitle}>
            Simple, transparent pricing
          </Heading>
          <p className={styles.sectionLead}>Start with a 7-day free trial. No credit card required.</p>
        </div>
        <div className={styles.plans}>
          {cards.map((plan) => (
            <PlanCardView key={plan.id} plan={plan} headingLevel={headingLevel === 1 ? 2 : 3} />
          ))}
        </div>
        {footer}
      </div>
    </section>
  );
}
