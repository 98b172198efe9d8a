import type { Kysely } from 'kysely';

/**
 * An audit entry's summary as data (JSON, contract/schemas.ts AuditDetailSchema), for the back
 * office to show in the reader's language (null for the entries written before).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('detail', 'text').execute();
}
