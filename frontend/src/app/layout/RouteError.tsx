import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from '@/config/paths';
import styles from '@/components/StatusPage.module.css';

/**
 * Shown inside the layout when a screen fails to load or render (most often: its code chunk is gone
 * after a new deployment, and a reload fixes it).
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : '';
  return (
    <section className={`pf-container ${styles.page}`} aria-labelledby="route-error-title" role="alert">
      <h1 id="route-error-title" className={styles.title}>
        Something went wrong
      </h1>
      <p className={styles.text}>This page could not be loaded. Reload to try again.</p>
      {detail && <p className={styles.text}>{detail}</p>}
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', justifyContent: 'center' }}>
        <button type="button" className="pf-btn pf-btn-primary" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to={paths.home} className="pf-btn pf-btn-secondary">
          Back to home
        </Link>
      </div>
    </section>
  );
}
