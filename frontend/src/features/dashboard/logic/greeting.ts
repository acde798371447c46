/**
 * 'Welcome' for a brand-new user, 'Welcome back' for everyone else. A user is new on their first
 * dashboard visit when the account is less than a day old: the account's age comes from the server
 * (`createdAt`), the first visit from this browser's list of accounts already greeted. The age check
 * keeps an existing user who opens the app in a new browser from being greeted as new; the visit check
 * makes the greeting change to 'Welcome back' once the user has seen it.
 */
export const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;
/** localStorage: ids of the accounts this browser has greeted (the newest last, a few kept). */
export const GREETED_STORAGE_KEY = 'promptforge-greeted';
const GREETED_KEPT = 20;

export function isNewUser(user: { id: string; createdAt: string }, greeted: readonly string[], now: Date): boolean {
  const createdAt = Date.parse(user.createdAt);
  if (Number.isNaN(createdAt)) return false;
  const age = now.getTime() - createdAt;
  return age < NEW_ACCOUNT_MS && !greeted.includes(user.id);
}

export function welcomeTitle(name: string, isNew: boolean): string {
  return isNew ? `Welcome, ${name}!` : `Welcome back, ${name}!`;
}

/** The stored list, tolerating anything unreadable. */
export function parseGreeted(stored: string | null): string[] {
  try {
    const value: unknown = stored ? JSON.parse(stored) : [];
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function withGreeted(greeted: readonly string[], userId: string): string[] {
  return [...greeted.filter((id) => id !== userId), userId].slice(-GREETED_KEPT);
}
