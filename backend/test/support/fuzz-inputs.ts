import fc from 'fast-check';
import { exampleOf, type JsonSchema, type Operation, type Parameter } from './openapi-contract';

/**
 * Bad requests for an operation of the contract, generated from its schemas with fast-check: wrong types,
 * missing and extra properties, huge strings, deep nesting, arrays for objects, control and invisible Unicode
 * (NUL and lone surrogates included), numbers out of range, path parameters that are not ids, odd query
 * strings, credentials of each kind, and now and then a valid request.
 *
 * Large values stay symbolic in the case (`{ $repeat, times }`, `{ $nest, depth }`) and are built only when the
 * request is sent, so that fast-check's report of a failing case stays readable.
 */
export type Credential = 'session' | 'apiKey' | 'none' | 'garbage';

export type PathValue = { own: true } | { text: Text };
export type Text = string | { $repeat: string; times: number };

export type BodyCase =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; text: string };

export interface FuzzCase {
  credential: Credential;
  path: Record<string, PathValue>;
  query: Array<[string, Text]>;
  headers: Record<string, string>;
  body: BodyCase;
}

/** Single code units and short sequences that break naive code: controls, invisibles, surrogates, markup. */
const SPECIAL_TEXT = [
  '\u0000', '\u0001', '\u0007', '\b', '\t', '\n', '\r', '\u001b', '\u001f', '\u007f', '\u0085', '\u00a0', '\u00ad',
  '\u200b', '\u200c', '\u200d', '\u200e', '\u200f', '\u2028', '\u2029', '\u202a', '\u202e', '\u2060', '\u2066',
  '\u2069', '\ufeff', '\ufffd', '\uffff', '\ud800', '\udbff', '\udc00', '\udfff', '\ud83d\ude80', 'e\u0301',
  '\u{10ffff}', '%', '%00', '%zz', '../', '/', '?', '#', '&', '=', '+', '<script>', "'", '"', '\\', '${x}', '{{x}}',
  ' ', 'null', 'undefined', 'NaN', '-1', '1e999', '0x10', 'true', '[]', '{}', '__proto__', 'constructor',
];

export const weirdText: fc.Arbitrary<string> = fc
  .array(fc.oneof(fc.constantFrom(...SPECIAL_TEXT), fc.string({ maxLength: 6 }), fc.string({ unit: 'binary', maxLength: 3 })), { minLength: 1, maxLength: 8 })
  .map((parts) => parts.join(''));

const hugeText = (minLength: number, maxLength: number): fc.Arbitrary<Text> =>
  fc.record({ $repeat: fc.oneof(fc.constant('x'), fc.constantFrom(...SPECIAL_TEXT), weirdText), times: fc.integer({ min: minLength, max: maxLength }) });

/** Long URL parts, kept under Node's 16 KB header limit even with every query parameter long (its 431 is not ours). */
const longUrlText: fc.Arbitrary<Text> = fc.record({ $repeat: fc.constantFrom('x', 'a%'), times: fc.integer({ min: 300, max: 1_500 }) });

const deepNesting: fc.Arbitrary<unknown> = fc.record({ $nest: fc.integer({ min: 5, max: 60 }), kind: fc.constantFrom('array', 'object'), leaf: fc.jsonValue({ maxDepth: 0 }) });

const anyJson = fc.jsonValue({ maxDepth: 2 });

const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(weirdText, { maxLength: 3 }),
  fc.dictionary(weirdText, weirdText, { maxKeys: 2 }),
  weirdText,
  anyJson,
);

function numbersOutOfRange(schema: JsonSchema): fc.Arbitrary<unknown> {
  const edges: unknown[] = [1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -Number.MAX_SAFE_INTEGER - 2, 0.5, -0, 1e-300, '1', '1e3', 'NaN', 'Infinity'];
  if (schema.minimum !== undefined) {
    edges.push(schema.minimum - 1, schema.minimum - 0.5);
  }
  if (schema.maximum !== undefined) {
    edges.push(schema.maximum + 1, schema.maximum + 0.5);
  }
  return fc.oneof(fc.constantFrom(...edges), fc.integer(), fc.double({ noNaN: true }));
}

/** A value that should not be accepted where `schema` is expected (sometimes a valid one, to reach deeper). */
export function badValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const options: Array<fc.Arbitrary<unknown>> = [wrongType, weirdText, deepNesting, fc.constant(exampleOf(schema))];
  if (schema.enum) {
    options.push(fc.constantFrom(...schema.enum.map((value) => String(value).toUpperCase()), ...schema.enum.map((value) => ` ${String(value)}`)));
  }
  switch (schema.type) {
    case 'string':
      options.push(
        hugeText((schema.maxLength ?? 1_000) + 1, (schema.maxLength ?? 1_000) + 50),
        ...(schema.maxLength === undefined ? [hugeText(1_050_000, 1_100_000)] : []),
        fc.constantFrom('', ' ', '\u0000', '\ud800', 'a'),
      );
      break;
    case 'number':
    case 'integer':
      options.push(numbersOutOfRange(schema));
      break;
    case 'boolean':
      options.push(fc.constantFrom('true', 'false', 1, 0, 'yes'));
      break;
    case 'array':
      options.push(
        fc.array(badValue(schema.items ?? {}, depth + 1), { maxLength: 3 }),
        fc.constant(Array.from({ length: (schema.maxItems ?? 100) + 1 }, () => exampleOf(schema.items ?? {}))),
        fc.constant([]),
      );
      break;
    case 'object':
      if (depth < 2) {
        options.push(badObject(schema, depth + 1));
      }
      break;
  }
  return fc.oneof(...options);
}

type Edit = { set: string; value: unknown } | { drop: string } | { extra: string; value: unknown };

/** The schema's example (required properties, or all of them) with one to three properties broken. */
function badObject(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const edits: Array<fc.Arbitrary<Edit>> = [fc.record({ extra: weirdText, value: anyJson })];
  if (properties.length > 0) {
    edits.push(
      fc.constantFrom(...properties).chain(([name, property]) => badValue(property, depth).map((value) => ({ set: name, value }))),
      fc.constantFrom(...properties.map(([name]) => name)).map((name) => ({ drop: name })),
    );
  }
  return fc.record({ full: fc.boolean(), edits: fc.array(fc.oneof(...edits), { minLength: 1, maxLength: 3 }) }).map(({ full, edits: applied }) => {
    const value = (full ? fullExample(schema) : exampleOf(schema)) as Record<string, unknown>;
    for (const edit of applied) {
      if ('drop' in edit) {
        delete value[edit.drop];
      } else if ('set' in edit) {
        value[edit.set] = edit.value;
      } else {
        value[edit.extra] = edit.value;
      }
    }
    return value;
  });
}

/** Every property, not only the required ones. */
function fullExample(schema: JsonSchema): unknown {
  return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, exampleOf(property)]));
}

function bodyCase(operation: Operation): fc.Arbitrary<BodyCase> {
  const json = (value: fc.Arbitrary<unknown>): fc.Arbitrary<BodyCase> => value.map((v) => ({ kind: 'json' as const, value: v }));
  const malformed = fc.oneof(
    fc.record({ kind: fc.constant('raw' as const), contentType: fc.constant('application/json'), text: fc.constantFrom('{', '{"a":', '[1,]', "{'a':1}", 'nul', '\u0000', '{"a":1}{') }),
    fc.record({ kind: fc.constant('raw' as const), contentType: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml'), text: fc.constant('a=1') }),
  );
  if (!operation.body) {
    return fc.oneof({ arbitrary: fc.constant({ kind: 'none' as const }), weight: 6 }, { arbitrary: json(anyJson), weight: 2 }, { arbitrary: malformed, weight: 1 });
  }
  const schema = operation.body;
  return fc.oneof(
    { arbitrary: json(badObject(schema)), weight: 12 },
    { arbitrary: json(fc.oneof(fc.constant(null), fc.constant([]), fc.constant([exampleOf(schema)]), wrongType, deepNesting)), weight: 3 },
    { arbitrary: json(fc.constantFrom(exampleOf(schema), fullExample(schema))), weight: 2 },
    { arbitrary: fc.constant({ kind: 'none' as const }), weight: 1 },
    { arbitrary: malformed, weight: 1 },
  );
}

function pathValue(param: Parameter): fc.Arbitrary<PathValue> {
  const text = (value: fc.Arbitrary<Text>) => value.map((t) => ({ text: t }));
  const notIds = fc.oneof(
    text(weirdText),
    text(fc.uuid()),
    text(fc.uuid().map((id) => id.toUpperCase())),
    text(fc.uuid().map((id) => ` ${id}`)),
    text(fc.constantFrom('0', '-1', '1e999', '00000000-0000-0000-0000-000000000000', 'null', '..', '.', '%2e%2e', 'me')),
    text(longUrlText),
  );
  if (param.schema.enum) {
    return fc.oneof({ arbitrary: text(fc.constantFrom(...(param.schema.enum as string[]))), weight: 2 }, { arbitrary: notIds, weight: 3 });
  }
  return fc.oneof({ arbitrary: fc.constant({ own: true as const }), weight: 2 }, { arbitrary: notIds, weight: 3 });
}

function queryCase(operation: Operation): fc.Arbitrary<Array<[string, Text]>> {
  const known = operation.queryParams.map((param) =>
    fc.option(
      fc.oneof(
        fc.constant([[param.name, String(exampleOf(param.schema))]] as Array<[string, Text]>),
        weirdText.map((value) => [[param.name, value]] as Array<[string, Text]>),
        numbersOutOfRange(param.schema).map((value) => [[param.name, String(value)]] as Array<[string, Text]>),
        longUrlText.map((value) => [[param.name, value]] as Array<[string, Text]>),
        fc.tuple(weirdText, weirdText).map(([a, b]) => [[param.name, a], [param.name, b]] as Array<[string, Text]>),
        weirdText.map((value) => [[`${param.name}[x]`, value]] as Array<[string, Text]>),
      ),
      { nil: [] as Array<[string, Text]> },
    ),
  );
  const extra = fc.oneof(
    { arbitrary: fc.constant([] as Array<[string, Text]>), weight: 3 },
    { arbitrary: fc.tuple(weirdText, weirdText).map((pair) => [pair] as Array<[string, Text]>), weight: 1 },
  );
  return fc.tuple(...known, extra).map((parts) => parts.flat());
}

export function fuzzCases(operation: Operation): fc.Arbitrary<FuzzCase> {
  const credential: fc.Arbitrary<Credential> = operation.authenticated
    ? fc.oneof({ arbitrary: fc.constant('session' as const), weight: 6 }, { arbitrary: fc.constant('apiKey' as const), weight: 3 }, { arbitrary: fc.constantFrom('none' as const, 'garbage' as const), weight: 1 })
    : fc.oneof({ arbitrary: fc.constant('none' as const), weight: 3 }, { arbitrary: fc.constantFrom('session' as const, 'garbage' as const), weight: 1 });
  const path = fc.record(Object.fromEntries(operation.pathParams.map((param) => [param.name, pathValue(param)])) as Record<string, fc.Arbitrary<PathValue>>);
  return fc.record({ credential, path, query: queryCase(operation), headers: headerCase(operation), body: bodyCase(operation) });
}

/** Header parameters of the contract (e.g. `stripe-signature`): printable ASCII only, as HTTP allows. */
function headerCase(operation: Operation): fc.Arbitrary<Record<string, string>> {
  const names = operation.headerParams.map((param) => param.name);
  return fc.record(Object.fromEntries(names.map((name) => [name, fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 200 })])), {
    requiredKeys: [],
  }) as fc.Arbitrary<Record<string, string>>;
}

/** Builds the symbolic values of a case: `{ $repeat, times }` strings and `{ $nest, depth }` nestings. */
export function materialize(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map(materialize);
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.$repeat === 'string' && typeof record.times === 'number') {
      return text(record as { $repeat: string; times: number });
    }
    if (typeof record.$nest === 'number') {
      let nested: unknown = record.leaf;
      for (let i = 0; i < record.$nest; i += 1) {
        nested = record.kind === 'array' ? [nested] : { a: nested };
      }
      return nested;
    }
    return Object.fromEntries(Object.entries(record).map(([key, child]) => [key, materialize(child)]));
  }
  return value;
}

export function text(value: Text): string {
  return typeof value === 'string' ? value : value.$repeat.repeat(Math.ceil(value.times / Math.max(value.$repeat.length, 1))).slice(0, value.times);
}

/**
 * Percent-encodes any JavaScript string for a URL, lone surrogates included (as the bytes WTF-8 gives them,
 * which no UTF-8 decoder accepts): `encodeURIComponent` would throw on them before the server saw anything.
 */
export function encodeUrlText(value: string): string {
  return value.replace(/[\ud800-\udbff][\udc00-\udfff]|[\s\S]/g, (unit) => {
    const code = unit.charCodeAt(0);
    if (unit.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    }
    return encodeURIComponent(unit);
  });
}
