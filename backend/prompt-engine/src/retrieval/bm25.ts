// Okapi BM25 over the passages of the product's content. Built once (plain data: it can cross to a worker thread),
// searched per question. A question is a list of concepts, one per content word, each with its English
// expansions when the word is Portuguese; a passage scores the best of each concept's terms, so a word and its
// translation never count twice. Coverage (the idf-weighted share of the question's concepts a passage contains)
// tells a real match from a passage that merely shares a common word.

import { englishTermsFor } from './glossary';
import { splitIntoPassages, type Passage, type SourceDocument } from './markdown';
import { STOP_WORDS, stem, tokenize, words } from './text';

export const BM25_K1 = 1.2;
export const BM25_B = 0.75;
/** Title and heading words count this many times in a passage: they say what it is about. */
const TITLE_WEIGHT = 2;

export interface RetrievalIndex {
  passages: Passage[];
  /** term → [passage index, term frequency] pairs (a Map: it survives structured cloning without prototype keys). */
  postings: Map<string, Array<[number, number]>>;
  lengths: number[];
  averageLength: number;
  /**
   * The weight of a question word no passage contains: the mean idf of the indexed terms. (At the full idf of an
   * unseen term, one incidental verb — "change", "mean" — would outweigh the words a question is about.)
   */
  unseenTermWeight: number;
}

export interface SearchHit {
  passage: Passage;
  score: number;
  /** 0..1: the idf-weighted share of the question's concepts found in the passage. */
  coverage: number;
  /** The question's terms found in the passage. */
  matched: string[];
}

interface Concept {
  terms: string[];
}

export function buildIndex(documents: SourceDocument[]): RetrievalIndex {
  const passages = documents.flatMap(splitIntoPassages);
  const postings = new Map<string, Array<[number, number]>>();
  const lengths: number[] = [];
  passages.forEach((passage, index) => {
    const titleTerms = tokenize(`${passage.title} ${passage.heading}`);
    const terms = [...Array.from({ length: TITLE_WEIGHT }, () => titleTerms).flat(), ...tokenize(passage.text)];
    lengths.push(terms.length);
    const counts = new Map<string, number>();
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
    for (const [term, count] of counts) {
      const list = postings.get(term);
      if (list) list.push([index, count]);
      else postings.set(term, [[index, count]]);
    }
  });
  const averageLength = lengths.length > 0 ? lengths.reduce((sum, length) => sum + length, 0) / lengths.length : 0;
  const terms = [...postings.keys()];
  const index: RetrievalIndex = { passages, postings, lengths, averageLength, unseenTermWeight: 0 };
  index.unseenTermWeight = terms.length > 0 ? terms.reduce((sum, term) => sum + idf(index, term), 0) / terms.length : 1;
  return index;
}

/** Robertson–Spärck Jones idf, kept positive (the Lucene form). A term no passage has gets the highest value. */
export function idf(index: RetrievalIndex, term: string): number {
  const n = index.passages.length;
  const df = index.postings.get(term)?.length ?? 0;
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

/** The question's concepts: each content word, stemmed, with the English terms of a Portuguese word. */
export function queryConcepts(question: string): Concept[] {
  const seen = new Set<string>();
  const concepts: Concept[] = [];
  for (const word of words(question)) {
    if ((word.length < 2 && !/\d/.test(word)) || STOP_WORDS.has(word)) continue;
    const terms = [...new Set([stem(word), ...tokenize(englishTermsFor(word))])];
    const key = terms.join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    concepts.push({ terms });
  }
  return concepts;
}

export function search(index: RetrievalIndex, question: string, limit = 5): SearchHit[] {
  const concepts = queryConcepts(question);
  if (concepts.length === 0 || index.passages.length === 0) return [];
  const conceptIdf = concepts.map((concept) =>
    concept.terms.some((term) => index.postings.has(term)) ? Math.max(...concept.terms.map((term) => (index.postings.has(term) ? idf(index, term) : 0))) : index.unseenTermWeight,
  );
  const totalIdf = conceptIdf.reduce((sum, value) => sum + value, 0);
  // passage index → best score per concept
  const perPassage = new Map<number, { scores: number[]; matched: Set<string> }>();
  concepts.forEach((concept, conceptIndex) => {
    for (const term of concept.terms) {
      const termIdf = idf(index, term);
      for (const [passageIndex, tf] of index.postings.get(term) ?? []) {
        const length = index.lengths[passageIndex];
        const score = (termIdf * tf * (BM25_K1 + 1)) / (tf + BM25_K1 * (1 - BM25_B + (BM25_B * length) / index.averageLength));
        let entry = perPassage.get(passageIndex);
        if (!entry) {
          entry = { scores: new Array<number>(concepts.length).fill(0), matched: new Set() };
          perPassage.set(passageIndex, entry);
        }
        entry.scores[conceptIndex] = Math.max(entry.scores[conceptIndex], score);
        entry.matched.add(term);
      }
    }
  });
  const hits: SearchHit[] = [];
  for (const [passageIndex, { scores, matched }] of perPassage) {
    const covered = scores.reduce((sum, score, conceptIndex) => sum + (score > 0 ? conceptIdf[conceptIndex] : 0), 0);
    hits.push({
      passage: index.passages[passageIndex],
      score: scores.reduce((sum, score) => sum + score, 0),
      coverage: totalIdf > 0 ? covered / totalIdf : 0,
      matched: [...matched],
    });
  }
  return hits.sort((a, b) => b.score - a.score || a.passage.id.localeCompare(b.passage.id)).slice(0, limit);
}
