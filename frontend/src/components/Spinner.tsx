import styles from './Spinner.module.css';

/** A page-level loading indicator without antd (route guards use it while the session loads). */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="pf-visually-hidden">{label}</span>
    </div>
  );
}
