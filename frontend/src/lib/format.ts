/** 'June 3, 2026' (en-US, long), in the viewer's time zone unless one is given. */
export function formatLongDate(value: string | Date, timeZone?: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(date);
}
