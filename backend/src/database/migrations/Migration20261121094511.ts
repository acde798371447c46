import { Migration } from '@mikro-orm/migrations';

export class Migration20261121094511 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "processed_stripe_events" ("id" varchar(255) not null, "type" varchar(100) not null, "processed_at" timestamptz not null, constraint "processed_stripe_events_pkey" primary key ("id"));`);

    this.addSql(`create table "checkout_sessions" ("id" uuid not null, "user_id" uuid not null, "provider" text check ("provider" in ('local', 'stripe')) not null, "session_id" varchar(255) null, "created_at" timestamptz not null, "completed_at" timestamptz null, constraint "checkout_sessions_pkey" primary key ("id"));`);
    this.addSql(`create index "checkout_sessions_user_id_index" on "checkout_sessions" ("user_id");`);
    this.addSql(`alter table "checkout_sessions" add constraint "checkout_sessions_session_id_unique" unique ("session_id");`);

    this.addSql(`alter table "checkout_sessions" add constraint "checkout_sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "subscriptions" drop constraint if exists "subscriptions_status_check";`);

    this.addSql(`alter table "subscriptions" add column "canceled_at" timestamptz null, add column "provider" text check ("provider" in ('local', 'stripe')) null, add column "external_id" varchar(255) null, add column "stripe_customer_id" varchar(255) null;`);
    this.addSql(`alter table "subscriptions" add constraint "subscriptions_status_check" check("status" in ('trialing', 'active', 'canceled', 'past_due', 'unpaid', 'incomplete', 'incomplete_expired', 'paused'));`);
    this.addSql(`alter table "subscriptions" add constraint "subscriptions_external_id_unique" unique ("external_id");`);
    this.addSql(`alter table "subscriptions" add constraint "subscriptions_stripe_customer_id_unique" unique ("stripe_customer_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "processed_stripe_events" cascade;`);

    this.addSql(`drop table if exists "checkout_sessions" cascade;`);

    this.addSql(`alter table "subscriptions" drop constraint if exists "subscriptions_status_check";`);

    this.addSql(`alter table "subscriptions" drop constraint "subscriptions_external_id_unique";`);
    this.addSql(`alter table "subscriptions" drop constraint "subscriptions_stripe_customer_id_unique";`);
    this.addSql(`alter table "subscriptions" drop column "canceled_at", drop column "provider", drop column "external_id", drop column "stripe_customer_id";`);

    this.addSql(`alter table "subscriptions" add constraint "subscriptions_status_check" check("status" in ('trialing', 'active', 'canceled', 'past_due', 'unpaid', 'incomplete', 'incomplete_expired'));`);
  }

}
