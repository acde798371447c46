import { useState, type ReactNode } from 'react';
import type { FieldProps } from './use-form';
import styles from './TextField.module.css';

interface TextFieldProps extends FieldProps {
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  placeholder?: string;
  /** A decorative icon inside the field, before the text. */
  icon?: ReactNode;
  /** A line of help under the field. */
  hint?: string;
}

/**
 * A labelled text input without antd. The error is tied to the input (aria-invalid,
 * aria-describedby; submit moves focus to the first invalid field, which reads it) rather than a
 * role="alert" of its own: the toast is the page's one alert. Password fields get a Show/Hide button.
 */
export function TextField({ id, name, label, value, error, onChange, onBlur, inputRef, type = 'text', autoComplete, placeholder, icon, hint }: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={`${styles.control} ${error ? styles.invalid : ''}`}>
        {icon && (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        )}
        <input
          ref={inputRef}
          id={id}
          name={name}
          type={type === 'password' && revealed ? 'text' : type}
          className={styles.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          autoComplete={autoComplete}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          spellCheck={type === 'text' ? undefined : false}
        />
        {type === 'password' && (
          <button type="button" className={styles.reveal} aria-controls={id} aria-pressed={revealed} onClick={() => setRevealed((shown) => !shown)}>
            {revealed ? 'Hide' : 'Show'}
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
