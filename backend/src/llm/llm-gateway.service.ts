import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { AppConfig } from '../config/env';
import { isSdkTimeout, translateProviderError, withRetries } from './call-policy';
import { ModelCatalog, type CatalogEntry } from './catalog/model-catalog.service';
import { callCostUsd, estimateTokens } from './cost';
import { parseJsonReply, schemaValidator } from './json-output';
import { ProviderKeysService, type ResolvedKey } from './keys/provider-keys.service';
import { INVALID_RESPONSE_MESSAGE, LlmError, noKeyMessage, PROVIDER_SIDE_KINDS } from './llm-error';
import { PROVIDER_INFO, type Provider } from './providers';
import { AnthropicClient } from './providers/anthropic.client';
import { OpenAiCompatibleClient } from './providers/openai-compatible.client';
import type { ChatMessage, JsonSchema, OutputFormat, ProviderCall, ProviderClient } from './providers/provider-client';
import type { CallOutcome } from './usage/llm-call.entity';
import { UsageService } from './usage/usage.service';

/** The playground's default (tool spec §9), capped by the model's own maximum. */
export const DEFAULT_MAX_TOKENS = 1000;

export interface CompletionRequest {
  /** Whose keys, budget and usage: jobs carry the user id, never a key. */
  userId: string;
  /** What the call is for, in usage reports, e.g. `prompt-analysis`. */
  feature: string;
  /** A catalogue id. */
  model: string;
  system?: string;
  /** The conversation; or `prompt` for a single user message. */
  messages?: ChatMessage[];
  prompt?: string;
  temperature?: number;
  maxTokens?: number;
  /** Ask for a JSON value (no schema). For a schema, use completeJson. */
  json?: boolean;
  /** Defaults to LLM_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Retries after a 429 or 5xx; defaults to LLM_MAX_RETRIES (the playground handles 429s itself, with 0). */
  maxRetries?: number;
}

export interface Completion {
  text: string;
  inputTokens: number;
  outputTokens: number;
  latencyMs: number;
  costUsd: number;
  model: string;
  provider: Provider;
}

export type CompletionStreamEvent = { type: 'text'; text: string } | { type: 'done'; completion: Completion };

export interface KeyTestResult {
  ok: boolean;
  message: string;
  model: string;
  keySource: 'user' | 'server';
  latencyMs: number;
}

interface PreparedCall {
  entry: CatalogEntry;
  key: ResolvedKey;
  messages: ChatMessage[];
  maxTokens: number;
  timeoutMs: number;
}

/**
 * The one way the product calls a model: catalogue lookup, key resolution (the user's own key first), the
 * daily budget on the server's keys, the provider call with a deadline and retries, cost, and a usage record
 * for every outcome.
 */
@Injectable()
export class LlmGateway {
  private readonly logger = new Logger('LlmGateway');
  private readonly clients: Record<'openai' | 'anthropic', ProviderClient> = {
    openai: new OpenAiCompatibleClient(),
    anthropic: new AnthropicClient(),
  };

  constructor(
    private readonly config: AppConfig,
    private readonly catalog: ModelCatalog,
    private readonly keys: ProviderKeysService,
    private readonly usage: UsageService,
  ) {}

  complete(request: CompletionRequest): Promise<Completion> {
    return this.run(request, request.json ? { kind: 'json' } : { kind: 'text' }, () => true);
  }

  /**
   * Asks for JSON matching `schema` and validates it; one retry, then 'Server returned invalid response
   * format'. Each attempt is recorded (a reply that does not validate as `invalid_response`).
   */
  async completeJson<T>(request: CompletionRequest & { schema: JsonSchema; schemaName?: string }): Promise<Completion & { value: T }> {
    const validate = schemaValidator(request.schema);
    const output: OutputFormat = { kind: 'schema', name: request.schemaName ?? 'response', schema: request.schema };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      let value: T | undefined;
      try {
        const completion = await this.run(request, output, (text) => {
          const parsed = parseJsonReply<T>(text, validate);
          value = parsed.ok ? parsed.value : undefined;
          return parsed.ok;
        });
        return { ...completion, value: value as T };
      } catch (error) {
        if (!(error instanceof LlmError && error.kind === 'invalid_response')) {
          throw error;
        }
      }
    }
    throw new LlmError('invalid_response', INVALID_RESPONSE_MESSAGE);
  }

  /**
   * Streams the reply as text deltas, then one `done` event with the totals. The deadline covers the wait
   * for the first event and every gap between events.
   */
  async *stream(request: CompletionRequest): AsyncGenerator<CompletionStreamEvent> {
    const prepared = await this.prepare(request);
    const { entry, key, timeoutMs } = prepared;
    const started = Date.now();
    const controller = new AbortController();
    let timer = setTimeout(() => controller.abort(), timeoutMs);
    const call = this.providerCall(request, prepared, request.json ? { kind: 'json' } : { kind: 'text' }, controller.signal);
    let text = '';
    let usage: { inputTokens: number; outputTokens: number } | undefined;
    let recorded = false;
    try {
      const events = await withRetries(() => this.client(entry.provider).openStream(call), {
        maxRetries: this.config.llm.maxRetries,
        deadline: started + timeoutMs,
        signal: controller.signal,
      });
      for await (const event of events) {
        clearTimeout(timer);
        timer = setTimeout(() => controller.abort(), timeoutMs);
        if (event.type === 'text') {
          text += event.text;
          yield event;
        } else {
          usage = { inputTokens: event.inputTokens, outputTokens: event.outputTokens };
        }
      }
      const completion = this.completion(entry, usage ?? estimatedUsage(call, text), text, Date.now() - started);
      recorded = true;
      await this.record(request, entry, key, 'ok', completion);
      yield { type: 'done', completion };
    } catch (error) {
      const failure = this.failure(error, call, controller.signal);
      recorded = true;
      await this.record(request, entry, key, failure.kind as CallOutcome, { latencyMs: Date.now() - started });
      throw failure;
    } finally {
      clearTimeout(timer);
      if (!recorded) {
        // The consumer stopped early: stop the provider too, and count what was generated so far.
        controller.abort();
        const partial = this.completion(entry, usage ?? estimatedUsage(call, text), text, Date.now() - started);
        await this.record(request, entry, key, 'ok', partial);
      }
    }
  }

  /**
   * Settings → LLM Providers → Test: a minimal real call with the key in effect (the user's, else the
   * server's) on the provider's cheapest enabled model. The provider's refusal is a result (`ok: false`);
   * no key at all is a 404, like any key that is not there.
   */
  async testKey(userId: string, provider: Provider): Promise<KeyTestResult> {
    const models = (await this.catalog.enabled())
      .filter((entry) => entry.provider === provider)
      .sort((a, b) => a.costPer1kTokensInput - b.costPer1kTokensInput || a.id.localeCompare(b.id));
    const key = await this.keys.resolve(userId, provider);
    if (!key) {
      throw new NotFoundException(noKeyMessage(provider));
    }
    if (models.length === 0) {
      throw new NotFoundException(`No enabled ${provider} model to test the key with.`);
    }
    const model = models[0].id;
    const started = Date.now();
    try {
      const completion = await this.complete({ userId, feature: 'provider-key-test', model, prompt: 'Reply with the word OK.', maxTokens: 5, temperature: 0 });
      const seconds = (completion.latencyMs / 1000).toFixed(2);
      return { ok: true, message: `${PROVIDER_INFO[provider].label} answered with ${model} in ${seconds} s.`, model, keySource: key.source, latencyMs: completion.latencyMs };
    } catch (error) {
      if (error instanceof LlmError && PROVIDER_SIDE_KINDS.has(error.kind)) {
        return { ok: false, message: error.message, model, keySource: key.source, latencyMs: Date.now() - started };
      }
      throw error;
    }
  }

  private async run(request: CompletionRequest, output: OutputFormat, accept: (text: string) => boolean): Promise<Completion> {
    const prepared = await this.prepare(request);
    const { entry, key, timeoutMs } = prepared;
    const started = Date.now();
    const signal = AbortSignal.timeout(timeoutMs);
    const call = this.providerCall(request, prepared, output, signal);
    let reply;
    try {
      reply = await withRetries(() => this.client(entry.provider).complete(call), {
        maxRetries: request.maxRetries ?? this.config.llm.maxRetries,
        deadline: started + timeoutMs,
        signal,
      });
    } catch (error) {
      const failure = this.failure(error, call, signal);
      await this.record(request, entry, key, failure.kind as CallOutcome, { latencyMs: Date.now() - started });
      throw failure;
    }
    const completion = this.completion(entry, reply, reply.text, Date.now() - started);
    if (!accept(reply.text)) {
      await this.record(request, entry, key, 'invalid_response', completion);
      throw new LlmError('invalid_response', INVALID_RESPONSE_MESSAGE);
    }
    await this.record(request, entry, key, 'ok', completion);
    return completion;
  }

  /** Everything checked before any provider is called: model, key, budget, limits. */
  private async prepare(request: CompletionRequest): Promise<PreparedCall> {
    const entry = await this.catalog.findEnabled(request.model);
    if (!entry) {
      throw new LlmError('unknown_model', `Unknown model "${request.model}".`);
    }
    const key = await this.keys.resolve(request.userId, entry.provider);
    if (!key) {
      throw new LlmError('no_key', noKeyMessage(entry.provider));
    }
    if (key.source === 'server') {
      const budget = await this.usage.dailyBudget(request.userId);
      if (budget.spentTodayUsd >= budget.limitUsd) {
        await this.record(request, entry, key, 'budget_exceeded', { latencyMs: 0 });
        throw new LlmError(
          'budget_exceeded',
          `You have reached today's limit of $${budget.limitUsd.toFixed(2)} for AI calls on PromptForge's provider keys. Add your own ${entry.provider} key in Settings → LLM Providers, or try again tomorrow.`,
          Math.max(1, Math.ceil((budget.resetsAt.getTime() - Date.now()) / 1000)),
        );
      }
    }
    const messages = request.messages ?? (request.prompt !== undefined ? [{ role: 'user' as const, content: request.prompt }] : []);
    if (messages.length === 0) {
      throw new Error('LlmGateway: a request needs messages or a prompt');
    }
    return {
      entry,
      key,
      messages,
      maxTokens: Math.min(request.maxTokens ?? DEFAULT_MAX_TOKENS, entry.maxTokens),
      timeoutMs: request.timeoutMs ?? this.config.llm.timeoutMs,
    };
  }

  private providerCall(request: CompletionRequest, prepared: PreparedCall, output: OutputFormat, signal: AbortSignal): ProviderCall {
    return {
      provider: prepared.entry.provider,
      model: prepared.entry.id,
      apiKey: prepared.key.apiKey,
      baseUrl: prepared.key.baseUrl,
      system: request.system,
      messages: prepared.messages,
      temperature: request.temperature,
      maxTokens: prepared.maxTokens,
      output,
      signal,
      timeoutMs: prepared.timeoutMs,
    };
  }

  private client(provider: Provider): ProviderClient {
    return this.clients[PROVIDER_INFO[provider].api];
  }

  private completion(entry: CatalogEntry, tokens: { inputTokens: number; outputTokens: number }, text: string, latencyMs: number): Completion {
    return {
      text,
      inputTokens: tokens.inputTokens,
      outputTokens: tokens.outputTokens,
      latencyMs,
      costUsd: callCostUsd(entry, tokens),
      model: entry.id,
      provider: entry.provider,
    };
  }

  /** The user-facing error; what it came from is logged by class name only (SDK messages may quote bodies). */
  private failure(error: unknown, call: ProviderCall, signal: AbortSignal): LlmError {
    const timedOut = signal.aborted || isSdkTimeout(error);
    const failure = translateProviderError(error, { provider: call.provider, model: call.model, apiKey: call.apiKey, baseUrl: call.baseUrl, timeoutMs: call.timeoutMs, timedOut });
    if (failure.kind === 'invalid_response' || failure.kind === 'provider_error') {
      this.logger.warn(`LLM call ${call.provider}/${call.model} failed: ${failure.kind} (${(error as Error | undefined)?.constructor?.name ?? typeof error})`);
    }
    return failure;
  }

  private async record(
    request: CompletionRequest,
    entry: CatalogEntry,
    key: ResolvedKey,
    outcome: CallOutcome,
    result: Partial<Pick<Completion, 'inputTokens' | 'outputTokens' | 'costUsd' | 'latencyMs'>>,
  ): Promise<void> {
    const record = {
      userId: request.userId,
      feature: request.feature,
      provider: entry.provider,
      model: entry.id,
      keySource: key.source,
      inputTokens: result.inputTokens ?? 0,
      outputTokens: result.outputTokens ?? 0,
      costUsd: result.costUsd ?? 0,
      latencyMs: result.latencyMs ?? 0,
      outcome,
    };
    this.logger.log(
      `LLM call ${record.provider}/${record.model} for ${record.feature} (${record.keySource} key): ${outcome} in ${record.latencyMs} ms, ${record.inputTokens}+${record.outputTokens} tokens, $${record.costUsd}`,
    );
    await this.usage.record(record);
  }
}

function estimatedUsage(call: ProviderCall, text: string): { inputTokens: number; outputTokens: number } {
  const prompt = [call.system ?? '', ...call.messages.map((message) => message.content)].join('\n');
  return { inputTokens: estimateTokens(prompt), outputTokens: estimateTokens(text) };
}
