import CopyOutlined from '@ant-design/icons/CopyOutlined';
import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import { Alert, Button, Card, Input, Progress, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { toast } from '@/components/toast';
import type { ComplianceContext, DetectedRisk, SecurityAnalysis, SecurityTextType } from '../api/types';
import { CONTEXTS, NO_RISKS, redactText, scoreBand, TEXT_TYPES } from '../logic/security';
import { HighlightedText, SegmentMark } from './HighlightedText';
import styles from './security.module.css';

export const SEVERITY_COLOR = { High: 'red', Medium: 'gold', Low: 'blue' } as const;
const BAND_STROKE = { good: 'var(--pf-success)', fair: 'var(--pf-warning)', poor: 'var(--pf-danger)' } as const;

export interface AnalysisFormState {
  text: string;
  textType: SecurityTextType;
  context: ComplianceContext;
}

interface Props {
  form: AnalysisFormState;
  onChange: (form: AnalysisFormState) => void;
  onAnalyze: () => void;
  busy: boolean;
  /** The last result and the text it was computed for (highlights refer to that text). */
  result: { analysis: SecurityAnalysis; text: string } | null;
  /** Shown above the text area when the text came from a Prompt Lab prompt. */
  source?: string | null;
}

export function AnalysisTab({ form, onChange, onAnalyze, busy, result, source }: Props) {
  return (
    <div>
      {source && <Alert className={styles.source} type="info" showIcon title={source} />}
      <div className={styles.form}>
        <label className={styles.field}>
          <span className={styles.label}>Text type</span>
          <Select aria-label="Text type" value={form.textType} options={TEXT_TYPES} onChange={(textType) => onChange({ ...form, textType })} />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>Compliance context</span>
          <Select aria-label="Compliance context" value={form.context} options={CONTEXTS} onChange={(context) => onChange({ ...form, context })} />
        </label>
      </div>
      <label className={styles.field}>
        <span className={styles.label}>Text to analyze</span>
        <Input.TextArea
          aria-label="Text to analyze"
          className={styles.textArea}
          value={form.text}
          onChange={(event) => onChange({ ...form, text: event.target.value })}
          placeholder="Paste a prompt or a rule: it is checked for personal data, credentials, prompt injection, hidden characters and biased wording."
          autoSize={{ minRows: 8, maxRows: 24 }}
        />
      </label>
      <div className={styles.actions}>
        <Button type="primary" size="large" onClick={onAnalyze} disabled={busy}>
          {busy ? 'Analyzing...' : 'Analyze Security & Compliance'}
        </Button>
      </div>
      {result && <AnalysisResult analysis={result.analysis} text={result.text} />}
    </div>
  );
}

function AnalysisResult({ analysis, text }: { analysis: SecurityAnalysis; text: string }) {
  const [redacted, setRedacted] = useState<string | null>(null);
  const { band, label } = scoreBand(analysis.overall_score);
  const risks = analysis.detected_risks;
  const canRedact = risks.some((risk) => risk.category === 'pii' || risk.category === 'secret' || risk.category === 'unicode');

  const copy = async () => {
    if (redacted === null) return;
    await navigator.clipboard?.writeText(redacted);
    toast({ title: 'Copied', description: 'The redacted text is on the clipboard.', variant: 'success' });
  };

  return (
    <section className={styles.results} aria-label="Analysis result">
      <Card title="Security score">
        <div className={styles.scoreCard}>
          <Progress
            type="circle"
            size={104}
            percent={analysis.overall_score}
            strokeColor={BAND_STROKE[band]}
            format={() => <span className={styles.scoreValue} data-testid="security-score">{analysis.overall_score}</span>}
            aria-label={`Security score ${analysis.overall_score} out of 100`}
          />
          <div>
            <p className={`${styles.band} ${styles[band]}`}>
              {analysis.overall_score}/100 · {label}
            </p>
            <p className={styles.summary}>{analysis.summary}</p>
            <div className={styles.indicators}>
              <Tag color="red">High: {analysis.counts.High}</Tag>
              <Tag color="gold">Medium: {analysis.counts.Medium}</Tag>
              <Tag color="blue">Low: {analysis.counts.Low}</Tag>
              <Tag color={analysis.pii_detected ? 'volcano' : 'green'}>{analysis.pii_detected ? 'PII detected' : 'No PII detected'}</Tag>
              <Tag color={analysis.bias_detected ? 'volcano' : 'green'}>{analysis.bias_detected ? 'Bias detected' : 'No bias detected'}</Tag>
            </div>
          </div>
        </div>
      </Card>

      {risks.length === 0 ? (
        <Alert type="success" showIcon title={NO_RISKS} />
      ) : (
        <>
          <Card
            title="Analysed text"
            extra={
              canRedact && (
                <Button icon={<EyeInvisibleOutlined aria-hidden />} onClick={() => setRedacted(redactText(text, risks))}>
                  Redact
                </Button>
              )
            }
          >
            <HighlightedText text={text} risks={risks} />
            {redacted !== null && (
              <div className={styles.field} style={{ marginTop: 16 }}>
                <span className={styles.label}>Redacted text</span>
                <Input.TextArea aria-label="Redacted text" readOnly value={redacted} autoSize={{ minRows: 3, maxRows: 16 }} className={styles.textArea} />
                <div>
                  <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
                    Copy
                  </Button>
                </div>
              </div>
            )}
          </Card>
          <Card title="Detected risks">
            <div className={styles.tableWrap}>
              <Table<DetectedRisk>
                rowKey={(risk) => `${risk.start}:${risk.end}:${risk.detector}`}
                dataSource={risks}
                pagination={false}
                size="middle"
                scroll={{ x: 720 }}
                columns={[
                  { title: 'Severity', dataIndex: 'severity', width: 100, render: (severity: DetectedRisk['severity']) => <Tag color={SEVERITY_COLOR[severity]}>{severity}</Tag> },
                  { title: 'Type', dataIndex: 'type', width: 150 },
                  {
                    title: 'Issue',
                    key: 'issue',
                    render: (_, risk) => (
                      <div>
                        <div>{risk.description}</div>
                        <SegmentMark risk={risk} />
                      </div>
                    ),
                  },
                  { title: 'Suggestion', dataIndex: 'suggestion', width: 320 },
                ]}
              />
            </div>
          </Card>
        </>
      )}

      {analysis.compliance_suggestions.length > 0 && (
        <Card title="Compliance suggestions">
          <ul className={styles.suggestions} aria-label="Compliance suggestions">
            {analysis.compliance_suggestions.map((suggestion) => (
              <li key={suggestion}>{suggestion}</li>
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
