import ImportOutlined from '@ant-design/icons/ImportOutlined';
import { Button, Card, Empty, Input, Select, Skeleton, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { toast } from '@/components/toast';
import { useModels } from '@/features/models/api/use-models';
import type { Prompt } from '@/features/prompt-lab/api/types';
import type { EngineeringGoal, EngineeringResult } from '../api/types';
import { useEngineerSuggestions } from '../api/use-engineer-suggestions';
import { ImportPromptDialog } from '@/features/prompt-lab/components/ImportPromptDialog';
import { PromptDiff } from '../components/PromptDiff';
import { SaveToPromptLabModal } from '../components/SaveToPromptLabModal';
import styles from '../components/prompt-engineering.module.css';
import { DEFAULT_GOAL, defaultTargetModel, ENGINEERING_TOASTS, GOALS, highlightSegments, TIPS, validationError } from '../logic/engineering';

/**
 * Prompt engineering (spec §2): a prompt (typed or imported from Prompt Lab), a target model and a goal;
 * the suggestions on exact segments of the prompt, the improved prompt, its diff and token counts, and
 * saving it back to Prompt Lab.
 */
export default function PromptEngineeringPage() {
  const models = useModels();
  const engineer = useEngineerSuggestions();
  const [prompt, setPrompt] = useState('');
  const [pickedModel, setPickedModel] = useState<string | null>(null);
  const [goal, setGoal] = useState<EngineeringGoal>(DEFAULT_GOAL);
  const [importing, setImporting] = useState(false);
  const [imported, setImported] = useState<Prompt | null>(null);
  const [saving, setSaving] = useState(false);
  // The result and the input it was computed for: highlights and the diff refer to that text.
  const [result, setResult] = useState<{ input: string; data: EngineeringResult } | null>(null);

  const targetModel = pickedModel ?? defaultTargetModel(models.data ?? []);
  const goalLabel = GOALS.find((option) => option.value === goal)!.label;

  const run = async () => {
    const invalid = validationError(prompt);
    if (invalid) {
      toast(invalid);
      return;
    }
    try {
      const data = await engineer.mutateAsync({ prompt_content: prompt, goal, ...(targetModel ? { target_llm_model: targetModel } : {}) });
      setResult({ input: prompt, data });
      toast(ENGINEERING_TOASTS.generated(data.suggestions.length));
    } catch (error) {
      toast(ENGINEERING_TOASTS.failed(error));
    }
  };

  const apply = () => {
    if (!result) return;
    setPrompt(result.data.improved_prompt_example);
    toast(ENGINEERING_TOASTS.applied());
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Prompt Engineering</h1>
        <p className={styles.subtitle}>Suggestions for the model you target and the goal you pick, each on the words of your prompt it changes.</p>
      </header>

      <div className={styles.layout}>
        <div className={styles.main}>
          <Card size="small">
            <div className={styles.inputHeader}>
              <label htmlFor="prompt-input" className={styles.label}>
                Your prompt
              </label>
              <Button icon={<ImportOutlined aria-hidden />} onClick={() => setImporting(true)}>
                Import from Prompt Lab
              </Button>
            </div>
            <Input.TextArea
              id="prompt-input"
              value={prompt}
              onChange={(event) => setPrompt(event.target.value)}
              placeholder="Paste or type the prompt to improve"
              rows={10}
            />
            {imported && <p className={styles.muted}>Imported from &quot;{imported.name}&quot; (v{imported.currentVersion}).</p>}
            <div className={styles.controls} style={{ marginTop: 12 }}>
              <div>
                <label className={styles.label} htmlFor="target-model">
                  Target LLM Model
                </label>
                {models.isPending ? (
                  <Skeleton.Input active block />
                ) : models.isError ? (
                  <p role="alert">The model list could not be loaded.</p>
                ) : (
                  <Select
                    id="target-model"
                    className={styles.select}
                    value={targetModel}
                    onChange={setPickedModel}
                    options={models.data.map((model) => ({ value: model.id, label: model.name }))}
                  />
                )}
              </div>
              <div>
                <label className={styles.label} htmlFor="optimization-goal">
                  Optimization Goal
                </label>
                <Select id="optimization-goal" className={styles.select} value={goal} onChange={setGoal} options={GOALS.map((option) => ({ ...option }))} />
              </div>
            </div>
            <Button type="primary" size="large" block style={{ marginTop: 16 }} loading={engineer.isPending} onClick={() => void run()}>
              Get Engineering Suggestions
            </Button>
          </Card>

          <Card title="Engineering Suggestions" size="small" aria-busy={engineer.isPending}>
            {engineer.isPending ? (
              <Skeleton active paragraph={{ rows: 5 }} />
            ) : !result ? (
              <Empty description="No suggestions yet. Enter a prompt, pick a model and a goal, then ask for suggestions." />
            ) : (
              <ResultTabs result={result} onApply={apply} onSave={() => setSaving(true)} />
            )}
          </Card>
        </div>

        <aside className={styles.side}>
          <Card title="Prompt engineering tips" size="small">
            <ul className={styles.tips} aria-label="Prompt engineering tips">
              {TIPS.map((tip) => (
                <li key={tip.title}>
                  <div className={styles.tipTitle}>{tip.title}</div>
                  <div className={styles.muted}>{tip.text}</div>
                </li>
              ))}
            </ul>
          </Card>
        </aside>
      </div>

      <ImportPromptDialog
        open={importing}
        onClose={() => setImporting(false)}
        onImport={(chosen) => {
          setPrompt(chosen.content);
          setImported(chosen);
          setImporting(false);
          toast(ENGINEERING_TOASTS.imported(chosen.name));
        }}
      />
      {result && saving && (
        <SaveToPromptLabModal
          open
          content={result.data.improved_prompt_example}
          targetModel={result.data.target_llm_model}
          goalLabel={goalLabel}
          imported={imported}
          onClose={() => setSaving(false)}
          onSaved={(saved) => {
            setImported(saved);
            setSaving(false);
          }}
        />
      )}
    </div>
  );
}

interface ResultTabsProps {
  result: { input: string; data: EngineeringResult };
  onApply(): void;
  onSave(): void;
}

function ResultTabs({ result, onApply, onSave }: ResultTabsProps) {
  const { data, input } = result;
  const segments = highlightSegments(
    input,
    data.suggestions.map((suggestion) => suggestion.original_segment),
  );
  const actions = (
    <div className={styles.actions}>
      <Button type="primary" onClick={onApply}>
        Apply This Improvement
      </Button>
      <Button onClick={onSave}>Save to Prompt Lab</Button>
    </div>
  );
  return (
    <Tabs
      items={[
        {
          key: 'suggestions',
          label: 'Detailed Suggestions',
          children: (
            <>
              <p className={styles.muted}>
                {data.suggestions.length} {data.suggestions.length === 1 ? 'suggestion' : 'suggestions'} for {data.target_llm_model}
                {data.goal_score_before !== undefined && data.goal_score_after !== undefined
                  ? ` · goal score ${data.goal_score_before} → ${data.goal_score_after}`
                  : ''}
                {` · engine: ${data.engine}`}
              </p>
              <pre className={styles.text} data-testid="highlighted-input" aria-label="Your prompt with the segments the suggestions change">
                {segments.map((segment, index) =>
                  segment.suggestion === null ? (
                    <span key={index}>{segment.text}</span>
                  ) : (
                    <mark key={index} className={styles.highlight} title={`Suggestion ${segment.suggestion + 1}`}>
                      {segment.text}
                    </mark>
                  ),
                )}
              </pre>
              {data.suggestions.length === 0 ? (
                <p className={styles.muted}>Nothing to change for this goal and model.</p>
              ) : (
                <ol className={styles.suggestions} aria-label="Suggestions">
                  {data.suggestions.map((suggestion, index) => (
                    <li key={index} className={styles.suggestion}>
                      <div className={styles.suggestionHead}>
                        <strong>{index + 1}.</strong>
                        <Tag>{suggestion.type}</Tag>
                      </div>
                      {suggestion.original_segment && (
                        <p>
                          <span className={styles.muted}>On: </span>
                          <mark className={`${styles.highlight} ${styles.segment}`}>{suggestion.original_segment}</mark>
                        </p>
                      )}
                      <p>{suggestion.suggested_change}</p>
                      <p className={styles.muted}>{suggestion.reasoning}</p>
                    </li>
                  ))}
                </ol>
              )}
            </>
          ),
        },
        {
          key: 'improved',
          label: 'Improved Prompt',
          children: (
            <>
              <pre className={styles.text} data-testid="improved-prompt">
                {data.improved_prompt_example}
              </pre>
              {actions}
              <h3 className={styles.label} style={{ marginTop: 16 }}>
                Changes
              </h3>
              <PromptDiff
                before={input}
                after={data.improved_prompt_example}
                tokensBefore={data.tokens_before}
                tokensAfter={data.tokens_after}
                model={data.target_llm_model}
              />
            </>
          ),
        },
      ]}
    />
  );
}
