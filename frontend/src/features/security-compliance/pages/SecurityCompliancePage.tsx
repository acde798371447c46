import { useQuery } from '@tanstack/react-query';
import { Alert, Tabs } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '@/components/toast';
import { promptQueryOptions } from '@/features/prompt-lab/api/use-prompt';
import type { SecurityAnalysis } from '../api/types';
import { useAnalyzeText } from '../api/use-security';
import { AnalysisTab, type AnalysisFormState } from '../components/AnalysisTab';
import { ChecklistTab } from '../components/ChecklistTab';
import { HistoryTab } from '../components/HistoryTab';
import styles from '../components/security.module.css';
import { DEFAULT_CONTEXT, SECURITY_TOASTS } from '../logic/security';

type TabKey = 'analysis' | 'checklist' | 'history';

/**
 * Security and compliance (tool-screens §2): analysis of a prompt or rule (LGPD, GDPR or general context), the
 * compliance checklists and the history. `?prompt=<id>` (the Prompt Lab's 'Security scan') scans that prompt's
 * current version and links the check to it.
 */
export default function SecurityCompliancePage() {
  const [params] = useSearchParams();
  const promptId = params.get('prompt');
  const prompt = useQuery({ ...promptQueryOptions(promptId ?? ''), enabled: Boolean(promptId) });
  const analyze = useAnalyzeText();
  const [tab, setTab] = useState<TabKey>('analysis');
  const [form, setForm] = useState<AnalysisFormState>({ text: '', textType: 'prompt', context: DEFAULT_CONTEXT });
  const [result, setResult] = useState<{ analysis: SecurityAnalysis; text: string } | null>(null);
  // The prompt version the text area holds (cleared when the user edits the text).
  const [linked, setLinked] = useState<{ id: string; name: string; version: number; content: string } | null>(null);
  const scanned = useRef(false);

  const run = async (state: AnalysisFormState = form, link = linked) => {
    if (state.text.trim() === '') {
      toast(SECURITY_TOASTS.empty());
      return;
    }
    const fromPrompt = link && link.content === state.text ? { prompt_id: link.id, prompt_version: link.version } : {};
    try {
      const analysis = await analyze.mutateAsync({ text_content: state.text, text_type: state.textType, context: state.context, ...fromPrompt });
      setResult({ analysis, text: state.text });
      toast(SECURITY_TOASTS.complete(analysis.overall_score));
    } catch (error) {
      toast(SECURITY_TOASTS.failed(error));
    }
  };

  // The Prompt Lab's 'Security scan': load the prompt's current version and scan it once.
  useEffect(() => {
    if (scanned.current || !prompt.data) return;
    scanned.current = true;
    const link = { id: prompt.data.id, name: prompt.data.name, version: prompt.data.currentVersion, content: prompt.data.content };
    const state = { ...form, text: prompt.data.content };
    setLinked(link);
    setForm(state);
    void run(state, link);
  }, [prompt.data]);

  const source = linked && linked.content === form.text ? `Scanning "${linked.name}", version ${linked.version}, from Prompt Lab: the history links to that version.` : null;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Security &amp; Compliance</h1>
        <p className={styles.subtitle}>
          Check prompts and rules for personal data (LGPD, GDPR), credentials, prompt injection, hidden characters and biased wording — offline,
          with the articles that apply.
        </p>
      </header>
      {prompt.isError && <Alert type="error" showIcon title="The Prompt Lab prompt could not be loaded: it may have been deleted." style={{ marginBottom: 16 }} />}
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TabKey)}
        items={[
          {
            key: 'analysis',
            label: 'Security Analysis',
            children: <AnalysisTab form={form} onChange={setForm} onAnalyze={() => void run()} busy={analyze.isPending} result={result} source={source} />,
          },
          { key: 'checklist', label: 'Compliance Checklist', children: <ChecklistTab risks={result?.analysis.detected_risks ?? null} /> },
          { key: 'history', label: 'History', children: <HistoryTab /> },
        ]}
      />
    </div>
  );
}
