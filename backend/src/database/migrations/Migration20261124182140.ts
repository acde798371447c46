import { Migration } from '@mikro-orm/migrations';

export class Migration20261124182140 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "playground_sessions" ("id" uuid not null, "user_id" uuid not null, "name" varchar(200) not null, "prompts" jsonb not null, "llm_configs" jsonb not null, "results" jsonb not null, "created_at" timestamptz not null, constraint "playground_sessions_pkey" primary key ("id"));`);
    this.addSql(`create index "playground_sessions_user_id_created_at_index" on "playground_sessions" ("user_id", "created_at");`);

    this.addSql(`create table "playground_runs" ("id" uuid not null, "user_id" uuid not null, "status" varchar(20) not null default 'running', "prompts" jsonb not null, "llm_configs" jsonb not null, "concurrency" int not null, "total_items" int not null, "estimated_cost_usd" numeric(14,6) not null, "created_at" timestamptz not null, "finished_at" timestamptz null, constraint "playground_runs_pkey" primary key ("id"));`);
    this.addSql(`create index "playground_runs_user_id_created_at_index" on "playground_runs" ("user_id", "created_at");`);

    this.addSql(`create table "playground_run_items" ("id" uuid not null, "run_id" uuid not null, "row_index" int not null, "prompt_index" int not null, "model_index" int not null, "input_variables" jsonb not null, "expectations" jsonb null, "dry_run" boolean not null, "status" varchar(20) not null default 'queued', "claim_token" uuid null, "claimed_at" timestamptz null, "attempts" int not null default 0, "output_text" text null, "error" text null, "latency_ms" int null, "input_tokens" int null, "output_tokens" int null, "cost_usd" numeric(14,6) null, "unresolved_variables" jsonb not null, "passed" boolean null, "assertion_reason" text null, "finished_at" timestamptz null, constraint "playground_run_items_pkey" primary key ("id"));`);
    this.addSql(`create index "playground_run_items_run_id_status_index" on "playground_run_items" ("run_id", "status");`);

    this.addSql(`alter table "playground_sessions" add constraint "playground_sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "playground_runs" add constraint "playground_runs_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "playground_run_items" add constraint "playground_run_items_run_id_foreign" foreign key ("run_id") references "playground_runs" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "playground_run_items" drop constraint "playground_run_items_run_id_foreign";`);

    this.addSql(`drop table if exists "playground_sessions" cascade;`);

    this.addSql(`drop table if exists "playground_runs" cascade;`);

    this.addSql(`drop table if exists "playground_run_items" cascade;`);
  }

}
