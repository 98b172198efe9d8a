import { catalogue } from '#app/i18n/catalogue.ts';

/** The back office's shell (issue 32): the list shell's error state and the screens' error boundary. Merged by app/admin/i18n.ts. */
export const adminShell = catalogue({
  de_DE: {
    'list.loadFailed': 'Die Liste konnte nicht geladen werden.',
    'screen.error.title': 'Diese Ansicht konnte nicht angezeigt werden',
    'screen.error.text':
      'Beim Anzeigen ist ein Fehler aufgetreten. Ihre gespeicherten Inhalte sind davon nicht betroffen. Versuchen Sie es erneut oder laden Sie die Seite neu.',
    'screen.error.retry': 'Erneut versuchen',
  },
  en_US: {
    'list.loadFailed': 'The list could not be loaded.',
    'screen.error.title': 'This screen could not be shown',
    'screen.error.text':
      'Something went wrong while showing it. Your saved content is not affected. Try again, or reload the page.',
    'screen.error.retry': 'Try again',
  },
  zh_CN: {
    'list.loadFailed': '列表加载失败。',
    'screen.error.title': '无法显示此页面',
    'screen.error.text': '显示时出现错误，已保存的内容不受影响。请重试或重新加载页面。',
    'screen.error.retry': '重试',
  },
});
