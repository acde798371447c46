import { Migration } from '@mikro-orm/migrations';

export class Migration20261121094901 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "llm_models" ("id" varchar(100) not null, "provider" text check ("provider" in ('openai', 'anthropic', 'google', 'deepseek', 'perplexity', 'meta')) not null, "name" varchar(120) not null, "type" varchar(20) not null default 'chat', "context_window" int not null, "max_tokens" int not null, "cost_per_1k_tokens_input" numeric(12,6) not null, "cost_per_1k_tokens_output" numeric(12,6) not null, "enabled" boolean not null default true, "prices_as_of" date not null, constraint "llm_models_pkey" primary key ("id"));`);

    // The model catalogue of the tool spec §3 (the two ids it leaves open: claude-sonnet-4-6 and
    // llama-3.1-sonar-large-128k-online), plus gpt-3.5-turbo, which the playground offers.
    this.addSql(`insert into "llm_models" ("id", "provider", "name", "type", "context_window", "max_tokens", "cost_per_1k_tokens_input", "cost_per_1k_tokens_output", "enabled", "prices_as_of") values
      ('gpt-4o', 'openai', 'GPT-4o', 'chat', 128000, 4096, 0.01, 0.03, true, '2026-11-21'),
      ('gemini-pro', 'google', 'Gemini Pro', 'chat', 32000, 8192, 0.0025, 0.0075, true, '2026-11-21'),
      ('gemini-2.5-pro', 'google', 'Gemini 2.5 Pro', 'chat', 1000000, 8192, 0.0035, 0.0105, true, '2026-11-21'),
      ('gemini-2.5-flash', 'google', 'Gemini 2.5 Flash', 'chat', 1000000, 8192, 0.00075, 0.003, true, '2026-11-21'),
      ('claude-sonnet-4-6', 'anthropic', 'Claude Sonnet 4.6', 'chat', 200000, 4096, 0.003, 0.015, true, '2026-11-21'),
      ('llama-3.1-sonar-large-128k-online', 'perplexity', 'Llama 3.1 Sonar Large 128k Online', 'chat', 128000, 4096, 0.0008, 0.0024, true, '2026-11-21'),
      ('deepseek-chat', 'deepseek', 'DeepSeek Chat', 'chat', 32000, 4096, 0.002, 0.01, true, '2026-11-21'),
      ('llama-3-70b', 'meta', 'Llama 3 70B', 'chat', 8000, 2048, 0.001, 0.005, true, '2026-11-21'),
      ('gpt-3.5-turbo', 'openai', 'GPT-3.5 Turbo', 'chat', 16385, 4096, 0.0005, 0.0015, true, '2026-11-21');`);

    this.addSql(`create table "provider_keys" ("id" uuid not null, "user_id" uuid not null, "provider" text check ("provider" in ('openai', 'anthropic', 'google', 'deepseek', 'perplexity', 'meta')) not null, "encrypted_key" text not null, "last_four" varchar(4) not null, "base_url" varchar(2048) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "provider_keys_pkey" primary key ("id"));`);
    this.addSql(`alter table "provider_keys" add constraint "provider_keys_user_id_provider_unique" unique ("user_id", "provider");`);

    this.addSql(`create table "llm_calls" ("id" bigserial primary key, "user_id" uuid not null, "feature" varchar(60) not null, "provider" text check ("provider" in ('openai', 'anthropic', 'google', 'deepseek', 'perplexity', 'meta')) not null, "model" varchar(100) not null, "key_source" text check ("key_source" in ('user', 'server')) not null, "input_tokens" int not null default 0, "output_tokens" int not null default 0, "cost_usd" numeric(14,6) not null default 0, "latency_ms" int not null default 0, "outcome" text check ("outcome" in ('ok', 'budget_exceeded', 'key_rejected', 'rate_limited', 'timeout', 'model_unknown', 'invalid_response', 'provider_error')) not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "llm_calls_user_id_created_at_index" on "llm_calls" ("user_id", "created_at");`);

    this.addSql(`alter table "provider_keys" add constraint "provider_keys_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "llm_calls" add constraint "llm_calls_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "llm_models" cascade;`);

    this.addSql(`drop table if exists "provider_keys" cascade;`);

    this.addSql(`drop table if exists "llm_calls" cascade;`);
  }

}
