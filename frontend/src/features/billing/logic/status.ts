import type { Subscription } from '../api/types';

/** How each subscription status reads on screen. */
export const STATUS_LABELS: Record<Subscription['status'], string> = {
  trialing: 'Trialing',
  active: 'Active',
  canceled: 'Canceled',
  past_due: 'Past due',
  unpaid: 'Unpaid',
  incomplete: 'Incomplete',
  incomplete_expired: 'Incomplete (expired)',
  paused: 'Paused',
};
