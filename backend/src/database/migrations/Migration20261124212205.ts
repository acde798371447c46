import { Migration } from '@mikro-orm/migrations';

export class Migration20261124212205 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "security_checks" ("id" uuid not null, "user_id" uuid not null, "text_type" varchar(10) not null, "context" varchar(10) not null, "overall_score" int not null, "summary" text not null, "detected_risks" jsonb not null, "compliance_suggestions" jsonb not null, "counts" jsonb not null, "pii_detected" boolean not null, "bias_detected" boolean not null, "text_length" int not null, "prompt_id" uuid null, "prompt_version" int null, "created_at" timestamptz not null, constraint "security_checks_pkey" primary key ("id"));`);
    this.addSql(`create index "security_checks_user_id_created_at_index" on "security_checks" ("user_id", "created_at");`);

    this.addSql(`alter table "security_checks" add constraint "security_checks_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "security_checks" add constraint "security_checks_prompt_id_foreign" foreign key ("prompt_id") references "prompts" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "security_checks" cascade;`);
  }

}
