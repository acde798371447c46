import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ContentEntryItem } from '../components/ContentEntryItem';
import { SearchBox } from '../components/SearchBox';
import { GUIDE_TOOLS, type GuideToolId } from '../content/catalog';
import { guides } from '../content/guide-files';
import { searchEntries } from '../content/search';
import { currentHash, useOpenSet } from '../content/use-open-set';
import styles from '../components/PublicContent.module.css';

type Filter = 'all' | GuideToolId;

/**
 * Guides (tool-screens spec §2): search, category buttons (All Guides and one per tool), expandable
 * guide cards with formatted content (src/content/guides/*.md, one how-to per tool with its CLI
 * commands), and the spec's empty text. Plain HTML and CSS, like the landing page.
 */
export default function GuidesPage() {
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const shown = useMemo(() => searchEntries(filter === 'all' ? guides : guides.filter((guide) => guide.tool === filter), query), [filter, query]);
  const { isOpen, toggle, openOnly } = useOpenSet(query.trim() && shown.length === 1 ? shown[0].id : null);
  const { hash } = useLocation();

  useEffect(() => {
    const target = currentHash();
    const guide = target && guides.find((candidate) => target === candidate.id || target.startsWith(`${candidate.id}--`));
    if (!guide) return;
    openOnly(guide.id);
    const timer = window.setTimeout(() => document.getElementById(target)?.scrollIntoView?.({ block: 'start' }), 150);
    return () => window.clearTimeout(timer);
  }, [hash, openOnly]);

  const filters: { id: Filter; label: string }[] = [{ id: 'all', label: 'All Guides' }, ...GUIDE_TOOLS];

  return (
    <>
      <section className={styles.hero}>
        <div className={`pf-container ${styles.heroInner}`}>
          <p className={styles.eyebrow}>How-to</p>
          <h1 className={styles.title}>Guides</h1>
          <p className={styles.lead}>
            Step-by-step guides to each PromptForge tool, in the browser and from the <code>promptforge</code> command line.
          </p>
          <SearchBox id="guide-search" label="Search the guides" placeholder="Search guides, e.g. CSV" value={query} onChange={setQuery} />
          <div className={styles.filters} role="group" aria-label="Guide categories">
            {filters.map(({ id, label }) => (
              <button key={id} type="button" className={styles.filter} aria-pressed={filter === id} onClick={() => setFilter(id)}>
                {label}
              </button>
            ))}
          </div>
        </div>
      </section>
      <div className={`pf-container ${styles.body}`}>
        <p className="pf-visually-hidden" aria-live="polite">
          {shown.length === 1 ? '1 guide shown' : `${shown.length} guides shown`}
        </p>
        {shown.length === 0 ? (
          <div className={styles.empty}>
            <p>No guides found matching your criteria. Try a different search term or category.</p>
          </div>
        ) : (
          <div className={styles.cards}>
            {shown.map((guide) => (
              <ContentEntryItem
                key={guide.id}
                entry={guide}
                tag={guide.toolLabel}
                level={2}
                variant="card"
                open={isOpen(guide.id)}
                onToggle={() => toggle(guide.id)}
                query={query}
              />
            ))}
          </div>
        )}
      </div>
    </>
  );
}
