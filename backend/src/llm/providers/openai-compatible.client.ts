import OpenAI from 'openai';
import type { ChatCompletionCreateParamsBase, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { PROVIDER_INFO } from '../providers';
import { jsonInstruction, withInstruction, type ProviderCall, type ProviderClient, type ProviderReply, type ProviderStreamEvent } from './provider-client';

/** OpenAI, and every provider with an OpenAI-compatible chat-completions endpoint, through the `openai` SDK. */
export class OpenAiCompatibleClient implements ProviderClient {
  async complete(call: ProviderCall): Promise<ProviderReply> {
    const completion = await sdk(call).chat.completions.create({ ...params(call), stream: false }, { signal: call.signal });
    return {
      text: completion.choices[0]?.message?.content ?? '',
      inputTokens: completion.usage?.prompt_tokens ?? 0,
      outputTokens: completion.usage?.completion_tokens ?? 0,
    };
  }

  async openStream(call: ProviderCall): Promise<AsyncIterable<ProviderStreamEvent>> {
    const stream = await sdk(call).chat.completions.create(
      { ...params(call), stream: true, stream_options: { include_usage: true } },
      { signal: call.signal },
    );
    return (async function* () {
      for await (const chunk of stream) {
        const text = chunk.choices[0]?.delta?.content;
        if (text) {
          yield { type: 'text', text } as const;
        }
        if (chunk.usage) {
          yield { type: 'usage', inputTokens: chunk.usage.prompt_tokens, outputTokens: chunk.usage.completion_tokens } as const;
        }
      }
    })();
  }
}

function sdk(call: ProviderCall): OpenAI {
  // Retries and the deadline are the gateway's; the SDK logs nothing (its messages may quote URLs and bodies).
  return new OpenAI({ apiKey: call.apiKey, baseURL: call.baseUrl, maxRetries: 0, timeout: call.timeoutMs, logLevel: 'off' });
}

function params(call: ProviderCall): ChatCompletionCreateParamsBase {
  const { structuredOutput, jsonMode } = PROVIDER_INFO[call.provider];
  const schemaFormat = call.output.kind === 'schema' && structuredOutput === 'schema';
  // The instruction always goes with JSON mode: OpenAI refuses json_object when the prompt never says "JSON".
  const system = withInstruction(call.system, schemaFormat ? undefined : jsonInstruction(call.output));
  const messages: ChatCompletionMessageParam[] = [...(system ? [{ role: 'system' as const, content: system }] : []), ...call.messages];
  const body: ChatCompletionCreateParamsBase = { model: call.model, messages, max_tokens: call.maxTokens };
  if (call.temperature !== undefined) {
    body.temperature = call.temperature;
  }
  if (call.output.kind === 'schema' && schemaFormat) {
    body.response_format = { type: 'json_schema', json_schema: { name: call.output.name, schema: call.output.schema, strict: false } };
  } else if (call.output.kind !== 'text' && jsonMode) {
    body.response_format = { type: 'json_object' };
  }
  return body;
}
