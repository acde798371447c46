import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { JobHandler, JobProcessor } from '../../queue/job';
import { MAINTENANCE_QUEUE } from '../../queue/queue-names';
import { Subscription } from '../subscriptions/subscription.entity';
import { trialDaysLeft } from '../subscriptions/subscription-rules';
import { NotificationsService } from './notifications.service';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Warn this many days before the trial ends (and every day after that). */
const WARN_DAYS = 2;

/**
 * Daily: 'Your trial ends in N days' (N ≤ 2) and 'Your trial has ended'. Each event has a once-only key per
 * user, so running the job again (or on two workers) never notifies anyone twice.
 */
@Injectable()
@JobProcessor(MAINTENANCE_QUEUE)
export class TrialReminders {
  private readonly logger = new Logger(TrialReminders.name);

  constructor(
    private readonly em: EntityManager,
    private readonly notifications: NotificationsService,
  ) {}

  @JobHandler('trial-reminders', { everyMs: DAY_MS })
  async onSchedule(): Promise<void> {
    const sent = await this.run(new Date());
    this.logger.log(`Trial reminders sent: ${sent}`);
  }

  async run(now: Date): Promise<number> {
    const trials = await this.em.fork().find(Subscription, {
      status: 'trialing',
      currentPeriodEnd: { $lte: new Date(now.getTime() + WARN_DAYS * DAY_MS) },
    });
    let sent = 0;
    for (const trial of trials) {
      const daysLeft = trialDaysLeft(trial, now) ?? 0;
      const notice =
        daysLeft === 0
          ? {
              type: 'warning' as const,
              title: 'Your trial has ended',
              message: 'Your 7-day free trial is over. Upgrade to Pro to keep using every tool.',
              eventKey: `trial-ended:${trial.currentPeriodEnd.toISOString()}`,
            }
          : {
              type: 'warning' as const,
              title: `Your trial ends in ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}`,
              message: `Your free trial ends on ${trial.currentPeriodEnd.toUTCString()}. Upgrade to Pro to keep every tool.`,
              eventKey: `trial-ends-in:${daysLeft}:${trial.currentPeriodEnd.toISOString()}`,
            };
      if (await this.notifications.notify(trial.user.id, notice)) {
        sent += 1;
      }
    }
    return sent;
  }
}
