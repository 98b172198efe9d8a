import type { Kysely } from 'kysely';
import type { Dialect } from '../types';

/**
 * Inquiries from the public site and the mail they cause: `inquiry` (the record, kept first),
 * `outbox` (mail written in the same transaction, sent by a worker that claims rows with a lock),
 * `rate_event` (what the inquiry limits count, held in the database so every process sees it).
 * Offices get opening hours per language, practice areas an inquiry recipient, case analyses a
 * "client consent on file" flag.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const id = (t: any) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c: any) => c.primaryKey())
      : t.addColumn('id', 'integer', (c: any) => c.primaryKey().autoIncrement());

  await id(db.schema.createTable('inquiry'))
    .addColumn('name', 'text', (c: any) => c.notNull())
    .addColumn('email', 'text', (c: any) => c.notNull())
    .addColumn('phone', 'text', (c: any) => c.notNull().defaultTo(''))
    .addColumn('company', 'text', (c: any) => c.notNull().defaultTo(''))
    .addColumn('subject', 'text', (c: any) => c.notNull())
    .addColumn('message', 'text', (c: any) => c.notNull())
    .addColumn('lang', 'text', (c: any) => c.notNull())
    .addColumn('lawyer_no', 'text')
    .addColumn('field_no', 'text')
    .addColumn('article_id', 'integer')
    .addColumn('consent_text', 'text', (c: any) => c.notNull())
    .addColumn('consent_version', 'integer', (c: any) => c.notNull())
    .addColumn('status', 'text', (c: any) => c.notNull().defaultTo('new'))
    .addColumn('assignee_id', 'integer')
    .addColumn('notes', 'text', (c: any) => c.notNull().defaultTo(''))
    .addColumn('history', 'text', (c: any) => c.notNull().defaultTo('[]'))
    .addColumn('ip', 'text', (c: any) => c.notNull().defaultTo(''))
    .addColumn('closed_at', 'text')
    .addColumn('create_time', 'text', (c: any) => c.notNull())
    .addColumn('update_time', 'text', (c: any) => c.notNull())
    .execute();
  await db.schema.createIndex('inquiry_status').on('inquiry').columns(['status', 'id']).execute();
  await db.schema.createIndex('inquiry_email').on('inquiry').column('email').execute();
  await db.schema.createIndex('inquiry_closed').on('inquiry').column('closed_at').execute();

  await id(db.schema.createTable('outbox'))
    .addColumn('inquiry_id', 'integer')
    .addColumn('purpose', 'text', (c: any) => c.notNull())
    .addColumn('to_address', 'text', (c: any) => c.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('subject', 'text', (c: any) => c.notNull())
    .addColumn('body', 'text', (c: any) => c.notNull())
    .addColumn('attempts', 'integer', (c: any) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c: any) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('create_time', 'text', (c: any) => c.notNull())
    .execute();
  await db.schema.createIndex('outbox_due').on('outbox').columns(['sent_at', 'next_attempt_at']).execute();
  await db.schema.createIndex('outbox_inquiry').on('outbox').column('inquiry_id').execute();

  await id(db.schema.createTable('rate_event'))
    .addColumn('key', 'text', (c: any) => c.notNull())
    .addColumn('at', 'text', (c: any) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_event_key_at').on('rate_event').columns(['key', 'at']).execute();

  await db.schema
    .alterTable('office')
    .addColumn('opening_hours', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('professional_field').addColumn('inquiry_email', 'text').execute();
  await db.schema
    .alterTable('article')
    .addColumn('client_consent', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
