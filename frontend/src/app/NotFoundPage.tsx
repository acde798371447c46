import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import styles from '@/components/StatusPage.module.css';

/** Core spec §2: any other path shows the not-found page titled '404 Page Not Found'. */
export default function NotFoundPage() {
  return (
    <section className={`pf-container ${styles.page}`} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.title}>
        404 Page Not Found
      </h1>
      <p className={styles.text}>The page you are looking for does not exist or has been moved.</p>
      <Link to={paths.home} className="pf-btn pf-btn-primary pf-btn-lg">
        Back to home
      </Link>
    </section>
  );
}
