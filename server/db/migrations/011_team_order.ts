import type { Kysely } from 'kysely';

/**
 * The team's order (issue 29): one position per lawyer, shared by his languages, set by
 * drag-and-drop in the back office. The lawyers already there get the positions 1..n in the order
 * the back office listed them (pinned first, then their old position, then the order they were
 * added), so no public list changes place except where languages disagreed (by name before).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const rows = (await db
    .selectFrom('lawyer')
    .select((eb) => ['no', eb.fn.max('top').as('t'), eb.fn.min('sort').as('s'), eb.fn.min('id').as('i')])
    .groupBy('no')
    .orderBy('t', 'desc')
    .orderBy('s')
    .orderBy('i')
    .execute()) as unknown as { no: string }[];
  for (let i = 0; i < rows.length; i++)
    await db
      .updateTable('lawyer')
      .set({ sort: i + 1 })
      .where('no', '=', rows[i]!.no)
      .execute();
}
