// Tokenisation for the retrieval index, in the product's two languages (English and Portuguese): lower case, accents
// folded (ação → acao), stop words of both languages dropped, and a light suffix-stripping stemmer so that
// "tokenization", "tokenizer" and "tokens" (or "avaliação" and "avaliações") meet on one stem.

export type Language = 'en' | 'pt';

/** Lower case with diacritics removed (NFD, combining marks dropped): "Avaliação" → "avaliacao". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

const EN_STOP_WORDS = `a about above after again against all am an and any are aren as at be because been before being below
between both but by can cannot could did didn do does doesn doing don down during each few for from further get gets got had
has have having he her here hers herself him himself his how i if in into is isn it its itself just let me more most my
myself no nor not now of off on once only or other our ours ourselves out over own please same she should so some such
tell than that the their theirs them themselves then there these they this those through to too under until up us very
was we were what when where which while who whom why will with would you your yours yourself yourselves want need
know way ways thing things one also using use used explain mean means meaning work works working happen happens
exactly really`;

const PT_STOP_WORDS = `a ao aos aquela aquelas aquele aqueles aquilo as ate com como da das de dela delas dele deles depois do
dos e ela elas ele eles em entre era eram essa essas esse esses esta estao estas este estes eu foi for foram ha isso isto ja
la lhe lhes mais mas me mesmo meu meus minha minhas muito na nao nas nem no nos nossa nossas nosso nossos num numa o os ou
para pela pelas pelo pelos por qual quais quando que quem se sem ser seu seus so sua suas tambem te tem ter teu tua um uma
umas uns voce voces vos sobre posso pode podem fazer faco faz existe existem gostaria queria saber preciso quero tenho
usar uso onde porque qualquer algum alguma alguns algumas outro outra outros outras cada quanto quanta quantos
quantas funciona funcionam significa explicar explique exatamente sao usam usa`;

export const STOP_WORDS: ReadonlySet<string> = new Set(`${EN_STOP_WORDS} ${PT_STOP_WORDS}`.split(/\s+/).filter(Boolean));

const EN_MARKERS = new Set('the is are what how does do can i you my your with which why when where of and to in'.split(' '));
const PT_MARKERS = new Set('o os as que qual quais como e uma um para com nao sao voce meu minha do da dos das no na em por posso pode ha'.split(' '));

/** English or Portuguese, from the function words the text uses (ties and unknown text count as English). */
export function detectLanguage(text: string): Language {
  let en = 0;
  let pt = 0;
  const raw = text.toLowerCase();
  if (/[ãõçáéíóúâêô]/.test(raw)) pt += 2;
  for (const word of foldText(text).split(/[^a-z0-9]+/)) {
    if (EN_MARKERS.has(word)) en++;
    if (PT_MARKERS.has(word)) pt++;
  }
  return pt > en ? 'pt' : 'en';
}

/**
 * Suffixes stripped, longest first, with what replaces them. Only one rule applies, and only when at least three
 * characters remain; English and Portuguese endings share the list because the index holds both languages.
 */
const SUFFIXES: ReadonlyArray<readonly [string, string]> = [
  ['izations', ''], ['ization', ''], ['isations', ''], ['isation', ''],
  ['amentos', ''], ['amento', ''], ['imentos', ''], ['imento', ''],
  ['acoes', ''], ['acao', ''], ['icoes', ''], ['icao', ''], ['ucoes', ''], ['ucao', ''],
  ['ations', ''], ['ation', ''], ['ating', ''], ['ated', ''], ['ates', ''], ['ate', ''],
  ['mente', ''], ['idades', ''], ['idade', ''],
  ['izers', ''], ['izer', ''], ['izing', ''], ['ized', ''], ['izes', ''], ['ize', ''],
  ['ising', ''], ['ised', ''], ['ises', ''], ['ise', ''],
  ['ness', ''], ['ments', ''], ['ment', ''], ['fully', ''], ['ful', ''],
  ['ings', ''], ['ing', ''], ['ies', 'y'], ['ied', 'y'], ['oes', 'ao'], ['aes', 'ao'], ['ais', 'al'], ['eis', 'el'],
  ['ers', ''], ['ors', ''], ['er', ''], ['or', ''], ['ed', ''], ['ly', ''],
  ['es', ''], ['os', ''], ['as', ''], ['s', ''], ['a', ''], ['o', ''], ['e', ''],
];

const MIN_STEM = 3;

/** The light stem of one folded word. Numbers and short words are kept as they are. */
export function stem(word: string): string {
  if (word.length <= MIN_STEM || /\d/.test(word)) return word;
  for (const [suffix, replacement] of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length + replacement.length >= MIN_STEM) {
      return word.slice(0, word.length - suffix.length) + replacement;
    }
  }
  return word;
}

/** Folded words of a text, stop words included (for phrase handling and language detection). */
export function words(text: string): string[] {
  return foldText(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

/** The index terms of a text: folded words without stop words or single letters, stemmed. */
export function tokenize(text: string): string[] {
  return words(text)
    .filter((word) => (word.length > 1 || /\d/.test(word)) && !STOP_WORDS.has(word))
    .map(stem);
}
