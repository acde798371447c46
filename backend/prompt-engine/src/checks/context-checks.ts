// Checks that feed the context score: does the prompt give the model what it needs to know?

import { humanList, humanListLimited, quote } from '../text/match';
import { constraintKindsFound, findConstraints, findExamples, findInputData, findRole } from '../text/signals';
import { exampleFor } from '../task-types';
import { type Check, failed, notApplicable, passed } from './check';

export const roleCheck: Check = {
  id: 'role',
  title: 'Role or persona',
  dimension: 'context',
  weight: 30,
  suggestionType: 'context',
  kind: 'presence',
  run({ doc }) {
    const role = findRole(doc);
    if (!role) {
      return failed(0, 'No role or persona: the model has to guess whose expertise and voice to use.');
    }
    if (role.generic) {
      return failed(0.5, `The role ${quote(role.phrase)} is generic: it does not say which expertise the task needs.`, [role.phrase]);
    }
    return passed(`Sets a specific role: ${quote(role.phrase)}.`, [role.phrase]);
  },
  suggestion: () => 'Open with a specific role that names the expertise and point of view the task needs.',
  example: (_finding, { task }) => task.role,
};

const CONSTRAINT_SCORES = [0, 0.4, 0.8, 1, 1];
const KIND_NAMES = { length: 'length', tone: 'tone', audience: 'audience', rules: "do/don't rules" } as const;

export const constraintsCheck: Check = {
  id: 'constraints',
  title: 'Constraints',
  dimension: 'context',
  weight: 25,
  suggestionType: 'specificity',
  kind: 'presence',
  run({ doc }) {
    const constraints = findConstraints(doc);
    const kinds = constraintKindsFound(constraints);
    const evidence = kinds.flatMap((kind) => constraints[kind].slice(0, 3));
    const found = kinds.map((kind) => KIND_NAMES[kind]);
    const missing = (Object.keys(KIND_NAMES) as Array<keyof typeof KIND_NAMES>)
      .filter((kind) => !kinds.includes(kind))
      .map((kind) => KIND_NAMES[kind]);
    const score = CONSTRAINT_SCORES[kinds.length];
    if (kinds.length >= 2) {
      return passed(`Sets constraints on ${humanList(found)} (${evidence.map(quote).join(', ')}).`, evidence, score);
    }
    if (kinds.length === 0) {
      return failed(score, "No constraints: nothing about length, tone, audience or do/don't rules.");
    }
    return failed(score, `Only ${humanList(found)} constraints; nothing about ${humanList(missing)}.`, evidence);
  },
  suggestion: () => "Add the limits a good answer must respect: length, tone, audience and explicit do/don't rules.",
  example: (_finding, { task }) => `Audience: ${task.audience}. Tone: ${task.tone}. Always say so when information is missing, instead of guessing.`,
};

export const examplesCheck: Check = {
  id: 'examples',
  title: 'Examples',
  dimension: 'context',
  weight: 25,
  suggestionType: 'context',
  kind: 'presence',
  run({ doc }) {
    const examples = findExamples(doc);
    if (examples.blocks > 0) {
      return passed(`Includes ${examples.blocks} worked example${examples.blocks > 1 ? 's' : ''} of the expected result.`, [], 1);
    }
    if (examples.inline > 0) {
      return passed('Gives inline examples ("for example", "e.g.").', [], 0.8);
    }
    return failed(0, 'No examples: the model has nothing to imitate for style, labels or format.');
  },
  suggestion: () => 'Show at least one input together with the exact output you expect for it.',
  example: (_finding, { task, doc }) => {
    const example = exampleFor(task, doc.text);
    return `Example:\nInput: ${example.input}\nOutput: ${example.output}`;
  },
};

export const delimitersCheck: Check = {
  id: 'delimiters',
  title: 'Delimited input data',
  dimension: 'context',
  weight: 20,
  suggestionType: 'structure',
  kind: 'presence',
  run({ doc }) {
    const input = findInputData(doc);
    if (!input.present) return notApplicable();
    const bare = input.bareVariables.map((name) => `{{${name}}}`);
    const variableCount = new Set(doc.variables.uses.map((use) => use.name)).size;
    if (bare.length === 0 && (input.delimitedBlocks > 0 || variableCount > 0)) {
      return passed('Input data is fenced off with delimiters, so it cannot be mistaken for instructions.');
    }
    if (bare.length > 0 && (input.delimitedBlocks > 0 || bare.length < variableCount)) {
      return failed(0.5, `Some input is not delimited: ${humanListLimited(bare)} sit${bare.length === 1 ? 's' : ''} in the running text.`, bare.slice(0, 10));
    }
    if (bare.length > 0) {
      return failed(0, `${humanListLimited(bare)} ${bare.length === 1 ? 'is' : 'are'} dropped into the running text with no delimiters around ${bare.length === 1 ? 'it' : 'them'}.`, bare.slice(0, 10));
    }
    return failed(0, `The prompt refers to ${quote(input.references[0])} but does not mark where that input starts and ends.`, input.references.slice(0, 10));
  },
  suggestion: () => 'Put input data between clear delimiters (""" … """, ``` … ``` or <input> … </input>) so it cannot be read as instructions.',
  example: (_finding, { task }) => `${task.inputDescription.replace(/^the /, '').replace(/^\w/, (c) => c.toUpperCase())}:\n"""\n{{${task.inputName}}}\n"""`,
};
