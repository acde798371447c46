import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches, useNavigation } from 'react-router-dom';
import { useSessionUser } from '@/lib/session';
import { AntdHost } from '../antd/antd-host';
import type { RouteHandle } from '../routes';
import { Footer } from './Footer';
import { Header } from './Header';
import styles from './AppLayout.module.css';

function useDocumentTitle(): void {
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.title)?.handle as
    | RouteHandle
    | undefined;
  const title = handle?.title;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

/** Header, the current screen, footer. Every route renders inside this. */
export function AppLayout() {
  const user = useSessionUser();
  const navigation = useNavigation();
  useDocumentTitle();
  return (
    <AntdHost>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      {navigation.state === 'loading' && <div className={styles.progress} role="progressbar" aria-label="Loading page" />}
      <Header user={user} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </AntdHost>
  );
}
