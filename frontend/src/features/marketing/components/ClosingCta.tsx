import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import styles from './Sections.module.css';

/** `signedIn`: 'Go to Dashboard' instead of 'Sign Up for Free' (core spec §2). */
export function ClosingCta({ signedIn = false }: { signedIn?: boolean }) {
  return (
    <section className={styles.section} aria-labelledby="cta-title">
      <div className="pf-container">
        <div className={styles.cta}>
          <h2 id="cta-title" className={styles.sectionTitle}>
            Ready to ship better prompts?
          </h2>
          <p className={styles.sectionLead}>
            {signedIn
              ? 'Your prompts, tools and usage are waiting for you on your dashboard.'
              : 'Join the teams that test before they deploy. Your 7-day free trial starts the moment you sign up.'}
          </p>
          <div className={styles.ctaActions}>
            {signedIn ? (
              <Link to={paths.dashboard} className="pf-btn pf-btn-primary pf-btn-lg">
                Go to Dashboard
              </Link>
            ) : (
              <Link to={paths.register} className="pf-btn pf-btn-primary pf-btn-lg">
                Sign Up for Free
              </Link>
            )}
            <Link to={paths.contact} className="pf-btn pf-btn-secondary pf-btn-lg">
              Contact Us
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
