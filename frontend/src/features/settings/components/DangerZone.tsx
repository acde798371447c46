import { Button, Card, Modal } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@/features/auth/session';
import { useDeleteAccount } from '../api/use-delete-account';
import { FALLBACK, SUCCESS } from '../logic/feedback';
import { useFeedback } from './use-feedback';
import styles from './settings.module.css';

/** Spec §2/§4: Delete Account, confirmed in a dialog; then signed out and sent home. */
export function DangerZone() {
  const session = useSession();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const deleteAccount = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);

  const confirm = async () => {
    try {
      await deleteAccount.mutateAsync();
    } catch (error) {
      feedback.failure(error, FALLBACK.accountDelete);
      return;
    }
    setConfirming(false);
    feedback.success(SUCCESS.accountDeleted);
    // Leave the signed-in screen first: signing out while still on /settings would let its guard
    // send the user to /login instead of home.
    await navigate('/', { replace: true });
    session.signOut();
  };

  return (
    <Card title="Danger Zone" className={`${styles.card} ${styles.danger}`}>
      <div className={styles.dangerRow}>
        <div>
          <div className={styles.rowTitle}>Delete account</div>
          <div className={styles.muted}>
            Permanently delete your account, your prompts, API keys and subscription data. This cannot be undone.
          </div>
        </div>
        <Button danger onClick={() => setConfirming(true)}>
          Delete Account
        </Button>
      </div>
      <Modal
        open={confirming}
        title="Delete your account?"
        okText="Delete Account"
        okButtonProps={{ danger: true, loading: deleteAccount.isPending }}
        cancelButtonProps={{ disabled: deleteAccount.isPending }}
        onOk={() => void confirm()}
        onCancel={() => {
          if (!deleteAccount.isPending) setConfirming(false);
        }}
        destroyOnHidden
      >
        <p>
          Your account and everything it owns will be deleted right away, and you will be signed out. This cannot be
          undone.
        </p>
      </Modal>
    </Card>
  );
}
