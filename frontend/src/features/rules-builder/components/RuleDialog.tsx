import { Button, Form, Input, Modal, Select } from 'antd';
import { lintRule, type RuleActivation, type RuleTargetSoftware } from '@engine/rules';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { Rule, RuleTemplate } from '../api/rules';
import { ACTIVATION_OPTIONS, canSave, DEFAULT_TARGET, nameFromTemplate, TARGET_SOFTWARE } from '../logic/rules';
import { LazyCodeEditor } from './LazyCodeEditor';
import { LintFindings } from './LintFindings';
import styles from './rules-builder.module.css';

export interface RuleDraft {
  name: string;
  content: string;
  targetSoftware: RuleTargetSoftware;
  activation: RuleActivation;
  globs: string[];
  description: string;
}

export const EMPTY_DRAFT: RuleDraft = { name: '', content: '', targetSoftware: DEFAULT_TARGET, activation: 'always', globs: [], description: '' };

export const draftFromTemplate = (draft: RuleDraft, template: RuleTemplate): RuleDraft => ({
  ...draft,
  name: nameFromTemplate(draft.name, template.name),
  content: template.content,
  targetSoftware: template.targetSoftware,
  activation: template.activation,
  globs: template.globs,
  description: template.description,
});

export const draftFromRule = (rule: Rule): RuleDraft => ({
  name: rule.name,
  content: rule.content,
  targetSoftware: rule.targetSoftware,
  activation: rule.activation,
  globs: rule.globs,
  description: rule.description,
});

interface RuleDialogProps {
  open: boolean;
  /** The rule being edited; none for 'Create New Rule'. */
  editing: Rule | null;
  draft: RuleDraft;
  onDraftChange: (draft: RuleDraft) => void;
  templates: RuleTemplate[];
  saving: boolean;
  onCancel: () => void;
  onSave: (draft: RuleDraft) => void;
}

/**
 * 'Create New Rule' (spec §2: name, target software, content, 'Load Template', Cancel, Create Rule) and the edit
 * dialog, with the activation, file patterns and description every editor's front matter comes from, and the
 * security lint of the text as it is typed (offline, in the browser).
 */
export function RuleDialog({ open, editing, draft, onDraftChange, templates, saving, onCancel, onSave }: RuleDialogProps) {
  const [templateId, setTemplateId] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!open) setTemplateId(undefined);
  }, [open]);
  const set = <K extends keyof RuleDraft>(key: K, value: RuleDraft[K]) => onDraftChange({ ...draft, [key]: value });
  const content = useDeferredValue(draft.content);
  const lint = useMemo(() => lintRule(content), [content]);
  const activation = ACTIVATION_OPTIONS.find((option) => option.value === draft.activation)!;

  const submit = () => {
    // Spec §5: without a name and content (trimmed), create does nothing and shows no message.
    if (!canSave(draft.name, draft.content)) return;
    onSave(draft);
  };

  return (
    <Modal
      open={open}
      title={editing ? `Edit Rule: ${editing.name}` : 'Create New Rule'}
      onCancel={onCancel}
      width={880}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel}>
          Cancel
        </Button>,
        <Button key="save" type="primary" loading={saving} onClick={submit}>
          {editing ? 'Save Changes' : 'Create Rule'}
        </Button>,
      ]}
    >
      <Form layout="vertical" requiredMark={false} onFinish={submit} className={styles.form}>
        <div className={styles.formRow}>
          <Form.Item label="Rule Name" htmlFor="rule-name" className={styles.grow}>
            <Input id="rule-name" value={draft.name} maxLength={120} placeholder="e.g. React Component Guidelines" onChange={(e) => set('name', e.target.value)} />
          </Form.Item>
          <Form.Item label="Target Software" htmlFor="rule-target">
            <Select
              id="rule-target"
              className={styles.targetSelect}
              value={draft.targetSoftware}
              onChange={(value) => set('targetSoftware', value)}
              options={TARGET_SOFTWARE.map((value) => ({ value, label: value }))}
            />
          </Form.Item>
        </div>
        {!editing && (
          <Form.Item label="Load Template" htmlFor="rule-template">
            <Select
              id="rule-template"
              placeholder="Start from one of the 12 templates"
              value={templateId}
              allowClear
              onChange={(id: string | undefined) => {
                setTemplateId(id);
                const template = templates.find((t) => t.id === id);
                if (template) onDraftChange(draftFromTemplate(draft, template));
              }}
              options={templates.map((t) => ({ value: t.id, label: `${t.name} (${t.targetSoftware})` }))}
            />
          </Form.Item>
        )}
        <div className={styles.formRow}>
          <Form.Item label="Activation" htmlFor="rule-activation" extra={activation.help}>
            <Select
              id="rule-activation"
              className={styles.targetSelect}
              value={draft.activation}
              onChange={(value) => set('activation', value)}
              options={ACTIVATION_OPTIONS.map(({ value, label }) => ({ value, label }))}
            />
          </Form.Item>
          {draft.activation === 'globs' && (
            <Form.Item label="File patterns" htmlFor="rule-globs" className={styles.grow} extra="Type a pattern such as src/**/*.ts and press Enter.">
              <Select id="rule-globs" mode="tags" value={draft.globs} onChange={(value: string[]) => set('globs', value.map((g) => g.trim()).filter(Boolean))} open={false} suffixIcon={null} placeholder="**/*.tsx" />
            </Form.Item>
          )}
        </div>
        {draft.activation !== 'always' && (
          <Form.Item label="Description" htmlFor="rule-description" extra="When the rule applies; the agent reads it to decide.">
            <Input id="rule-description" value={draft.description} maxLength={500} onChange={(e) => set('description', e.target.value)} />
          </Form.Item>
        )}
        <div className={styles.editorLabel} id="rule-content-label">
          Rule Content
        </div>
        <LazyCodeEditor label="Rule Content" value={draft.content} onChange={(value) => set('content', value)} placeholder="Write the instructions the editor's agent should follow..." />
        <div className={styles.editorLint}>
          <LintFindings lint={lint} />
        </div>
      </Form>
    </Modal>
  );
}
