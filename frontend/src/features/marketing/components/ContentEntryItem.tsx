import { lazy, Suspense } from 'react';
import { formatUpdated, type ContentEntry } from '../content/catalog';
import { excerptAround, findMatches, plainTextOf } from '../content/search';
import { Highlighted } from './Highlighted';
import styles from './PublicContent.module.css';

const MarkdownView = lazy(() => import('./markdown/MarkdownView'));

interface ContentEntryItemProps {
  entry: ContentEntry;
  open: boolean;
  onToggle: () => void;
  query: string;
  /** The heading level of the entry's title (its Markdown headings go below it). */
  level: 2 | 3;
  /** A small label above the title (the category of a search result, the tool of a guide). */
  tag?: string;
  variant?: 'topic' | 'card';
}

/**
 * One documentation topic or guide: a title button that expands it (aria-expanded), its description,
 * and when open its author, date and the Markdown body with the search terms highlighted. A match
 * only in the body shows an excerpt while closed, so the reader sees why it matched.
 */
export function ContentEntryItem({ entry, open, onToggle, query, level, tag, variant = 'topic' }: ContentEntryItemProps) {
  const Heading = `h${level}` as 'h2';
  const bodyId = `${entry.id}-body`;
  const titleId = `${entry.id}-title`;
  const bodyOnlyMatch = query.trim() !== '' && findMatches(entry.title, query).length === 0 && findMatches(entry.description, query).length === 0;
  const excerpt = !open && bodyOnlyMatch ? excerptAround(plainTextOf(entry.content), query) : '';
  return (
    <article id={entry.id} className={`${styles.entry} ${variant === 'card' ? styles.card : ''} ${open ? styles.entryOpen : ''}`}>
      <Heading className={styles.entryHeading}>
        <button type="button" id={titleId} className={styles.entryToggle} aria-expanded={open} aria-controls={bodyId} onClick={onToggle}>
          <span className={styles.entryTitleBlock}>
            {tag && <span className={styles.tag}>{tag}</span>}
            <span className={styles.entryTitle}>
              <Highlighted text={entry.title} query={query} />
            </span>
            <span className={styles.entryDescription}>
              <Highlighted text={entry.description} query={query} />
            </span>
            {excerpt && (
              <span className={styles.excerpt}>
                <Highlighted text={excerpt} query={query} />
              </span>
            )}
          </span>
          <svg className={styles.chevron} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </Heading>
      <div id={bodyId} role="region" aria-labelledby={titleId} className={styles.entryBody} hidden={!open}>
        {open && (
          <>
            <p className={styles.meta}>
              By {entry.author} · Updated <time dateTime={entry.updated}>{formatUpdated(entry.updated)}</time>
            </p>
            <Suspense fallback={<p className={styles.meta}>Loading…</p>}>
              <MarkdownView source={entry.content} idPrefix={entry.id} headingShift={level - 1} highlight={query} />
            </Suspense>
          </>
        )}
      </div>
    </article>
  );
}
