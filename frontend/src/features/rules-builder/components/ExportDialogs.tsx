import { Alert, Button, Checkbox, Modal, Select } from 'antd';
import { useMemo, useState } from 'react';
import { toast } from '@/components/toast';
import type { Rule } from '../api/rules';
import { baseName, download, EDITOR_TARGET_LABELS, EDITOR_TARGETS, exportForEditor, repositoryZip, RULE_TOASTS, type EditorTarget } from '../logic/rules';
import { HighFindingWarning } from './LintFindings';
import styles from './rules-builder.module.css';

const TARGET_OPTIONS = EDITOR_TARGETS.map((value) => ({ value, label: EDITOR_TARGET_LABELS[value] }));
const DEFAULT_EDITOR: Record<Rule['targetSoftware'], EditorTarget> = { 'cursor.ai': 'cursor', windsurf: 'windsurf', 'roo code': 'roo', cline: 'cline', other: 'agents' };

/** 'Export for editor': one rule as the file an editor reads today, with the exact path and text before download. */
export function ExportForEditorDialog({ rule, onClose }: { rule: Rule | null; onClose: () => void }) {
  const [picked, setPicked] = useState<EditorTarget | null>(null);
  const target = picked ?? (rule ? DEFAULT_EDITOR[rule.targetSoftware] : 'cursor');
  const file = useMemo(() => (rule ? exportForEditor(rule, target) : null), [rule, target]);
  const close = () => {
    setPicked(null);
    onClose();
  };
  const save = () => {
    if (!file) return;
    download(baseName(file.path), file.content);
    toast(RULE_TOASTS.exported(file.path));
    close();
  };
  const highs = rule?.lint.counts.high ?? 0;
  return (
    <Modal
      open={rule !== null}
      title={rule ? `Export for editor: ${rule.name}` : ''}
      onCancel={close}
      width={760}
      footer={[
        <Button key="cancel" onClick={close}>
          Cancel
        </Button>,
        <Button
          key="copy"
          onClick={() => {
            if (!file) return;
            navigator.clipboard
              ?.writeText(file.content)
              .then(() => toast({ title: 'Copied to clipboard', description: file.path, variant: 'success' }))
              .catch(() => toast({ title: 'Copy failed', description: 'Select the text in the preview and copy it.', variant: 'destructive' }));
          }}
        >
          Copy
        </Button>,
        <Button key="download" type="primary" danger={highs > 0} onClick={save}>
          {highs > 0 ? 'Download anyway' : 'Download'}
        </Button>,
      ]}
    >
      <div className={styles.dialogStack}>
        {highs > 0 && <HighFindingWarning count={highs} />}
        <label className={styles.fieldLabel} htmlFor="export-editor">
          Editor
        </label>
        <Select id="export-editor" value={target} onChange={setPicked} options={TARGET_OPTIONS} className={styles.editorSelect} />
        {file && (
          <>
            <p className={styles.muted}>
              Save it in your repository as <code className={styles.path} data-testid="export-path">{file.path}</code>
            </p>
            {file.warnings.map((warning) => (
              <Alert key={warning} type="warning" showIcon title={warning} />
            ))}
            <pre className={styles.filePreview} aria-label="File preview" tabIndex={0}>
              {file.content}
            </pre>
          </>
        )}
      </div>
    </Modal>
  );
}

/** Several rules → one ZIP laid out as a repository, for the editors picked. */
export function ZipExportDialog({ rules, onClose }: { rules: Rule[] | null; onClose: () => void }) {
  const [targets, setTargets] = useState<EditorTarget[]>(['cursor']);
  const zip = useMemo(() => (rules && targets.length ? repositoryZip(rules, targets) : null), [rules, targets]);
  const highs = (rules ?? []).filter((rule) => rule.lint.counts.high > 0);
  const save = () => {
    if (!zip) return;
    download('promptforge-rules.zip', zip.zip, 'application/zip');
    toast(RULE_TOASTS.exported(`promptforge-rules.zip (${zip.paths.length} files)`));
    onClose();
  };
  return (
    <Modal
      open={rules !== null}
      title={rules ? `Export ${rules.length} ${rules.length === 1 ? 'rule' : 'rules'} as a ZIP` : ''}
      onCancel={onClose}
      width={720}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="download" type="primary" danger={highs.length > 0} disabled={!zip} onClick={save}>
          {highs.length > 0 ? 'Download ZIP anyway' : 'Download ZIP'}
        </Button>,
      ]}
    >
      <div className={styles.dialogStack}>
        {highs.length > 0 && <HighFindingWarning count={highs.reduce((sum, rule) => sum + rule.lint.counts.high, 0)} />}
        <fieldset className={styles.fieldset}>
          <legend className={styles.fieldLabel}>Editors</legend>
          <Checkbox.Group value={targets} onChange={(value) => setTargets(value as EditorTarget[])} options={TARGET_OPTIONS} className={styles.checkGrid} />
        </fieldset>
        {zip ? (
          <>
            <p className={styles.muted}>The ZIP holds these files, laid out as a repository:</p>
            <ul className={styles.pathList} aria-label="Files in the ZIP">
              {zip.paths.map((path) => (
                <li key={path}>
                  <code>{path}</code>
                </li>
              ))}
            </ul>
            {zip.warnings.map((warning) => (
              <Alert key={warning} type="warning" showIcon title={warning} />
            ))}
          </>
        ) : (
          <p className={styles.muted}>Pick at least one editor.</p>
        )}
      </div>
    </Modal>
  );
}

/** The spec export asks first when the rule has a high finding. */
export function ConfirmRiskyExport({ rule, onCancel, onConfirm }: { rule: Rule | null; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Modal open={rule !== null} title="Export a rule with security findings?" onCancel={onCancel} onOk={onConfirm} okText="Export anyway" okButtonProps={{ danger: true }}>
      {rule && <HighFindingWarning count={rule.lint.counts.high} />}
    </Modal>
  );
}
