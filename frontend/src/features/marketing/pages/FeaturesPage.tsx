import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { products } from '@/config/products';
import { CheckIcon } from '../components/CheckIcon';
import { ProviderLogos } from '../components/ProviderLogos';
import { PRO_PLAN, TRIAL_DAYS } from '../plans';
import styles from '../components/PublicContent.module.css';

/** What sets the product apart, as facts about what it does (no numbers we cannot back). */
const WHY = [
  {
    title: 'Prompts are versioned like code',
    text: 'Every change to a prompt is a version you can diff, restore and promote with a label. Apps and CI fetch the version labelled production, so a change goes live only when you promote it.',
  },
  {
    title: 'Measure before you ship',
    text: 'Run prompts across models and the rows of a CSV with automatic checks (exact, contains, regex, JSON schema), and see the pass rate, latency, tokens and cost of each model side by side.',
  },
  {
    title: 'Know the cost of every call',
    text: 'Token counts per model (exact for OpenAI and Llama 3 tokenizers, marked as estimates otherwise) and prices from the model catalogue, with tips that say what each change saves.',
  },
  {
    title: 'Works without a provider key',
    text: 'The prompt analysis and engineering tools run on a built-in offline engine. Add your own provider keys, stored encrypted, when you want a model to answer instead.',
  },
  {
    title: 'In your terminal and your CI',
    text: 'The promptforge command line pulls and pushes prompt files, lints them offline, gates token budgets and pass rates with exit codes, and writes JUnit reports.',
  },
  {
    title: 'Your data stays yours',
    text: 'Everything you create is visible only to your account. Prompts leave the server only when you run them on a model. Read how on the trust page.',
  },
] as const;

/**
 * Features (core spec §2, tool-screens spec §2): hero, a 'Why' section, the Pro plan's benefits, a
 * card per tool linking to its route, the provider grid, and the call to action (Start Free Trial →
 * /signup, Contact Sales → /contact). Plain HTML and CSS.
 */
export default function FeaturesPage() {
  return (
    <>
      <section className={styles.hero}>
        <div className={`pf-container ${styles.heroInner}`}>
          <p className={styles.eyebrow}>Features</p>
          <h1 className={styles.title}>Everything you need to write, test and ship prompts</h1>
          <p className={styles.lead}>
            PromptForge brings the prompt workflow into one place: a versioned library, analysis and rewriting, token and cost estimates, multi-model
            testing with checks, and a command line for CI.
          </p>
          <div className={styles.heroActions}>
            <Link to={paths.signup} className="pf-btn pf-btn-primary pf-btn-lg">
              Start Free Trial
            </Link>
            <Link to={paths.guides} className="pf-btn pf-btn-secondary pf-btn-lg">
              Read the guides
            </Link>
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="why-title">
        <div className="pf-container">
          <h2 id="why-title" className={styles.sectionTitle}>
            Why PromptForge
          </h2>
          <p className={styles.sectionLead}>Prompts decide what your AI features do. They deserve the same care as the rest of your code.</p>
          <ul className={styles.grid3}>
            {WHY.map(({ title, text }) => (
              <li key={title}>
                <div className={styles.tile}>
                  <h3 className={styles.tileTitle}>{title}</h3>
                  <p className={styles.tileText}>{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={`${styles.section} ${styles.sectionAlt}`} aria-labelledby="tools-title">
        <div className="pf-container">
          <h2 id="tools-title" className={styles.sectionTitle}>
            Six tools
          </h2>
          <p className={styles.sectionLead}>Each tool works on its own and with the others: prompts from Prompt Lab can be imported everywhere.</p>
          <ul className={styles.grid3}>
            {products.map(({ name, path, description, icon: Icon }) => (
              <li key={path}>
                <Link to={path} className={styles.tile}>
                  <span className={styles.tileIcon}>
                    <Icon aria-hidden />
                  </span>
                  <h3 className={styles.tileTitle}>{name}</h3>
                  <p className={styles.tileText}>{description}</p>
                  <span className={styles.tileMore}>Open {name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="pro-title">
        <div className="pf-container">
          <h2 id="pro-title" className={styles.sectionTitle}>
            Pro plan benefits
          </h2>
          <p className={styles.sectionLead}>
            Start with a {TRIAL_DAYS}-day free trial with every feature, no credit card required. Pro is {PRO_PLAN.price} USD per month, billed monthly;
            cancel at any time.
          </p>
          <ul className={styles.checkList}>
            {PRO_PLAN.features.map((feature) => (
              <li key={feature}>
                <CheckIcon />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
          <p className={styles.sectionLead}>
            <Link to={paths.pricing}>Compare plans on the pricing page</Link>
          </p>
        </div>
      </section>

      <ProviderLogos />

      <section className={styles.section} aria-labelledby="features-cta-title">
        <div className="pf-container">
          <div className={styles.cta}>
            <h2 id="features-cta-title" className={styles.sectionTitle}>
              Try it on your own prompts
            </h2>
            <p className={styles.sectionLead}>Your {TRIAL_DAYS}-day free trial starts when you sign up. Questions about a team or a larger setup? Talk to us.</p>
            <div className={styles.ctaActions}>
              <Link to={paths.signup} className="pf-btn pf-btn-primary pf-btn-lg">
                Start Free Trial
              </Link>
              <Link to={paths.contact} className="pf-btn pf-btn-secondary pf-btn-lg">
                Contact Sales
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
