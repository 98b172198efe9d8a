import type { Catalogue } from '../index';

/** The editors' daily work (issue 29): publish results, delete → trash, lists' column settings, the action bar. */
export const adminEditors: Catalogue = {
  de_DE: {
    'publish.result.live': 'Online: {langs}',
    'publish.result.scheduled': 'Geplant: {langs}',
    'publish.result.drafts': '{n, plural, one {Bleibt Entwurf} other {Bleiben Entwürfe}}: {langs}',
    'delete.toTrash': 'Der Eintrag kommt in den Papierkorb und lässt sich dort {days, plural, one {# Tag} other {# Tage}} lang wiederherstellen; danach wird er endgültig gelöscht.',
    'edit.coverRequired': 'Bitte ein Titelbild wählen: Noch keine Sprache des Eintrags hat eines.',
    'preview.lastSaved': 'Die Vorschau zeigt den zuletzt gespeicherten Stand auf {lang}.',
    'delete.toTrashSoon': 'Der Eintrag kommt in den Papierkorb, aus dem Sie ihn wiederherstellen können.',
  },
  en_US: {
    'publish.result.live': 'Live: {langs}',
    'publish.result.scheduled': 'Scheduled: {langs}',
    'publish.result.drafts': '{n, plural, one {Still a draft} other {Still drafts}}: {langs}',
    'delete.toTrash': 'It goes to the trash, where it can be restored for {days, plural, one {# day} other {# days}}; after that it is deleted for good.',
    'edit.coverRequired': 'Please choose a cover image: no language of this item has one yet.',
    'preview.lastSaved': 'The preview shows the last saved state in {lang}.',
    'delete.toTrashSoon': 'It goes to the trash, from where you can restore it.',
  },
  zh_CN: {
    'publish.result.live': '已上线：{langs}',
    'publish.result.scheduled': '已定时：{langs}',
    'publish.result.drafts': '仍为草稿：{langs}',
    'delete.toTrash': '该内容将移入回收站，{days} 天内可以恢复，之后将被永久删除。',
    'edit.coverRequired': '请选择封面图片：该内容的所有语言都还没有封面。',
    'preview.lastSaved': '预览显示的是{lang}上次保存的内容。',
    'delete.toTrashSoon': '该内容将移入回收站，可从回收站恢复。',
  },
};
