import { useEffect, useId, useRef, useState } from 'react';
import styles from './documentation.module.css';

type Mermaid = typeof import('mermaid').default;
let loaded: Promise<Mermaid> | null = null;

/** Mermaid is large: loaded on the first diagram only, with strict security (no HTML labels, no click scripts). */
function loadMermaid(): Promise<Mermaid> {
  loaded ??= import('mermaid').then(({ default: mermaid }) => {
    mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: 'neutral', htmlLabels: false, flowchart: { htmlLabels: false } });
    return mermaid;
  });
  return loaded;
}

/** A Mermaid block drawn as an SVG; a block that does not parse shows its source and the parser's message. */
export default function MermaidDiagram({ source }: { source: string }) {
  const id = `mermaid-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const [svg, setSvg] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const figure = useRef<HTMLElement>(null);

  // The SVG (mermaid, securityLevel 'strict') is parsed as XML and attached as nodes: no HTML parsing, and scripts
  // from a parser document never run.
  useEffect(() => {
    if (!svg || !figure.current) return;
    const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
    parsed.querySelectorAll('script, foreignObject').forEach((node) => node.remove());
    figure.current.replaceChildren(document.importNode(parsed, true));
  }, [svg]);

  useEffect(() => {
    let cancelled = false;
    loadMermaid()
      .then(async (mermaid) => {
        const { svg: drawn } = await mermaid.render(id, source);
        if (!cancelled) {
          setSvg(drawn);
          setError(null);
        }
      })
      .catch((reason: unknown) => {
        if (!cancelled) setError(reason instanceof Error ? reason.message : 'The diagram could not be drawn.');
      });
    return () => {
      cancelled = true;
    };
  }, [id, source]);

  if (error) {
    return (
      <figure className={styles.diagram}>
        <pre>{source}</pre>
        <figcaption className={styles.diagramError}>Diagram not drawn: {error.split('\n')[0]}</figcaption>
      </figure>
    );
  }
  if (!svg) return <span className={styles.diagramLoading}>Drawing diagram…</span>;
  return <figure ref={figure} className={styles.diagram} role="img" aria-label="Diagram" />;
}
