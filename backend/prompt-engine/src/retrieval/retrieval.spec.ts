import { answerQuestion, selectHits, snippet } from './answer';
import { BM25_B, BM25_K1, buildIndex, idf, queryConcepts, search } from './bm25';
import { markdownToText, slugify, splitIntoPassages, stripFrontMatter, type SourceDocument } from './markdown';
import { detectLanguage, foldText, stem, tokenize } from './text';

const DOCS: SourceDocument[] = [
  {
    id: 'documentation/fundamentals/context-windows',
    title: 'Context Windows',
    url: '/documentation#context-windows',
    headingUrlPrefix: '/documentation#context-windows-',
    markdown: `---
title: Context Windows
---
# Context Windows

The context window is the number of tokens a model can read and write in one call: the prompt plus the answer.

## Running out of room

When a conversation grows beyond the window, the oldest messages must be summarised or dropped.
`,
  },
  {
    id: 'documentation/fundamentals/sampling',
    title: 'Sampling Parameters',
    url: '/documentation#sampling',
    headingUrlPrefix: '/documentation#sampling-',
    markdown: `# Sampling Parameters

## Temperature

Temperature scales the probabilities before sampling: a low temperature makes answers focused and repeatable,
a high temperature makes them varied.

## 2. Top-p

Top-p (nucleus sampling) keeps the smallest set of tokens whose probabilities add up to p.
`,
  },
  {
    id: 'pricing',
    title: 'Pricing',
    url: '/pricing',
    markdown: `# Pricing

The free trial lasts 7 days and needs no credit card. Pro costs 15 USD per month, billed monthly.
`,
  },
  {
    id: 'guides/token-analyzer',
    title: 'Token Analyzer guide',
    url: '/guides#token-analyzer',
    markdown: `# Token Analyzer guide

Paste a prompt to count its tokens with each model's tokenizer and compare the cost of each model.

\`\`\`bash
# not a heading: a comment in a shell example
promptforge tokens count prompt.txt
\`\`\`
`,
  },
];

describe('text', () => {
  it('folds accents and case', () => {
    expect(foldText('Avaliação DE Preços')).toBe('avaliacao de precos');
  });

  it('stems English and Portuguese families onto one stem', () => {
    expect(new Set(['tokenization', 'tokenizer', 'tokens', 'token', 'tokenize'].map(stem))).toEqual(new Set(['token']));
    expect(new Set(['evaluation', 'evaluate', 'evaluating', 'evaluations'].map(stem)).size).toBe(1);
    expect(stem('avaliacao')).toBe(stem('avaliacoes'));
    expect(stem('queries')).toBe('query');
    expect(stem('modelos')).toBe(stem('models'));
    expect(stem('contexto')).toBe(stem('context'));
    expect(stem('users')).toBe('user');
    expect(stem('gpt4')).toBe('gpt4');
  });

  it('drops stop words of both languages', () => {
    expect(tokenize('What is the context window of the model?')).toEqual(['context', 'window', 'model']);
    expect(tokenize('Qual é a janela de contexto do modelo?')).toEqual(['janel', 'context', 'model']);
  });

  it('tells Portuguese questions from English ones', () => {
    expect(detectLanguage('Como funciona a janela de contexto?')).toBe('pt');
    expect(detectLanguage('Quanto custa o plano Pro?')).toBe('pt');
    expect(detectLanguage('How does the context window work?')).toBe('en');
    expect(detectLanguage('tokens')).toBe('en');
  });
});

describe('markdown', () => {
  it('slugs headings like GitHub', () => {
    expect(slugify('Top-p (nucleus) sampling')).toBe('top-p-nucleus-sampling');
    expect(slugify('Avaliação rápida')).toBe('avaliacao-rapida');
    expect(slugify('Context windows & costs (2026)')).toBe('context-windows-costs-2026');
    expect(slugify('A/B testing')).toBe('a-b-testing');
  });

  it('reads the title of the front matter and removes it', () => {
    expect(stripFrontMatter('---\ntitle: "RAG"\norder: 2\n---\nBody')).toEqual({ body: 'Body', title: 'RAG' });
    expect(stripFrontMatter('No front matter')).toEqual({ body: 'No front matter' });
  });

  it('strips Markdown syntax but keeps the words', () => {
    expect(markdownToText('**Bold** and [a link](https://x.y) with `code`\n- item\n| a | b |\n|---|---|')).toBe('Bold and a link with code\nitem\n a b');
    expect(markdownToText('Set `max_tokens` or _max_output_tokens_ and __this__.')).toBe('Set max_tokens or max_output_tokens and this.');
  });

  it('cuts a document into heading sections linked to their anchors, never taking code comments for headings', () => {
    const sampling = splitIntoPassages(DOCS[1]);
    expect(sampling.map((passage) => [passage.heading, passage.url])).toEqual([
      ['Temperature', '/documentation#sampling-temperature'],
      ['2. Top-p', '/documentation#sampling-2-top-p'],
    ]);
    const guide = splitIntoPassages(DOCS[3]);
    expect(guide).toHaveLength(1);
    expect(guide[0].text).toContain('not a heading');
    expect(guide[0].url).toBe('/guides#token-analyzer');
  });

  it('cuts long sections at paragraph boundaries', () => {
    const paragraph = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const passages = splitIntoPassages({ id: 'long', title: 'Long', url: '/x', markdown: `## Part\n\n${paragraph}\n\n${paragraph}\n\n${paragraph}` });
    expect(passages).toHaveLength(2);
    expect(passages.every((passage) => passage.heading === 'Part')).toBe(true);
  });
});

describe('BM25', () => {
  const index = buildIndex(DOCS);

  it('computes the Okapi BM25 score of a one-term query exactly', () => {
    const [hit] = search(index, 'temperature');
    expect(hit.passage.heading).toBe('Temperature');
    const term = 'temperatur';
    const position = index.passages.indexOf(hit.passage);
    const tf = index.postings.get(term)!.find(([passage]) => passage === position)![1];
    const length = index.lengths[position];
    const expected = (idf(index, term) * tf * (BM25_K1 + 1)) / (tf + BM25_K1 * (1 - BM25_B + (BM25_B * length) / index.averageLength));
    expect(hit.score).toBeCloseTo(expected, 10);
    expect(hit.coverage).toBe(1);
  });

  it('gives rare terms a higher idf than common ones', () => {
    expect(idf(index, 'temperatur')).toBeGreaterThan(idf(index, 'token'));
    expect(idf(index, 'neverseen')).toBeGreaterThan(idf(index, 'temperatur'));
  });

  it('ranks the section about the question first', () => {
    expect(search(index, 'What happens when the conversation outgrows the context window?')[0].passage.url).toBe('/documentation#context-windows-running-out-of-room');
    expect(search(index, 'How much does Pro cost per month?')[0].passage.url).toBe('/pricing');
    expect(search(index, 'nucleus sampling top p')[0].passage.heading).toBe('2. Top-p');
  });

  it('expands Portuguese words with their English terms, one concept each', () => {
    const concepts = queryConcepts('temperatura e preço');
    expect(concepts).toHaveLength(2);
    expect(concepts[1].terms).toEqual(expect.arrayContaining(['prec', 'pric', 'cost']));
    expect(search(index, 'Quanto custa o plano Pro por mês?')[0].passage.url).toBe('/pricing');
    // Plurals without an entry of their own use the singular's: "janelas" → window, "geracoes" → generation.
    expect(queryConcepts('janelas')[0].terms).toContain('window');
    expect(queryConcepts('geracoes')[0].terms).toContain('gener');
    expect(queryConcepts('constructor')[0].terms).toEqual(['construct']);
    expect(search(index, 'O que é a temperatura na amostragem?')[0].passage.heading).toBe('Temperature');
  });

  it('measures how much of the question a passage covers', () => {
    const [hit] = search(index, 'temperature of sourdough bread');
    expect(hit.coverage).toBeGreaterThan(0);
    expect(hit.coverage).toBeLessThan(0.5);
  });

  it('survives a structured clone (the engine pool builds it on a worker thread), prototype-named words included', () => {
    const copy = structuredClone(index);
    expect(search(copy, 'temperature')).toEqual(search(index, 'temperature'));
    expect(search(copy, 'constructor toString __proto__ hasOwnProperty')).toEqual([]);
  });

  it('finds nothing for an empty index or a question of stop words', () => {
    expect(search(buildIndex([]), 'temperature')).toEqual([]);
    expect(search(index, 'what is the')).toEqual([]);
  });
});

describe('answerQuestion', () => {
  const index = buildIndex(DOCS);

  it('quotes the best passage with a link to its anchor', () => {
    const answer = answerQuestion(index, 'How does temperature change the answers?');
    expect(answer.found).toBe(true);
    expect(answer.language).toBe('en');
    expect(answer.sources[0]).toEqual({ title: 'Sampling Parameters › Temperature', url: '/documentation#sampling-temperature' });
    expect(answer.content).toContain('(/documentation#sampling-temperature)');
    expect(answer.content).toContain('a low temperature makes answers focused');
  });

  it('answers a Portuguese question in Portuguese', () => {
    const answer = answerQuestion(index, 'Quanto custa o plano Pro?');
    expect(answer.found).toBe(true);
    expect(answer.language).toBe('pt');
    expect(answer.content.startsWith('Encontrei isto')).toBe(true);
    expect(answer.sources[0].url).toBe('/pricing');
  });

  it('says it found nothing and offers the contact form when nothing matches well', () => {
    for (const question of ['How do I bake sourdough bread?', 'Who won the football match yesterday?', 'hello']) {
      const answer = answerQuestion(index, question);
      expect({ question, found: answer.found, sources: answer.sources }).toEqual({ question, found: false, sources: [] });
      expect(answer.content).toContain('](/contact)');
    }
    expect(answerQuestion(index, 'Qual é a previsão do tempo amanhã?').content).toContain('formulário de contato');
  });

  it('quotes several sections only when they score close to the best', () => {
    const hits = search(index, 'tokens');
    const chosen = selectHits(hits);
    expect(chosen.length).toBeGreaterThan(0);
    expect(chosen.every((hit) => hit.score >= chosen[0].score * 0.6)).toBe(true);
    expect(new Set(chosen.map((hit) => hit.passage.url)).size).toBe(chosen.length);
  });

  it('cuts long snippets at a sentence or word boundary', () => {
    expect(snippet('Short.')).toBe('Short.');
    const long = `${'First sentence is here. '.repeat(10)}${'word '.repeat(100)}`;
    expect(snippet(long, 100).endsWith('.')).toBe(true);
    expect(snippet('word '.repeat(100), 50).endsWith('…')).toBe(true);
  });
});
