import Ajv, { type ValidateFunction } from 'ajv';
import type { JsonSchema } from './providers/provider-client';

const ajv = new Ajv({ strict: false, allErrors: false });
const compiled = new WeakMap<JsonSchema, ValidateFunction>();

/** Compiles once per schema object; throws on a schema that is not valid JSON Schema (a programming error). */
export function schemaValidator(schema: JsonSchema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

const FENCED = /^```(?:json)?\s*([\s\S]*?)\s*```$/i;

/** The JSON value in a model's reply (a Markdown fence around it is tolerated), if it matches the schema. */
export function parseJsonReply<T>(text: string, validate: ValidateFunction): { ok: true; value: T } | { ok: false } {
  const trimmed = text.trim();
  const body = FENCED.exec(trimmed)?.[1] ?? trimmed;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return { ok: false };
  }
  return validate(value) ? { ok: true, value: value as T } : { ok: false };
}
