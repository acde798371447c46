import { Migration } from '@mikro-orm/migrations';

export class Migration20261124211413 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "rules" ("id" uuid not null, "user_id" uuid not null, "name" varchar(120) not null, "content" text not null, "target_software" varchar(20) not null default 'cursor.ai', "activation" varchar(10) not null default 'always', "globs" jsonb not null, "description" text not null default '', "lint" jsonb not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "rules_pkey" primary key ("id"));`);
    this.addSql(`create index "rules_user_id_updated_at_index" on "rules" ("user_id", "updated_at");`);
    this.addSql(`create unique index "rules_user_id_lower_name_unique" on "rules" ("user_id", lower("name"));`);

    this.addSql(`alter table "rules" add constraint "rules_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rules" cascade;`);
  }

}
