import type { ComponentType, ReactNode } from 'react';

/**
 * On-demand loading of the antd providers. Screens that render antd components are marked
 * `antd: true` in the route table; their route loader awaits loadAntd() together with the screen,
 * so the providers are in place before the screen first renders. Once loaded they stay mounted
 * (AntdHost), so toasts survive navigation.
 */
type Provider = ComponentType<{ children: ReactNode }>;

let provider: Provider | null = null;
let pending: Promise<Provider> | null = null;
const listeners = new Set<() => void>();

export function loadAntd(): Promise<Provider> {
  if (provider) return Promise.resolve(provider);
  pending ??= import('./antd-provider').then((module) => {
    provider = module.AntdProvider;
    listeners.forEach((listener) => listener());
    return provider;
  });
  return pending;
}

export function getLoadedAntdProvider(): Provider | null {
  return provider;
}

export function subscribeAntd(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
