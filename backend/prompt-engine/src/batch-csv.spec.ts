import { BATCH_CSV_MAX_ROWS, parseBatchCsv } from './batch-csv';

describe('parseBatchCsv', () => {
  it('keeps quoted commas, doubled quotes and line breaks inside quoted cells', () => {
    const csv = 'name,note\n"Souza, Ana","She said ""hi"""\nBo,"line one\nline two"\n';
    expect(parseBatchCsv(csv)).toEqual({
      ok: true,
      headers: ['name', 'note'],
      rows: [
        { name: 'Souza, Ana', note: 'She said "hi"' },
        { name: 'Bo', note: 'line one\nline two' },
      ],
    });
  });

  it('ignores a BOM, trims header names, skips blank lines and handles CRLF', () => {
    const csv = '\uFEFF name , city \r\n\r\nAna,Recife\r\n   \r\nBo,Porto\r\n\r\n';
    expect(parseBatchCsv(csv)).toEqual({ ok: true, headers: ['name', 'city'], rows: [{ name: 'Ana', city: 'Recife' }, { name: 'Bo', city: 'Porto' }] });
  });

  it('refuses ragged rows with a clear message', () => {
    expect(parseBatchCsv('a,b,c\n1,2,3\n4,5\n')).toEqual({ ok: false, error: 'Row 2 has 2 values but the header has 3 columns.' });
    expect(parseBatchCsv('a,b\n1,2,3\n')).toEqual({ ok: false, error: 'Row 1 has 3 values but the header has 2 columns.' });
  });

  it('refuses an unclosed quote, an unnamed or repeated column, and a file without rows', () => {
    expect(parseBatchCsv('a,b\n"1,2\n')).toEqual({ ok: false, error: 'Row 1: a quoted value is never closed.' });
    expect(parseBatchCsv('a,,c\n1,2,3\n')).toEqual({ ok: false, error: 'Column 2 of the header has no name.' });
    expect(parseBatchCsv('a, a\n1,2\n')).toEqual({ ok: false, error: 'The header names the column "a" more than once.' });
    expect(parseBatchCsv('a,b\n\n')).toEqual({ ok: false, error: 'The file has a header but no rows.' });
    expect(parseBatchCsv('')).toEqual({ ok: false, error: 'The file is empty: the first line must name the variables.' });
  });

  it('takes 10,000 rows and refuses 10,001', () => {
    const csv = (rows: number) => `n\n${Array.from({ length: rows }, (_, i) => String(i)).join('\n')}\n`;
    const full = parseBatchCsv(csv(BATCH_CSV_MAX_ROWS));
    expect(full.ok && full.rows.length).toBe(10_000);
    expect(parseBatchCsv(csv(10_001))).toEqual({ ok: false, error: 'The file has 10,001 rows; the limit is 10,000.' });
  });

  it('refuses a file over 5 MB before parsing it', () => {
    expect(parseBatchCsv('a\n1\n', 5 * 1024 * 1024 + 1)).toEqual({ ok: false, error: 'The file is 5.0 MB; the limit is 5 MB.' });
    const big = `a\n${'x'.repeat(5 * 1024 * 1024)}\n`;
    expect(parseBatchCsv(big)).toEqual({ ok: false, error: 'The file is 5.0 MB; the limit is 5 MB.' });
  });
});
