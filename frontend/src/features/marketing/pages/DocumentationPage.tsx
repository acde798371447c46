import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { ContentEntryItem } from '../components/ContentEntryItem';
import { SearchBox } from '../components/SearchBox';
import type { DocumentationCategoryId } from '../content/catalog';
import { documentation } from '../content/documentation-files';
import { searchEntries } from '../content/search';
import { currentHash, useOpenSet } from '../content/use-open-set';
import styles from '../components/PublicContent.module.css';

/** Core spec §2: the three quick-jump buttons and the tab each opens. */
const QUICK_JUMPS: { label: string; category: DocumentationCategoryId }[] = [
  { label: 'LLM Fundamentals', category: 'fundamentals' },
  { label: 'Prompt Engineering', category: 'prompt-engineering' },
  { label: 'Applications', category: 'applications' },
];

const allTopics = documentation.flatMap((category) => category.topics.map((topic) => ({ ...topic, categoryId: category.id, categoryLabel: category.label })));

/**
 * Documentation (core spec §2): search with Clear, quick-jump buttons, a tab per category with
 * collapsible topics. The search looks at every category's titles and texts (case- and
 * accent-insensitive), lists the matches with the terms highlighted and opens the only match; no
 * match shows 'Nenhum resultado encontrado' and 'Limpar busca'. The topics are the Markdown files of
 * src/content/documentation. Plain HTML and CSS, like the landing page.
 */
export default function DocumentationPage() {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState<DocumentationCategoryId>('fundamentals');
  const searching = query.trim() !== '';
  const results = useMemo(() => (searching ? searchEntries(allTopics, query) : []), [query, searching]);
  const { isOpen, toggle, openOnly } = useOpenSet(searching && results.length === 1 ? results[0].id : null);
  const tabsRef = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();

  // An address with #<topic> or #<topic>--<heading> opens that topic on its tab and scrolls to it.
  useEffect(() => {
    const target = currentHash();
    const topic = target && allTopics.find((candidate) => target === candidate.id || target.startsWith(`${candidate.id}--`));
    if (!topic) return;
    setQuery('');
    setActive(topic.categoryId);
    openOnly(topic.id);
    const timer = window.setTimeout(() => document.getElementById(target)?.scrollIntoView?.({ block: 'start' }), 150);
    return () => window.clearTimeout(timer);
  }, [hash, openOnly]);

  const jumpTo = (category: DocumentationCategoryId) => {
    setQuery('');
    setActive(category);
    window.requestAnimationFrame(() => {
      tabsRef.current?.scrollIntoView?.({ block: 'start' });
      document.getElementById(`doc-tab-${category}`)?.focus({ preventScroll: true });
    });
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = documentation.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(documentation[next].id);
    document.getElementById(`doc-tab-${documentation[next].id}`)?.focus();
  };

  const activeCategory = documentation.find((category) => category.id === active)!;

  return (
    <>
      <section className={styles.hero}>
        <div className={`pf-container ${styles.heroInner}`}>
          <p className={styles.eyebrow}>Learn</p>
          <h1 className={styles.title}>Documentation</h1>
          <p className={styles.lead}>
            How large language models work and how to get reliable, affordable results from them: tokens, context windows, sampling, prompting
            patterns, evaluation, RAG, agents, cost control and safety, with the PromptForge tools that help at each step.
          </p>
          <SearchBox id="doc-search" label="Search the documentation" placeholder="Search topics, e.g. RAG" value={query} onChange={setQuery} />
          <div className={styles.quickJumps}>
            <span className={styles.quickLabel}>Jump to</span>
            {QUICK_JUMPS.map(({ label, category }) => (
              <button key={category} type="button" className="pf-btn pf-btn-secondary" onClick={() => jumpTo(category)}>
                {label}
              </button>
            ))}
          </div>
        </div>
      </section>

      <div className={`pf-container ${styles.body}`} ref={tabsRef}>
        {searching ? (
          <section aria-labelledby="doc-results-title">
            <h2 id="doc-results-title" className={styles.resultsTitle} aria-live="polite">
              {results.length === 0 ? 'Nenhum resultado encontrado' : `${results.length} ${results.length === 1 ? 'topic matches' : 'topics match'} “${query.trim()}”`}
            </h2>
            {results.length === 0 ? (
              <div className={styles.empty}>
                <p>No topic title or text contains “{query.trim()}”. Try another word, or browse the categories.</p>
                <button type="button" className="pf-btn pf-btn-primary" onClick={() => setQuery('')}>
                  Limpar busca
                </button>
              </div>
            ) : (
              <div className={styles.entries}>
                {results.map((topic) => (
                  <ContentEntryItem
                    key={topic.id}
                    entry={topic}
                    tag={topic.categoryLabel}
                    level={3}
                    open={isOpen(topic.id)}
                    onToggle={() => toggle(topic.id)}
                    query={query}
                  />
                ))}
              </div>
            )}
          </section>
        ) : (
          <>
            <div className={styles.tabs} role="tablist" aria-label="Documentation categories">
              {documentation.map((category, index) => (
                <button
                  key={category.id}
                  id={`doc-tab-${category.id}`}
                  type="button"
                  role="tab"
                  className={styles.tab}
                  aria-selected={category.id === active}
                  aria-controls={`doc-panel-${category.id}`}
                  tabIndex={category.id === active ? 0 : -1}
                  onClick={() => setActive(category.id)}
                  onKeyDown={(event) => onTabKey(event, index)}
                >
                  {category.label}
                </button>
              ))}
            </div>
            <section id={`doc-panel-${active}`} role="tabpanel" aria-labelledby={`doc-tab-${active}`} className={styles.panel}>
              <h2 className={styles.panelTitle}>{activeCategory.label}</h2>
              <div className={styles.entries}>
                {activeCategory.topics.map((topic) => (
                  <ContentEntryItem key={topic.id} entry={topic} level={3} open={isOpen(topic.id)} onToggle={() => toggle(topic.id)} query="" />
                ))}
              </div>
            </section>
          </>
        )}
      </div>
    </>
  );
}
