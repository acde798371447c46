import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { slugify } from '../../content/search';
import { hastText, rehypeMark } from './rehype-mark';
import styles from './MarkdownView.module.css';

export interface MarkdownViewProps {
  /** The Markdown source (GitHub-flavoured). Raw HTML in it is not rendered. */
  source: string;
  /** Prefix of the heading anchors (`<idPrefix>--<heading-slug>`), unique on the page. */
  idPrefix: string;
  /** How many levels headings move down: a `##` under the page's h3 topic title is an h4 with 2. */
  headingShift: number;
  /** Occurrences to highlight (case- and accent-insensitive). */
  highlight?: string;
}

type HeadingProps = ComponentPropsWithoutRef<'h2'> & ExtraProps;
type Level = 1 | 2 | 3 | 4 | 5 | 6;

function heading(level: Level, shift: number, idPrefix: string) {
  const Tag = `h${Math.min(6, level + shift)}` as 'h2';
  return function Heading({ node, children }: HeadingProps) {
    const text = hastText(node);
    const id = `${idPrefix}--${slugify(text)}`;
    return (
      <Tag id={id} className={styles.heading}>
        {children}
        <a href={`#${id}`} className={styles.anchor} aria-label={`Link to the section ${text}`}>
          #
        </a>
      </Tag>
    );
  };
}

function ExternalAwareLink({ href, children }: ComponentPropsWithoutRef<'a'> & ExtraProps): ReactNode {
  const external = typeof href === 'string' && /^https?:\/\//.test(href);
  return (
    <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

/** Code blocks and tables may scroll sideways: focusable, so a keyboard can scroll them (axe scrollable-region-focusable). */
function ScrollablePre({ node: _node, ...props }: ComponentPropsWithoutRef<'pre'> & ExtraProps) {
  return <pre {...props} tabIndex={0} />;
}

function ScrollableTable({ node: _node, ...props }: ComponentPropsWithoutRef<'table'> & ExtraProps) {
  return (
    <div className={styles.tableWrap} tabIndex={0}>
      <table {...props} />
    </div>
  );
}

/**
 * Markdown rendered safely: remark-gfm (tables, task lists), then rehype-sanitize with GitHub's schema
 * (no raw HTML, no script or event attributes, no `javascript:` URLs), then the search highlight.
 * Headings get ids and a '#' link. Loaded lazily: the public pages show their titles before it arrives.
 */
export default function MarkdownView({ source, idPrefix, headingShift, highlight = '' }: MarkdownViewProps) {
  const components: Components = {
    h1: heading(1, headingShift, idPrefix),
    h2: heading(2, headingShift, idPrefix),
    h3: heading(3, headingShift, idPrefix),
    h4: heading(4, headingShift, idPrefix),
    h5: heading(5, headingShift, idPrefix),
    h6: heading(6, headingShift, idPrefix),
    a: ExternalAwareLink,
    pre: ScrollablePre,
    table: ScrollableTable,
  };
  return (
    <div className={styles.markdown}>
      <Markdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize, [rehypeMark, { query: highlight }]]} components={components}>
        {source}
      </Markdown>
    </div>
  );
}
