/**
 * Local storage access that never throws (private browsing, disabled storage, no window in tests).
 * Key names are contracts: `authToken` (spec §9), the user record (spec §3 "kept locally") and the
 * theme key in ./theme.ts.
 */
export const AUTH_TOKEN_KEY = 'authToken';
export const USER_STORAGE_KEY = 'promptforge-user';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readItem(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Storage full or blocked: the preference just will not survive a reload.
  }
}

export function removeItem(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // ignore
  }
}

export function getAuthToken(): string | null {
  const token = readItem(AUTH_TOKEN_KEY);
  return token ? token : null;
}
