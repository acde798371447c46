import { Migration } from '@mikro-orm/migrations';

export class Migration20261124191923 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "prompt_label_events" ("id" uuid not null, "prompt_id" uuid not null, "label" varchar(32) not null, "from_version" int null, "to_version" int null, "actor_id" uuid null, "via" varchar(16) not null, "created_at" timestamptz not null, constraint "prompt_label_events_pkey" primary key ("id"));`);
    this.addSql(`create index "prompt_label_events_prompt_id_created_at_index" on "prompt_label_events" ("prompt_id", "created_at");`);

    this.addSql(`create table "prompt_labels" ("id" uuid not null, "prompt_id" uuid not null, "label" varchar(32) not null, "version_id" uuid not null, "updated_at" timestamptz not null, constraint "prompt_labels_pkey" primary key ("id"));`);
    this.addSql(`create index "prompt_labels_version_id_index" on "prompt_labels" ("version_id");`);
    this.addSql(`alter table "prompt_labels" add constraint "prompt_labels_prompt_id_label_unique" unique ("prompt_id", "label");`);

    this.addSql(`alter table "prompt_label_events" add constraint "prompt_label_events_prompt_id_foreign" foreign key ("prompt_id") references "prompts" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "prompt_label_events" add constraint "prompt_label_events_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "prompt_labels" add constraint "prompt_labels_prompt_id_foreign" foreign key ("prompt_id") references "prompts" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "prompt_labels" add constraint "prompt_labels_version_id_foreign" foreign key ("version_id") references "prompt_versions" ("id") on update cascade on delete cascade;`);

    // Every existing prompt gets its `latest` label on its newest version, as a save does from now on.
    this.addSql(`insert into "prompt_labels" ("id", "prompt_id", "label", "version_id", "updated_at")
      select gen_random_uuid(), v."prompt_id", 'latest', v."id", now()
      from "prompt_versions" v join "prompts" p on p."id" = v."prompt_id" and p."current_version" = v."version";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "prompt_label_events" cascade;`);

    this.addSql(`drop table if exists "prompt_labels" cascade;`);
  }

}
