import { catalogue } from '#app/i18n/catalogue.ts';

/** Messages shared by the public site and the back office. */
export const common = catalogue({
  de_DE: {
    'error.chunk.title': 'Die Seite konnte nicht vollständig geladen werden',
    'error.chunk.text':
      'Möglicherweise wurde die Website gerade aktualisiert oder die Verbindung ist unterbrochen. Bitte laden Sie die Seite neu.',
    'error.css.title': 'Die Gestaltung der Seite konnte nicht geladen werden',
    'error.reload': 'Seite neu laden',
    'error.generic.title': 'Ein unerwarteter Fehler ist aufgetreten',
    'error.generic.text': 'Bitte versuchen Sie es in einem Moment erneut.',
    'error.notFound.title': 'Seite nicht gefunden',
    'error.notFound.text': 'Die angeforderte Seite existiert nicht oder wurde verschoben.',
    'error.backHome': 'Zur Startseite',
    'language.label': 'Sprache',
  },
  en_US: {
    'error.chunk.title': 'The page could not be loaded completely',
    'error.chunk.text': 'The site may just have been updated, or the connection dropped. Please reload the page.',
    'error.css.title': 'The page styles could not be loaded',
    'error.reload': 'Reload page',
    'error.generic.title': 'An unexpected error occurred',
    'error.generic.text': 'Please try again in a moment.',
    'error.notFound.title': 'Page not found',
    'error.notFound.text': 'The page you requested does not exist or has moved.',
    'error.backHome': 'Back to the home page',
    'language.label': 'Language',
  },
  zh_CN: {
    'error.chunk.title': '页面未能完整加载',
    'error.chunk.text': '网站可能刚刚更新，或网络连接已中断。请重新加载页面。',
    'error.css.title': '页面样式加载失败',
    'error.reload': '重新加载',
    'error.generic.title': '发生意外错误',
    'error.generic.text': '请稍后再试。',
    'error.notFound.title': '页面未找到',
    'error.notFound.text': '您访问的页面不存在或已被移动。',
    'error.backHome': '返回首页',
    'language.label': '语言',
  },
});
