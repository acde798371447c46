import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Modal } from 'antd';
import type { CreatedApiKey } from '../api/use-create-api-key';
import styles from './settings.module.css';

interface Props {
  apiKey: CreatedApiKey | null;
  onClose(): void;
  onCopied(): void;
  onCopyFailed(error: unknown): void;
}

/** The one time a new key's full secret is shown (spec §4), with a copy button. */
export function ApiKeySecretModal({ apiKey, onClose, onCopied, onCopyFailed }: Props) {
  const copy = async () => {
    if (!apiKey) return;
    try {
      await navigator.clipboard.writeText(apiKey.key);
      onCopied();
    } catch (error) {
      onCopyFailed(error);
    }
  };

  return (
    <Modal
      open={apiKey !== null}
      title="API key created"
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          Done
        </Button>
      }
    >
      {apiKey && (
        <div className={styles.secret}>
          <Alert
            type="warning"
            showIcon
            title="Copy this key now. It won't be shown again."
            description="Only a fingerprint of it is stored. If you lose it, delete it and create a new one."
          />
          <div className={styles.secretLabel} id="api-key-secret-label">
            {apiKey.name}
          </div>
          <div className={styles.secretRow}>
            <code className={styles.secretValue} aria-labelledby="api-key-secret-label" data-testid="api-key-secret">
              {apiKey.key}
            </code>
            <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
              Copy
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
