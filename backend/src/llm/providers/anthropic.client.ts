import Anthropic from '@anthropic-ai/sdk';
import type { MessageCreateParamsBase } from '@anthropic-ai/sdk/resources/messages';
import { jsonInstruction, withInstruction, type ProviderCall, type ProviderClient, type ProviderReply, type ProviderStreamEvent } from './provider-client';

/**
 * Anthropic through `@anthropic-ai/sdk`. A schema goes in `output_config.format` (structured outputs); plain
 * JSON is asked for in the system prompt. The Messages API of this SDK has no temperature (Anthropic
 * deprecated sampling parameters), so the requested temperature is not sent.
 */
export class AnthropicClient implements ProviderClient {
  async complete(call: ProviderCall): Promise<ProviderReply> {
    const message = await sdk(call).messages.create({ ...params(call), stream: false }, { signal: call.signal });
    const text = message.content.map((block) => (block.type === 'text' ? block.text : '')).join('');
    return { text, inputTokens: message.usage.input_tokens, outputTokens: message.usage.output_tokens };
  }

  async openStream(call: ProviderCall): Promise<AsyncIterable<ProviderStreamEvent>> {
    const stream = await sdk(call).messages.create({ ...params(call), stream: true }, { signal: call.signal });
    return (async function* () {
      let inputTokens = 0;
      let outputTokens = 0;
      for await (const event of stream) {
        if (event.type === 'message_start') {
          inputTokens = event.message.usage.input_tokens;
          outputTokens = event.message.usage.output_tokens;
        } else if (event.type === 'content_block_delta' && event.delta.type === 'text_delta') {
          yield { type: 'text', text: event.delta.text } as const;
        } else if (event.type === 'message_delta') {
          outputTokens = event.usage.output_tokens;
        }
      }
      yield { type: 'usage', inputTokens, outputTokens } as const;
    })();
  }
}

function sdk(call: ProviderCall): Anthropic {
  // Retries and the deadline are the gateway's; the SDK logs nothing (its messages may quote URLs and bodies).
  return new Anthropic({ apiKey: call.apiKey, baseURL: call.baseUrl, maxRetries: 0, timeout: call.timeoutMs, logLevel: 'off' });
}

function params(call: ProviderCall): MessageCreateParamsBase {
  const system = withInstruction(call.system, call.output.kind === 'json' ? jsonInstruction(call.output) : undefined);
  const body: MessageCreateParamsBase = { model: call.model, max_tokens: call.maxTokens, messages: call.messages };
  if (system) {
    body.system = system;
  }
  if (call.output.kind === 'schema') {
    body.output_config = { format: { type: 'json_schema', schema: call.output.schema } };
  }
  return body;
}
