import { Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import type { Prompt } from '@/features/prompt-lab/api/types';
import { useCreatePrompt } from '@/features/prompt-lab/api/use-create-prompt';
import { useUpdatePrompt } from '@/features/prompt-lab/api/use-update-prompt';
import { toast } from '@/components/toast';
import { ENGINEERING_TOASTS } from '../logic/engineering';
import styles from './prompt-engineering.module.css';

interface SaveToPromptLabModalProps {
  open: boolean;
  content: string;
  targetModel: string;
  goalLabel: string;
  /** The prompt the input was imported from: saving can add a version to it. */
  imported: Prompt | null;
  onClose(): void;
  onSaved(prompt: Prompt): void;
}

/** Saves the improved prompt as a new Prompt Lab prompt, or as the next version of the imported one. */
export function SaveToPromptLabModal({ open, content, targetModel, goalLabel, imported, onClose, onSaved }: SaveToPromptLabModalProps) {
  const create = useCreatePrompt();
  const update = useUpdatePrompt();
  const [mode, setMode] = useState<'version' | 'new'>(imported ? 'version' : 'new');
  const [name, setName] = useState('');
  const [notes, setNotes] = useState(`Prompt engineering: ${goalLabel}`);
  const asVersion = mode === 'version' && imported !== null;
  const pending = create.isPending || update.isPending;

  const save = async () => {
    try {
      const saved = asVersion
        ? await update.mutateAsync({ id: imported.id, input: { content, notes: notes.trim() || undefined } })
        : await create.mutateAsync({ name: name.trim(), content, llmModelDefault: targetModel });
      toast(ENGINEERING_TOASTS.saved(saved.name, saved.currentVersion));
      onSaved(saved);
    } catch (error) {
      toast(ENGINEERING_TOASTS.saveFailed(error));
    }
  };

  return (
    <Modal
      title="Save to Prompt Lab"
      open={open}
      onCancel={onClose}
      onOk={() => void save()}
      okText="Save"
      okButtonProps={{ disabled: (!asVersion && name.trim() === '') || pending, loading: pending }}
      destroyOnHidden
    >
      {imported && (
        <Radio.Group value={mode} onChange={(event) => setMode(event.target.value as typeof mode)} style={{ marginBottom: 12 }}>
          <Radio value="version">New version of &quot;{imported.name}&quot; (v{imported.currentVersion + 1})</Radio>
          <Radio value="new">New prompt</Radio>
        </Radio.Group>
      )}
      {asVersion ? (
        <label>
          <span className={styles.label}>Version notes</span>
          <Input value={notes} onChange={(event) => setNotes(event.target.value)} aria-label="Version notes" />
        </label>
      ) : (
        <label>
          <span className={styles.label}>Prompt name</span>
          <Input value={name} onChange={(event) => setName(event.target.value)} aria-label="Prompt name" autoFocus />
        </label>
      )}
    </Modal>
  );
}
