import Papa from 'papaparse';

/** Playground batch uploads: at most 5 MB and 10,000 rows below the header. */
export const BATCH_CSV_MAX_BYTES = 5 * 1024 * 1024;
export const BATCH_CSV_MAX_ROWS = 10_000;

export type BatchCsvResult =
  | { ok: true; headers: string[]; rows: Array<Record<string, string>> }
  | { ok: false; error: string };

/**
 * Parses a playground batch CSV (RFC 4180 through papaparse: quoted commas, doubled quotes and line breaks in
 * quoted cells survive). The first row names the variables (trimmed); blank lines are skipped; a UTF-8 BOM is
 * ignored. Every row must have as many values as the header. Pure: the web app and the CLI share it.
 * `sizeBytes` is the file's size when known (else the text's UTF-8 length).
 */
export function parseBatchCsv(text: string, sizeBytes = utf8Length(text)): BatchCsvResult {
  if (sizeBytes > BATCH_CSV_MAX_BYTES) {
    return { ok: false, error: `The file is ${(sizeBytes / 1024 / 1024).toFixed(1)} MB; the limit is 5 MB.` };
  }
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const parsed = Papa.parse<string[]>(body, { skipEmptyLines: 'greedy', header: false, delimiter: ',' });
  const failure = parsed.errors.find((error) => error.type !== 'Delimiter');
  if (failure) {
    const where = failure.row === undefined ? '' : failure.row === 0 ? 'Header: ' : `Row ${failure.row}: `;
    return { ok: false, error: `${where}${quoteMessage(failure)}` };
  }
  const [header, ...data] = parsed.data;
  if (!header) {
    return { ok: false, error: 'The file is empty: the first line must name the variables.' };
  }
  const headers = header.map((name) => name.trim());
  const unnamed = headers.findIndex((name) => name === '');
  if (unnamed >= 0) {
    return { ok: false, error: `Column ${unnamed + 1} of the header has no name.` };
  }
  const repeated = headers.find((name, index) => headers.indexOf(name) !== index);
  if (repeated !== undefined) {
    return { ok: false, error: `The header names the column "${repeated}" more than once.` };
  }
  if (data.length === 0) {
    return { ok: false, error: 'The file has a header but no rows.' };
  }
  if (data.length > BATCH_CSV_MAX_ROWS) {
    return { ok: false, error: `The file has ${data.length.toLocaleString('en-US')} rows; the limit is ${BATCH_CSV_MAX_ROWS.toLocaleString('en-US')}.` };
  }
  const rows: Array<Record<string, string>> = [];
  for (const [index, values] of data.entries()) {
    if (values.length !== headers.length) {
      return { ok: false, error: `Row ${index + 1} has ${values.length} ${values.length === 1 ? 'value' : 'values'} but the header has ${headers.length} columns.` };
    }
    rows.push(Object.fromEntries(headers.map((name, column) => [name, values[column]])));
  }
  return { ok: true, headers, rows };
}

function quoteMessage(error: Papa.ParseError): string {
  if (error.code === 'MissingQuotes') return 'a quoted value is never closed.';
  if (error.code === 'InvalidQuotes') return 'a quote inside a value must be doubled ("").';
  return error.message;
}

function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}
