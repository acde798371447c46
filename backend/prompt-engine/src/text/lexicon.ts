// Word lists the checks look for. Lower case; matched case-insensitively on word boundaries.

/** Verbs that state a task when used as an instruction ("Summarize…", "You should write…"). */
export const TASK_VERBS: ReadonlySet<string> = new Set([
  'analyse', 'analyze', 'answer', 'assess', 'brainstorm', 'build', 'calculate', 'categorise', 'categorize', 'check',
  'classify', 'code', 'compare', 'complete', 'compose', 'compute', 'condense', 'contrast', 'convert', 'correct', 'create',
  'critique', 'debug', 'define', 'describe', 'design', 'detect', 'develop', 'draft', 'edit', 'enumerate', 'estimate',
  'evaluate', 'expand', 'explain', 'extract', 'find', 'fix', 'format', 'generate', 'give', 'group', 'identify',
  'implement', 'improve', 'label', 'list', 'make', 'map', 'optimise', 'optimize', 'outline', 'paraphrase', 'parse',
  'plan', 'prepare', 'prioritise', 'prioritize', 'produce', 'proofread', 'propose', 'provide', 'rank', 'rate',
  'recommend', 'refactor', 'reformat', 'reply', 'respond', 'review', 'rewrite', 'score', 'show', 'simplify', 'solve',
  'sort', 'suggest', 'summarise', 'summarize', 'tag', 'tell', 'test', 'transform', 'translate', 'validate', 'verify',
  'write',
]);

/** Lead-ins that may precede a task verb: "Your task is to <verb>", "Could you please <verb>". */
export const TASK_LEAD_INS: readonly string[] = [
  'your task is to', 'your job is to', 'your goal is to', 'the task is to', 'you will', 'you should', 'you must',
  'you need to', 'you are to', 'you have to', 'i need you to', 'i want you to', 'i would like you to', "i'd like you to",
  'can you please', 'could you please', 'would you please', 'can you', 'could you', 'would you', 'please',
  'help me', 'i need to', 'i want to', 'kindly', 'just', 'now', 'then', 'also', 'first', 'next', 'finally',
];

/** Ambiguous words that leave the model guessing what is meant. */
export const VAGUE_WORDS: readonly string[] = [
  'some', 'some of the', 'some of', 'etc.', 'etc', 'various', 'stuff', 'try to', 'maybe', 'perhaps', 'somehow', 'kind of',
  'sort of', 'and so on', 'and so forth', 'a bit', 'a few', 'several', 'whatever', 'as needed', 'if possible',
  'somewhat', 'a lot', 'and more',
];

/**
 * Replacements used by rewrites: an empty string deletes the word, a number range replaces a vague amount. Chosen so
 * that the sentence still reads.
 */
export const VAGUE_REPLACEMENTS: Readonly<Record<string, string>> = {
  some: '',
  'some of the': 'the',
  'some of': '',
  'etc.': '',
  etc: '',
  various: 'specific',
  stuff: 'content',
  'try to': '',
  maybe: '',
  perhaps: '',
  somehow: '',
  'kind of': '',
  'sort of': '',
  'and so on': '',
  'and so forth': '',
  'a bit': 'slightly',
  'a few': '2 to 3',
  several: '3 to 5',
  whatever: 'any',
  'as needed': '',
  'if possible': '',
  somewhat: '',
  'a lot': 'many',
  'and more': '',
};

/** Phrases that cost tokens and add nothing; the value is the shorter wording a rewrite uses. */
export const FILLER_PHRASES: Readonly<Record<string, string>> = {
  'please kindly': 'please',
  kindly: '',
  'i would like you to': '',
  "i'd like you to": '',
  'i want you to': '',
  'i need you to': '',
  'can you please': '',
  'could you please': '',
  'would you please': '',
  'i was wondering if you could': '',
  'in order to': 'to',
  'it is important to note that': '',
  'it should be noted that': '',
  'please note that': '',
  'it is important that': '',
  'needless to say': '',
  'as an ai language model': '',
  'feel free to': '',
  'if you could': '',
  'thank you in advance': '',
  'thanks in advance': '',
  'thank you': '',
  basically: '',
  actually: '',
  literally: '',
  really: '',
  'go ahead and': '',
  'due to the fact that': 'because',
  'at this point in time': 'now',
  'in the event that': 'if',
  'for the purpose of': 'for',
  'with regard to': 'about',
  'with respect to': 'about',
  'a total of': '',
  'at the end of the day': '',
};

/** Opposing instructions: when a prompt uses words from both sides, the model has to pick one. */
export const CONTRADICTION_PAIRS: ReadonlyArray<{ name: string; first: readonly string[]; second: readonly string[] }> = [
  {
    name: 'length',
    first: [
      'be brief', 'briefly', 'a brief', 'be concise', 'concise', 'concisely', 'succinct', 'succinctly', 'keep it short',
      'short answer', 'in one sentence', 'in a few words', 'one-liner', 'tl;dr',
    ],
    second: [
      'in detail', 'detailed', 'in depth', 'in-depth', 'comprehensive', 'comprehensively', 'thorough', 'thoroughly',
      'exhaustive', 'exhaustively', 'elaborate on', 'at length', 'extensive', 'every detail', 'long-form',
    ],
  },
  {
    name: 'register',
    first: ['formal', 'formally', 'academic tone', 'professional tone'],
    second: ['casual', 'informal', 'conversational', 'slang', 'chatty', 'laid-back'],
  },
  {
    name: 'explanation',
    first: [
      'only the json', 'only json', 'only output', 'output only', 'return only', 'respond only with', 'nothing else',
      'no explanation', 'no explanations', 'without explanation', 'without any explanation', 'no commentary',
    ],
    second: [
      'explain your reasoning', 'explain why', 'show your reasoning', 'show your work', 'include an explanation',
      'with an explanation', 'justify your answer', 'justify each',
    ],
  },
  {
    name: 'vocabulary',
    first: ['simple language', 'plain language', 'plain english', 'non-technical', 'avoid jargon', 'no jargon', "layman's terms"],
    second: ['technical jargon', 'use jargon', 'highly technical', 'technical terms'],
  },
];

/** Things a prompt can both ask for and forbid ("use bullet points" … "do not use bullet points"). */
export const TOGGLEABLE_ELEMENTS: readonly string[] = [
  'bullet points', 'bullets', 'markdown', 'emojis', 'emoji', 'headings', 'tables', 'a table', 'code blocks', 'examples',
  'lists', 'numbered lists', 'jargon', 'abbreviations', 'citations', 'hashtags',
];

/** Words that say how the output is shaped. */
export const FORMAT_TERMS: readonly string[] = [
  'json', 'yaml', 'xml', 'csv', 'tsv', 'markdown', 'html', 'table', 'tabular', 'bullet points', 'bullet point',
  'bulleted list', 'bullet list', 'bullets', 'numbered list', 'checklist', 'a list', 'as a list', 'list of', 'code block',
  'key-value', 'headings', 'one word', 'one line', 'one sentence', 'one paragraph', 'single word', 'single sentence',
  'single paragraph', 'format:', 'output format', 'response format', 'formatted as', 'in the format',
  'in the following format', 'respond with', 'reply with', 'return a', 'return an', 'return the', 'return only',
  'schema', 'sections',
];

/** Tone words: one of the constraint kinds. */
export const TONE_TERMS: readonly string[] = [
  'tone', 'formal', 'informal', 'friendly', 'professional', 'casual', 'playful', 'humorous', 'serious', 'neutral',
  'empathetic', 'persuasive', 'conversational', 'enthusiastic', 'objective', 'warm', 'authoritative', 'diplomatic',
  'polite', 'upbeat', 'encouraging', 'academic', 'witty', 'calm',
];

/** Phrases that name the audience. */
export const AUDIENCE_TERMS: readonly string[] = [
  'audience', 'readers are', 'reader is', 'aimed at', 'targeted at', 'written for', 'for beginners', 'for experts',
  'for children', 'for kids', 'for students', 'for developers', 'for engineers', 'for executives', 'for customers',
  'for clients', 'for non-technical', 'for a non-technical', 'for a general', 'for managers', 'for readers',
  'for users', 'for teenagers', 'for adults', 'for patients', 'for investors', 'for stakeholders', 'for a beginner',
  'for an expert', 'for my team', 'for our team', 'for our customers', 'for my manager', 'grade level',
  'reading level', 'beginner', 'intermediate', 'advanced readers',
];

/** Explicit rules: the do / don't kind of constraint. */
export const RULE_TERMS: readonly string[] = [
  'must', 'must not', 'should not', 'do not', "don't", 'never', 'always', 'avoid', 'only', 'make sure', 'ensure',
  'without', 'required', 'exactly', 'at least', 'at most', 'no more than', 'limit', 'strictly',
];

/** Words that set up a persona. */
export const PERSONA_TERMS: readonly string[] = [
  'you are', "you're", 'act as', 'acting as', 'role', 'persona', 'expert', 'specialist', 'senior', 'experienced',
  'professional', 'imagine you are', 'pretend to be', 'assume the role',
];

/** Role nouns that make "As a …," a persona statement. */
export const ROLE_NOUNS: readonly string[] = [
  'expert', 'specialist', 'engineer', 'developer', 'programmer', 'writer', 'copywriter', 'editor', 'teacher', 'tutor',
  'analyst', 'consultant', 'marketer', 'lawyer', 'attorney', 'doctor', 'physician', 'nurse', 'scientist', 'researcher',
  'translator', 'assistant', 'manager', 'designer', 'coach', 'advisor', 'adviser', 'reviewer', 'architect',
  'strategist', 'professional', 'journalist', 'historian', 'accountant', 'recruiter', 'professor', 'mentor',
  'annotator', 'linguist', 'auditor', 'planner', 'chef', 'critic', 'interviewer', 'agent', 'representative',
];

/** Roles too generic to steer the model ("You are a helpful assistant"). */
export const GENERIC_ROLE_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'helpful', 'friendly', 'useful', 'smart', 'intelligent', 'ai', 'assistant', 'chatbot', 'bot',
  'language', 'large', 'model', 'llm', 'harmless', 'honest', 'and', 'very', 'knowledgeable', 'general',
]);

/** Human languages, for translation prompts. */
export const HUMAN_LANGUAGES: readonly string[] = [
  'english', 'portuguese', 'brazilian portuguese', 'spanish', 'french', 'german', 'italian', 'dutch', 'russian',
  'chinese', 'mandarin', 'cantonese', 'japanese', 'korean', 'arabic', 'hindi', 'bengali', 'turkish', 'polish',
  'swedish', 'norwegian', 'danish', 'finnish', 'greek', 'hebrew', 'indonesian', 'malay', 'thai', 'vietnamese',
  'ukrainian', 'czech', 'romanian', 'hungarian', 'catalan', 'tagalog', 'swahili', 'urdu', 'persian', 'farsi',
];

/** Programming and data languages, for code prompts. */
export const PROGRAMMING_LANGUAGES: readonly string[] = [
  'python', 'javascript', 'typescript', 'java', 'c#', 'c++', 'golang', 'rust', 'ruby', 'php', 'kotlin', 'swift',
  'sql', 'postgresql', 'mysql', 'bash', 'shell', 'powershell', 'scala', 'html', 'css', 'dart', 'elixir', 'haskell',
  'lua', 'perl', 'matlab', 'node.js', 'nodejs', 'react', 'vue', 'angular', 'django', 'flask', 'spring', 'r language',
  'objective-c', 'clojure', 'f#', 'julia', 'solidity', 'terraform', 'regex',
];

/** Words too common to be key terms of a task. */
export const STOPWORDS: ReadonlySet<string> = new Set([
  'a', 'about', 'above', 'after', 'again', 'all', 'also', 'am', 'an', 'and', 'any', 'are', 'as', 'at', 'be', 'because',
  'been', 'before', 'being', 'below', 'between', 'both', 'but', 'by', 'can', 'could', 'did', 'do', 'does', 'doing',
  'down', 'during', 'each', 'few', 'for', 'from', 'further', 'get', 'got', 'had', 'has', 'have', 'having', 'he', 'her',
  'here', 'hers', 'him', 'his', 'how', 'i', 'if', 'in', 'into', 'is', 'it', 'its', 'just', 'let', 'like', 'me', 'more',
  'most', 'my', 'need', 'no', 'nor', 'not', 'now', 'of', 'off', 'on', 'once', 'only', 'or', 'other', 'our', 'ours',
  'out', 'over', 'own', 'please', 'same', 'she', 'should', 'so', 'some', 'such', 'than', 'that', 'the', 'their',
  'them', 'then', 'there', 'these', 'they', 'this', 'those', 'through', 'to', 'too', 'under', 'until', 'up', 'us',
  'use', 'using', 'very', 'want', 'was', 'we', 'were', 'what', 'when', 'where', 'which', 'while', 'who', 'whom', 'why',
  'will', 'with', 'would', 'you', 'your', 'yours', 'make', 'help', 'prompt', 'task', 'something', 'thing', 'things',
  'way', 'able', 'give', 'take', 'etc', 'one', 'two', 'three', 'd', 'll', 's', 't', 've', 're', 'm',
]);
