import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '@/api/query-client';
import { SessionProvider } from '@/lib/session';
import { ThemeProvider } from './theme/theme-context';

/**
 * App-wide providers: react-query (spec §7/§9 defaults), the session (spec §4; it clears the query
 * cache when the user changes) and the theme preference. The antd
 * providers (ConfigProvider + App, for toasts) are mounted by AntdHost inside the layout once a
 * screen that uses antd has loaded them.
 */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SessionProvider>
        <ThemeProvider>{children}</ThemeProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
