import { Migration } from '@mikro-orm/migrations';

export class Migration20261124210955 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "contact_messages" ("id" uuid not null, "name" varchar(100) not null, "email" varchar(254) not null, "subject" varchar(200) not null, "message" text not null, "delivery" varchar(8) not null default 'stored', "delivery_error" varchar(300) null, "created_at" timestamptz not null, constraint "contact_messages_pkey" primary key ("id"));`);
    this.addSql(`create index "contact_messages_created_at_index" on "contact_messages" ("created_at");`);

    this.addSql(`create table "web_vital_samples" ("id" bigserial primary key, "metric" varchar(8) not null, "value" double precision not null, "path" varchar(200) null, "created_at" timestamptz not null);`);
    this.addSql(`create index "web_vital_samples_metric_created_at_index" on "web_vital_samples" ("metric", "created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "contact_messages" cascade;`);

    this.addSql(`drop table if exists "web_vital_samples" cascade;`);
  }

}
