import { Migration } from '@mikro-orm/migrations';

export class Migration20261121071831 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "rate_limit_events" ("id" bigserial primary key, "key" varchar(300) not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "rate_limit_events_key_created_at_index" on "rate_limit_events" ("key", "created_at");`);

    this.addSql(`create table "users" ("id" uuid not null, "name" varchar(120) not null, "email" varchar(254) not null, "password_hash" varchar(255) not null, "profile_image_url" varchar(2048) null, "email_updates" boolean not null default false, "security_alerts" boolean not null default true, "new_features" boolean not null default true, "marketing_emails" boolean not null default false, "created_at" timestamptz not null, constraint "users_pkey" primary key ("id"));`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);

    this.addSql(`create table "subscriptions" ("id" uuid not null, "user_id" uuid not null, "plan_id" text check ("plan_id" in ('free-trial', 'pro')) not null, "status" text check ("status" in ('trialing', 'active', 'canceled', 'past_due', 'unpaid', 'incomplete', 'incomplete_expired')) not null, "current_period_start" timestamptz not null, "current_period_end" timestamptz not null, "cancel_at_period_end" boolean not null default false, "updated_at" timestamptz not null, constraint "subscriptions_pkey" primary key ("id"));`);
    this.addSql(`alter table "subscriptions" add constraint "subscriptions_user_id_unique" unique ("user_id");`);

    this.addSql(`create table "sessions" ("id" uuid not null, "user_id" uuid not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, constraint "sessions_pkey" primary key ("id"));`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);

    this.addSql(`create table "notifications" ("id" uuid not null, "user_id" uuid not null, "type" text check ("type" in ('info', 'success', 'warning', 'error')) not null, "title" varchar(200) not null, "message" text not null, "read" boolean not null default false, "event_key" varchar(100) null, "created_at" timestamptz not null, constraint "notifications_pkey" primary key ("id"));`);
    this.addSql(`create index "notifications_user_id_created_at_index" on "notifications" ("user_id", "created_at");`);
    this.addSql(`alter table "notifications" add constraint "notifications_user_id_event_key_unique" unique ("user_id", "event_key");`);

    this.addSql(`create table "api_keys" ("id" uuid not null, "user_id" uuid not null, "name" varchar(100) not null, "prefix" varchar(16) not null, "digest" varchar(64) not null, "created_at" timestamptz not null, "last_used_at" timestamptz null, constraint "api_keys_pkey" primary key ("id"));`);
    this.addSql(`alter table "api_keys" add constraint "api_keys_digest_unique" unique ("digest");`);
    this.addSql(`create index "api_keys_user_id_index" on "api_keys" ("user_id");`);

    this.addSql(`alter table "subscriptions" add constraint "subscriptions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "notifications" add constraint "notifications_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "api_keys" add constraint "api_keys_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
  }

}
