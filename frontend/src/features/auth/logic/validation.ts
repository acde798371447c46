/**
 * Client-side validation of the login and registration forms (core spec §5), with the spec's
 * messages word for word. The server validates again; its message wins when it refuses.
 */
export interface LoginValues {
  email: string;
  password: string;
}

export interface RegisterValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export const LOGIN_MESSAGES = {
  email: 'Email must be valid',
  password: 'Password is required',
} as const satisfies Record<keyof LoginValues, string>;

export const REGISTER_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email',
  password: 'Password must be at least 8 characters',
  confirmPassword: "Passwords don't match",
} as const satisfies Record<keyof RegisterValues, string>;

export const MIN_NAME_LENGTH = 2;
export const MIN_PASSWORD_LENGTH = 8;

/** Text, an at sign, text, a dot, text; no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string | undefined): boolean {
  return EMAIL_PATTERN.test((value ?? '').trim());
}

type Errors<V> = Partial<Record<keyof V, string>>;

/** The message for one login field, or undefined when it is valid. */
export function validateLoginField(field: keyof LoginValues, values: Partial<LoginValues>): string | undefined {
  switch (field) {
    case 'email':
      return isValidEmail(values.email) ? undefined : LOGIN_MESSAGES.email;
    case 'password':
      return values.password ? undefined : LOGIN_MESSAGES.password;
    default:
      return undefined;
  }
}

/** The message for one registration field, or undefined when it is valid. */
export function validateRegisterField(field: keyof RegisterValues, values: Partial<RegisterValues>): string | undefined {
  switch (field) {
    case 'name':
      return (values.name ?? '').trim().length >= MIN_NAME_LENGTH ? undefined : REGISTER_MESSAGES.name;
    case 'email':
      return isValidEmail(values.email) ? undefined : REGISTER_MESSAGES.email;
    case 'password':
      return (values.password ?? '').length >= MIN_PASSWORD_LENGTH ? undefined : REGISTER_MESSAGES.password;
    case 'confirmPassword':
      return values.confirmPassword === values.password ? undefined : REGISTER_MESSAGES.confirmPassword;
    default:
      return undefined;
  }
}

function validateAll<V extends object>(
  fields: readonly (keyof V)[],
  values: Partial<V>,
  validate: (field: keyof V, values: Partial<V>) => string | undefined,
): Errors<V> {
  const errors: Errors<V> = {};
  for (const field of fields) {
    const message = validate(field, values);
    if (message) errors[field] = message;
  }
  return errors;
}

export function validateLogin(values: Partial<LoginValues>): Errors<LoginValues> {
  return validateAll<LoginValues>(['email', 'password'], values, validateLoginField);
}

export function validateRegister(values: Partial<RegisterValues>): Errors<RegisterValues> {
  return validateAll<RegisterValues>(['name', 'email', 'password', 'confirmPassword'], values, validateRegisterField);
}
