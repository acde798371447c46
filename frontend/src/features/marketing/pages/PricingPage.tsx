import { Link } from 'react-router-dom';
import { SettingOutlined } from '@/components/icons';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { PricingSection } from '../components/PricingSection';
import { viewerPlanOf } from '../plans';
import styles from './PricingPage.module.css';

const FAQ = [
  {
    question: 'Do I need a credit card for the free trial?',
    answer: 'No. Every new account starts a 7-day free trial with all features and all LLM integrations, no card required.',
  },
  {
    question: 'What happens when I upgrade?',
    answer: 'The Pro plan takes effect immediately, with a prorated charge for the current period.',
  },
  {
    question: 'Can I cancel at any time?',
    answer: 'Yes. When you cancel, you keep Pro access until the end of the period you have paid for.',
  },
] as const;

/**
 * Pricing (core spec §2): the pricing section with the plan cards in the viewer's state (spec §4),
 * and Manage Subscription for Pro subscribers. Plain HTML and CSS, like the landing page.
 */
export default function PricingPage() {
  const { user } = useSession();
  const viewer = viewerPlanOf(user);
  return (
    <>
      <PricingSection
        viewer={viewer}
        headingLevel={1}
        footer={
          viewer === 'pro' && (
            <div className={styles.manage}>
              <Link to={paths.billingManage} className="pf-btn pf-btn-secondary pf-btn-lg">
                <SettingOutlined aria-hidden />
                Manage Subscription
              </Link>
            </div>
          )
        }
      />
      <section className={styles.faq} aria-labelledby="pricing-faq-title">
        <div className="pf-container">
          <h2 id="pricing-faq-title" className={styles.faqTitle}>
            Questions about billing
          </h2>
          <dl className={styles.faqList}>
            {FAQ.map(({ question, answer }) => (
              <div key={question} className={styles.faqItem}>
                <dt>{question}</dt>
                <dd>{answer}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </>
  );
}
