import { Progress, Spin, Tag, Tooltip, Button } from 'antd';
import type { ReactNode } from 'react';
import type { EngineModel } from '../logic/engine';
import { engineLabel } from '../logic/engine';
import { scoreColor } from '../logic/score';
import styles from './prompt-lab.module.css';

/** What every tool tab receives from the detail page. */
export interface ToolProps {
  content: string;
  systemPrompt: string;
  /** 'offline' or a model id (the engine picker). */
  engine: string;
  models: readonly EngineModel[];
  editing: boolean;
  /** Puts a suggested text into the editor (only in edit mode, spec §4). */
  onUse(content: string): void;
}

export function Busy({ label }: { label: string }) {
  return (
    <div className={styles.busy} role="status">
      <Spin />
      <span>{label}</span>
    </div>
  );
}

/** Which engine produced a result: 'Offline analysis' or the model. */
export function EngineTag({ engine, models }: { engine: string; models: readonly EngineModel[] }) {
  return (
    <Tag className={styles.resultEngine} color={engine === 'offline' ? 'default' : 'purple'} data-testid="result-engine">
      {engineLabel(engine, models)}
    </Tag>
  );
}

/** A 0–100 score as a ring in its band's colour (spec §4: green ≥ 80, yellow ≥ 60, red). */
export function Score({ label, value }: { label: string; value: number }) {
  return (
    <div className={styles.score} aria-label={`${label}: ${value}`}>
      <Progress type="circle" size={84} percent={value} strokeColor={scoreColor(value)} format={() => <span style={{ color: scoreColor(value) }}>{value}</span>} />
      <span className={styles.scoreLabel}>{label}</span>
    </div>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {children}
    </section>
  );
}

export function TextList({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <ul className={styles.list}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

export const USE_THIS_DISABLED = 'Click Edit first: suggestions go into the editor in edit mode.';

/** 'Use This': puts the text into the editor; disabled outside edit mode (spec §4). */
export function UseThisButton({ editing, onUse }: { editing: boolean; onUse(): void }) {
  const button = (
    <Button size="small" type="primary" ghost disabled={!editing} onClick={onUse}>
      Use This
    </Button>
  );
  if (editing) return button;
  // A disabled button gets no hover or focus events: the wrapper carries the reason for mouse and keyboard users.
  return (
    <Tooltip title={USE_THIS_DISABLED}>
      <span className={styles.disabledAction} tabIndex={0} aria-label={`Use This (unavailable): ${USE_THIS_DISABLED}`}>
        {button}
      </span>
    </Tooltip>
  );
}
