import Ajv, { type ValidateFunction } from 'ajv';

/** CSV columns that turn a batch row into a test instead of a variable (beyond the spec). */
export const ASSERTION_COLUMNS = ['__expected', '__contains', '__regex', '__json_schema'] as const;
export type AssertionColumn = (typeof ASSERTION_COLUMNS)[number];

export interface Expectations {
  expected?: string;
  contains?: string;
  regex?: string;
  jsonSchema?: string;
}

export interface AssertionResult {
  passed: boolean;
  /** Why it failed, or what passed. */
  reason: string;
}

const ajv = new Ajv({ strict: false, allErrors: false });

/** Splits a batch row into the variables a prompt sees and the expectations its outputs are checked against. */
export function splitRow(row: Record<string, string>): { variables: Record<string, string>; expectations: Expectations | null } {
  const variables: Record<string, string> = {};
  const expectations: Expectations = {};
  for (const [key, value] of Object.entries(row)) {
    switch (key) {
      case '__expected':
        if (value !== '') expectations.expected = value;
        break;
      case '__contains':
        if (value !== '') expectations.contains = value;
        break;
      case '__regex':
        if (value !== '') expectations.regex = value;
        break;
      case '__json_schema':
        if (value !== '') expectations.jsonSchema = value;
        break;
      default:
        variables[key] = value;
    }
  }
  return { variables, expectations: Object.keys(expectations).length > 0 ? expectations : null };
}

/** A message naming the column when an expectation cannot be used (checked before a run starts), else null. */
export function expectationProblem(expectations: Expectations): string | null {
  if (expectations.regex !== undefined) {
    try {
      new RegExp(expectations.regex);
    } catch {
      return '__regex is not a valid regular expression';
    }
  }
  if (expectations.jsonSchema !== undefined) {
    try {
      ajv.compile(JSON.parse(expectations.jsonSchema) as object);
    } catch {
      return '__json_schema is not a valid JSON Schema';
    }
  }
  return null;
}

const FENCED = /^```(?:json)?\s*([\s\S]*?)\s*```$/i;

/** Checks an output against every expectation of its row; the first failure is the reason. */
export function checkOutput(output: string, expectations: Expectations): AssertionResult {
  const passes: string[] = [];
  if (expectations.expected !== undefined) {
    if (output.trim() !== expectations.expected.trim()) {
      return { passed: false, reason: `expected exactly "${clip(expectations.expected)}", got "${clip(output.trim())}"` };
    }
    passes.push('matches the expected output');
  }
  if (expectations.contains !== undefined) {
    if (!output.toLowerCase().includes(expectations.contains.toLowerCase())) {
      return { passed: false, reason: `does not contain "${clip(expectations.contains)}"` };
    }
    passes.push(`contains "${clip(expectations.contains)}"`);
  }
  if (expectations.regex !== undefined) {
    if (!new RegExp(expectations.regex).test(output)) {
      return { passed: false, reason: `does not match /${clip(expectations.regex)}/` };
    }
    passes.push(`matches /${clip(expectations.regex)}/`);
  }
  if (expectations.jsonSchema !== undefined) {
    const validate: ValidateFunction = ajv.compile(JSON.parse(expectations.jsonSchema) as object);
    const trimmed = output.trim();
    let value: unknown;
    try {
      value = JSON.parse(FENCED.exec(trimmed)?.[1] ?? trimmed);
    } catch {
      return { passed: false, reason: 'is not JSON' };
    }
    if (!validate(value)) {
      const [error] = validate.errors ?? [];
      return { passed: false, reason: `does not match the JSON schema (${error ? `${error.instancePath || '/'} ${error.message}` : 'invalid'})` };
    }
    passes.push('matches the JSON schema');
  }
  return { passed: true, reason: passes.join('; ') };
}

function clip(text: string, max = 80): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
