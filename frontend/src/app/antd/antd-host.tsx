import { useSyncExternalStore, type ReactNode } from 'react';
import { getLoadedAntdProvider, subscribeAntd } from './antd-loader';

/** Wraps the app in the antd providers once some screen has loaded them; until then, renders children as they are. */
export function AntdHost({ children }: { children: ReactNode }) {
  const Provider = useSyncExternalStore(subscribeAntd, getLoadedAntdProvider, getLoadedAntdProvider);
  return Provider ? <Provider>{children}</Provider> : <>{children}</>;
}
