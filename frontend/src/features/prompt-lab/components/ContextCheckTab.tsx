import { Button, Input, Tag } from 'antd';
import { useState } from 'react';
import { toast } from '@/components/toast';
import { useCheckContext } from '../api/use-prompt-tools';
import { requestedModel } from '../logic/engine';
import { TOOL_TOASTS } from '../logic/notices';
import { Busy, EngineTag, Score, Section, TextList, type ToolProps } from './tool-parts';
import styles from './prompt-lab.module.css';

/** Context Check (spec §2): an intended task; the context score, whether it is sufficient, what is missing. */
export function ContextCheckTab({ content, systemPrompt, engine, models }: ToolProps) {
  const check = useCheckContext();
  const [task, setTask] = useState('');
  const incomplete = content.trim() === '' || task.trim() === '';

  const run = async () => {
    if (incomplete) return void toast(TOOL_TOASTS.informationRequired);
    try {
      const result = await check.mutateAsync({ promptContent: content, intendedTask: task, systemPrompt: systemPrompt || undefined, ...requestedModel(engine) });
      toast(TOOL_TOASTS.contextAnalysisComplete(result.contextScore));
    } catch (error) {
      toast(TOOL_TOASTS.contextCheckFailed(error));
    }
  };

  const result = check.data;
  return (
    <div>
      <div className={styles.toolForm}>
        <label className={styles.toolInput}>
          <span className={styles.fieldLabel}>Intended task</span>
          <Input
            value={task}
            onChange={(event) => setTask(event.target.value)}
            placeholder="e.g. Summarise customer reviews into three bullet points"
            onPressEnter={() => void run()}
          />
        </label>
        <Button type="primary" onClick={() => void run()} loading={check.isPending} disabled={incomplete}>
          Check Context
        </Button>
      </div>
      {check.isPending && <Busy label="Checking the context…" />}
      {!check.isPending && result && (
        <div className={styles.result} data-testid="context-result">
          <EngineTag engine={result.engine} models={models} />
          <div className={styles.scores}>
            <Score label="Context score" value={result.contextScore} />
            <div className={styles.score}>
              <Tag color={result.isContextSufficient ? 'green' : 'red'} style={{ fontSize: 15, padding: '4px 12px' }}>
                {result.isContextSufficient ? 'Sufficient' : 'Insufficient'}
              </Tag>
              <span className={styles.scoreLabel}>Context</span>
            </div>
          </div>
          <Section title="Missing context">
            <TextList items={result.missingContext} empty="Nothing missing for this task." />
          </Section>
          <Section title="Suggestions">
            <TextList items={result.suggestions} empty="No suggestions." />
          </Section>
        </div>
      )}
    </div>
  );
}
