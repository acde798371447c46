import type { SubscriptionStanding, SubscriptionStatus } from '@/lib/subscription-status';
import { ToneBadge, type BadgeTone } from './ToneBadge';

const TONE: Record<SubscriptionStanding, BadgeTone> = {
  trialing: 'accent',
  active: 'success',
  ending: 'warning',
  'trial-expired': 'danger',
  canceled: 'danger',
  other: 'danger',
};

/**
 * The subscription status as a badge (src/lib/subscription-status.ts gives the label), coloured by
 * standing: the same on the dashboard, Manage Subscription and Settings.
 */
export function StatusBadge({ status }: { status: Pick<SubscriptionStatus, 'label' | 'standing'> }) {
  return (
    <ToneBadge tone={TONE[status.standing]} testId="subscription-status">
      {status.label}
    </ToneBadge>
  );
}
