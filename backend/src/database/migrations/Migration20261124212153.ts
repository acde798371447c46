import { Migration } from '@mikro-orm/migrations';

export class Migration20261124212153 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "documents" ("id" uuid not null, "user_id" uuid not null, "title" varchar(200) not null, "document_type" varchar(20) not null, "content_markdown" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "documents_pkey" primary key ("id"));`);
    this.addSql(`create index "documents_user_id_created_at_index" on "documents" ("user_id", "created_at");`);

    this.addSql(`create table "documentation_jobs" ("id" uuid not null, "user_id" uuid not null, "status" varchar(20) not null default 'queued', "request" jsonb not null, "document_id" uuid null, "error" varchar(500) null, "created_at" timestamptz not null, "finished_at" timestamptz null, constraint "documentation_jobs_pkey" primary key ("id"));`);
    this.addSql(`create index "documentation_jobs_user_id_created_at_index" on "documentation_jobs" ("user_id", "created_at");`);

    this.addSql(`alter table "documents" add constraint "documents_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "documentation_jobs" add constraint "documentation_jobs_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "documentation_jobs" add constraint "documentation_jobs_document_id_foreign" foreign key ("document_id") references "documents" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "documentation_jobs" drop constraint "documentation_jobs_document_id_foreign";`);

    this.addSql(`drop table if exists "documents" cascade;`);

    this.addSql(`drop table if exists "documentation_jobs" cascade;`);
  }

}
