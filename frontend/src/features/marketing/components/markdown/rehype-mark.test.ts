import { hastText, rehypeMark } from './rehype-mark';

const text = (value: string) => ({ type: 'text' as const, value });
const element = (tagName: string, children: unknown[]) => ({ type: 'element' as const, tagName, properties: {}, children });

describe('rehypeMark', () => {
  it('wraps every occurrence in the text of the tree in <mark>, ignoring case and accents, and adds nothing else', () => {
    const tree = { type: 'root', children: [element('p', [text('Proteção de dados and PROTECAO'), element('code', [text('protecao()')])])] };
    rehypeMark({ query: 'protecao' })(tree as never);
    expect(tree.children[0]).toEqual(
      element('p', [
        element('mark', [text('Proteção')]),
        text(' de dados and '),
        element('mark', [text('PROTECAO')]),
        element('code', [element('mark', [text('protecao')]), text('()')]),
      ]),
    );
  });

  it('leaves the tree alone for a blank query', () => {
    const tree = { type: 'root', children: [element('p', [text('Tokens')])] };
    const before = JSON.stringify(tree);
    rehypeMark({ query: '  ' })(tree as never);
    expect(JSON.stringify(tree)).toBe(before);
  });

  it('reads the text of a heading for its anchor', () => {
    expect(hastText(element('h2', [text('Keyword, '), element('em', [text('semantic')]), text(' or hybrid?')]))).toBe('Keyword, semantic or hybrid?');
  });
});
