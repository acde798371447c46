import { getPlanCards } from '../plans';
import { PlanCardView } from './PlanCardView';
import styles from './Sections.module.css';

/** Landing pricing: the two plan cards in the signed-out state (spec §4). */
export function PricingSection() {
  const cards = getPlanCards('none');
  return (
    <section className={styles.section} aria-labelledby="pricing-title">
      <div className="pf-container">
        <div className={styles.sectionHead}>
          <h2 id="pricing-title" className={styles.sectionTitle}>
            Simple, transparent pricing
          </h2>
          <p className={styles.sectionLead}>Start with a 7-day free trial. No credit card required.</p>
        </div>
        <div className={styles.plans}>
          {cards.map((plan) => (
            <PlanCardView key={plan.id} plan={plan} />
          ))}
        </div>
      </div>
    </section>
  );
}
