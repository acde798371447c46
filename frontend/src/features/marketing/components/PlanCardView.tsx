import { Link } from 'react-router-dom';
import { CheckOutlined } from '@/components/icons';
import { formatUsd, type PlanCard } from '../plans';
import styles from './PlanCardView.module.css';

/** One pricing card (landing page today, pricing page later). */
export function PlanCardView({ plan, headingLevel = 3 }: { plan: PlanCard; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const buttonClass = `pf-btn pf-btn-lg pf-btn-block ${plan.highlighted ? 'pf-btn-primary' : 'pf-btn-secondary'}`;
  return (
    <article className={plan.highlighted ? `${styles.card} ${styles.highlighted}` : styles.card} aria-labelledby={`plan-${plan.id}`}>
      {plan.tag && <span className={styles.tag}>{plan.tag}</span>}
      <Heading id={`plan-${plan.id}`} className={styles.title}>
        {plan.title}
      </Heading>
      <p className={styles.description}>{plan.description}</p>
      <p className={styles.price}>
        <span className={styles.amount}>{formatUsd(plan.price)}</span>
        <span className={styles.period}>{plan.period}</span>
      </p>
      <p className={styles.note}>{plan.note}</p>
      <ul className={styles.features}>
        {plan.features.map((feature) => (
          <li key={feature}>
            <CheckOutlined className={styles.check} aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      {plan.disabled || !plan.buttonLink ? (
        <button type="button" className={buttonClass} disabled>
          {plan.buttonText}
        </button>
      ) : (
        <Link to={plan.buttonLink} className={buttonClass}>
          {plan.buttonText}
        </Link>
      )}
    </article>
  );
}
