import { useEffect, useState, useSyncExternalStore } from 'react';
import { CheckCircleFilled, CloseOutlined, ExclamationCircleFilled, InfoCircleFilled } from '@/components/icons';
import { dismissToast, getToast, subscribeToast } from './toast-store';
import styles from './Toaster.module.css';

const ICONS = { default: InfoCircleFilled, success: CheckCircleFilled, destructive: ExclamationCircleFilled } as const;

/**
 * Where toasts appear (mounted once by the layout). The live region is always present so screen
 * readers announce each toast; failures are announced assertively. The timer pauses while the
 * pointer is over the toast or focus is inside it.
 */
export function Toaster() {
  const item = useSyncExternalStore(subscribeToast, getToast, getToast);
  // The id of the toast the user is reading (hovered or focused); a new toast starts unpaused.
  const [pausedId, setPausedId] = useState<number | null>(null);
  const paused = item !== null && pausedId === item.id;

  useEffect(() => {
    if (!item || paused) return undefined;
    const timer = window.setTimeout(() => dismissToast(item.id), item.duration);
    return () => window.clearTimeout(timer);
  }, [item, paused]);

  const Icon = item ? ICONS[item.variant] : null;
  return (
    <div className={styles.viewport} aria-live={item?.variant === 'destructive' ? 'assertive' : 'polite'}>
      {item && Icon && (
        <div
          key={item.id}
          className={`${styles.toast} ${styles[item.variant]}`}
          role={item.variant === 'destructive' ? 'alert' : 'status'}
          aria-atomic="true"
          onMouseEnter={() => setPausedId(item.id)}
          onMouseLeave={() => setPausedId(null)}
          onFocus={() => setPausedId(item.id)}
          onBlur={() => setPausedId(null)}
        >
          <Icon className={styles.icon} aria-hidden />
          <div className={styles.body}>
            <p className={styles.title}>{item.title}</p>
            {item.description && <p className={styles.description}>{item.description}</p>}
          </div>
          <button type="button" className={styles.close} aria-label="Close" onClick={() => dismissToast(item.id)}>
            <CloseOutlined aria-hidden />
          </button>
        </div>
      )}
    </div>
  );
}
