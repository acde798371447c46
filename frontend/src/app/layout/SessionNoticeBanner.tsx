import { Link } from 'react-router-dom';
import { CloseOutlined, ExclamationCircleFilled } from '@/components/icons';
import { paths } from '@/config/paths';
import { useSessionNotice } from '@/lib/session';
import styles from './SessionNoticeBanner.module.css';

/**
 * Core spec §4/§8: after the server refused the stored session, the home page keeps
 * 'Authentication session expired. Please log in again.' until it is dismissed or the user signs in.
 * Plain HTML: the landing page loads no antd.
 */
export function SessionNoticeBanner() {
  const { notice, dismiss } = useSessionNotice();
  if (!notice?.message) return null;
  return (
    <div className={styles.banner} role="alert">
      <div className={`pf-container ${styles.inner}`}>
        <ExclamationCircleFilled className={styles.icon} aria-hidden />
        <p className={styles.message}>{notice.message}</p>
        <Link to={paths.login} className={`pf-btn pf-btn-primary ${styles.action}`}>
          Sign in
        </Link>
        <button type="button" className={styles.close} aria-label="Dismiss" onClick={dismiss}>
          <CloseOutlined aria-hidden />
        </button>
      </div>
    </div>
  );
}
