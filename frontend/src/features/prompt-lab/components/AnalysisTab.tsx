import { Button, Tag } from 'antd';
import { toast } from '@/components/toast';
import type { AnalysisResult } from '../api/types';
import { useAnalyzePrompt } from '../api/use-prompt-tools';
import { requestedModel } from '../logic/engine';
import { TOOL_TOASTS } from '../logic/notices';
import { Busy, EngineTag, Score, Section, TextList, type ToolProps } from './tool-parts';
import styles from './prompt-lab.module.css';

const IMPACT_COLOR: Record<string, string> = { high: 'red', medium: 'orange', low: 'blue' };

/** Analysis (spec §2): overall, clarity and context scores, estimated tokens, suggestions and strengths. */
export function AnalysisTab({ content, systemPrompt, engine, models }: ToolProps) {
  const analyze = useAnalyzePrompt();
  const blank = content.trim() === '';

  const run = async () => {
    if (blank) return void toast(TOOL_TOASTS.contentRequired);
    try {
      await analyze.mutateAsync({ promptContent: content, context: systemPrompt || undefined, ...requestedModel(engine) });
      toast(TOOL_TOASTS.analysisComplete);
    } catch (error) {
      toast(TOOL_TOASTS.analysisFailed(error));
    }
  };

  return (
    <div>
      <div className={styles.toolForm}>
        <p className={`${styles.muted} ${styles.toolInput}`}>Scores the prompt in the editor and lists what to improve.</p>
        <Button type="primary" onClick={() => void run()} loading={analyze.isPending} disabled={blank}>
          Analyze Prompt
        </Button>
      </div>
      {analyze.isPending && <Busy label="Analyzing your prompt…" />}
      {!analyze.isPending && analyze.data && <AnalysisView result={analyze.data} models={models} />}
    </div>
  );
}

function AnalysisView({ result, models }: { result: AnalysisResult; models: ToolProps['models'] }) {
  return (
    <div className={styles.result} data-testid="analysis-result">
      <EngineTag engine={result.engine} models={models} />
      <div className={styles.scores}>
        <Score label="Overall" value={result.overallScore} />
        <Score label="Clarity" value={result.clarityScore} />
        <Score label="Context" value={result.contextScore} />
        <div className={styles.score}>
          <span className={styles.scoreValue}>{result.estimatedTokens.toLocaleString('en-US')}</span>
          <span className={styles.scoreLabel}>Estimated tokens</span>
        </div>
      </div>
      <Section title="Suggestions">
        {result.suggestions.length === 0 ? (
          <p className={styles.muted}>No suggestions: the prompt passes every check.</p>
        ) : (
          <ul className={styles.items}>
            {result.suggestions.map((suggestion, index) => (
              <li key={index} className={styles.item}>
                <div className={styles.itemHead}>
                  <span>{suggestion.issue}</span>
                  <span className={styles.itemTags}>
                    <Tag>{suggestion.type}</Tag>
                    <Tag color={IMPACT_COLOR[suggestion.impact]}>{suggestion.impact} impact</Tag>
                  </span>
                </div>
                <p>{suggestion.suggestion}</p>
                {suggestion.example && <pre className={styles.example}>{suggestion.example}</pre>}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Strengths">
        <TextList items={result.strengths} empty="No strengths found yet." />
      </Section>
    </div>
  );
}
