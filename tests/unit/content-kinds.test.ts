import { describe, expect, it } from 'vitest';
import { kindsOfTable, kindsWritten, noteWrite, tablesRead, type WriteNote } from '#server/lib/content-kinds.ts';

/** What a statement tells the caches (server/lib/content-kinds.ts): the kinds it reads, writes, and whether it withdraws content. */
describe('kinds of content from SQL', () => {
  it('reads: every table after from and join, quoted or not, as its kind; private tables are none', () => {
    const sql =
      'select "a".* from "article" as "a" inner join "catalog" on "catalog"."id" = "a"."cata_id" left join lawyer_field lf on 1 = 1 where exists (select 1 from "professional_field" as v)';
    expect(tablesRead(sql)).toEqual(['article', 'catalog', 'lawyer_field', 'professional_field']);
    expect(kindsOfTable('article')).toEqual(['news', 'case', 'honour']);
    expect(kindsOfTable('article', 'case')).toEqual(['case']);
    expect(kindsOfTable('lawyer_field')).toEqual(['team']);
    expect(kindsOfTable('upload_text')).toEqual(['media']);
    expect(kindsOfTable('admin_session')).toEqual([]);
    expect(kindsOfTable('site_state')).toEqual([]);
    // A table nobody mapped yet is a kind of its own: never a read that goes unnoticed.
    expect(kindsOfTable('media_text')).toEqual(['media_text']);
  });

  const note = (): WriteNote => ({ tables: new Set(), hard: false });

  it('writes: an edit is soft, a delete, a draft or a publication moved to later withdraws (hard)', () => {
    const edit = note();
    noteWrite(edit, 'update "article" set "title" = ?, "status" = ? where "id" = ?', ['T', 'published', 1]);
    noteWrite(edit, 'delete from "article_lawyer" where "article_id" = ?', [1]);
    noteWrite(edit, 'insert into "audit_log" ("summary") values (?)', ['x']);
    expect(edit.hard).toBe(false);
    expect(kindsWritten(edit, 'news')).toEqual(['news']);
    expect(kindsWritten(edit, 'settings')).toEqual(['news', 'case', 'honour']);

    const draft = note();
    noteWrite(draft, 'update "article" set "status" = ? where "id" = ?', ['draft', 1]);
    expect(draft.hard).toBe(true);
    const deleted = note();
    noteWrite(deleted, 'delete from "lawyer" where "no" = ?', ['L1']);
    expect(deleted.hard).toBe(true);
    expect(kindsWritten(deleted)).toEqual(['team']);
    const later = note();
    noteWrite(later, 'update "banner" set "publish_at" = ? where "id" = ?', ['2999-01-01T00:00:00.000Z', 3]);
    expect(later.hard).toBe(true);
    // `on conflict do update set` names no table.
    const upsert = note();
    noteWrite(upsert, 'insert into "portal_config" ("lang") values (?) on conflict ("lang") do update set "name" = ?', [
      'en_US',
      'X',
    ]);
    expect([...upsert.tables]).toEqual(['portal_config']);
    expect(kindsWritten(upsert)).toEqual(['site']);
  });

  it('a write may move a publication time when it adds or deletes a row of a scheduled kind, or sets its status or publish_at; a pin or a text does not', () => {
    const moved = (sqlText: string) => {
      const n = note();
      noteWrite(n, sqlText, []);
      return !!n.schedule;
    };
    expect(moved('update "article" set "top" = ? where "no" = ? and "kind" = ?')).toBe(false);
    expect(moved('update "lawyer" set "name" = ?, "update_time" = ? where "id" = ?')).toBe(false);
    expect(moved('insert into "item_version" ("rows") values (?)')).toBe(false);
    expect(moved('update "article" set "title" = ?, "status" = ? where "id" = ?')).toBe(true);
    expect(moved('update "banner" set "publish_at" = ? where "id" = ?')).toBe(true);
    expect(moved('insert into "document" ("name") values (?)')).toBe(true);
    expect(moved('delete from "professional_field" where "no" = ?')).toBe(true);
  });

  it('the search index is derived: a read there reads its sources, a write there changes no kind of its own', () => {
    expect(kindsOfTable('search_doc')).toEqual(['news', 'case', 'honour', 'team', 'practiceArea', 'docs']);
    expect(kindsOfTable('search_fts', 'case')).toEqual(['case', 'team', 'practiceArea', 'docs']);
    const save = note();
    noteWrite(save, 'update "lawyer" set "name" = ? where "id" = ?', ['N', 1]);
    noteWrite(save, 'delete from "search_doc" where "source" = ? and "row_id" in (?)', ['lawyer', 1]);
    noteWrite(save, 'insert into "search_doc" ("source", "row_id") values (?, ?)', ['lawyer', 1]);
    expect(kindsWritten(save)).toEqual(['team']);
    expect(save.hard).toBe(false);
  });
});
