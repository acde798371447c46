import { Entity, Opt, PrimaryKey, Property } from '@mikro-orm/postgresql';

/** Stripe event ids already handled: a redelivered event is acknowledged and ignored. */
@Entity({ tableName: 'processed_stripe_events' })
export class ProcessedStripeEvent {
  /** Stripe's `evt_…`. */
  @PrimaryKey({ length: 255 })
  id: string;

  @Property({ length: 100 })
  type: string;

  @Property({ type: 'timestamptz' })
  processedAt: Date & Opt = new Date();
}
