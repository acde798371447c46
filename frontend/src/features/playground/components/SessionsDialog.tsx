import { Button, Empty, Modal, Skeleton } from 'antd';
import type { Session } from '../api/types';
import { MESSAGES } from '../logic/playground';
import styles from './playground.module.css';

interface SessionsDialogProps {
  open: boolean;
  sessions: Session[] | undefined;
  loading: boolean;
  failed: boolean;
  onRefresh: () => void;
  onClose: () => void;
  onLoad: (session: Session) => void;
  onDelete: (session: Session) => void;
}

/** Spec §2 'Saved Sessions': name, created date, prompt and model counts, Load and Delete; Refresh and Close. */
export function SessionsDialog({ open, sessions, loading, failed, onRefresh, onClose, onLoad, onDelete }: SessionsDialogProps) {
  return (
    <Modal
      title="Saved Sessions"
      open={open}
      onCancel={onClose}
      footer={[
        <Button key="refresh" onClick={onRefresh}>
          Refresh
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          Close
        </Button>,
      ]}
    >
      {loading && <Skeleton active paragraph={{ rows: 3 }} />}
      {failed && <p role="alert">Your sessions could not be loaded. Try Refresh.</p>}
      {sessions &&
        (sessions.length === 0 ? (
          <Empty description={MESSAGES.noSessions} />
        ) : (
          <ul className={styles.sessionList} aria-label="Saved sessions">
            {sessions.map((session) => (
              <li key={session.id} className={styles.sessionItem}>
                <div>
                  <strong>{session.name}</strong>
                  <div className={styles.muted}>
                    {new Date(session.created_at).toLocaleString()} · {session.prompts.length} {session.prompts.length === 1 ? 'prompt' : 'prompts'} · {session.llm_configs.length}{' '}
                    {session.llm_configs.length === 1 ? 'model' : 'models'}
                  </div>
                </div>
                <div className={styles.row}>
                  <Button danger onClick={() => onDelete(session)}>
                    Delete
                  </Button>
                  <Button type="primary" onClick={() => onLoad(session)}>
                    Load
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        ))}
    </Modal>
  );
}
