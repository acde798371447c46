// The support assistant's offline answer: the best passages for a question, quoted with links to the pages they
// come from, in the question's language; or, when nothing matches well, a plain "not found" that offers the
// contact form.

import { search, type RetrievalIndex, type SearchHit } from './bm25';
import { detectLanguage, type Language } from './text';

/** A hit must contain at least this share (idf-weighted) of the question's concepts to be used. */
export const MIN_COVERAGE = 0.5;
/** Further passages are quoted only when they score at least this share of the best one. */
const RELATIVE_SCORE = 0.6;
const MAX_PASSAGES = 3;
const SNIPPET_CHARS = 360;
export const CONTACT_URL = '/contact';

export interface AnswerSource {
  title: string;
  url: string;
}

export interface SupportAnswer {
  found: boolean;
  language: Language;
  /** Markdown: the quoted passages and their links, or the not-found text with the contact link. */
  content: string;
  /** The pages quoted, best first (empty when nothing was found). */
  sources: AnswerSource[];
  /** The passages used (what a model may rephrase, citing the same sources). */
  passages: Array<{ title: string; heading: string; url: string; text: string }>;
}

const TEXT = {
  en: {
    intro: 'Here is what I found in our content:',
    more: 'Read more',
    notFound: `I couldn't find anything about that in our documentation, guides, pricing or FAQ. Please send your question through the [contact form](${CONTACT_URL}) so our team can answer you.`,
  },
  pt: {
    intro: 'Encontrei isto no nosso conteúdo (em inglês):',
    more: 'Saiba mais',
    notFound: `Não encontrei nada sobre isso na nossa documentação, nos guias, nos preços ou nas perguntas frequentes. Envie sua pergunta pelo [formulário de contato](${CONTACT_URL}) para que nossa equipe possa responder.`,
  },
} as const;

/** The passage's text cut at a word boundary near SNIPPET_CHARS. */
export function snippet(text: string, max = SNIPPET_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const sentenceEnd = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('? '), cut.lastIndexOf('! '));
  if (sentenceEnd > max * 0.5) return cut.slice(0, sentenceEnd + 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : max)}…`;
}

/** The hits worth quoting: the best one if it covers the question well, then close ones on other sections. */
export function selectHits(hits: SearchHit[]): SearchHit[] {
  const good = hits.filter((hit) => hit.coverage >= MIN_COVERAGE);
  if (good.length === 0) return [];
  const best = good[0];
  const chosen = [best];
  for (const hit of good.slice(1)) {
    if (chosen.length >= MAX_PASSAGES) break;
    if (hit.score >= best.score * RELATIVE_SCORE && !chosen.some((other) => other.passage.url === hit.passage.url)) chosen.push(hit);
  }
  return chosen;
}

function label(hit: SearchHit): string {
  return hit.passage.heading ? `${hit.passage.title} › ${hit.passage.heading}` : hit.passage.title;
}

/** Characters that would change the meaning of a Markdown link text. */
function escapeLinkText(text: string): string {
  return text.replace(/([\\[\]*_`])/g, '\\$1');
}

export function answerQuestion(index: RetrievalIndex, question: string): SupportAnswer {
  const language = detectLanguage(question);
  const text = TEXT[language];
  const chosen = selectHits(search(index, question, 10));
  if (chosen.length === 0) {
    return { found: false, language, content: text.notFound, sources: [], passages: [] };
  }
  const blocks = chosen.map((hit) => `**${escapeLinkText(label(hit))}**\n\n${snippet(hit.passage.text)}\n\n${text.more}: [${escapeLinkText(label(hit))}](${hit.passage.url})`);
  const sources: AnswerSource[] = [];
  for (const hit of chosen) {
    if (!sources.some((source) => source.url === hit.passage.url)) sources.push({ title: label(hit), url: hit.passage.url });
  }
  return {
    found: true,
    language,
    content: [text.intro, ...blocks].join('\n\n'),
    sources,
    passages: chosen.map(({ passage }) => ({ title: passage.title, heading: passage.heading, url: passage.url, text: passage.text })),
  };
}
