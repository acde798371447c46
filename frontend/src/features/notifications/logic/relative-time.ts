/**
 * Core spec §9 relative time: under 60 s 'just now', under 60 min in minutes, under 24 h in hours,
 * then days. Counts are whole units rounded down, with the singular for one ('1 minute ago').
 * A time in the future (a clock ahead of ours) is 'just now'; an unreadable one is ''.
 */
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function ago(count: number, unit: 'minute' | 'hour' | 'day'): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

export function formatRelativeTime(date: string | Date, now: Date = new Date()): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(then.getTime())) return '';
  const seconds = Math.floor((now.getTime() - then.getTime()) / 1000);
  if (seconds < MINUTE) return 'just now';
  if (seconds < HOUR) return ago(Math.floor(seconds / MINUTE), 'minute');
  if (seconds < DAY) return ago(Math.floor(seconds / HOUR), 'hour');
  return ago(Math.floor(seconds / DAY), 'day');
}
