import { Button, Input, Progress, Tag } from 'antd';
import { useState } from 'react';
import { toast } from '@/components/toast';
import { useAnalyzeDna } from '../api/use-prompt-tools';
import { requestedModel } from '../logic/engine';
import { TOOL_TOASTS } from '../logic/notices';
import { scoreColor } from '../logic/score';
import { Busy, EngineTag, Score, Section, TextList, type ToolProps } from './tool-parts';
import styles from './prompt-lab.module.css';

/** Prompt DNA (spec §2): optional domain; genetic score, dominant traits, keyword impact, structure patterns, improvement genes. */
export function DnaTab({ content, systemPrompt, engine, models }: ToolProps) {
  const analyze = useAnalyzeDna();
  const [domain, setDomain] = useState('');
  const blank = content.trim() === '';

  const run = async () => {
    if (blank) return void toast(TOOL_TOASTS.contentRequired);
    try {
      const result = await analyze.mutateAsync({ promptContent: content, domain: domain.trim() || undefined, systemPrompt: systemPrompt || undefined, ...requestedModel(engine) });
      toast(TOOL_TOASTS.dnaAnalysisComplete(result.overallGeneticScore));
    } catch (error) {
      toast(TOOL_TOASTS.analysisFailed(error));
    }
  };

  const result = analyze.data;
  return (
    <div>
      <div className={styles.toolForm}>
        <label className={styles.toolInput}>
          <span className={styles.fieldLabel}>Domain (optional)</span>
          <Input value={domain} onChange={(event) => setDomain(event.target.value)} placeholder="e.g. customer support, marketing, coding" />
        </label>
        <Button type="primary" onClick={() => void run()} loading={analyze.isPending} disabled={blank}>
          Analyze DNA
        </Button>
      </div>
      {analyze.isPending && <Busy label="Reading the prompt's DNA…" />}
      {!analyze.isPending && result && (
        <div className={styles.result} data-testid="dna-result">
          <EngineTag engine={result.engine} models={models} />
          <div className={styles.scores}>
            <Score label="Genetic score" value={result.overallGeneticScore} />
          </div>
          <Section title="Dominant traits">
            {result.dominantTraits.length === 0 ? (
              <p className={styles.muted}>No dominant trait.</p>
            ) : (
              <div className={styles.tags}>
                {result.dominantTraits.map((trait) => (
                  <Tag key={trait} color="geekblue">
                    {trait}
                  </Tag>
                ))}
              </div>
            )}
          </Section>
          <Section title="Keyword impact">
            {result.keywordImpact.length === 0 ? (
              <p className={styles.muted}>No telling keywords found.</p>
            ) : (
              <ul className={styles.items}>
                {result.keywordImpact.map((keyword, index) => (
                  <li key={index} className={styles.item}>
                    <div className={styles.itemHead}>
                      <span>“{keyword.word}”</span>
                      <span className={styles.itemTags}>
                        <Tag>{keyword.category}</Tag>
                        <Tag color={keyword.impact === 'positive' ? 'green' : 'red'}>{keyword.impact}</Tag>
                      </span>
                    </div>
                    <p className={styles.muted}>{keyword.suggestion}</p>
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section title="Structure patterns">
            {result.structurePatterns.length === 0 ? (
              <p className={styles.muted}>No known structure pattern found.</p>
            ) : (
              <ul className={styles.items}>
                {result.structurePatterns.map((pattern) => (
                  <li key={pattern.pattern} className={styles.item}>
                    <div className={styles.itemHead}>
                      <span>{pattern.pattern}</span>
                      <span className={styles.muted}>{pattern.domain}</span>
                    </div>
                    <Progress percent={pattern.effectiveness} strokeColor={scoreColor(pattern.effectiveness)} aria-label={`${pattern.pattern} effectiveness`} />
                    <p className={styles.muted}>{pattern.description}</p>
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section title="Improvement genes">
            <TextList items={result.improvementGenes} empty="No missing pattern: nothing to add." />
          </Section>
        </div>
      )}
    </div>
  );
}
