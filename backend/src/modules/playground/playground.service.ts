import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, MessageEvent, NotFoundException } from '@nestjs/common';
import { Observable } from 'rxjs';
import { AppConfig } from '../../config/env';
import { roundUsd } from '../../llm/cost';
import { LlmError } from '../../llm/llm-error';
import { LlmGateway } from '../../llm/llm-gateway.service';
import { JobsService } from '../../queue/jobs.service';
import { PLAYGROUND_QUEUE } from '../../queue/queue-names';
import type { User } from '../users/user.entity';
import {
  EstimateDto,
  ExecuteBatchDto,
  ExecuteDto,
  ExecutionResultDto,
  PLAYGROUND_MESSAGES,
  RunAcceptedDto,
  RunDto,
} from './dto/playground.dto';
import { checkOutput } from './logic/assertions';
import { PlaygroundRunItem } from './playground-run-item.entity';
import { PlaygroundRun } from './playground-run.entity';
import { PlaygroundPlanner, type PlannedRunItem, type RunPlan } from './playground-plan.service';
import { toModelOutput, toResults } from './playground-results';

export const RUN_ITEM_JOB = 'run-item';
export const SWEEP_JOB = 'sweep';

export interface RunItemJob {
  runId: string;
  itemId: string;
}

const POLL_MS = 150;
const EVENTS_POLL_MS = 250;
const INSERT_CHUNK = 1000;

type BatchOutcome = { status: 200; body: ExecutionResultDto[] } | { status: 202; body: RunAcceptedDto };

@Injectable()
export class PlaygroundService {
  constructor(
    private readonly em: EntityManager,
    private readonly planner: PlaygroundPlanner,
    private readonly gateway: LlmGateway,
    private readonly jobs: JobsService,
    private readonly config: AppConfig,
  ) {}

  /** One input: every prompt × model, called at once in this request (few calls; batches go through the queue). */
  async execute(userId: string, dto: ExecuteDto): Promise<ExecutionResultDto> {
    const plan = await this.planner.plan(userId, { prompts: dto.prompts, llm_configs: dto.llm_configs, rows: [dto.variables ?? {}], dryRun: dto.dry_run, rowsField: 'variables' });
    this.planner.assertWithinBudget(plan);
    const items = await Promise.all(plan.items.map((item) => this.executeNow(userId, plan, item)));
    const [result] = toResults(items, plan.prompts, plan.models, false);
    return result;
  }

  /** What a batch would cost at worst, and what is left of today's budget (the web app shows it before Execute). */
  async estimate(userId: string, dto: ExecuteBatchDto): Promise<EstimateDto> {
    const plan = await this.planner.plan(userId, { prompts: dto.prompts, llm_configs: dto.llm_configs, rows: dto.batch_inputs.map((input) => input.variables), dryRun: dto.dry_run, rowsField: 'batch_inputs' });
    return {
      estimated_cost: plan.estimatedCostUsd,
      server_key_cost: plan.serverKeyCostUsd,
      remaining_budget: plan.remainingBudgetUsd,
      items: plan.items.length,
      dry_run_items: plan.items.filter((item) => item.dryRun).length,
    };
  }

  /** The spec's contract: the list of results when the batch is small enough to wait for, else 202 with the run. */
  async executeBatch(userId: string, dto: ExecuteBatchDto): Promise<BatchOutcome> {
    const run = await this.startRun(userId, dto);
    if (run.total > this.config.playground.syncLimit) {
      return { status: 202, body: run };
    }
    const finished = await this.waitForRun(run.id, this.config.llm.timeoutMs * Math.ceil(run.total / (dto.concurrency ?? this.config.playground.concurrency)) * 2 + 10_000);
    if (!finished) {
      return { status: 202, body: run };
    }
    return { status: 200, body: (await this.getRun(userId, run.id)).results };
  }

  /** Persists the run and its items, stores dry-run items at once, and enqueues the rest in bulk. */
  async startRun(userId: string, dto: ExecuteBatchDto): Promise<RunAcceptedDto> {
    const plan = await this.planner.plan(userId, { prompts: dto.prompts, llm_configs: dto.llm_configs, rows: dto.batch_inputs.map((input) => input.variables), dryRun: dto.dry_run, rowsField: 'batch_inputs' });
    this.planner.assertWithinBudget(plan);
    const em = this.em.fork();
    const run = em.create(PlaygroundRun, {
      user: em.getReference<User>('User', userId),
      prompts: plan.prompts,
      llmConfigs: plan.models,
      concurrency: dto.concurrency ?? this.config.playground.concurrency,
      totalItems: plan.items.length,
      estimatedCostUsd: plan.estimatedCostUsd,
    });
    const now = new Date();
    const rows = plan.items.map((item) => ({ id: crypto.randomUUID(), item }));
    const toSend = rows.filter(({ item }) => !item.dryRun);
    if (toSend.length === 0) {
      run.status = 'completed';
      run.finishedAt = now;
    }
    await em.transactional(async (tx) => {
      await tx.persistAndFlush(run);
      for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
        await tx.insertMany(
          PlaygroundRunItem,
          rows.slice(start, start + INSERT_CHUNK).map(({ id, item }) => ({ id, run: run.id, ...this.itemValues(item, now) })) as never,
        );
      }
    });
    try {
      await this.jobs.enqueueBulk<RunItemJob>(PLAYGROUND_QUEUE, RUN_ITEM_JOB, toSend.map(({ id }) => ({ runId: run.id, itemId: id })));
    } catch (error) {
      // Nothing runs, so nothing is kept: the caller sees the queue's 503 and may retry.
      await this.em.fork().nativeDelete(PlaygroundRun, { id: run.id });
      throw error;
    }
    return { id: run.id, status: run.status, total: run.totalItems, estimated_cost: plan.estimatedCostUsd };
  }

  async getRun(userId: string, id: string): Promise<RunDto> {
    const em = this.em.fork();
    const run = await this.findOwnedRun(em, userId, id);
    const items = await em.find(PlaygroundRunItem, { run: id, status: { $in: ['done', 'failed'] } }, { orderBy: { rowIndex: 'asc', promptIndex: 'asc', modelIndex: 'asc' } });
    return { ...(await this.summary(em, run)), results: toResults(items, run.prompts, run.llmConfigs, true) };
  }

  /** Queued items are dropped; running ones finish; nothing is called (or billed) after it. */
  async cancel(userId: string, id: string): Promise<RunDto> {
    await this.findOwnedRun(this.em.fork(), userId, id);
    await this.em.fork().transactional(async (tx) => {
      const changed = await tx.nativeUpdate(PlaygroundRun, { id, status: 'running' }, { status: 'cancelled', finishedAt: new Date() });
      if (changed > 0) {
        await tx.nativeUpdate(PlaygroundRunItem, { run: id, status: 'queued' }, { status: 'cancelled' });
      }
    });
    return this.getRun(userId, id);
  }

  /**
   * Server-Sent Events: `item` for every finished item (those finished before the connection too), then `end`
   * with the run's totals. Read from the database, so it works whichever process runs the items.
   */
  async events(userId: string, id: string): Promise<Observable<MessageEvent>> {
    const first = await this.findOwnedRun(this.em.fork(), userId, id);
    return new Observable<MessageEvent>((subscriber) => {
      let stopped = false;
      const sent = new Set<string>();
      let cursor = new Date(0);
      const poll = async () => {
        while (!stopped) {
          const em = this.em.fork();
          const run = (await em.findOne(PlaygroundRun, { id })) ?? first;
          const items = await em.find(
            PlaygroundRunItem,
            { run: id, status: { $in: ['done', 'failed'] }, finishedAt: { $gte: new Date(cursor.getTime() - 2000) } },
            { orderBy: { finishedAt: 'asc' } },
          );
          const fresh = items.filter((item) => !sent.has(item.id));
          if (fresh.length > 0) {
            const summary = await this.summary(em, run);
            for (const item of fresh) {
              sent.add(item.id);
              if (item.finishedAt && item.finishedAt > cursor) cursor = item.finishedAt;
              subscriber.next({
                type: 'item',
                data: { row_index: item.rowIndex, input_variables: item.inputVariables, output: toModelOutput(item, run.prompts, run.llmConfigs), done: summary.done, failed: summary.failed, total: summary.total },
              });
            }
          }
          if (run.status !== 'running') {
            subscriber.next({ type: 'end', data: await this.summary(em, run) });
            subscriber.complete();
            return;
          }
          await sleep(EVENTS_POLL_MS);
        }
      };
      poll().catch((error: unknown) => subscriber.error(error));
      return () => {
        stopped = true;
      };
    });
  }

  /** Waits until the run is no longer running; false when it still is after `timeoutMs`. */
  private async waitForRun(id: string, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const run = await this.em.fork().findOne(PlaygroundRun, { id }, { fields: ['status'] });
      if (!run || run.status !== 'running') return true;
      await sleep(POLL_MS);
    }
    return false;
  }

  private async summary(em: EntityManager, run: PlaygroundRun): Promise<Omit<RunDto, 'results'>> {
    const rows = await em.getConnection().execute<Array<{ status: string; count: string; cost: string | null; checked: string; passed: string }>>(
      `SELECT status, count(*) AS count, sum(cost_usd) FILTER (WHERE NOT dry_run) AS cost, count(passed) AS checked, count(*) FILTER (WHERE passed) AS passed
       FROM playground_run_items WHERE run_id = ? GROUP BY status`,
      [run.id],
    );
    const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
    const checked = rows.reduce((sum, row) => sum + Number(row.checked), 0);
    const passed = rows.reduce((sum, row) => sum + Number(row.passed), 0);
    return {
      id: run.id,
      status: run.status,
      total: run.totalItems,
      done: count('done'),
      failed: count('failed'),
      cancelled: count('cancelled'),
      pending: count('queued') + count('running'),
      concurrency: run.concurrency,
      cost: roundUsd(rows.reduce((sum, row) => sum + Number(row.cost ?? 0), 0)),
      estimated_cost: roundUsd(Number(run.estimatedCostUsd)),
      checked,
      passed,
      pass_rate: checked > 0 ? Math.round((passed / checked) * 10_000) / 100 : null,
      created_at: run.createdAt.toISOString(),
      finished_at: run.finishedAt ? run.finishedAt.toISOString() : null,
    };
  }

  private async findOwnedRun(em: EntityManager, userId: string, id: string): Promise<PlaygroundRun> {
    const run = await em.findOne(PlaygroundRun, { id, user: userId });
    if (!run) {
      throw new NotFoundException(PLAYGROUND_MESSAGES.runNotFound);
    }
    return run;
  }

  /** Column values of a new item; a dry-run item is stored finished (nothing to call). */
  private itemValues(item: PlannedRunItem, now: Date) {
    const base = {
      rowIndex: item.rowIndex,
      promptIndex: item.promptIndex,
      modelIndex: item.modelIndex,
      inputVariables: item.inputVariables,
      expectations: item.expectations,
      dryRun: item.dryRun,
      unresolvedVariables: item.rendered.unresolved,
      attempts: 0,
    };
    if (!item.dryRun) {
      return { ...base, status: 'queued' as const };
    }
    return { ...base, ...dryRunResult(item), status: 'done' as const, finishedAt: now };
  }

  private async executeNow(userId: string, plan: RunPlan, item: PlannedRunItem) {
    const base = { ...item, inputVariables: item.inputVariables, unresolvedVariables: item.rendered.unresolved, expectations: item.expectations };
    if (item.dryRun) {
      return { ...base, status: 'done' as const, ...dryRunResult(item) };
    }
    const model = plan.models[item.modelIndex];
    try {
      const completion = await this.gateway.complete({
        userId,
        feature: 'playground',
        model: model.model_name,
        system: item.rendered.system,
        prompt: item.rendered.prompt,
        temperature: model.temperature,
        maxTokens: model.max_tokens,
      });
      const assertion = item.expectations ? checkOutput(completion.text, item.expectations) : null;
      return {
        ...base,
        status: 'done' as const,
        outputText: completion.text,
        latencyMs: completion.latencyMs,
        inputTokens: completion.inputTokens,
        outputTokens: completion.outputTokens,
        costUsd: completion.costUsd,
        error: null,
        passed: assertion?.passed ?? null,
        assertionReason: assertion?.reason ?? null,
      };
    } catch (error) {
      if (!(error instanceof LlmError)) throw error;
      return { ...base, status: 'failed' as const, outputText: '', error: error.message, latencyMs: 0, inputTokens: 0, outputTokens: 0, costUsd: 0, passed: item.expectations ? false : null, assertionReason: item.expectations ? `no output: ${error.message}` : null };
    }
  }
}

/** A dry run's result: the rendered prompt, its exact input tokens and the worst-case estimate; nothing is checked. */
export function dryRunResult(item: PlannedRunItem) {
  return {
    outputText: item.rendered.system ? `${item.rendered.system}\n\n${item.rendered.prompt}` : item.rendered.prompt,
    latencyMs: 0,
    inputTokens: item.inputTokens,
    outputTokens: 0,
    costUsd: item.worstCaseUsd,
    error: null,
    passed: null,
    assertionReason: item.expectations ? 'not checked: dry run (nothing was sent to a model)' : null,
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
