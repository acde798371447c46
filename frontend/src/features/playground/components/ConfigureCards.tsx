import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Button, Card, Input, InputNumber, Select, Slider, Switch } from 'antd';
import { useRef } from 'react';
import type { Model } from '@/features/models/api/use-models';
import type { Prompt } from '@/features/prompt-lab/api/types';
import type { ModelConfig, PromptEntry, VariableRow } from '../api/types';
import { batchPreview, newVariable, renderPreview, showsPreview, variablesOf } from '../logic/playground';
import styles from './playground.module.css';

interface PromptsCardProps {
  prompts: PromptEntry[];
  onChange: (prompts: PromptEntry[]) => void;
  onAdd: () => void;
  library: Prompt[];
  variables: VariableRow[];
  onVariablesChange: (rows: VariableRow[]) => void;
  showVariables: boolean;
  onToggleVariables: (shown: boolean) => void;
  showBatch: boolean;
  onToggleBatch: (shown: boolean) => void;
  batchRows: Array<Record<string, string>>;
  onCsvFile: (file: File) => void;
}

/** Spec §2, Configure → prompts card: prompt entries, the variables panel and the batch panel. */
export function PromptsCard(props: PromptsCardProps) {
  const { prompts, onChange, library, variables } = props;
  const update = (key: string, patch: Partial<PromptEntry>) => onChange(prompts.map((prompt) => (prompt.key === key ? { ...prompt, ...patch } : prompt)));
  const fileInput = useRef<HTMLInputElement>(null);
  const preview = batchPreview(props.batchRows);
  const columns = props.batchRows[0] ? Object.keys(props.batchRows[0]) : [];
  const values = variablesOf(variables);

  return (
    <Card
      title="Prompts"
      extra={
        <Button icon={<PlusOutlined aria-hidden />} onClick={props.onAdd}>
          Add Prompt
        </Button>
      }
    >
      <div className={styles.stack}>
        {prompts.map((prompt, index) => (
          <section key={prompt.key} className={styles.entry} aria-label={`Prompt ${index + 1}`}>
            <div className={styles.entryHeader}>
              <Input aria-label="Prompt name" value={prompt.name} onChange={(event) => update(prompt.key, { name: event.target.value })} placeholder="Prompt name" />
              {prompts.length > 1 && (
                <Button aria-label={`Remove prompt ${index + 1}`} icon={<DeleteOutlined aria-hidden />} onClick={() => onChange(prompts.filter((item) => item.key !== prompt.key))} />
              )}
            </div>
            <Select
              aria-label="Pick from Prompt Lab"
              placeholder="Pick from Prompt Lab"
              showSearch={{ optionFilterProp: 'label' }}
              value={null}
              options={library.map((item) => ({ value: item.id, label: item.name }))}
              onChange={(id: string) => {
                const picked = library.find((item) => item.id === id);
                if (picked) update(prompt.key, { id: picked.id, name: picked.name, content: picked.content, systemPrompt: picked.systemPrompt ?? '' });
              }}
              notFoundContent="No prompts in your Prompt Lab yet"
            />
            <Input.TextArea
              aria-label="Prompt content"
              className={styles.mono}
              rows={5}
              value={prompt.content}
              onChange={(event) => update(prompt.key, { content: event.target.value })}
              placeholder="Write your prompt. Use {{variable}} placeholders."
            />
            <Input.TextArea
              aria-label="System prompt"
              rows={2}
              value={prompt.systemPrompt}
              onChange={(event) => update(prompt.key, { systemPrompt: event.target.value })}
              placeholder="System prompt (optional)"
            />
          </section>
        ))}

        <div className={styles.row}>
          <label className={styles.row}>
            <Switch size="small" checked={props.showVariables} onChange={props.onToggleVariables} aria-label="Show variables" /> Variables
          </label>
          <label className={styles.row}>
            <Switch size="small" checked={props.showBatch} onChange={props.onToggleBatch} aria-label="Show batch testing" /> Batch testing (CSV)
          </label>
        </div>

        {props.showVariables && (
          <section className={styles.entry} aria-label="Variables">
            <span className={styles.label}>Variables</span>
            <p className={styles.muted}>A row named __expected, __contains, __regex or __json_schema is a check of every output, not a variable.</p>
            {variables.map((row) => (
              <div key={row.key} className={styles.variableRow}>
                <Input aria-label="Variable name" placeholder="name" value={row.name} onChange={(event) => props.onVariablesChange(variables.map((item) => (item.key === row.key ? { ...item, name: event.target.value } : item)))} />
                <Input aria-label="Variable value" placeholder="value" value={row.value} onChange={(event) => props.onVariablesChange(variables.map((item) => (item.key === row.key ? { ...item, value: event.target.value } : item)))} />
                <Button aria-label="Remove variable" icon={<DeleteOutlined aria-hidden />} onClick={() => props.onVariablesChange(variables.filter((item) => item.key !== row.key))} />
              </div>
            ))}
            <Button icon={<PlusOutlined aria-hidden />} onClick={() => props.onVariablesChange([...variables, newVariable()])}>
              Add Variable
            </Button>
            {showsPreview(variables) && (
              <div className={styles.field}>
                <span className={styles.label}>Preview</span>
                {prompts.map((prompt) => (
                  <div key={prompt.key} className={styles.preview} data-testid="variable-preview">
                    {renderPreview(prompt.content, values)}
                  </div>
                ))}
              </div>
            )}
          </section>
        )}

        {props.showBatch && (
          <section className={styles.entry} aria-label="Batch testing">
            <span className={styles.label}>Batch testing</span>
            <p className={styles.muted}>
              Upload a CSV: the first line names the variables. Optional columns __expected, __contains, __regex and __json_schema check each output.
            </p>
            <input
              ref={fileInput}
              type="file"
              accept=".csv"
              hidden
              data-testid="csv-input"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) props.onCsvFile(file);
                event.target.value = '';
              }}
            />
            <Button icon={<UploadOutlined aria-hidden />} onClick={() => fileInput.current?.click()}>
              Upload CSV
            </Button>
            {props.batchRows.length > 0 && (
              <div className={styles.tableWrap}>
                <table className={styles.previewTable} aria-label="Batch preview">
                  <thead>
                    <tr>
                      {columns.map((name) => (
                        <th key={name}>{name}</th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {preview.rows.map((row, index) => (
                      <tr key={index}>
                        {columns.map((name) => (
                          <td key={name}>{row[name]}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
                {preview.more && <p className={styles.muted}>{preview.more}</p>}
              </div>
            )}
          </section>
        )}
      </div>
    </Card>
  );
}

interface ModelsCardProps {
  models: ModelConfig[];
  catalogue: Model[];
  onChange: (models: ModelConfig[]) => void;
  onAdd: () => void;
}

/** Spec §2, Configure → LLM models card. */
export function ModelsCard({ models, catalogue, onChange, onAdd }: ModelsCardProps) {
  const update = (key: string, patch: Partial<ModelConfig>) => onChange(models.map((model) => (model.key === key ? { ...model, ...patch } : model)));
  return (
    <Card
      title="LLM Models"
      extra={
        <Button icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
          Add Model
        </Button>
      }
    >
      <div className={styles.stack}>
        {models.map((model, index) => {
          const entry = catalogue.find((item) => item.id === model.model_name);
          return (
            <section key={model.key} className={styles.entry} aria-label={`Model ${index + 1}`}>
              <div className={styles.entryHeader}>
                <Select
                  aria-label="Model"
                  value={model.model_name}
                  onChange={(value: string) => update(model.key, { model_name: value })}
                  options={catalogue.map((item) => ({ value: item.id, label: item.available ? item.name : `${item.name} (no key: dry run)` }))}
                />
                {models.length > 1 && <Button aria-label={`Remove model ${index + 1}`} icon={<DeleteOutlined aria-hidden />} onClick={() => onChange(models.filter((item) => item.key !== model.key))} />}
              </div>
              <div className={styles.field}>
                <span className={styles.label}>Temperature: {model.temperature.toFixed(1)}</span>
                <Slider aria-label="Temperature" min={0} max={2} step={0.1} value={model.temperature} onChange={(value: number) => update(model.key, { temperature: value })} />
              </div>
              <div className={styles.field}>
                <span className={styles.label}>Max tokens{entry ? ` (up to ${entry.maxTokens})` : ''}</span>
                <InputNumber
                  aria-label="Max tokens"
                  style={{ width: '100%' }}
                  min={1}
                  max={entry?.maxTokens}
                  value={typeof model.max_tokens === 'number' ? model.max_tokens : null}
                  onChange={(value) => update(model.key, { max_tokens: value ?? '' })}
                />
              </div>
              <Input.TextArea aria-label="System message" rows={2} placeholder="System message (optional)" value={model.system_message} onChange={(event) => update(model.key, { system_message: event.target.value })} />
            </section>
          );
        })}
      </div>
    </Card>
  );
}
