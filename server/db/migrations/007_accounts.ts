import type { Kysely } from 'kysely';
import type { Dialect } from '../types';

/**
 * Staff accounts grow up: a role per account (the spec's role_id), the languages it may edit, a
 * disabled flag, a one-time password that must be changed, two-factor sign-in (TOTP secret, the
 * last time step used, hashed recovery codes); sessions remember where they were opened; every
 * write and sign-in lands in an append-only audit trail. Offices get an address and a phone per
 * language.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const id = (t: any) =>
    dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c: any) => c.primaryKey())
      : t.addColumn('id', 'integer', (c: any) => c.primaryKey().autoIncrement());

  await db.schema.alterTable('admin_user').addColumn('languages', 'text').execute();
  await db.schema.alterTable('admin_user').addColumn('disabled_at', 'text').execute();
  await db.schema
    .alterTable('admin_user')
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('admin_user').addColumn('totp_secret', 'text').execute();
  await db.schema.alterTable('admin_user').addColumn('totp_pending_secret', 'text').execute();
  await db.schema.alterTable('admin_user').addColumn('totp_last_step', 'integer').execute();
  // Every account so far could do everything: it stays an Administrator.
  await db.updateTable('admin_user').set({ role_id: 1, role_name: 'administrator' }).execute();

  await db.schema
    .createTable('recovery_code')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('recovery_code_pk', ['user_id', 'code_hash'])
    .execute();

  await db.schema
    .alterTable('admin_session')
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('admin_session')
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await id(db.schema.createTable('audit_log'))
    .addColumn('at', 'text', (c: any) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('account', 'text')
    .addColumn('ip', 'text', (c: any) => c.notNull())
    .addColumn('action', 'text', (c: any) => c.notNull())
    .addColumn('kind', 'text')
    .addColumn('item_key', 'text')
    .addColumn('summary', 'text', (c: any) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at', 'id']).execute();
  await db.schema.createIndex('audit_log_account').on('audit_log').columns(['account', 'at']).execute();

  await db.schema
    .alterTable('office')
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('office')
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
