import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { JobHandler, JobProcessor } from '../../queue/job';
import { MAINTENANCE_QUEUE } from '../../queue/queue-names';
import { Subscription } from '../subscriptions/subscription.entity';
import { BillingGateway } from './billing-gateway';
import { BillingSync } from './billing-sync.service';
import { localPeriodEnd } from './local.gateway';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Local test mode only: what Stripe does at a period end. Daily, each local Pro plan due within a day renews
 * for a month, and one set to cancel ends once its period has passed (with the 'ended' notification).
 */
@Injectable()
@JobProcessor(MAINTENANCE_QUEUE)
export class LocalRenewals {
  private readonly logger = new Logger(LocalRenewals.name);

  constructor(
    private readonly em: EntityManager,
    private readonly gateway: BillingGateway,
    private readonly sync: BillingSync,
  ) {}

  @JobHandler('local-billing-renewals', { everyMs: DAY_MS })
  async onSchedule(): Promise<void> {
    if (this.gateway.mode !== 'local') {
      return;
    }
    const changed = await this.run(new Date());
    this.logger.log(`Local billing period ends applied: ${changed}`);
  }

  async run(now: Date): Promise<number> {
    const em = this.em.fork();
    const due = await em.find(
      Subscription,
      { provider: 'local', planId: 'pro', status: 'active', currentPeriodEnd: { $lte: new Date(now.getTime() + DAY_MS) } },
      { fields: ['user'] },
    );
    let changed = 0;
    for (const { user } of due) {
      let applied = false;
      await this.sync.apply(
        user.id,
        async (record) => {
          const next = localPeriodEnd(record, now);
          applied = next !== null;
          return next;
        },
        em,
      );
      changed += applied ? 1 : 0;
    }
    return changed;
  }
}
