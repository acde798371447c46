import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/env';
import type { User } from '../../modules/users/user.entity';
import { isTrialUser } from '../../modules/subscriptions/subscription-rules';
import { SubscriptionsService } from '../../modules/subscriptions/subscriptions.service';
import { roundUsd } from '../cost';
import type { Provider } from '../providers';
import { LlmCall, type CallOutcome } from './llm-call.entity';

export interface CallRecord {
  userId: string;
  feature: string;
  provider: Provider;
  model: string;
  keySource: 'user' | 'server';
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
  latencyMs: number;
  outcome: CallOutcome;
}

export interface UsageTotals {
  calls: number;
  failedCalls: number;
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
}

export interface UsageReport {
  from: string;
  to: string;
  totals: UsageTotals;
  byDay: Array<UsageTotals & { day: string }>;
  byFeature: Array<UsageTotals & { feature: string }>;
  byModel: Array<UsageTotals & { model: string; provider: Provider }>;
}

export interface DailyBudget {
  /** What the user may spend per UTC day on the server's keys. */
  limitUsd: number;
  spentTodayUsd: number;
  /** The next UTC midnight. */
  resetsAt: Date;
}

const DAY_MS = 86_400_000;

/** Records every gateway call and answers usage and daily-budget questions from those records. */
@Injectable()
export class UsageService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  async record(call: CallRecord): Promise<void> {
    const em = this.em.fork();
    const { userId, ...values } = call;
    em.create(LlmCall, { user: em.getReference<User>('User', userId), ...values, costUsd: roundUsd(values.costUsd) });
    await em.flush();
  }

  async dailyBudget(userId: string, now = new Date()): Promise<DailyBudget> {
    const dayStart = startOfUtcDay(now);
    const [row] = await this.em
      .getConnection()
      .execute<{ spent: string | null }[]>(
        "SELECT sum(cost_usd) AS spent FROM llm_calls WHERE user_id = ? AND key_source = 'server' AND created_at >= ?",
        [userId, dayStart],
      );
    const subscription = await this.subscriptions.findState(userId);
    const { trial, pro } = this.config.llm.dailyBudgetUsd;
    return {
      limitUsd: isTrialUser(subscription) ? trial : pro,
      spentTodayUsd: roundUsd(Number(row?.spent ?? 0)),
      resetsAt: new Date(dayStart.getTime() + DAY_MS),
    };
  }

  /** Totals for the user between two UTC days, both included. */
  async report(userId: string, from: string, to: string): Promise<UsageReport> {
    const start = new Date(`${from}T00:00:00.000Z`);
    const end = new Date(new Date(`${to}T00:00:00.000Z`).getTime() + DAY_MS);
    const connection = this.em.getConnection();
    const totalsSql = `count(*) AS calls, count(*) FILTER (WHERE outcome <> 'ok') AS failed_calls,
      coalesce(sum(input_tokens), 0) AS input_tokens, coalesce(sum(output_tokens), 0) AS output_tokens, coalesce(sum(cost_usd), 0) AS cost_usd`;
    const where = 'WHERE user_id = ? AND created_at >= ? AND created_at < ?';
    const params = [userId, start, end];
    const [totals, byDay, byFeature, byModel] = await Promise.all([
      connection.execute<TotalsRow[]>(`SELECT ${totalsSql} FROM llm_calls ${where}`, params),
      connection.execute<Array<TotalsRow & { day: string }>>(
        `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, ${totalsSql} FROM llm_calls ${where} GROUP BY 1 ORDER BY 1`,
        params,
      ),
      connection.execute<Array<TotalsRow & { feature: string }>>(
        `SELECT feature, ${totalsSql} FROM llm_calls ${where} GROUP BY feature ORDER BY cost_usd DESC, feature`,
        params,
      ),
      connection.execute<Array<TotalsRow & { model: string; provider: Provider }>>(
        `SELECT model, provider, ${totalsSql} FROM llm_calls ${where} GROUP BY model, provider ORDER BY cost_usd DESC, model`,
        params,
      ),
    ]);
    return {
      from,
      to,
      totals: toTotals(totals[0]),
      byDay: byDay.map((row) => ({ day: row.day, ...toTotals(row) })),
      byFeature: byFeature.map((row) => ({ feature: row.feature, ...toTotals(row) })),
      byModel: byModel.map((row) => ({ model: row.model, provider: row.provider, ...toTotals(row) })),
    };
  }
}

interface TotalsRow {
  calls: string;
  failed_calls: string;
  input_tokens: string;
  output_tokens: string;
  cost_usd: string;
}

function toTotals(row: TotalsRow | undefined): UsageTotals {
  return {
    calls: Number(row?.calls ?? 0),
    failedCalls: Number(row?.failed_calls ?? 0),
    inputTokens: Number(row?.input_tokens ?? 0),
    outputTokens: Number(row?.output_tokens ?? 0),
    costUsd: roundUsd(Number(row?.cost_usd ?? 0)),
  };
}

export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}
