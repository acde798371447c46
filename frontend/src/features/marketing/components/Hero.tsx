import { Link } from 'react-router-dom';
import { ArrowRightOutlined } from '@/components/icons';
import { paths } from '@/config/paths';
import { PlaygroundPreview } from './PlaygroundPreview';
import styles from './Hero.module.css';

/** `signedIn`: 'Go to Dashboard' instead of 'Get Started for Free' (core spec §2). */
export function Hero({ signedIn = false }: { signedIn?: boolean }) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`pf-container ${styles.inner}`}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>Prompt engineering for AI teams</p>
          <h1 id="hero-title" className={styles.title}>
            Create, test and deploy <span className={styles.highlight}>AI prompts at scale</span>
          </h1>
          <p className={styles.lead}>
            Write and version prompts, analyse them with GPT-4o, Claude, Gemini, Llama or Mistral models (or offline), and
            measure their tokens and cost across models before you ship, all in one workspace.
          </p>
          <div className={styles.actions}>
            {signedIn ? (
              <Link to={paths.dashboard} className="pf-btn pf-btn-primary pf-btn-lg">
                Go to Dashboard
                <ArrowRightOutlined aria-hidden />
              </Link>
            ) : (
              <Link to={paths.register} className="pf-btn pf-btn-primary pf-btn-lg">
                Get Started for Free
                <ArrowRightOutlined aria-hidden />
              </Link>
            )}
            <Link to={paths.pricing} className="pf-btn pf-btn-secondary pf-btn-lg">
              Subscription Plans
            </Link>
          </div>
          {!signedIn && <p className={styles.fineprint}>7-day free trial · No credit card required</p>}
        </div>
        <div className={styles.preview}>
          <PlaygroundPreview />
        </div>
      </div>
    </section>
  );
}
