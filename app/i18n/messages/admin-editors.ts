import { catalogue } from '#app/i18n/catalogue.ts';

/** The editors' daily work (issue 29): publish results, delete → trash, lists' column settings, the action bar. */
export const adminEditors = catalogue({
  de_DE: {
    'publish.result.live': 'Online: {langs}',
    'publish.result.scheduled': 'Geplant: {langs}',
    'publish.result.drafts': '{n, plural, one {Bleibt Entwurf} other {Bleiben Entwürfe}}: {langs}',
    'delete.toTrash':
      'Der Eintrag kommt in den Papierkorb und lässt sich dort {days, plural, one {# Tag} other {# Tage}} lang wiederherstellen; danach wird er endgültig gelöscht.',
    'columns.button': 'Spalten',
    'columns.title': 'Spalten der Liste',
    'columns.hint':
      'Angekreuzte Spalten stehen in der Tabelle, die übrigen in den Details jeder Zeile (▸). Was nicht mehr in die Breite passt, rückt ebenfalls in die Details.',
    'columns.reset': 'Zurücksetzen',
    'edit.coverRequired': 'Bitte ein Titelbild wählen: Noch keine Sprache des Eintrags hat eines.',
    'preview.lastSaved': 'Die Vorschau zeigt den zuletzt gespeicherten Stand auf {lang}.',
    'delete.toTrashSoon': 'Der Eintrag kommt in den Papierkorb, aus dem Sie ihn wiederherstellen können.',
  },
  en_US: {
    'publish.result.live': 'Live: {langs}',
    'publish.result.scheduled': 'Scheduled: {langs}',
    'publish.result.drafts': '{n, plural, one {Still a draft} other {Still drafts}}: {langs}',
    'delete.toTrash':
      'It goes to the trash, where it can be restored for {days, plural, one {# day} other {# days}}; after that it is deleted for good.',
    'columns.button': 'Columns',
    'columns.title': 'List columns',
    'columns.hint':
      'Ticked columns are in the table, the others in each row’s detail (▸). What no longer fits the width moves to the detail as well.',
    'columns.reset': 'Reset',
    'edit.coverRequired': 'Please choose a cover image: no language of this item has one yet.',
    'preview.lastSaved': 'The preview shows the last saved state in {lang}.',
    'delete.toTrashSoon': 'It goes to the trash, from where you can restore it.',
  },
  zh_CN: {
    'publish.result.live': '已上线：{langs}',
    'publish.result.scheduled': '已定时：{langs}',
    'publish.result.drafts': '仍为草稿：{langs}',
    'delete.toTrash': '该内容将移入回收站，{days} 天内可以恢复，之后将被永久删除。',
    'columns.button': '列',
    'columns.title': '列表列',
    'columns.hint': '勾选的列显示在表格中，其余显示在每行的详情中（▸）。宽度放不下的列也会移到详情中。',
    'columns.reset': '恢复默认',
    'edit.coverRequired': '请选择封面图片：该内容的所有语言都还没有封面。',
    'preview.lastSaved': '预览显示的是{lang}上次保存的内容。',
    'delete.toTrashSoon': '该内容将移入回收站，可从回收站恢复。',
  },
});
