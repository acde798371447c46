import { Button, Select, Tag } from 'antd';
import { useState } from 'react';
import { toast } from '@/components/toast';
import type { TargetImprovement } from '../api/types';
import { useGenerateVariations } from '../api/use-prompt-tools';
import { requestedModel } from '../logic/engine';
import { TOOL_TOASTS } from '../logic/notices';
import { percent } from '../logic/score';
import { Busy, EngineTag, UseThisButton, type ToolProps } from './tool-parts';
import styles from './prompt-lab.module.css';

const TARGETS: { value: TargetImprovement; label: string }[] = [
  { value: 'performance', label: 'Performance' },
  { value: 'clarity', label: 'Clarity' },
  { value: 'context', label: 'Context' },
  { value: 'specificity', label: 'Specificity' },
];

/** Variations (spec §2): a target improvement (default performance); each variation with 'Use This'. */
export function VariationsTab({ content, systemPrompt, engine, models, editing, onUse }: ToolProps) {
  const generate = useGenerateVariations();
  const [target, setTarget] = useState<TargetImprovement>('performance');
  const blank = content.trim() === '';

  const run = async () => {
    if (blank) return void toast(TOOL_TOASTS.contentRequired);
    try {
      const result = await generate.mutateAsync({ promptContent: content, targetImprovement: target, systemPrompt: systemPrompt || undefined, ...requestedModel(engine) });
      toast(TOOL_TOASTS.variationsGenerated(result.variations.length));
    } catch (error) {
      toast(TOOL_TOASTS.generationFailed(error));
    }
  };

  const result = generate.data;
  return (
    <div>
      <div className={styles.toolForm}>
        <label className={styles.toolInput}>
          <span className={styles.fieldLabel}>Target improvement</span>
          <Select<TargetImprovement> value={target} onChange={setTarget} options={TARGETS} style={{ width: '100%' }} aria-label="Target improvement" />
        </label>
        <Button type="primary" onClick={() => void run()} loading={generate.isPending} disabled={blank}>
          Generate Variations
        </Button>
      </div>
      {generate.isPending && <Busy label="Generating variations…" />}
      {!generate.isPending && result && (
        <div className={styles.result} data-testid="variations-result">
          <EngineTag engine={result.engine} models={models} />
          {result.variations.length === 0 ? (
            <p className={styles.muted}>No variation improves this prompt for that goal: it already passes those checks.</p>
          ) : (
            <ul className={styles.items}>
              {result.variations.map((variation) => (
                <li key={variation.id} className={styles.item}>
                  <div className={styles.itemHead}>
                    <span className={styles.itemTags}>
                      <Tag color="blue">{variation.changeType}</Tag>
                      <Tag>{percent(variation.confidence)} confidence</Tag>
                    </span>
                    <UseThisButton editing={editing} onUse={() => onUse(variation.content)} />
                  </div>
                  <p>{variation.expectedImprovement}</p>
                  <pre className={styles.example}>{variation.content}</pre>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
