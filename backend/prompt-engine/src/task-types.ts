// Task types (the coaching "intents"): how to recognise one from a person's words, which elements a prompt of that
// type needs, and the building blocks rewrites use for it (role, format, constraints, a worked example).

import type { PromptDocument } from './text/document';
import { HUMAN_LANGUAGES, PROGRAMMING_LANGUAGES, STOPWORDS, TASK_VERBS } from './text/lexicon';
import { containsPhrase, findPhrases, round2, stem, wordsOf } from './text/match';
import { findConstraints, findExamples, findInputData, findOutputFormat, findRole } from './text/signals';

export const TASK_TYPES = [
  'code',
  'summary',
  'translation',
  'classification',
  'extraction',
  'creative writing',
  'Q&A',
  'analysis',
  'data transformation',
  'reply',
] as const;

export type TaskTypeId = (typeof TASK_TYPES)[number] | 'general';

/** Something a prompt of a given type needs, and how to tell that the prompt has it. */
export interface TaskElement {
  id: string;
  label: string;
  present: (doc: PromptDocument) => boolean;
  suggestion: string;
  example: string;
}

export interface TaskProfile {
  id: TaskTypeId;
  /** Words that point to this type, with their weight (strong verbs 3, typical nouns 2, weak hints 1). */
  cues: Readonly<Record<string, number>>;
  elements: readonly TaskElement[];
  role: string;
  /** An imperative that states the task when the prompt has none. */
  instruction: string;
  outputFormat: string;
  /** A length limit, for prompts that state none. */
  length: string;
  audience: string;
  tone: string;
  /** Name of the placeholder for the input data in generated prompts. */
  inputName: string;
  inputDescription: string;
  example: { input: string; output: string };
}

// ------------------------------------------------------------------------------------------------- elements

const lower = (doc: PromptDocument) => doc.text.toLowerCase();

const source: TaskElement = {
  id: 'source',
  label: 'The source material (the text or data to work on)',
  present: (doc) => findInputData(doc).present,
  suggestion: 'Include the material itself, or a {{placeholder}} for it, between delimiters.',
  example: 'Text:\n"""\n{{text}}\n"""',
};

const length: TaskElement = {
  id: 'length',
  label: 'The length of the result',
  present: (doc) => findConstraints(doc).length.length > 0,
  suggestion: 'Say how long the result should be, in words, sentences or bullet points.',
  example: 'Keep it to at most 5 bullet points and 80 words.',
};

const audience: TaskElement = {
  id: 'audience',
  label: 'Who the result is for',
  present: (doc) => findConstraints(doc).audience.length > 0,
  suggestion: 'Name the audience so the model can pick the right vocabulary and depth.',
  example: 'The audience is non-technical managers.',
};

const tone: TaskElement = {
  id: 'tone',
  label: 'The tone or register',
  present: (doc) => findConstraints(doc).tone.length > 0,
  suggestion: 'State the tone you want.',
  example: 'Use a friendly, professional tone.',
};

const outputFormat: TaskElement = {
  id: 'output-format',
  label: 'The output format',
  present: (doc) => {
    const format = findOutputFormat(doc);
    return format.shapes.length > 0 || format.lengths.length > 0;
  },
  suggestion: 'Describe the exact shape of the answer (JSON keys, table columns, bullet points).',
  example: 'Return JSON: {"field": "value"}',
};

const workedExample: TaskElement = {
  id: 'example',
  label: 'A worked example of input and expected output',
  present: (doc) => findExamples(doc).blocks > 0,
  suggestion: 'Show one input together with the output you expect for it.',
  example: 'Example:\nInput: 2024-03-05\nOutput: 05/03/2024',
};

const programmingLanguage: TaskElement = {
  id: 'language',
  label: 'The programming language (and version or framework)',
  present: (doc) => containsPhrase(doc.text, PROGRAMMING_LANGUAGES) || /\b(?:in Go|Go (?:code|function|program))\b/.test(doc.text),
  suggestion: 'Name the language, its version and any framework the code must use.',
  example: 'Use Python 3.12 and only the standard library.',
};

const codeConstraints: TaskElement = {
  id: 'constraints',
  label: 'Technical constraints (dependencies, performance, error handling, edge cases)',
  present: (doc) =>
    /\b(?:must|should|without|only use|standard library|no (?:external )?(?:dependencies|libraries|packages)|complexity|performance|compatible|handle|edge cases?|error handling|validate|constraints?)\b|o\(/.test(lower(doc)),
  suggestion: 'List the technical constraints: allowed dependencies, performance limits, error handling, edge cases.',
  example: 'No external packages; handle empty input; runs in O(n).',
};

const tests: TaskElement = {
  id: 'tests',
  label: 'Tests or acceptance criteria',
  present: (doc) => /\b(?:tests?|unit tests?|test cases?|assert\w*|pytest|jest|junit|vitest|mocha|acceptance criteria|expected output)\b/.test(lower(doc)),
  suggestion: 'Ask for tests, or give the cases the code must pass.',
  example: 'Include pytest unit tests for: empty list, one item, duplicates.',
};

const languageAfter = (lead: string) => new RegExp(`\\b${lead}\\s+(?:${HUMAN_LANGUAGES.join('|')})\\b`);
const INTO_LANGUAGE = languageAfter('(?:into|to)');
const FROM_LANGUAGE = languageAfter('from');

const targetLanguage: TaskElement = {
  id: 'target-language',
  label: 'The target language',
  present: (doc) => INTO_LANGUAGE.test(lower(doc)),
  suggestion: 'Name the language to translate into (and the variant, such as Brazilian Portuguese).',
  example: 'Translate into Brazilian Portuguese.',
};

const sourceLanguage: TaskElement = {
  id: 'source-language',
  label: 'The source language',
  present: (doc) => FROM_LANGUAGE.test(lower(doc)) || new Set(findPhrases(doc.text, HUMAN_LANGUAGES).map((hit) => hit.phrase)).size >= 2,
  suggestion: 'Name the language the text is written in.',
  example: 'The text is in English.',
};

const labels: TaskElement = {
  id: 'labels',
  label: 'The allowed labels or categories',
  present: (doc) =>
    /\b(?:one of|either\b[^.\n]{1,80}\bor\b|(?:labels?|categories|classes|tags)\s*(?:are|:|include|such as|=|\())/i.test(doc.text),
  suggestion: 'List every allowed label, and what to answer when none fits.',
  example: 'Label: one of "billing", "bug", "feature request", "other".',
};

const fields: TaskElement = {
  id: 'fields',
  label: 'The fields to extract',
  present: (doc) =>
    /\b(?:fields?|keys|columns|attributes|properties|entities)\b/i.test(doc.text) ||
    /\bextract\b[^.\n]{1,80}?(?:,|\band\b|&)/i.test(doc.text),
  suggestion: 'Name each field to extract and its type.',
  example: 'Fields: name (string), date (YYYY-MM-DD), total (number).',
};

const inputFormat: TaskElement = {
  id: 'input-format',
  label: 'The format of the input',
  present: (doc) => new Set(findPhrases(doc.text, ['json', 'csv', 'tsv', 'xml', 'yaml', 'markdown', 'html', 'sql', 'excel', 'spreadsheet', 'table', 'plain text'])
    .map((hit) => hit.phrase)).size >= 2 || /\b(?:input|source) (?:is|format)\b/i.test(doc.text),
  suggestion: 'Describe the input format, ideally with a sample row.',
  example: 'The input is CSV with the header: id,name,email.',
};

const form: TaskElement = {
  id: 'form',
  label: 'The form or genre',
  present: (doc) =>
    containsPhrase(doc.text, [
      'poem', 'story', 'short story', 'haiku', 'sonnet', 'essay', 'blog post', 'article', 'script', 'screenplay',
      'song', 'lyrics', 'slogan', 'tagline', 'limerick', 'novel', 'chapter', 'dialogue', 'speech', 'tweet', 'post',
      'ad copy', 'newsletter', 'headline', 'fable', 'email', 'e-mail', 'letter', 'cover letter', 'memo', 'bio',
      'product description', 'caption', 'announcement', 'press release',
    ]),
  suggestion: 'Say what form the piece takes.',
  example: 'Write a 3-stanza poem.',
};

const background: TaskElement = {
  id: 'background',
  label: 'Background or sources to answer from',
  present: (doc) =>
    findInputData(doc).present || /\b(?:context|background|based on|according to|sources?|references?|documentation|knowledge base)\b/i.test(doc.text),
  suggestion: 'Give the background the answer should rely on, or say which sources to use.',
  example: 'Answer only from the documentation below; if it is not there, say so.',
};

const criteria: TaskElement = {
  id: 'criteria',
  label: 'The criteria or dimensions to analyse',
  present: (doc) =>
    /\b(?:criteria|criterion|metrics?|kpis?|dimensions?|factors?|in terms of|focus on|strengths and weaknesses|pros and cons|risks?|trends?)\b/i.test(doc.text),
  suggestion: 'List the criteria the analysis must cover.',
  example: 'Assess cost, risk and time to market.',
};

const subject: TaskElement = {
  id: 'subject',
  label: 'The subject: what the request is about',
  present: (doc) => wordsOf(doc.instructions).length >= 8,
  suggestion: 'Describe the subject in a sentence or two.',
  example: 'The product is a budgeting app for students.',
};

const sender: TaskElement = {
  id: 'sender',
  label: 'Who is replying (the persona and what they can offer)',
  present: (doc) => findRole(doc) !== undefined || /\b(?:on behalf of|sign (?:it |off )?as|signed|our (?:team|company|store|shop|support))\b/i.test(doc.text),
  suggestion: 'Say who writes the reply and what they can promise, so the answer speaks with the right voice and authority.',
  example: 'You are the support lead of our online store; you can offer a refund or a replacement, nothing else.',
};

const replyGoal: TaskElement = {
  id: 'reply-goal',
  label: 'What the reply must achieve',
  present: (doc) => /\b(?:apologi[sz]e|offer|explain|confirm|decline|resolve|de-?escalate|next steps?|refund|replacement|schedule|follow up|goal)\b/i.test(doc.text),
  suggestion: 'State the outcome the reply must reach: apologise, explain, offer a fix, confirm next steps.',
  example: 'Apologise once, explain what happened, and confirm the next step with a date.',
};

// ------------------------------------------------------------------------------------------------- profiles

const PROFILES: Readonly<Record<TaskTypeId, TaskProfile>> = {
  code: {
    id: 'code',
    cues: {
      code: 2, coding: 2, function: 2, functions: 2, script: 2, program: 2, programming: 2, implement: 3,
      implementation: 2, refactor: 3, refactoring: 3, debug: 3, debugging: 3, bug: 2, bugs: 2, compile: 2,
      algorithm: 2, endpoint: 2, api: 1, regex: 2, method: 1, snippet: 2, library: 1, module: 1, python: 2,
      javascript: 2, typescript: 2, java: 2, rust: 2, golang: 2, sql: 2, react: 1, backend: 1, frontend: 1,
      'unit tests': 2, 'pull request': 2,
    },
    elements: [programmingLanguage, codeConstraints, tests, outputFormat],
    role: 'You are a senior software engineer who writes clear, tested, production-ready code.',
    instruction: 'Write the code described below.',
    outputFormat: 'One fenced code block with the complete code, followed by at most 3 bullet points that explain the key decisions.',
    length: 'Explanation: at most 150 words outside the code.',
    audience: 'other developers who will maintain the code',
    tone: 'precise and technical',
    inputName: 'requirements',
    inputDescription: 'what the code must do',
    example: { input: 'a function that returns the largest number in a list', output: 'def largest(numbers: list[float]) -> float: ...' },
  },
  summary: {
    id: 'summary',
    cues: {
      summarize: 3, summarise: 3, summary: 3, summaries: 3, summarizing: 3, summarising: 3, tldr: 3, recap: 2,
      condense: 2, gist: 2, overview: 1, digest: 1, shorten: 1, 'key points': 2, 'main points': 2, 'key takeaways': 2,
    },
    elements: [source, length, audience, outputFormat],
    role: 'You are an expert editor who writes faithful, compact summaries.',
    instruction: 'Summarize the text below.',
    outputFormat: '3 to 5 bullet points, at most 80 words in total.',
    length: 'Length: at most 80 words.',
    audience: 'busy readers who have not seen the original',
    tone: 'neutral and factual',
    inputName: 'text',
    inputDescription: 'the text to summarize',
    example: { input: 'A 600-word article about a city adding bike lanes', output: '- The city adds 40 km of bike lanes by 2026\n- Funded by a federal grant' },
  },
  translation: {
    id: 'translation',
    cues: { translate: 3, translation: 3, translating: 3, translated: 2, translator: 2, localize: 2, localise: 2, localization: 2, 'into english': 2, 'into portuguese': 2, 'into spanish': 2, 'into french': 2, 'into german': 2 },
    elements: [sourceLanguage, targetLanguage, tone, source],
    role: 'You are a professional translator who keeps meaning, tone and formatting intact.',
    instruction: 'Translate the text below.',
    outputFormat: 'Only the translated text, keeping the original line breaks and formatting.',
    length: 'Length: about the length of the original, within 10 percent.',
    audience: 'native speakers of the target language',
    tone: 'the same register as the original',
    inputName: 'text',
    inputDescription: 'the text to translate',
    example: { input: 'Good morning, team!', output: 'Bom dia, equipe!' },
  },
  classification: {
    id: 'classification',
    cues: {
      classify: 3, classification: 3, categorize: 3, categorise: 3, categorization: 3, label: 2, labels: 2,
      labeling: 2, labelling: 2, tag: 1, tagging: 2, sentiment: 3, spam: 2, triage: 2, category: 2, categories: 2,
      'sort into': 2,
    },
    elements: [labels, source, outputFormat, workedExample],
    role: 'You are a careful annotator who labels items consistently.',
    instruction: 'Classify the item below.',
    outputFormat: 'JSON: {"label": "<one of the allowed labels>", "confidence": <number from 0 to 1>}',
    length: 'Length: 1 line of JSON per item.',
    audience: 'an automated pipeline that parses the JSON',
    tone: 'terse',
    inputName: 'item',
    inputDescription: 'the item to classify',
    example: { input: 'I was charged twice this month.', output: '{"label": "billing", "confidence": 0.93}' },
  },
  extraction: {
    id: 'extraction',
    cues: { extract: 3, extraction: 3, extracting: 3, 'pull out': 2, parse: 2, parsing: 2, fields: 2, entities: 2, ner: 2, scrape: 1, 'find all': 1 },
    elements: [fields, outputFormat, source, workedExample],
    role: 'You are a meticulous data analyst who extracts exactly what is asked and never invents values.',
    instruction: 'Extract the fields listed below from the document.',
    outputFormat: 'JSON with one key per field; use null when a field is not in the document.',
    length: 'Length: 1 line of JSON per document.',
    audience: 'an automated pipeline that parses the JSON',
    tone: 'terse',
    inputName: 'document',
    inputDescription: 'the document to extract from',
    example: { input: 'Invoice 1043 from Acme, due 2024-05-01, total $120.00', output: '{"invoice_number": "1043", "due_date": "2024-05-01", "total": 120.0}' },
  },
  'creative writing': {
    id: 'creative writing',
    cues: {
      story: 3, stories: 3, poem: 3, poems: 3, poetry: 3, haiku: 3, fiction: 3, novel: 2, lyrics: 3, song: 2,
      slogan: 3, tagline: 3, creative: 2, plot: 2, screenplay: 3, limerick: 3, joke: 2, jokes: 2, essay: 2,
      'blog post': 2, character: 1, characters: 1, narrative: 2, email: 2, letter: 2, article: 2, blog: 2,
      speech: 2, write: 1, draft: 1,
    },
    elements: [form, audience, tone, length],
    role: 'You are a skilled writer who adapts voice, structure and length to the piece and its readers.',
    instruction: 'Write the piece described below.',
    outputFormat: 'The finished piece only, in plain prose with short paragraphs; a title or subject line first when the form has one.',
    length: 'Length: 150 to 400 words.',
    audience: 'the readers the piece is addressed to',
    tone: 'clear and engaging',
    inputName: 'brief',
    inputDescription: 'what the piece is about',
    example: { input: 'a haiku about the first day of autumn', output: 'Cool wind through the door —\nthe maple drops its first leaf\non my empty chair' },
  },
  'Q&A': {
    id: 'Q&A',
    cues: { question: 2, questions: 2, answer: 2, answers: 2, faq: 3, 'what is': 2, 'what are': 2, 'how do': 2, 'how does': 2, 'how can': 2, 'why does': 2, 'why do': 2, explain: 2, 'tell me': 1 },
    elements: [background, outputFormat, audience],
    role: 'You are a knowledgeable subject-matter expert who answers accurately and says when unsure.',
    instruction: 'Answer the question below.',
    outputFormat: 'A direct answer in 2 to 4 sentences, then at most 3 bullet points with the key facts.',
    length: 'Length: at most 120 words.',
    audience: 'a curious non-specialist',
    tone: 'clear and friendly',
    inputName: 'question',
    inputDescription: 'the question to answer',
    example: { input: 'Why is the sky blue?', output: 'Air molecules scatter short (blue) wavelengths of sunlight more than long ones…' },
  },
  analysis: {
    id: 'analysis',
    cues: {
      analyze: 3, analyse: 3, analysis: 3, analyzing: 3, analysing: 3, evaluate: 2, evaluation: 2, assess: 2,
      assessment: 2, compare: 2, comparison: 2, insights: 2, trends: 2, swot: 3, 'pros and cons': 3,
      'root cause': 3, audit: 2, investigate: 2, metrics: 1, review: 1,
    },
    elements: [source, criteria, outputFormat, audience],
    role: 'You are an experienced analyst who backs every conclusion with evidence.',
    instruction: 'Analyze the material below.',
    outputFormat: 'A Markdown report with the sections Findings, Evidence and Recommendations; at most 300 words.',
    length: 'Length: at most 300 words.',
    audience: 'decision makers who need a recommendation',
    tone: 'objective and evidence-based',
    inputName: 'data',
    inputDescription: 'the material to analyze',
    example: { input: 'Monthly sign-ups: Jan 120, Feb 95, Mar 80', output: '## Findings\n- Sign-ups fell 33% in two months…' },
  },
  'data transformation': {
    id: 'data transformation',
    cues: {
      convert: 3, conversion: 3, transform: 3, transformation: 3, reformat: 3, normalize: 2, normalise: 2,
      csv: 2, json: 1, xml: 2, yaml: 2, spreadsheet: 1, columns: 1, migrate: 1, 'into a table': 2, 'map to': 2,
    },
    elements: [inputFormat, outputFormat, workedExample, source],
    role: 'You are a data engineer who converts data exactly, without losing or inventing values.',
    instruction: 'Convert the data below.',
    outputFormat: 'Only the converted data, in one fenced code block.',
    length: 'Length: as many rows as the input, and 0 lines of commentary.',
    audience: 'a program that will parse the output',
    tone: 'terse',
    inputName: 'data',
    inputDescription: 'the data to convert',
    example: { input: 'name,age\nAna,31', output: '[{"name": "Ana", "age": 31}]' },
  },
  reply: {
    id: 'reply',
    cues: {
      reply: 2, replies: 2, respond: 2, responding: 2, response: 1, responses: 1, complaint: 2, complaints: 2,
      inquiry: 1, enquiry: 1, customer: 1, customers: 1, 'reply to': 3, 'replies to': 3, 'respond to': 3,
      'response to': 3, 'responses to': 3, 'write back': 3, 'answer the email': 3, 'answer this email': 3,
      'answer the message': 3, 'answer this message': 3, 'answer customer': 3, 'answer customers': 3,
      'answer the customer': 3, 'answer emails': 3, 'answer messages': 3, 'answer reviews': 3,
    },
    elements: [source, sender, replyGoal, tone, length],
    role: 'You are a courteous support specialist who writes clear, helpful replies.',
    instruction: 'Write a reply to the message below.',
    outputFormat: 'The reply only, ready to send: a greeting, 2 to 4 short paragraphs and a sign-off.',
    length: 'Length: at most 150 words.',
    audience: 'the person who wrote the message',
    tone: 'warm, respectful and direct',
    inputName: 'message',
    inputDescription: 'the message to reply to',
    example: {
      input: 'Hi, my order #1234 arrived damaged. Can I get a replacement?',
      output: "Hi Sam,\n\nI'm sorry your order arrived damaged. A replacement ships today; you will get the tracking number by email.\n\nBest regards,\nAlex",
    },
  },
  general: {
    id: 'general',
    cues: {},
    elements: [subject, outputFormat, audience],
    role: 'You are a knowledgeable expert who gives accurate, well-organised answers.',
    instruction: 'Complete the request below.',
    outputFormat: 'Markdown, at most 200 words, with bullet points for any list.',
    length: 'Length: at most 200 words.',
    audience: 'a reader who is new to the topic',
    tone: 'clear and professional',
    inputName: 'input',
    inputDescription: 'the material for the request',
    example: { input: 'a short sample request', output: 'the answer you expect for it' },
  },
};

export function taskProfile(id: TaskTypeId): TaskProfile {
  return PROFILES[id];
}

export interface TaskDetection {
  type: TaskTypeId;
  /** 0–1: the winning type's cue weight against the runner-up's plus a prior of 2 (thin evidence stays unsure). */
  confidence: number;
  cues: string[];
}

/** Which task type the words describe. Ties go to the type listed first in TASK_TYPES. */
export function detectTaskType(text: string): TaskDetection {
  const words = new Set(wordsOf(text));
  const scored = TASK_TYPES.map((type) => {
    const cues: string[] = [];
    let score = 0;
    const phrases: string[] = [];
    for (const [cue, weight] of Object.entries(PROFILES[type].cues)) {
      if (cue.includes(' ')) {
        phrases.push(cue);
      } else if (words.has(cue)) {
        cues.push(cue);
        score += weight;
      }
    }
    if (phrases.length > 0) {
      for (const phrase of new Set(findPhrases(text, phrases).map((hit) => hit.phrase))) {
        cues.push(phrase);
        score += PROFILES[type].cues[phrase];
      }
    }
    return { type, score, cues };
  });
  const ranked = [...scored].sort((a, b) => b.score - a.score);
  const [best, second] = ranked;
  if (best.score === 0) return { type: 'general', confidence: 0, cues: [] };
  return { type: best.type, confidence: round2(best.score / (best.score + second.score + 2)), cues: best.cues };
}

/** Content words that say what a text is about. */
function topicStems(text: string): Set<string> {
  const stems = new Set<string>();
  for (const word of wordsOf(text)) {
    if (word.length < 4 || STOPWORDS.has(word) || TASK_VERBS.has(word) || /^\d+$/.test(word)) continue;
    stems.add(stem(word));
  }
  return stems;
}

/**
 * The worked example to show for a prompt: the task type's own example when it is about the prompt's subject,
 * otherwise a skeleton in the prompt's own terms (an example about an autumn haiku teaches nothing to a prompt about
 * refund emails, and may pull the model towards the wrong topic).
 */
export function exampleFor(task: TaskProfile, promptText: string): { input: string; output: string } {
  const prompt = topicStems(promptText);
  const own = topicStems(`${task.example.input} ${task.example.output}`);
  if ([...own].some((word) => prompt.has(word))) return task.example;
  return {
    input: `[a real case of ${task.inputDescription.replace(/^the /, '')}, taken from your data]`,
    output: '[the exact answer you expect for that input, in the output format above]',
  };
}
