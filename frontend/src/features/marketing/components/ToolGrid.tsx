import { Link } from 'react-router-dom';
import { ArrowRightOutlined } from '@/components/icons';
import { paths } from '@/config/paths';
import { products } from '@/config/products';
import styles from './Sections.module.css';

/** The six tools (same list and routes as the header's Products menu). */
export function ToolGrid() {
  return (
    <section className={styles.section} aria-labelledby="tools-title">
      <div className="pf-container">
        <div className={styles.sectionHead}>
          <h2 id="tools-title" className={styles.sectionTitle}>
            Six tools, one prompt workflow
          </h2>
          <p className={styles.sectionLead}>
            From the first draft to production: write, analyse and measure every prompt you ship.
          </p>
        </div>
        <ul className={styles.toolGrid}>
          {products.map(({ name, path, description, icon: Icon }) => (
            <li key={path}>
              <Link to={path} className={styles.toolCard}>
                <span className={styles.toolIcon}>
                  <Icon aria-hidden />
                </span>
                <h3 className={styles.toolName}>{name}</h3>
                <p className={styles.toolText}>{description}</p>
                <span className={styles.toolMore}>
                  Learn more <ArrowRightOutlined aria-hidden />
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <p className={styles.gridFootnote}>
          New to a tool? Follow its <Link to={paths.guides}>step-by-step guide</Link>, or see <Link to={paths.features}>all features</Link>.
        </p>
      </div>
    </section>
  );
}
