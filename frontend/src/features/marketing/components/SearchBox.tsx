import styles from './PublicContent.module.css';

interface SearchBoxProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** A search field with its Clear button (core spec §2, Documentation). Escape clears too. */
export function SearchBox({ id, label, placeholder, value, onChange }: SearchBoxProps) {
  return (
    <div className={styles.search} role="search">
      <label htmlFor={id} className="pf-visually-hidden">
        {label}
      </label>
      <svg className={styles.searchIcon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        id={id}
        type="search"
        className={styles.searchInput}
        placeholder={placeholder}
        value={value}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.preventDefault();
            onChange('');
          }
        }}
      />
      <button type="button" className="pf-btn pf-btn-secondary" onClick={() => onChange('')} disabled={!value}>
        Clear
      </button>
    </div>
  );
}
