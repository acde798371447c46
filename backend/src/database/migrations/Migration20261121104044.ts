import { Migration } from '@mikro-orm/migrations';

export class Migration20261121104044 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "prompts" ("id" uuid not null, "user_id" uuid not null, "name" varchar(120) not null, "description" text null, "content" text not null, "system_prompt" text null, "llm_model_default" varchar(100) not null, "current_version" int not null default 1, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "prompts_pkey" primary key ("id"));`);
    this.addSql(`create unique index "prompts_user_id_lower_name_unique" on "prompts" ("user_id", lower("name"));`);

    this.addSql(`create table "prompt_versions" ("id" uuid not null, "prompt_id" uuid not null, "version" int not null, "content" text not null, "system_prompt" text null, "notes" varchar(500) not null, "created_at" timestamptz not null, constraint "prompt_versions_pkey" primary key ("id"));`);
    this.addSql(`alter table "prompt_versions" add constraint "prompt_versions_prompt_id_version_unique" unique ("prompt_id", "version");`);

    this.addSql(`alter table "prompts" add constraint "prompts_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "prompt_versions" add constraint "prompt_versions_prompt_id_foreign" foreign key ("prompt_id") references "prompts" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "prompt_versions" drop constraint "prompt_versions_prompt_id_foreign";`);

    this.addSql(`drop table if exists "prompts" cascade;`);

    this.addSql(`drop table if exists "prompt_versions" cascade;`);
  }

}
