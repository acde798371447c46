import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { MessageOutlined } from '@/components/icons';
import { Spinner } from '@/components/Spinner';
import styles from './SupportChat.module.css';

/** The dialog and antd's providers, loaded on the first click (or hover) so no public page's first load carries antd. */
const loadDialog = () => import('@/features/support-chat/components/ChatDialog');
const ChatDialog = lazy(loadDialog);

/**
 * Core spec §2 'Support chat widget': the floating button at the bottom right of every page. It is part of the app
 * shell, plain React and CSS; the 600 px dialog (features/support-chat) is a chunk fetched when it is first opened.
 */
export function SupportChat() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  return (
    <>
      {mounted && (
        <Suspense
          fallback={
            <div className={styles.loading}>
              <Spinner label="Opening the support chat" />
            </div>
          }
        >
          <ChatDialog open={open} onClose={close} />
        </Suspense>
      )}
      <button
        ref={buttonRef}
        type="button"
        className={styles.launcher}
        aria-label={open ? 'Close support chat' : 'Open support chat'}
        aria-expanded={open}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setMounted(true);
          setOpen((current) => !current);
        }}
      >
        <MessageOutlined className={styles.icon} aria-hidden="true" />
      </button>
    </>
  );
}
