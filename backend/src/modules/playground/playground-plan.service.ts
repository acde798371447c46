import { BadRequestException, Injectable } from '@nestjs/common';
import { ModelCatalog, type CatalogEntry } from '../../llm/catalog/model-catalog.service';
import { callCostUsd, roundUsd } from '../../llm/cost';
import { ProviderKeysService } from '../../llm/keys/provider-keys.service';
import type { Provider } from '../../llm/providers';
import { UsageService } from '../../llm/usage/usage.service';
import { ValidationFailedException } from '../../common/filters/validation.exception';
import { expectationProblem } from './logic/assertions';
import { renderTemplate } from './logic/render';
import { planItems, systemText, type ModelConfig, type PlannedItem, type PromptEntry } from './logic/run-plan';
import { DEFAULT_PROMPT_NAME, DEFAULT_TEMPERATURE, PLAYGROUND_MESSAGES, type ModelConfigDto, type PromptEntryDto } from './dto/playground.dto';
import { EnginePool } from '../../engine/engine-pool.service';

/** Inputs × prompts × models of one run, at most. */
export const MAX_RUN_ITEMS = 20_000;

export interface PlannedRunItem extends PlannedItem {
  /** Nothing is sent: no key for the model, or the caller asked for a dry run. */
  dryRun: boolean;
  rendered: { prompt: string; system?: string; unresolved: string[] };
  inputTokens: number;
  /** Worst case: exact input tokens + max_tokens of output. */
  worstCaseUsd: number;
}

export interface RunPlan {
  prompts: PromptEntry[];
  models: ModelConfig[];
  entries: CatalogEntry[];
  items: PlannedRunItem[];
  estimatedCostUsd: number;
  serverKeyCostUsd: number;
  remainingBudgetUsd: number;
}

/** Checks a playground request against the catalogue, keys and budget, and renders and prices every item. */
@Injectable()
export class PlaygroundPlanner {
  constructor(
    private readonly catalog: ModelCatalog,
    private readonly keys: ProviderKeysService,
    private readonly usage: UsageService,
    private readonly engine: EnginePool,
  ) {}

  async plan(userId: string, input: { prompts: PromptEntryDto[]; llm_configs: ModelConfigDto[]; rows: unknown[]; dryRun?: boolean; rowsField: string }): Promise<RunPlan> {
    const rows = input.rows.map((row, index) => checkedRow(row, input.rowsField === 'variables' ? 'variables' : `${input.rowsField}[${index}].variables`));
    const prompts = input.prompts.map((prompt): PromptEntry => ({
      ...(prompt.id ? { id: prompt.id } : {}),
      name: prompt.name?.trim() || DEFAULT_PROMPT_NAME,
      content: prompt.content,
      systemPrompt: prompt.systemPrompt || null,
    }));
    const entries: CatalogEntry[] = [];
    const models: ModelConfig[] = [];
    for (const [index, config] of input.llm_configs.entries()) {
      const entry = await this.catalog.findEnabled(config.model_name);
      if (!entry) {
        throw fieldError(`llm_configs.${index}.model_name`, `Unknown model: ${config.model_name}`);
      }
      if (config.max_tokens > entry.maxTokens) {
        throw fieldError(`llm_configs.${index}.max_tokens`, `max_tokens must be between 1 and ${entry.maxTokens} for ${entry.id}`);
      }
      entries.push(entry);
      models.push({ model_name: entry.id, temperature: config.temperature ?? DEFAULT_TEMPERATURE, max_tokens: config.max_tokens, system_message: config.system_message || null });
    }
    const planned = planItems(rows, prompts.length, models.length);
    if (planned.length > MAX_RUN_ITEMS) {
      throw new BadRequestException(`A run can have at most ${MAX_RUN_ITEMS.toLocaleString('en-US')} items (inputs × prompts × models); this one has ${planned.length.toLocaleString('en-US')}.`);
    }
    const seenRows = new Set<number>();
    for (const item of planned) {
      if (item.expectations && !seenRows.has(item.rowIndex)) {
        seenRows.add(item.rowIndex);
        const problem = expectationProblem(item.expectations);
        if (problem) {
          throw fieldError(`${input.rowsField}.${item.rowIndex}.variables`, `${input.rowsField}[${item.rowIndex}]: ${problem}`);
        }
      }
    }

    const keySources = new Map<Provider, 'user' | 'server' | null>();
    for (const entry of entries) {
      if (!keySources.has(entry.provider)) {
        keySources.set(entry.provider, input.dryRun ? null : ((await this.keys.resolve(userId, entry.provider))?.source ?? null));
      }
    }
    const rendered = planned.map((item) => {
      const prompt = prompts[item.promptIndex];
      const model = models[item.modelIndex];
      const body = renderTemplate(prompt.content, item.inputVariables);
      const systemTemplate = systemText(prompt, model);
      const system = systemTemplate === undefined ? undefined : renderTemplate(systemTemplate, item.inputVariables);
      const unresolved = [...new Set([...(system?.unresolved ?? []), ...body.unresolved])];
      return { prompt: body.text, system: system?.text, unresolved };
    });
    // Exact counts of every rendered prompt: CPU work, on an engine worker thread.
    const tokens = await this.engine.run(
      'countInputTokens',
      { requests: rendered.map(({ prompt, system }, index) => ({ prompt, system, model: models[planned[index].modelIndex].model_name })) },
      { userId },
    );
    let estimated = 0;
    let serverKey = 0;
    const items = planned.map((item, index): PlannedRunItem => {
      const entry = entries[item.modelIndex];
      const worstCaseUsd = callCostUsd(entry, { inputTokens: tokens[index], outputTokens: models[item.modelIndex].max_tokens });
      const source = keySources.get(entry.provider) ?? null;
      const dryRun = source === null;
      if (!dryRun) {
        estimated += worstCaseUsd;
        if (source === 'server') serverKey += worstCaseUsd;
      }
      return { ...item, dryRun, rendered: rendered[index], inputTokens: tokens[index], worstCaseUsd };
    });
    const budget = await this.usage.dailyBudget(userId);
    return {
      prompts,
      models,
      entries,
      items,
      estimatedCostUsd: roundUsd(estimated),
      serverKeyCostUsd: roundUsd(serverKey),
      remainingBudgetUsd: roundUsd(Math.max(0, budget.limitUsd - budget.spentTodayUsd)),
    };
  }

  /** 400 naming both amounts when the worst case on PromptForge's keys exceeds what is left of today's budget. */
  assertWithinBudget(plan: RunPlan): void {
    if (plan.serverKeyCostUsd > plan.remainingBudgetUsd) {
      throw new BadRequestException(
        `This run could cost up to $${plan.serverKeyCostUsd.toFixed(6)} on PromptForge's provider keys, more than the $${plan.remainingBudgetUsd.toFixed(6)} left of today's budget. Use fewer inputs or models, lower max_tokens, or add your own key in Settings → LLM Providers.`,
      );
    }
  }
}

function fieldError(field: string, message: string): BadRequestException {
  return new ValidationFailedException([{ field, message }]);
}

/** Names to text values; numbers and booleans become text, anything else is refused naming the field. */
function checkedRow(row: unknown, field: string): Record<string, string> {
  const message = field === 'variables' ? PLAYGROUND_MESSAGES.variables : `${field} must be an object of names to values`;
  if (row === undefined || row === null) return {};
  if (typeof row !== 'object' || Array.isArray(row)) throw fieldError(field, message);
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(row as Record<string, unknown>)) {
    if (value !== null && typeof value === 'object') throw fieldError(field, message);
    clean[key] = value === null || value === undefined ? '' : String(value);
  }
  return clean;
}
