import type { ReactNode } from 'react';
import styles from './Sections.module.css';

/**
 * Providers named in the marketing copy (core spec §1). Simple drawn marks and the name, no
 * external images: the page makes no third-party requests.
 */
const providers: { name: string; mark: ReactNode }[] = [
  {
    name: 'OpenAI',
    mark: <polygon points="12,2 21,7 21,17 12,22 3,17 3,7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinejoin="round" />,
  },
  {
    name: 'Anthropic',
    mark: <path d="M5 21 11 3h2l6 18h-3.2l-1.4-4.4H9.6L8.2 21zm5.5-7.2h3l-1.5-4.9z" fill="currentColor" />,
  },
  {
    name: 'Google',
    mark: (
      <>
        <path d="M12 3a9 9 0 0 1 6.4 2.6" stroke="#ea4335" strokeWidth="3" fill="none" />
        <path d="M18.4 5.6A9 9 0 0 1 21 12" stroke="#4285f4" strokeWidth="3" fill="none" />
        <path d="M21 12a9 9 0 0 1-9 9" stroke="#34a853" strokeWidth="3" fill="none" />
        <path d="M12 21a9 9 0 0 1 0-18" stroke="#fbbc05" strokeWidth="3" fill="none" />
      </>
    ),
  },
  {
    name: 'Meta',
    mark: <path d="M3 15c0-5 3-8 5-8 3 0 5 5 8 10 1.3 2 3 2 4 0 1.5-3 .5-10-3-10-2 0-4 3-5 5-2 3-4 6-6 6s-3-1.5-3-3z" fill="none" stroke="#0a7cff" strokeWidth="2.2" strokeLinejoin="round" />,
  },
  {
    name: 'Mistral',
    mark: (
      <>
        <rect x="3" y="4" width="4" height="4" fill="#f7d046" />
        <rect x="17" y="4" width="4" height="4" fill="#f7d046" />
        <rect x="3" y="8" width="8" height="4" fill="#f2a73b" />
        <rect x="13" y="8" width="8" height="4" fill="#f2a73b" />
        <rect x="3" y="12" width="18" height="4" fill="#ee792f" />
        <rect x="3" y="16" width="4" height="4" fill="#eb5829" />
        <rect x="17" y="16" width="4" height="4" fill="#eb5829" />
      </>
    ),
  },
  {
    name: 'Perplexity',
    mark: <path d="M12 2v20M4 6l8 6 8-6M4 18l8-6 8 6M4 6v12M20 6v12" fill="none" stroke="#20b8cd" strokeWidth="2" strokeLinejoin="round" />,
  },
  {
    name: 'DeepSeek',
    mark: <path d="M3 13c2-5 8-7 12-5 2 1 3 0 4-2 1 3 0 6-3 8-3 2-8 2-11 1-1 0-2-1-2-2zm13-3.5a1 1 0 1 0 0 .1" fill="none" stroke="#4d6bfe" strokeWidth="2.2" strokeLinejoin="round" />,
  },
];

export function ProviderLogos() {
  return (
    <section className={`${styles.section} ${styles.sectionAlt}`} aria-labelledby="providers-title">
      <div className="pf-container">
        <div className={styles.sectionHead}>
          <h2 id="providers-title" className={styles.sectionTitle}>
            Works with the models you already use
          </h2>
          <p className={styles.sectionLead}>Run the Prompt Lab on their models with your own keys, and compare token counts and cost across all of them.</p>
        </div>
        <ul className={styles.providers}>
          {providers.map(({ name, mark }) => (
            <li key={name} className={styles.provider}>
              <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
                {mark}
              </svg>
              <span>{name}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
