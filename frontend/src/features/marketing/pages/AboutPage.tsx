import { Link } from 'react-router-dom';
import { CodeOutlined, RocketOutlined, BulbOutlined, LockOutlined, CheckOutlined } from '@/components/icons';
import { paths } from '@/config/paths';
import { products } from '@/config/products';
import styles from '../components/PublicContent.module.css';

/** Tool-screens spec §2 'About': the three core values. */
const VALUES = [
  {
    title: 'Innovation',
    icon: BulbOutlined,
    text: 'Models change every few months. We follow the providers’ guidance and current research, and turn what works into tools you can use on your own prompts today.',
  },
  {
    title: 'Transparency',
    icon: LockOutlined,
    text: 'We say what each tool does and how: which token counts are exact and which are estimates, when an answer comes from the offline engine or a model, and where your data goes.',
  },
  {
    title: 'Excellence',
    icon: CheckOutlined,
    text: 'We hold the product to the standard we recommend for prompts: every feature has automated tests, our pages describe only what the product does, and a change ships only when its tests pass.',
  },
] as const;

/**
 * About (tool-screens spec §2): mission, the core values Innovation / Transparency / Excellence, seven
 * platform feature cards (the six tools and the command line with the API) and a vision text. No
 * team profiles or figures: the page says only what is true of the product.
 */
export default function AboutPage() {
  const platform = [
    ...products.map(({ name, path, description, icon }) => ({ name, path, description, icon })),
    {
      name: 'Command line and REST API',
      path: `${paths.documentation}#prompt-testing-in-ci`,
      description: 'The promptforge CLI and a documented REST API with API keys bring prompts, token budgets and test runs into scripts and CI.',
      icon: CodeOutlined,
    },
  ];
  return (
    <>
      <section className={styles.hero}>
        <div className={`pf-container ${styles.heroInner}`}>
          <p className={styles.eyebrow}>About us</p>
          <h1 className={styles.title}>About PromptForge</h1>
          <p className={styles.lead}>
            PromptForge is a web platform where AI developers and prompt engineers write, test, measure and ship prompts for large language models.
          </p>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="mission-title">
        <div className={`pf-container ${styles.prose}`}>
          <h2 id="mission-title" className={styles.sectionTitle}>
            Our mission
          </h2>
          <p className={styles.sectionLead}>
            Make prompt engineering an engineering discipline. Prompts decide how AI features behave, yet they are often edited in a chat window,
            copied between documents and shipped untested. We give teams the tools to version them, measure them across models, know what they
            cost, and release them with the same confidence as code.
          </p>
        </div>
      </section>

      <section className={`${styles.section} ${styles.sectionAlt}`} aria-labelledby="values-title">
        <div className="pf-container">
          <h2 id="values-title" className={styles.sectionTitle}>
            Our core values
          </h2>
          <ul className={styles.grid3}>
            {VALUES.map(({ title, icon: Icon, text }) => (
              <li key={title}>
                <div className={styles.tile}>
                  <span className={styles.tileIcon}>
                    <Icon aria-hidden />
                  </span>
                  <h3 className={styles.tileTitle}>{title}</h3>
                  <p className={styles.tileText}>{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="platform-title">
        <div className="pf-container">
          <h2 id="platform-title" className={styles.sectionTitle}>
            The platform
          </h2>
          <p className={styles.sectionLead}>Seven parts, one workflow: from the first draft of a prompt to the version running in production.</p>
          <ul className={styles.grid3}>
            {platform.map(({ name, path, description, icon: Icon }) => (
              <li key={name}>
                <Link to={path} className={styles.tile}>
                  <span className={styles.tileIcon}>
                    <Icon aria-hidden />
                  </span>
                  <h3 className={styles.tileTitle}>{name}</h3>
                  <p className={styles.tileText}>{description}</p>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={`${styles.section} ${styles.sectionAlt}`} aria-labelledby="vision-title">
        <div className={`pf-container ${styles.prose}`}>
          <h2 id="vision-title" className={styles.sectionTitle}>
            Our vision
          </h2>
          <p className={styles.sectionLead}>
            We see a near future where every prompt in production has a history, a test set and a budget; where switching to a newer or cheaper model
            is a measured decision made in minutes; and where the people who write prompts and the people who ship software work from the same
            versioned source. PromptForge is built to be that shared place.
          </p>
          <div className={styles.heroActions}>
            <Link to={paths.features} className="pf-btn pf-btn-primary">
              <RocketOutlined aria-hidden />
              Explore the features
            </Link>
            <Link to={paths.trust} className="pf-btn pf-btn-secondary">
              How we handle your data
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
