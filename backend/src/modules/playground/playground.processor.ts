import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../../config/env';
import { LlmError } from '../../llm/llm-error';
import { LlmGateway } from '../../llm/llm-gateway.service';
import type { Job } from '../../queue/job';
import { JobHandler, JobProcessor } from '../../queue/job';
import { JobsService } from '../../queue/jobs.service';
import { PLAYGROUND_QUEUE } from '../../queue/queue-names';
import { MAX_RUN_CONCURRENCY } from './dto/playground.dto';
import { AdaptiveLimit } from './logic/adaptive-limit';
import { checkOutput, type Expectations } from './logic/assertions';
import { renderTemplate } from './logic/render';
import { systemText, type ModelConfig, type PromptEntry } from './logic/run-plan';
import { RUN_ITEM_JOB, SWEEP_JOB, type RunItemJob } from './playground.service';

interface RunContext {
  userId: string;
  prompts: PromptEntry[];
  models: ModelConfig[];
  limit: AdaptiveLimit;
}

interface ClaimedItem {
  prompt_index: number;
  model_index: number;
  input_variables: Record<string, string>;
  expectations: Expectations | null;
}

/** A 429 without Retry-After waits this long, doubling, up to a minute. */
const RATE_LIMIT_BACKOFF_MS = 1000;
/** After this many 429s in a row an item fails (the provider is not recovering). */
const MAX_RATE_LIMITED_ATTEMPTS = 30;
const SWEEP_EVERY_MS = 30_000;

/**
 * Runs playground items, one job each. Exactly-once for finished items rests on the database, not the queue:
 *
 * - An item is **claimed** before its model call by one atomic UPDATE (status queued → running, a fresh claim
 *   token and time) that only succeeds while the run is running. A second delivery of the same job (a Bull
 *   stall, the sweep, a restart) finds it claimed or finished and does nothing.
 * - Its result is stored as soon as the call returns, by an UPDATE guarded by the claim token; a finished item
 *   is never claimed again, so it is never called or billed twice.
 * - A claim whose worker died expires after the lease (the gateway's time limit plus a margin: past it, the
 *   old call can no longer be running); the sweep re-enqueues such items and the claim takes them over. A call
 *   in flight when its worker was killed is the one case that may reach the provider twice, since its
 *   result was never stored.
 * - Per run, an adaptive limit (AIMD) bounds calls at once: a 429 halves it and the item waits Retry-After and
 *   tries again (it does not fail); each success grows it back by one. The limit is per process.
 */
@Injectable()
@JobProcessor(PLAYGROUND_QUEUE)
export class PlaygroundProcessor implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('PlaygroundRuns');
  private readonly runs = new Map<string, Promise<RunContext | null>>();
  private readonly stopping = new AbortController();

  constructor(
    private readonly em: EntityManager,
    private readonly gateway: LlmGateway,
    private readonly jobs: JobsService,
    private readonly config: AppConfig,
  ) {}

  /** Without Redis the queue lived in this process: take up the unfinished items of running runs again. */
  onApplicationBootstrap(): void {
    if (this.jobs.mode === 'in-process') {
      void this.resumeOnStart();
    }
  }

  /** Handlers are attached by another bootstrap hook, which may come after this one: wait for them briefly. */
  private async resumeOnStart(): Promise<void> {
    for (let attempt = 0; attempt < 50 && !this.stopping.signal.aborted; attempt += 1) {
      try {
        await this.requeue(true);
        return;
      } catch (error) {
        if (!(error instanceof Error && error.message.startsWith('No handler is registered'))) {
          this.logger.warn(`Could not resume playground runs: ${error instanceof Error ? error.message : String(error)}`);
          return;
        }
        await sleep(100, this.stopping.signal);
      }
    }
  }

  /** In-process, jobs not started yet are left queued in the database for the next start (see requeue). */
  onModuleDestroy(): void {
    this.stopping.abort();
  }

  @JobHandler(SWEEP_JOB, { everyMs: SWEEP_EVERY_MS })
  async sweep(): Promise<void> {
    await this.requeue(false);
  }

  @JobHandler(RUN_ITEM_JOB, { concurrency: MAX_RUN_CONCURRENCY })
  async runItem(job: Job<RunItemJob>): Promise<void> {
    const { runId, itemId } = job.data;
    if (this.shouldStop()) return;
    const run = await this.context(runId);
    if (!run) return;
    await run.limit.acquire();
    let holding = true;
    try {
      if (this.shouldStop()) return;
      const token = randomUUID();
      const item = await this.claim(itemId, token);
      if (!item) return;
      const prompt = run.prompts[item.prompt_index];
      const model = run.models[item.model_index];
      const body = renderTemplate(prompt.content, item.input_variables);
      const systemTemplate = systemText(prompt, model);
      const system = systemTemplate === undefined ? undefined : renderTemplate(systemTemplate, item.input_variables).text;
      for (let attempt = 1; ; attempt += 1) {
        try {
          const completion = await this.gateway.complete({
            userId: run.userId,
            feature: 'playground',
            model: model.model_name,
            system,
            prompt: body.text,
            temperature: model.temperature,
            maxTokens: model.max_tokens,
            maxRetries: 0,
          });
          run.limit.onSuccess();
          const assertion = item.expectations ? checkOutput(completion.text, item.expectations) : null;
          await this.store(itemId, token, {
            status: 'done',
            output_text: completion.text,
            error: null,
            latency_ms: completion.latencyMs,
            input_tokens: completion.inputTokens,
            output_tokens: completion.outputTokens,
            cost_usd: completion.costUsd,
            passed: assertion?.passed ?? null,
            assertion_reason: assertion?.reason ?? null,
          });
          break;
        } catch (error) {
          if (error instanceof LlmError && error.kind === 'rate_limited' && attempt < MAX_RATE_LIMITED_ATTEMPTS) {
            run.limit.onRateLimited();
            run.limit.release();
            holding = false;
            const waitMs = error.retryAfter ? error.retryAfter * 1000 : Math.min(60_000, RATE_LIMIT_BACKOFF_MS * 2 ** (attempt - 1));
            await sleep(waitMs, this.stopping.signal);
            if (this.shouldStop()) {
              await this.unclaim(itemId, token);
              return;
            }
            await run.limit.acquire();
            holding = true;
            if (!(await this.renewClaim(itemId, token))) return; // cancelled meanwhile
            continue;
          }
          if (!(error instanceof LlmError)) throw error;
          await this.store(itemId, token, {
            status: 'failed',
            output_text: '',
            error: error.message,
            latency_ms: 0,
            input_tokens: 0,
            output_tokens: 0,
            cost_usd: 0,
            passed: item.expectations ? false : null,
            assertion_reason: item.expectations ? `no output: ${error.message}` : null,
          });
          break;
        }
      }
    } finally {
      if (holding) run.limit.release();
      await this.finishIfDone(runId);
    }
  }

  /** In-process only, once shutdown began: jobs not started stay queued in the database for the next start. */
  private shouldStop(): boolean {
    return this.jobs.mode === 'in-process' && this.stopping.signal.aborted;
  }

  private async context(runId: string): Promise<RunContext | null> {
    let context = this.runs.get(runId);
    if (!context) {
      context = this.em
        .fork()
        .getConnection()
        .execute<Array<{ user_id: string; prompts: PromptEntry[]; llm_configs: ModelConfig[]; concurrency: number; status: string }>>(
          'SELECT user_id, prompts, llm_configs, concurrency, status FROM playground_runs WHERE id = ?',
          [runId],
        )
        .then(([row]) => (row ? { userId: row.user_id, prompts: row.prompts, models: row.llm_configs, limit: new AdaptiveLimit(row.concurrency) } : null));
      this.runs.set(runId, context);
    }
    return context;
  }

  private async claim(itemId: string, token: string): Promise<ClaimedItem | null> {
    const rows = await this.em.getConnection().execute<ClaimedItem[]>(
      `UPDATE playground_run_items AS i SET status = 'running', claim_token = ?, claimed_at = now(), attempts = i.attempts + 1
       FROM playground_runs AS r
       WHERE i.id = ? AND r.id = i.run_id AND r.status = 'running'
         AND (i.status = 'queued' OR (i.status = 'running' AND i.claimed_at < now() - make_interval(secs => ?)))
       RETURNING i.prompt_index, i.model_index, i.input_variables, i.expectations`,
      [token, itemId, this.leaseSeconds()],
    );
    return rows[0] ?? null;
  }

  /** Keeps the claim fresh across rate-limit waits; false (and the item cancelled) when the run was cancelled. */
  private async renewClaim(itemId: string, token: string): Promise<boolean> {
    const rows = await this.em.getConnection().execute<Array<{ id: string }>>(
      `UPDATE playground_run_items AS i SET claimed_at = now()
       FROM playground_runs AS r WHERE i.id = ? AND i.claim_token = ? AND r.id = i.run_id AND r.status = 'running' RETURNING i.id`,
      [itemId, token],
    );
    if (rows.length === 0) {
      await this.em.getConnection().execute(`UPDATE playground_run_items SET status = 'cancelled', claim_token = NULL WHERE id = ? AND claim_token = ?`, [itemId, token]);
      return false;
    }
    return true;
  }

  private async unclaim(itemId: string, token: string): Promise<void> {
    await this.em.getConnection().execute(`UPDATE playground_run_items SET status = 'queued', claim_token = NULL WHERE id = ? AND claim_token = ?`, [itemId, token]);
  }

  private async store(itemId: string, token: string, result: Record<string, string | number | boolean | null>): Promise<void> {
    const columns = Object.keys(result);
    await this.em.getConnection().execute(
      `UPDATE playground_run_items SET ${columns.map((column) => `${column} = ?`).join(', ')}, finished_at = now(), claim_token = NULL
       WHERE id = ? AND claim_token = ?`,
      [...columns.map((column) => result[column]), itemId, token],
    );
  }

  private async finishIfDone(runId: string): Promise<void> {
    const rows = await this.em.getConnection().execute<Array<{ id: string }>>(
      `UPDATE playground_runs SET status = 'completed', finished_at = now()
       WHERE id = ? AND status = 'running'
         AND NOT EXISTS (SELECT 1 FROM playground_run_items WHERE run_id = ? AND status IN ('queued', 'running'))
       RETURNING id`,
      [runId, runId],
    );
    if (rows.length > 0) {
      this.runs.delete(runId);
    }
  }

  /**
   * Re-enqueues items of running runs whose claim expired (their worker died). On an in-process start, also
   * every queued item: the in-memory queue that held them is gone.
   */
  private async requeue(includeQueued: boolean): Promise<void> {
    const rows = await this.em.fork().getConnection().execute<Array<{ id: string; run_id: string }>>(
      `SELECT i.id, i.run_id FROM playground_run_items i JOIN playground_runs r ON r.id = i.run_id
       WHERE r.status = 'running' AND (${includeQueued ? "i.status = 'queued' OR " : ''}(i.status = 'running' AND i.claimed_at < now() - make_interval(secs => ?)))
       ORDER BY r.created_at, i.row_index, i.prompt_index, i.model_index`,
      [this.leaseSeconds()],
    );
    if (rows.length > 0) {
      this.logger.log(`Resuming ${rows.length} playground item(s)`);
      await this.jobs.enqueueBulk<RunItemJob>(PLAYGROUND_QUEUE, RUN_ITEM_JOB, rows.map((row) => ({ runId: row.run_id, itemId: row.id })));
    }
  }

  /** Past the gateway's time limit (retries included) plus a margin, a claimed call can no longer be running. */
  private leaseSeconds(): number {
    return Math.ceil(this.config.llm.timeoutMs / 1000) + 10;
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}
