// SARIF 2.1.0 output of the scan (OASIS standard), so GitHub code scanning and other viewers show the findings: one
// rule per detector, levels from severity (High → error, Medium → warning, Low → note), regions with line and column.

import { lineColumn } from './scan';
import type { Finding, SecurityAnalysis, Severity } from './types';

export interface SarifFileResult {
  /** Path as given on the command line (relative paths stay relative, with forward slashes). */
  uri: string;
  text: string;
  analysis: SecurityAnalysis;
}

const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = { High: 'error', Medium: 'warning', Low: 'note' };
const SECURITY_SEVERITY: Record<Severity, string> = { High: '8.0', Medium: '5.0', Low: '2.0' };

export function securityScanToSarif(files: SarifFileResult[], toolVersion: string): Record<string, unknown> {
  const rules = new Map<string, { finding: Finding }>();
  for (const file of files) for (const f of file.analysis.detected_risks) if (!rules.has(f.detector)) rules.set(f.detector, { finding: f });
  const ruleIds = [...rules.keys()].sort();
  const results = files.flatMap((file) =>
    [...file.analysis.detected_risks]
      .sort((a, b) => a.start - b.start)
      .map((f) => {
        const begin = lineColumn(file.text, f.start);
        const end = lineColumn(file.text, f.end);
        return {
          ruleId: f.detector,
          ruleIndex: ruleIds.indexOf(f.detector),
          level: LEVEL[f.severity],
          message: { text: `${f.type}: ${f.description}. ${f.suggestion}` },
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: file.uri.replace(/\\/g, '/') },
                region: { startLine: begin.line, startColumn: begin.column, endLine: end.line, endColumn: end.column, charOffset: f.start, charLength: f.end - f.start },
              },
            },
          ],
          partialFingerprints: { 'promptforge/v1': `${f.detector}:${fingerprint(f.segment)}` },
          properties: { type: f.type, severity: f.severity, confidence: f.confidence, score: file.analysis.overall_score },
        };
      }),
  );
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'promptforge-scan',
            version: toolVersion,
            rules: ruleIds.map((id) => {
              const f = rules.get(id)!.finding;
              return {
                id,
                name: id.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : '')),
                shortDescription: { text: `${f.type} (${id})` },
                fullDescription: { text: f.description },
                help: { text: f.suggestion },
                defaultConfiguration: { level: LEVEL[f.severity] },
                properties: { tags: ['security', f.category], 'security-severity': SECURITY_SEVERITY[f.severity] },
              };
            }),
          },
        },
        artifacts: files.map((file) => ({ location: { uri: file.uri.replace(/\\/g, '/') }, length: Buffer.byteLength(file.text, 'utf8') })),
        results,
        columnKind: 'utf16CodeUnits',
      },
    ],
  };
}

/** A short stable hash of the segment (FNV-1a), so the raw secret is not copied into the fingerprint. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
