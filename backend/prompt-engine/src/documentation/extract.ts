// What the documentation generator knows about a product, read from free text (a brief, a prompt, notes): the
// product's name, who uses it, what they want, what it does (verb + object), its constraints, the numbers it states,
// the technologies it names and what is still open. Plain heuristics over sentences; nothing is invented: a fact
// the text does not state stays absent, and the writers mark its section 'to define'.

export interface Feature {
  /** Base-form verb, lower case ("export"). */
  verb: string;
  /** What it acts on ("reports as CSV"). */
  object: string;
  /** The main noun of the object, singular ("report"); the resource of an API or a table. */
  noun: string;
  /** The sentence it came from. */
  source: string;
}

export interface NumberFact {
  value: string;
  /** The few words around it that say what it measures. */
  context: string;
}

export interface ProductFacts {
  productName: string | null;
  /** A one-sentence summary: the first sentence that describes the product, if any. */
  summary: string | null;
  actors: string[];
  goals: string[];
  features: Feature[];
  constraints: string[];
  numbers: NumberFact[];
  technologies: Technology[];
  questions: string[];
  /** Problems or pains the text states. */
  problems: string[];
  sentences: string[];
}

export interface Technology {
  name: string;
  category: 'language' | 'runtime' | 'framework' | 'database' | 'infrastructure' | 'service';
}

const MAX_ITEMS = 12;

/** People and systems that act; singular, lower case. Plurals are recognised. */
const ACTOR_NOUNS = [
  'user', 'customer', 'client', 'admin', 'administrator', 'developer', 'engineer', 'manager', 'product manager',
  'designer', 'operator', 'analyst', 'student', 'teacher', 'instructor', 'patient', 'doctor', 'nurse', 'buyer', 'seller',
  'vendor', 'merchant', 'editor', 'author', 'writer', 'reader', 'reviewer', 'moderator', 'member', 'guest', 'visitor',
  'subscriber', 'owner', 'employee', 'recruiter', 'candidate', 'agent', 'support agent', 'driver', 'rider', 'traveler',
  'player', 'team', 'team lead', 'stakeholder', 'partner', 'tenant', 'landlord', 'investor', 'accountant', 'marketer',
  'learner', 'parent', 'researcher', 'auditor', 'contributor', 'maintainer', 'shopper', 'courier', 'caller',
];

const IRREGULAR_PLURALS: Record<string, string> = { people: 'person', children: 'child', staff: 'staff' };

/** Named technologies by category (word-bounded, case-insensitive match; the canonical spelling is kept). */
const TECHNOLOGIES: ReadonlyArray<readonly [string, Technology['category']]> = [
  ...(['TypeScript', 'JavaScript', 'Python', 'Java', 'Kotlin', 'Go', 'Golang', 'Rust', 'Ruby', 'PHP', 'C#', 'Swift', 'Scala', 'Elixir', 'SQL'] as const).map(
    (name) => [name, 'language'] as const,
  ),
  ...([
    'React', 'Next.js', 'Vue', 'Vue.js', 'Angular', 'Svelte', 'Express', 'NestJS', 'Django', 'Flask', 'FastAPI',
    'Rails', 'Ruby on Rails', 'Laravel', 'Symfony', 'Spring', 'Spring Boot', 'ASP.NET', '.NET', 'React Native', 'Flutter',
    'GraphQL', 'gRPC', 'REST', 'Tailwind', 'Vite', 'Actix', 'Axum', 'Gin', 'Echo', 'Fiber', 'Phoenix', 'TensorFlow', 'PyTorch',
  ] as const).map((name) => [name, 'framework'] as const),
  ...(['Node.js', 'Deno', 'Bun', 'JVM'] as const).map((name) => [name, 'runtime'] as const),
  ...(['PostgreSQL', 'Postgres', 'MySQL', 'MariaDB', 'SQLite', 'MongoDB', 'Redis', 'Elasticsearch', 'DynamoDB', 'Cassandra', 'Firestore', 'Supabase', 'ClickHouse'] as const).map(
    (name) => [name, 'database'] as const,
  ),
  ...(['Docker', 'Kubernetes', 'AWS', 'Lambda', 'Azure', 'GCP', 'Google Cloud', 'Terraform', 'Kafka', 'RabbitMQ', 'SQS', 'Nginx', 'Vercel', 'Heroku', 'Cloudflare', 'S3'] as const).map(
    (name) => [name, 'infrastructure'] as const,
  ),
  ...(['Stripe', 'OpenAI', 'Anthropic', 'Twilio', 'SendGrid', 'Auth0', 'Firebase', 'Slack', 'GitHub', 'Google Maps', 'PayPal', 'Sentry'] as const).map(
    (name) => [name, 'service'] as const,
  ),
];
const TECH_ALIASES: Record<string, string> = { Postgres: 'PostgreSQL', Golang: 'Go', 'Vue.js': 'Vue', 'Ruby on Rails': 'Rails' };

/** Verbs that name something a product does for its users. */
const FEATURE_VERBS = new Set([
  'add', 'analyze', 'analyse', 'answer', 'approve', 'archive', 'assign', 'book', 'browse', 'calculate', 'cancel', 'categorize',
  'chat', 'check', 'classify', 'collect', 'comment', 'compare', 'compose', 'configure', 'connect', 'convert', 'correct',
  'create', 'delete', 'detect', 'display', 'download', 'draft', 'edit', 'estimate', 'explain', 'export', 'filter', 'find',
  'forecast', 'generate', 'import', 'invite', 'list', 'log', 'manage', 'monitor', 'notify', 'order', 'organize', 'pay',
  'plan', 'post', 'predict', 'preview', 'publish', 'rate', 'recommend', 'record', 'register', 'reply', 'report', 'request',
  'reserve', 'review', 'schedule', 'score', 'search', 'select', 'send', 'share', 'sign', 'sort', 'store', 'submit',
  'subscribe', 'suggest', 'summarize', 'summarise', 'sync', 'tag', 'track', 'translate', 'update', 'upload', 'validate',
  'view', 'write', 'read', 'save', 'play', 'show', 'teach', 'build', 'design',
  'evaluate', 'improve', 'optimize', 'optimise', 'process', 'receive', 'respond', 'run', 'test', 'transfer', 'type',
]);

const SUBJECT_NOUNS = new Set(['it', 'app', 'application', 'system', 'tool', 'platform', 'service', 'bot', 'assistant', 'product', 'api', 'dashboard', 'user', 'admin', 'he', 'she', 'who', 'that']);
const OBJECT_STOP = new Set(['what', 'how', 'where', 'whether', 'as', 'for', 'of', 'so', 'and', 'or', 'but', 'so', 'because', 'when', 'while', 'if', 'that', 'which', 'who', 'to', 'then', 'with', 'without', 'by', 'before', 'after', 'using', 'via', 'within', 'in', 'on', 'at', 'from', 'into', 'unless']);
const DETERMINERS = new Set(['a', 'an', 'the', 'their', 'his', 'her', 'its', 'our', 'your', 'my', 'all', 'any', 'each', 'every', 'some', 'new', 'existing', 'own', 'this', 'these', 'those', 'them', 'it', 'me', 'you', 'us', 'him']);
const PRONOUN_OBJECTS = new Set(['it', 'them', 'me', 'you', 'us', 'him', 'her', 'this', 'that', 'what', 'something', 'anything', 'everything']);

const CONSTRAINT_CUES = /\b(must not|must|never|do not|don't|should not|shouldn't|cannot|can't|only|at most|at least|no more than|no less than|within|limit(?:ed)? to|maximum|minimum|required|comply|compliant|without)\b/i;
const GOAL_CUES = /\b(so that|in order to|the goal is|our goal|goal:|aims? to|we want to|i want to|wants? to|needs? to|to help|helps?|allow(?:s)? .{1,40}? to|enable(?:s)? .{1,40}? to)\b/i;
const PROBLEM_CUES = /\b(problem|pain|struggle|difficult|hard to|too slow|slow|manual(?:ly)?|error-prone|frustrat\w*|waste\w*|lack\w*|cannot|can't|costly|expensive|takes? (?:hours|days|too long))\b/i;
const QUESTION_CUES = /\b(TBD|to be decided|to be defined|to be determined|not sure|unclear|open question|undecided|unknown yet)\b/i;

/** Sentences: split on line breaks (lists, headings) and on sentence ends. Markdown markers are stripped. */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const rawLine of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.replace(/^\s*(?:[-*+•]|\d+[.)]|#{1,6})\s+/, '').replace(/(\*\*|__|`)(.+?)\1/g, '$2').trim();
    if (!line) continue;
    for (const part of line.split(/(?<!\b(?:e\.g|i\.e|etc|vs|Mr|Mrs|Dr|St|No))(?<=[.!?])\s+(?=[\p{L}\p{N}"'(])/u)) {
      const sentence = part.trim();
      if (sentence) out.push(sentence);
    }
  }
  return out;
}

function singular(word: string): string {
  const lower = word.toLowerCase();
  if (IRREGULAR_PLURALS[lower]) return IRREGULAR_PLURALS[lower];
  if (/(?:ss|us|is)$/.test(lower) || lower.length <= 3) return lower;
  if (/ies$/.test(lower)) return `${lower.slice(0, -3)}y`;
  if (/(?:ches|shes|xes|sses|zes)$/.test(lower)) return lower.slice(0, -2);
  if (/s$/.test(lower)) return lower.slice(0, -1);
  return lower;
}

function baseVerb(word: string): string | null {
  const lower = word.toLowerCase();
  if (FEATURE_VERBS.has(lower)) return lower;
  const candidates = [lower.replace(/ies$/, 'y'), lower.replace(/es$/, ''), lower.replace(/s$/, '')];
  for (const candidate of candidates) if (candidate !== lower && FEATURE_VERBS.has(candidate)) return candidate;
  return null;
}

function titleCase(text: string): string {
  return text.replace(/(^|[\s-])(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
}

function dedupe<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function findProductName(text: string, sentences: string[]): string | null {
  const heading = /^#\s+(.{2,60})$/m.exec(text);
  if (heading) return heading[1].trim();
  const patterns: RegExp[] = [
    /\b(?:called|named)\s+["“']?(\p{Lu}[\p{L}\p{N}.+-]*(?:\s+\p{Lu}[\p{L}\p{N}.+-]*){0,3})/u,
    /^(\p{Lu}[\p{L}\p{N}.+-]*(?:\s+\p{Lu}[\p{L}\p{N}.+-]*){0,2})\s+(?:is|will be)\s+an?\s/u,
    /\b(?:build|create|develop|launch|design)\s+(?:an?|the)\s+((?:[\p{L}-]+\s+){0,3}(?:app|application|platform|tool|service|website|site|bot|assistant|system|dashboard|api|marketplace|game))\b/iu,
    /\bact as (?:an?|the|my)?\s*([\p{L}][\p{L}\p{N} '-]{1,40}?)(?=[.,;:]|\s+(?:and|who|that|for|which|i will|you will)\b|$)/iu,
  ];
  for (const sentence of sentences) {
    for (const pattern of patterns) {
      const match = pattern.exec(sentence);
      if (match) return titleCase(match[1].trim());
    }
  }
  return null;
}

function findActors(text: string): string[] {
  const found: Array<{ actor: string; index: number }> = [];
  const alternatives = [...ACTOR_NOUNS].sort((a, b) => b.length - a.length).join('|');
  const regex = new RegExp(`(?<![\\p{L}])(${alternatives})(s|es)?(?![\\p{L}])`, 'giu');
  for (const match of text.matchAll(regex)) {
    found.push({ actor: match[1].toLowerCase(), index: match.index });
  }
  for (const match of text.matchAll(/\bas an?\s+([\p{L}-]+(?:\s[\p{L}-]+)?),?\s+I\b/giu)) {
    found.push({ actor: singular(match[1]), index: match.index });
  }
  return dedupe(found.sort((a, b) => a.index - b.index), (item) => item.actor).map((item) => item.actor).slice(0, 6);
}

function cleanObject(words: string[]): string[] {
  const out: string[] = [];
  for (const word of words) {
    const lower = word.toLowerCase();
    if (OBJECT_STOP.has(lower) && out.length > 0) break;
    if (out.length === 0 && DETERMINERS.has(lower)) continue;
    out.push(word.replace(/[^\p{L}\p{N}.#+'-]/gu, '').replace(/\.$/, ''));
    if (out.length >= 5 || /[,;:.!?)]$/.test(word)) break;
  }
  return out.filter(Boolean);
}

function mainNoun(objectWords: string[]): string {
  // The head of a noun phrase before a preposition is its last word ("monthly sales reports" → report).
  const head = objectWords[objectWords.length - 1] ?? '';
  return singular(head.replace(/[^\p{L}\p{N}]/gu, ''));
}

function findFeatures(sentences: string[]): Feature[] {
  const features: Feature[] = [];
  for (const sentence of sentences) {
    // What follows "so that" / "in order to" is a goal, not a feature.
    const words = sentence.split(/\b(?:so that|in order to)\b/i)[0].trim().split(/\s+/);
    for (let i = 0; i < words.length; i += 1) {
      const token = words[i].replace(/[^\p{L}'-]/gu, '');
      const verb = baseVerb(token);
      if (!verb) continue;
      const previous = (words[i - 1] ?? '').toLowerCase().replace(/[^\p{L}]/gu, '');
      const leadsSentence = i === 0;
      const afterModal = ['can', 'will', 'should', 'must', 'shall', 'to', 'may', 'and', 'or', 'could', 'would', 'you', 'users', 'it'].includes(previous);
      // "TaskPilot exports …", "the app sends …": a third-person verb after a name or a subject noun.
      const thirdPerson = /s$/.test(token.toLowerCase()) && token.toLowerCase() !== verb && i > 0 && (/^\p{Lu}/u.test(words[i - 1]) || SUBJECT_NOUNS.has(previous));
      const afterComma = i > 0 && /[,;]$/.test(words[i - 1]);
      if (!leadsSentence && !afterModal && !thirdPerson && !afterComma) continue;
      const objectWords = cleanObject(words.slice(i + 1));
      if (objectWords.length === 0 || PRONOUN_OBJECTS.has(objectWords[0].toLowerCase())) continue;
      const noun = mainNoun(objectWords);
      if (!noun || noun.length < 3 || /^\d/.test(noun) || OBJECT_STOP.has(noun) || DETERMINERS.has(noun) || PRONOUN_OBJECTS.has(noun)) continue;
      features.push({ verb, object: objectWords.join(' ').replace(/[,;:.]+$/, ''), noun, source: sentence });
    }
  }
  return dedupe(features, (feature) => `${feature.verb} ${feature.noun}`).slice(0, MAX_ITEMS);
}

function findNumbers(sentences: string[]): NumberFact[] {
  const facts: NumberFact[] = [];
  const regex = /(?:[$€£]\s?)?\b\d+(?:[.,]\d+)?\s?(?:%|ms\b|s\b|seconds?|minutes?|hours?|days?|weeks?|months?|years?|[kKmMgG][bB]\b|rps\b|per\s\w+|x\b|times\b|\p{Ll}{2,}s\b)?/gu;
  for (const sentence of sentences) {
    for (const match of sentence.matchAll(regex)) {
      const value = match[0].trim();
      if (!/\d/.test(value)) continue;
      // Bare digits with no unit and no measurable cue around them are usually names or list markers.
      const before = sentence.slice(Math.max(0, match.index - 40), match.index).split(/\s+/).slice(-4).join(' ');
      const after = sentence.slice(match.index + match[0].length, match.index + match[0].length + 40).split(/\s+/).slice(0, 5).join(' ');
      const hasUnit = /\D$/.test(value) || /^[$€£]/.test(value);
      if (!hasUnit && !/\b(under|below|above|over|at least|at most|up to|less than|more than|within|than|to|of)\s*$/i.test(before)) continue;
      facts.push({ value, context: `${before} ${value} ${after}`.replace(/\s+/g, ' ').trim() });
    }
  }
  return dedupe(facts, (fact) => fact.context).slice(0, MAX_ITEMS);
}

function findTechnologies(text: string): Technology[] {
  const found: Array<Technology & { index: number }> = [];
  for (const [name, category] of TECHNOLOGIES) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // Short or common-word names (Go, Echo, Spring, Rails, REST, Java) must appear capitalised as written.
    const strict = name.length <= 4 || ['Spring', 'Rails', 'Echo', 'Fiber', 'Phoenix', 'Express', 'Lambda', 'Slack', 'Gin', 'Swift', 'Flutter'].includes(name);
    const regex = new RegExp(`(?<![\\p{L}\\p{N}_.])${escaped}(?![\\p{L}\\p{N}_]|\\.[\\p{L}])`, strict ? 'u' : 'iu');
    const match = regex.exec(text);
    if (match) found.push({ name: TECH_ALIASES[name] ?? name, category, index: match.index });
  }
  return dedupe(found.sort((a, b) => a.index - b.index), (item) => item.name).map(({ name, category }) => ({ name, category }));
}

/** The actor a sentence names (longest match first), if any. */
export function actorIn(sentence: string, actors: string[]): string | null {
  const lower = sentence.toLowerCase();
  let best: { actor: string; index: number } | null = null;
  for (const actor of [...actors].sort((a, b) => b.length - a.length)) {
    const index = lower.search(new RegExp(`(?<![\\p{L}])${actor}(?:s|es)?(?![\\p{L}])`, 'u'));
    if (index >= 0 && (!best || index < best.index)) best = { actor, index };
  }
  return best?.actor ?? null;
}

export function extractFacts(source: string): ProductFacts {
  const text = source.normalize('NFC');
  const sentences = splitSentences(text);
  const productName = findProductName(text, sentences);
  const summary =
    sentences.find((s) => /\b(is an?|will be an?|we are building|build an?|create an?|act as)\b/i.test(s) && s.length >= 20) ?? null;
  const questions = dedupe(
    sentences.filter((s) => /\?\s*$/.test(s) || QUESTION_CUES.test(s)),
    (s) => s.toLowerCase(),
  ).slice(0, MAX_ITEMS);
  const constraints = dedupe(
    sentences.filter((s) => CONSTRAINT_CUES.test(s) && !questions.includes(s)),
    (s) => s.toLowerCase(),
  ).slice(0, MAX_ITEMS);
  const goals = dedupe(
    sentences.filter((s) => GOAL_CUES.test(s) && !questions.includes(s)),
    (s) => s.toLowerCase(),
  ).slice(0, MAX_ITEMS);
  const problems = dedupe(
    sentences.filter((s) => PROBLEM_CUES.test(s) && !questions.includes(s)),
    (s) => s.toLowerCase(),
  ).slice(0, 6);
  return {
    productName,
    summary,
    actors: findActors(text),
    goals,
    features: findFeatures(sentences),
    constraints,
    numbers: findNumbers(sentences),
    technologies: findTechnologies(text),
    questions,
    problems,
    sentences,
  };
}
