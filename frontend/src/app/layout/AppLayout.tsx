import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigate, useNavigation } from 'react-router-dom';
import { Toaster } from '@/components/toast';
import { paths } from '@/config/paths';
import { useSessionNotice } from '@/lib/session';
import { AntdHost } from '../antd/antd-host';
import type { RouteHandle } from '../routes';
import { Footer } from './Footer';
import { Header } from './Header';
import { SessionNoticeBanner } from './SessionNoticeBanner';
import { SupportChat } from './SupportChat';
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

/**
 * Core spec §4: when the server refuses the stored session, the app goes home, where the notice is
 * shown. (On a protected screen its guard sends the user home too, rather than to /login.)
 */
function useGoHomeWhenSessionExpires(pathname: string): void {
  const { notice, arrivedHome } = useSessionNotice();
  const navigate = useNavigate();
  const goHome = notice?.goHome ?? false;
  useEffect(() => {
    if (!goHome) return;
    if (pathname === paths.home) arrivedHome();
    else void navigate(paths.home, { replace: true });
  }, [goHome, pathname, navigate, arrivedHome]);
}

/** Header, the current screen, footer. Every route renders inside this. */
export function AppLayout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  useDocumentTitle();
  useGoHomeWhenSessionExpires(pathname);
  return (
    <>
      <AntdHost>
        <a href="#main" className={styles.skipLink}>
          Skip to content
        </a>
        {navigation.state === 'loading' && <div className={styles.progress} role="progressbar" aria-label="Loading page" />}
        <Header />
        <main id="main" className={styles.main} tabIndex={-1}>
          {pathname === paths.home && <SessionNoticeBanner />}
          <Outlet />
        </main>
        <Footer />
        <Toaster />
        <ScrollRestoration />
      </AntdHost>
      {/* Outside AntdHost: when a screen loads antd, the host re-wraps its children, which would close the chat. */}
      <SupportChat />
    </>
  );
}
