import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Empty, Input, Modal, Skeleton } from 'antd';
import { useState } from 'react';
import type { Prompt } from '../api/types';
import { usePrompts } from '../api/use-prompts';
import { filterPrompts } from '../logic/library';
import styles from './import-prompt-dialog.module.css';

/** Spec §2: the import dialog's two empty texts. */
export const NO_MATCHING_PROMPTS = 'No prompts found matching your search';
export const NO_SAVED_PROMPTS = "You don't have any saved prompts in Prompt Lab";

/** The dialog's preview of a prompt: its first 80 characters (spec §9), with an ellipsis when cut. */
export function preview(content: string, length = 80): string {
  return content.length > length ? `${content.slice(0, length)}…` : content;
}

/** The empty text when no prompt is listed: none saved, or none matching the search. */
export function emptyImportText(total: number, search: string): string {
  return total > 0 && search.trim() !== '' ? NO_MATCHING_PROMPTS : NO_SAVED_PROMPTS;
}

interface ImportPromptDialogProps {
  open: boolean;
  onClose: () => void;
  onImport: (prompt: Prompt) => void;
  /** The text shown when no prompt is listed (default: {@link emptyImportText}). */
  emptyText?: (total: number, search: string) => string;
  /** Show each prompt's first 80 characters under its description (default true). */
  showPreview?: boolean;
}

/**
 * 'Import from Prompt Lab' for every import-capable tool (token analyzer, prompt engineering, documentation
 * generator): a search box and the user's prompts (name, description, preview); choosing one imports it.
 */
export function ImportPromptDialog({ open, onClose, onImport, emptyText = emptyImportText, showPreview = true }: ImportPromptDialogProps) {
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
          <Empty description={emptyText(all.length, search)} />
        ) : (
          <ul className={styles.promptList} aria-label="Prompt Lab prompts">
            {shown.map((prompt) => (
              <li key={prompt.id}>
                <button type="button" className={styles.promptItem} onClick={() => onImport(prompt)}>
                  <span className={styles.promptName}>{prompt.name}</span>
                  <span className={styles.muted}>{prompt.description || 'No description'}</span>
                  {showPreview && <span className={styles.preview}>{preview(prompt.content)}</span>}
                </button>
              </li>
            ))}
          </ul>
        ))}
    </Modal>
  );
}
