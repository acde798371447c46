import { Migration } from '@mikro-orm/migrations';

export class Migration20261124210721 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "chat_conversations" ("id" uuid not null, "user_id" uuid null, "visitor_name" varchar(100) null, "visitor_email" varchar(254) null, "token_digest" varchar(64) null, "created_at" timestamptz not null, constraint "chat_conversations_pkey" primary key ("id"));`);
    this.addSql(`alter table "chat_conversations" add constraint "chat_conversations_token_digest_unique" unique ("token_digest");`);
    this.addSql(`create index "chat_conversations_user_id_created_at_index" on "chat_conversations" ("user_id", "created_at");`);

    this.addSql(`create table "chat_messages" ("id" uuid not null, "conversation_id" uuid not null, "sender" text check ("sender" in ('user', 'ai')) not null, "content" text not null, "sources" jsonb not null, "created_at" timestamptz not null, constraint "chat_messages_pkey" primary key ("id"));`);
    this.addSql(`create index "chat_messages_conversation_id_created_at_index" on "chat_messages" ("conversation_id", "created_at");`);

    this.addSql(`alter table "chat_conversations" add constraint "chat_conversations_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "chat_messages" add constraint "chat_messages_conversation_id_foreign" foreign key ("conversation_id") references "chat_conversations" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "chat_messages" drop constraint "chat_messages_conversation_id_foreign";`);

    this.addSql(`drop table if exists "chat_conversations" cascade;`);

    this.addSql(`drop table if exists "chat_messages" cascade;`);
  }

}
