import { useId, useRef, type ReactNode } from 'react';
import { DownOutlined } from '@/components/icons';
import { useDismiss } from '@/components/use-dismiss';
import styles from './Header.module.css';

interface NavDropdownProps {
  label: ReactNode;
  /** Accessible name when `label` is not text (e.g. an icon). */
  ariaLabel?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Extra class for the panel (width, columns). */
  panelClassName?: string;
  align?: 'start' | 'end';
  showCaret?: boolean;
  buttonClassName?: string;
  /** Extra class for the wrapper (positioning context of the panel). */
  className?: string;
  children: ReactNode;
}

/**
 * A disclosure-style navigation menu: a button with aria-expanded that shows a panel of links.
 * Closes on an outside click and on Escape.
 */
export function NavDropdown({
  label,
  ariaLabel,
  open,
  onOpenChange,
  panelClassName,
  align = 'start',
  showCaret = true,
  buttonClassName,
  className,
  children,
}: NavDropdownProps) {
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useDismiss(open, () => onOpenChange(false), [rootRef], buttonRef);

  return (
    <div className={className ? `${styles.dropdown} ${className}` : styles.dropdown} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName ?? styles.navButton}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={() => onOpenChange(!open)}
      >
        {label}
        {showCaret && <DownOutlined className={open ? `${styles.caret} ${styles.caretOpen}` : styles.caret} aria-hidden />}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={[styles.panel, align === 'end' ? styles.panelEnd : '', panelClassName ?? ''].join(' ')}
      >
        {children}
      </div>
    </div>
  );
}
