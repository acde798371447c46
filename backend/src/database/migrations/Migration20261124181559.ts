import { Migration } from '@mikro-orm/migrations';

export class Migration20261124181559 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "llm_models" drop constraint if exists "llm_models_provider_check";`);

    this.addSql(`alter table "provider_keys" drop constraint if exists "provider_keys_provider_check";`);

    this.addSql(`alter table "llm_calls" drop constraint if exists "llm_calls_provider_check";`);

    this.addSql(`alter table "llm_models" add constraint "llm_models_provider_check" check("provider" in ('openai', 'anthropic', 'google', 'deepseek', 'perplexity', 'meta', 'mistral'));`);

    this.addSql(`alter table "provider_keys" add constraint "provider_keys_provider_check" check("provider" in ('openai', 'anthropic', 'google', 'deepseek', 'perplexity', 'meta', 'mistral'));`);

    this.addSql(`alter table "llm_calls" add constraint "llm_calls_provider_check" check("provider" in ('openai', 'anthropic', 'google', 'deepseek', 'perplexity', 'meta', 'mistral'));`);

    // Mistral's La Plateforme (OpenAI-compatible): the -latest aliases of its flagship, small and code
    // models, with their published context windows and prices per 1k tokens (Mistral Large 3: 0.50/1.50 USD
    // per million; Mistral Small: 0.10/0.30; Codestral: 0.30/0.90). Mistral caps the output only by the
    // context window; maxTokens is the largest reply the catalogue plans for.
    this.addSql(`insert into "llm_models" ("id", "provider", "name", "type", "context_window", "max_tokens", "cost_per_1k_tokens_input", "cost_per_1k_tokens_output", "enabled", "prices_as_of") values
      ('mistral-large-latest', 'mistral', 'Mistral Large', 'chat', 262144, 8192, 0.0005, 0.0015, true, '2026-11-24'),
      ('mistral-small-latest', 'mistral', 'Mistral Small', 'chat', 131072, 8192, 0.0001, 0.0003, true, '2026-11-24'),
      ('codestral-latest', 'mistral', 'Codestral', 'chat', 262144, 8192, 0.0003, 0.0009, true, '2026-11-24');`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "llm_calls" where "provider" = 'mistral';`);
    this.addSql(`delete from "provider_keys" where "provider" = 'mistral';`);
    this.addSql(`delete from "llm_models" where "provider" = 'mistral';`);

    this.addSql(`alter table "llm_calls" drop constraint if exists "llm_calls_provider_check";`);

    this.addSql(`alter table "llm_models" drop constraint if exists "llm_models_provider_check";`);

    this.addSql(`alter table "provider_keys" drop constraint if exists "provider_keys_provider_check";`);

    this.addSql(`alter table "llm_calls" add constraint "llm_calls_provider_check" check("provider" in ('openai', 'anthropic', 'google', 'deepseek', 'perplexity', 'meta'));`);

    this.addSql(`alter table "llm_models" add constraint "llm_models_provider_check" check("provider" in ('openai', 'anthropic', 'google', 'deepseek', 'perplexity', 'meta'));`);

    this.addSql(`alter table "provider_keys" add constraint "provider_keys_provider_check" check("provider" in ('openai', 'anthropic', 'google', 'deepseek', 'perplexity', 'meta'));`);
  }

}
