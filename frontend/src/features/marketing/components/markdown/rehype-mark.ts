import { findMatches } from '../../content/search';

/** The parts of a hast tree this plugin touches (https://github.com/syntax-tree/hast). */
interface HastText {
  type: 'text';
  value: string;
}
interface HastElement {
  type: 'element';
  tagName: string;
  properties: Record<string, unknown>;
  children: HastNode[];
}
interface HastOther {
  type: 'root' | 'comment' | 'doctype' | 'raw';
  children?: HastNode[];
}
type HastNode = HastText | HastElement | HastOther;

/**
 * A rehype plugin wrapping each occurrence of `query` in the text of the document in a `<mark>`
 * (case- and accent-insensitive, like the search). It runs after rehype-sanitize: it only splits text
 * nodes, so it adds no attribute and no markup the sanitizer did not see.
 */
export function rehypeMark(options: { query: string }) {
  const query = options.query;
  return (tree: HastNode) => {
    if (!query.trim()) return;
    const visit = (node: HastNode) => {
      if (!('children' in node) || !node.children) return;
      node.children = node.children.flatMap((child): HastNode[] => {
        if (child.type !== 'text') {
          visit(child);
          return [child];
        }
        const ranges = findMatches(child.value, query);
        if (ranges.length === 0) return [child];
        const parts: HastNode[] = [];
        let last = 0;
        for (const { start, end } of ranges) {
          if (start > last) parts.push({ type: 'text', value: child.value.slice(last, start) });
          parts.push({ type: 'element', tagName: 'mark', properties: {}, children: [{ type: 'text', value: child.value.slice(start, end) }] });
          last = end;
        }
        if (last < child.value.length) parts.push({ type: 'text', value: child.value.slice(last) });
        return parts;
      });
    };
    visit(tree);
  };
}

/** The text of a hast node (a heading's words for its anchor id). */
export function hastText(node: unknown): string {
  const n = node as HastNode | undefined;
  if (!n) return '';
  if (n.type === 'text') return n.value;
  return 'children' in n && n.children ? n.children.map(hastText).join('') : '';
}
