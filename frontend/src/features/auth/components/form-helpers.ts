import type { FormInstance, FormRule } from 'antd';
import { ApiError } from '@/api/errors';

/** An antd rule that runs one of our pure field validators against the whole form's values. */
export function fieldRule<V extends object>(
  field: keyof V,
  validate: (field: keyof V, values: Partial<V>) => string | undefined,
): FormRule {
  return (form) => ({
    validator: async () => {
      const message = validate(field, form.getFieldsValue(true) as Partial<V>);
      if (message) throw new Error(message);
    },
  });
}

/**
 * Re-validates, as the user types, the fields that already show an error (the first check happens
 * on blur or submit, so nobody is scolded for an e-mail they are still typing).
 */
export function revalidateFieldsWithErrors(form: FormInstance, changed: Record<string, unknown>, dependents: Record<string, string[]> = {}): void {
  const names = Object.keys(changed).flatMap((name) => [name, ...(dependents[name] ?? [])]);
  const withErrors = names.filter((name) => form.getFieldError(name).length > 0);
  if (withErrors.length > 0) form.validateFields(withErrors).catch(() => undefined);
}

/** Shows the server's per-field messages (400 `errors: [{ field, message }]`) under the fields the form has. */
export function showServerFieldErrors(form: FormInstance, error: unknown, fields: readonly string[]): void {
  if (!(error instanceof ApiError)) return;
  const body = error.body as { errors?: { field?: unknown; message?: unknown }[] } | undefined;
  const entries = (body?.errors ?? []).filter(
    (item): item is { field: string; message: string } =>
      typeof item.field === 'string' && typeof item.message === 'string' && fields.includes(item.field),
  );
  if (entries.length > 0) form.setFields(entries.map(({ field, message }) => ({ name: field, errors: [message] })));
}
