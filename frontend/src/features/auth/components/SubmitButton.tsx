import styles from './AuthCard.module.css';

/** The form's primary button; while the request runs it shows a spinner and says it is busy. */
export function SubmitButton({ children, pending }: { children: string; pending: boolean }) {
  return (
    <button type="submit" className={`pf-btn pf-btn-primary pf-btn-lg pf-btn-block ${styles.submit}`} aria-busy={pending || undefined} aria-disabled={pending || undefined}>
      {pending && <span className={styles.busy} aria-hidden="true" />}
      {children}
    </button>
  );
}
