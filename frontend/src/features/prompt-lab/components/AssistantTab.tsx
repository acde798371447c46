import { Button, Checkbox, Input, Progress, Tag } from 'antd';
import { useState } from 'react';
import { toast } from '@/components/toast';
import { useCoach } from '../api/use-prompt-tools';
import { requestedModel } from '../logic/engine';
import { TOOL_TOASTS } from '../logic/notices';
import { Busy, EngineTag, Section, TextList, UseThisButton, type ToolProps } from './tool-parts';
import styles from './prompt-lab.module.css';

/**
 * AI Assistant (spec §2): a user intent, optionally with the current prompt and some context; intent
 * analysis, suggested prompts ('Use This'), coaching tips and real-time advice.
 */
export function AssistantTab({ content, systemPrompt, engine, models, editing, onUse }: ToolProps) {
  const coach = useCoach();
  const [intent, setIntent] = useState('');
  const [context, setContext] = useState('');
  const [includePrompt, setIncludePrompt] = useState(true);
  const blank = intent.trim() === '';

  const run = async () => {
    if (blank) return void toast(TOOL_TOASTS.intentRequired);
    try {
      await coach.mutateAsync({
        userIntent: intent,
        currentPrompt: includePrompt && content.trim() ? content : undefined,
        context: context.trim() || undefined,
        // Scored with its system prompt, as analysis scores it.
        systemPrompt: includePrompt && systemPrompt.trim() ? systemPrompt : undefined,
        ...requestedModel(engine),
      });
      toast(TOOL_TOASTS.assistantReady);
    } catch (error) {
      toast(TOOL_TOASTS.generationFailed(error));
    }
  };

  const result = coach.data;
  return (
    <div>
      <div className={styles.field}>
        <label>
          <span className={styles.fieldLabel}>What do you want the prompt to do?</span>
          <Input.TextArea
            value={intent}
            onChange={(event) => setIntent(event.target.value)}
            placeholder="e.g. Turn meeting notes into a list of action items with owners"
            autoSize={{ minRows: 2, maxRows: 5 }}
          />
        </label>
      </div>
      <div className={styles.field}>
        <label>
          <span className={styles.fieldLabel}>Context (optional)</span>
          <Input value={context} onChange={(event) => setContext(event.target.value)} placeholder="Audience, data, constraints…" />
        </label>
      </div>
      <div className={styles.toolForm}>
        <Checkbox checked={includePrompt} onChange={(event) => setIncludePrompt(event.target.checked)} className={styles.toolInput}>
          Include the current prompt
        </Checkbox>
        <Button type="primary" onClick={() => void run()} loading={coach.isPending} disabled={blank}>
          Get Coaching
        </Button>
      </div>
      {coach.isPending && <Busy label="The assistant is thinking…" />}
      {!coach.isPending && result && (
        <div className={styles.result} data-testid="assistant-result">
          <EngineTag engine={result.engine} models={models} />
          <Section title="Intent analysis">
            <div className={styles.item}>
              <div className={styles.itemHead}>
                <span>
                  Detected intent: <Tag color="blue">{result.intentAnalysis.detectedIntent}</Tag>
                </span>
              </div>
              <Progress percent={Math.round(result.intentAnalysis.confidence * 100)} aria-label="Intent confidence" />
              {result.intentAnalysis.missingElements.length > 0 && (
                <>
                  <p className={styles.muted}>Missing elements</p>
                  <TextList items={result.intentAnalysis.missingElements} empty="" />
                </>
              )}
            </div>
          </Section>
          <Section title="Suggested prompts">
            {result.suggestedPrompts.length === 0 ? (
              <p className={styles.muted}>No suggested prompt.</p>
            ) : (
              <ul className={styles.items}>
                {result.suggestedPrompts.map((suggested, index) => (
                  <li key={index} className={styles.item}>
                    <div className={styles.itemHead}>
                      <span>Suggestion {index + 1}</span>
                      <UseThisButton editing={editing} onUse={() => onUse(suggested)} />
                    </div>
                    <pre className={styles.example}>{suggested}</pre>
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section title="Coaching tips">
            {result.coachingTips.length === 0 ? (
              <p className={styles.muted}>No tips.</p>
            ) : (
              <ul className={styles.items}>
                {result.coachingTips.map((tip, index) => (
                  <li key={index} className={styles.item}>
                    <div className={styles.itemHead}>
                      <Tag>{tip.area}</Tag>
                    </div>
                    <p>{tip.tip}</p>
                    {tip.example && <pre className={styles.example}>{tip.example}</pre>}
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section title="Real-time advice">
            <TextList items={result.realTimeAdvice} empty="No advice." />
          </Section>
        </div>
      )}
    </div>
  );
}
