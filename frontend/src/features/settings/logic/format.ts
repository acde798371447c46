/** Display formats of the API keys table. */
const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** 'Jan 5, 2026'; an unreadable value is shown as it came. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_FORMAT.format(date);
}

/** The stored key prefix as a hint of the whole secret, e.g. 'pfk_AbCd1234…'. */
export function keyHint(prefix: string): string {
  return `${prefix}…`;
}

export function formatLastUsed(iso: string | null): string {
  return iso ? formatDate(iso) : 'Never';
}
