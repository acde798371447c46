/**
 * Client-side checks of the settings forms (core spec §5). Messages are contracts, word for word,
 * and match the server's, so a value the form lets through is judged by the same words.
 */
export const MESSAGES = {
  name: 'Name must be at least 2 characters.',
  email: 'Please enter a valid email.',
  currentPassword: 'Current password is required.',
  passwordLength: 'Password must be at least 8 characters.',
  passwordsMismatch: 'Passwords do not match.',
  apiKeyName: 'API key name must be at least 3 characters.',
} as const;

/** Spec §9 minimum lengths. */
export const MIN_NAME_LENGTH = 2;
export const MIN_PASSWORD_LENGTH = 8;
export const MIN_API_KEY_NAME_LENGTH = 3;

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** Text, at sign, text, dot, at least two characters, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function nameError(name: string): string | undefined {
  return name.trim().length < MIN_NAME_LENGTH ? MESSAGES.name : undefined;
}

export function emailError(email: string): string | undefined {
  return EMAIL_PATTERN.test(email.trim()) ? undefined : MESSAGES.email;
}

export interface ProfileInput {
  name: string;
  email: string;
}

export function validateProfile(input: ProfileInput): FieldErrors<keyof ProfileInput> {
  const errors: FieldErrors<keyof ProfileInput> = {};
  const name = nameError(input.name);
  const email = emailError(input.email);
  if (name) errors.name = name;
  if (email) errors.email = email;
  return errors;
}

export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function currentPasswordError(currentPassword: string): string | undefined {
  return currentPassword.length === 0 ? MESSAGES.currentPassword : undefined;
}

export function newPasswordError(newPassword: string): string | undefined {
  return newPassword.length < MIN_PASSWORD_LENGTH ? MESSAGES.passwordLength : undefined;
}

/** The confirmation is at least 8 characters too, and a mismatch is reported on it (spec §5). */
export function confirmPasswordError(newPassword: string, confirmPassword: string): string | undefined {
  if (confirmPassword.length < MIN_PASSWORD_LENGTH) return MESSAGES.passwordLength;
  return confirmPassword === newPassword ? undefined : MESSAGES.passwordsMismatch;
}

export function validatePasswordChange(input: PasswordChangeInput): FieldErrors<keyof PasswordChangeInput> {
  const errors: FieldErrors<keyof PasswordChangeInput> = {};
  const current = currentPasswordError(input.currentPassword);
  const next = newPasswordError(input.newPassword);
  const confirm = confirmPasswordError(input.newPassword, input.confirmPassword);
  if (current) errors.currentPassword = current;
  if (next) errors.newPassword = next;
  if (confirm) errors.confirmPassword = confirm;
  return errors;
}

export function apiKeyNameError(name: string): string | undefined {
  return name.trim().length < MIN_API_KEY_NAME_LENGTH ? MESSAGES.apiKeyName : undefined;
}
