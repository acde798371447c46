import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The committed API contract (`backend/openapi.json`) read as data, for the suites generated from it (the
 * cross-tenant matrix and the fuzzer): every operation with its parameters and request body schema, `$ref`s
 * resolved. The drift test keeps the file equal to what the code generates, so these suites follow the code.
 */
export type JsonSchema = {
  type?: string;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  example?: unknown;
  default?: unknown;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  allOf?: JsonSchema[];
  $ref?: string;
};

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: HttpMethod;
  /** The contract's path template, e.g. `/api/prompts/{id}/versions`. */
  path: string;
  /** `PUT /api/prompts/{id}`: how suites name an operation in messages. */
  label: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  headerParams: Parameter[];
  /** The JSON body's schema, `$ref`s resolved; undefined when the operation takes no body. */
  body?: JsonSchema;
  /** Whether the operation needs credentials (the contract's `security`). */
  authenticated: boolean;
}

type RawOperation = {
  parameters?: Array<{ name: string; in: Parameter['in']; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
};

const CONTRACT_PATH = join(__dirname, '..', '..', 'openapi.json');
const METHODS: HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

let cached: { operations: Operation[]; schemas: Record<string, JsonSchema> } | undefined;

function contract() {
  if (!cached) {
    const document = JSON.parse(readFileSync(CONTRACT_PATH, 'utf8')) as {
      paths: Record<string, Partial<Record<HttpMethod, RawOperation>>>;
      components: { schemas: Record<string, JsonSchema> };
    };
    const schemas = document.components.schemas;
    const operations: Operation[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of METHODS) {
        const raw = item[method];
        if (!raw) {
          continue;
        }
        const parameters = (raw.parameters ?? []).map((p) => ({ name: p.name, in: p.in, required: p.required ?? false, schema: resolve(p.schema ?? {}, schemas) }));
        const bodySchema = raw.requestBody?.content?.['application/json']?.schema;
        operations.push({
          method,
          path,
          label: `${method.toUpperCase()} ${path}`,
          pathParams: parameters.filter((p) => p.in === 'path'),
          queryParams: parameters.filter((p) => p.in === 'query'),
          headerParams: parameters.filter((p) => p.in === 'header'),
          body: bodySchema ? resolve(bodySchema, schemas) : undefined,
          authenticated: (raw.security ?? []).length > 0,
        });
      }
    }
    cached = { operations, schemas };
  }
  return cached;
}

export function contractOperations(): Operation[] {
  return contract().operations;
}

/** Inlines `$ref`s and single-element `allOf`s (how the swagger plugin wraps a documented enum), recursively. */
function resolve(schema: JsonSchema, schemas: Record<string, JsonSchema>): JsonSchema {
  if (schema.$ref) {
    const { $ref, ...rest } = schema;
    return resolve({ ...schemas[$ref.replace('#/components/schemas/', '')], ...rest }, schemas);
  }
  if (schema.allOf) {
    const { allOf, ...rest } = schema;
    return resolve(Object.assign({}, ...allOf.map((part) => resolve(part, schemas)), rest), schemas);
  }
  const resolved: JsonSchema = { ...schema };
  if (schema.items) {
    resolved.items = resolve(schema.items, schemas);
  }
  if (schema.properties) {
    resolved.properties = Object.fromEntries(Object.entries(schema.properties).map(([name, property]) => [name, resolve(property, schemas)]));
  }
  return resolved;
}

/** `/api/prompts/{id}/versions` with `{ id: 'abc' }` → `/api/prompts/abc/versions` (values URL-encoded). */
export function fillPath(template: string, values: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    if (values[name] === undefined) {
      throw new Error(`No value for path parameter {${name}} of ${template}`);
    }
    return encodeURIComponent(values[name]);
  });
}

/**
 * A small valid instance of a schema: the `example` when there is one, else built from the constraints (the
 * first enum value, a date, an e-mail, a URL, a string between minLength and maxLength without spaces, the
 * minimum). Objects get their required properties only, so an operation's optional behaviour stays out of it.
 */
export function exampleOf(schema: JsonSchema): unknown {
  if (schema.example !== undefined) {
    return schema.example;
  }
  if (schema.enum) {
    return schema.enum[0];
  }
  switch (schema.type) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((name) => [name, exampleOf(schema.properties?.[name] ?? {})]));
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => exampleOf(schema.items ?? {}));
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return schema.minimum ?? Math.min(1, schema.maximum ?? 1);
    case 'string':
      return exampleString(schema);
    default:
      return schema.properties ? exampleOf({ ...schema, type: 'object' }) : 'example';
  }
}

function exampleString(schema: JsonSchema): string {
  switch (schema.format) {
    case 'email':
      return `probe-${randomUUID().slice(0, 8)}@example.com`;
    case 'uri':
      return 'http://127.0.0.1:9/v1';
    case 'date':
      return new Date().toISOString().slice(0, 10);
    case 'uuid':
      return randomUUID();
  }
  const base = 'Generated-probe-text';
  const length = Math.min(Math.max(base.length, schema.minLength ?? 0), schema.maxLength ?? Infinity);
  return base.padEnd(length, 'x').slice(0, length);
}

/** A value for a path parameter that addresses nothing: a fresh UUID, or a large number for numeric ones. */
export function randomParamValue(param: Parameter): string {
  return param.schema.type === 'integer' || param.schema.type === 'number' ? String(2_000_000_000 + Math.floor(Math.random() * 100_000_000)) : randomUUID();
}
