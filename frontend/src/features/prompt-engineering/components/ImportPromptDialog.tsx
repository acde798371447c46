import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Empty, Input, Modal, Skeleton } from 'antd';
import { useState } from 'react';
import type { Prompt } from '@/features/prompt-lab/api/types';
import { usePrompts } from '@/features/prompt-lab/api/use-prompts';
import { filterPrompts } from '@/features/prompt-lab/logic/library';
import { emptyImportText, preview } from '../logic/engineering';
import styles from './prompt-engineering.module.css';

interface ImportPromptDialogProps {
  open: boolean;
  onClose: () => void;
  onImport: (prompt: Prompt) => void;
}

/** Spec §2: search and the user's prompts, each with name, description and its first 80 characters. */
export function ImportPromptDialog({ open, onClose, onImport }: ImportPromptDialogProps) {
  const prompts = usePrompts();
  const [search, setSearch] = useState('');
  const all = prompts.data ?? [];
  const shown = filterPrompts(all, search, null);

  return (
    <Modal title="Import from Prompt Lab" open={open} onCancel={onClose} footer={null} destroyOnHidden>
      <Input
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder="Search prompts"
        aria-label="Search prompts"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className={styles.dialogSearch}
      />
      {prompts.isPending && <Skeleton active paragraph={{ rows: 3 }} />}
      {prompts.isError && <p role="alert">Your prompts could not be loaded. Close the dialog and try again.</p>}
      {prompts.isSuccess &&
        (shown.length === 0 ? (
          <Empty description={emptyImportText(all.length, search)} />
        ) : (
          <ul className={styles.promptList} aria-label="Prompt Lab prompts">
            {shown.map((prompt) => (
              <li key={prompt.id}>
                <button type="button" className={styles.promptItem} onClick={() => onImport(prompt)}>
                  <span className={styles.promptName}>{prompt.name}</span>
                  <span className={styles.muted}>{prompt.description || 'No description'}</span>
                  <span className={styles.preview}>{preview(prompt.content)}</span>
                </button>
              </li>
            ))}
          </ul>
        ))}
    </Modal>
  );
}
