import { lazy, Suspense, type ComponentProps } from 'react';
import ReactMarkdown, { defaultUrlTransform } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import styles from './documentation.module.css';

const MermaidDiagram = lazy(() => import('./MermaidDiagram'));

/** Links only to http(s), mailto and in-page anchors: `javascript:`, `data:` and the like become nothing. */
export function safeUrl(url: string): string {
  const cleaned = defaultUrlTransform(url);
  return /^(https?:|mailto:|#|\/(?!\/))/i.test(cleaned) || !/^[a-z][a-z0-9+.-]*:/i.test(cleaned) ? cleaned : '';
}

type CodeProps = ComponentProps<'code'> & { node?: unknown };

function Code({ className, children, node: _node, ...rest }: CodeProps) {
  if (className === 'language-mermaid') {
    const source = String(children).replace(/\n$/, '');
    return (
      <Suspense fallback={<span className={styles.diagramLoading}>Drawing diagram…</span>}>
        <MermaidDiagram source={source} />
      </Suspense>
    );
  }
  return (
    <code className={className} {...rest}>
      {children}
    </code>
  );
}

/**
 * The live preview of a document: markdown (with GitHub tables) rendered as React elements, never as raw HTML —
 * HTML in the source stays text, rehype-sanitize drops anything unsafe, and links keep only safe protocols. Mermaid
 * code blocks are drawn as diagrams.
 */
export function MarkdownPreview({ content }: { content: string }) {
  return (
    <div className={styles.markdown} data-testid="markdown-preview">
      <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]} skipHtml urlTransform={safeUrl} components={{ code: Code }}>
        {content}
      </ReactMarkdown>
    </div>
  );
}
