import { ApiError } from '@/api/errors';

/** The server's per-field messages (400/409 `errors: [{ field, message }]`) for the fields the form has. */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  if (!(error instanceof ApiError)) return {};
  const body = error.body as { errors?: { field?: unknown; message?: unknown }[] } | undefined;
  const entries = (body?.errors ?? []).filter(
    (item): item is { field: F; message: string } =>
      typeof item.field === 'string' && typeof item.message === 'string' && (fields as readonly string[]).includes(item.field),
  );
  return Object.fromEntries(entries.map(({ field, message }) => [field, message])) as Partial<Record<F, string>>;
}
