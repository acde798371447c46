export { answerQuestion, CONTACT_URL, MIN_COVERAGE, selectHits, snippet, type AnswerSource, type SupportAnswer } from './answer';
export { BM25_B, BM25_K1, buildIndex, idf, queryConcepts, search, type RetrievalIndex, type SearchHit } from './bm25';
export { englishTermsFor, PT_EN_GLOSSARY } from './glossary';
export { markdownToText, slugify, splitIntoPassages, stripFrontMatter, type Passage, type SourceDocument } from './markdown';
export { detectLanguage, foldText, stem, STOP_WORDS, tokenize, words, type Language } from './text';
