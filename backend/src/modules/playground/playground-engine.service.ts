import { Injectable } from '@nestjs/common';
import { countTokens } from '@promptforge/prompt-engine';

export interface CountRequest {
  /** The system text and the rendered prompt, counted apart and added (what the model is sent, without framing). */
  system?: string;
  prompt: string;
  model: string;
}

/**
 * The playground's CPU work — exact input-token counts of every rendered prompt (worst-case estimates and dry
 * runs) — behind one method, so that it can move into the engine worker pool as a whole.
 */
@Injectable()
export class PlaygroundEngine {
  countInputTokens(requests: readonly CountRequest[]): number[] {
    const cache = new Map<string, number>();
    const count = (text: string, model: string) => {
      const key = `${model}\u0000${text}`;
      let tokens = cache.get(key);
      if (tokens === undefined) {
        tokens = text ? countTokens(text, model).tokens : 0;
        cache.set(key, tokens);
      }
      return tokens;
    };
    return requests.map((request) => count(request.prompt, request.model) + (request.system ? count(request.system, request.model) : 0));
  }
}
