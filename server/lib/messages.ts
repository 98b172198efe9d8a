import { PASSWORD_MIN } from '../../contract/accounts';
import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALE_TAGS, type Locale } from '../../contract/locales';

/** Server-side messages in the caller's language. Keys are shared by every module. */
const MESSAGES = {
  ok: { de_DE: 'OK', en_US: 'OK', zh_CN: '成功' },
  notFound: { de_DE: 'Nicht gefunden', en_US: 'Not found', zh_CN: '未找到' },
  routeNotFound: { de_DE: 'Diese Adresse gibt es nicht', en_US: 'No such route', zh_CN: '接口不存在' },
  invalid: { de_DE: 'Ungültige Eingabe', en_US: 'Invalid input', zh_CN: '输入无效' },
  unauthorized: {
    de_DE: 'Anmeldung abgelaufen, bitte erneut anmelden',
    en_US: 'Login expired, please log in again',
    zh_CN: '登录失效，请重新登录',
  },
  badCredentials: {
    de_DE: 'Benutzerkonto oder Passwort ist falsch',
    en_US: 'Account or password is wrong',
    zh_CN: '账号或密码错误',
  },
  tooManyLogins: {
    de_DE: 'Zu viele Anmeldeversuche, bitte in einigen Minuten erneut versuchen',
    en_US: 'Too many login attempts, please try again in a few minutes',
    zh_CN: '登录尝试次数过多，请几分钟后再试',
  },
  tooManyRequests: {
    de_DE: 'Zu viele Anfragen, bitte kurz warten',
    en_US: 'Too many requests, please wait a moment',
    zh_CN: '请求过于频繁，请稍后再试',
  },
  wrongOldPassword: {
    de_DE: 'Das bisherige Passwort ist falsch',
    en_US: 'The old password is wrong',
    zh_CN: '原密码错误',
  },
  weakPassword: {
    de_DE: `Das neue Passwort muss mindestens ${PASSWORD_MIN} Zeichen lang sein`,
    en_US: `The new password must be at least ${PASSWORD_MIN} characters long`,
    zh_CN: `新密码至少需要 ${PASSWORD_MIN} 个字符`,
  },
  fileTooLarge: { de_DE: 'Die Datei ist zu groß', en_US: 'The file is too large', zh_CN: '文件过大' },
  fileType: {
    de_DE: 'Dateityp nicht erlaubt (erlaubt: JPEG, PNG, WebP, AVIF, GIF, PDF)',
    en_US: 'File type not allowed (allowed: JPEG, PNG, WebP, AVIF, GIF, PDF)',
    zh_CN: '不支持的文件类型（支持 JPEG、PNG、WebP、AVIF、GIF、PDF）',
  },
  noFile: { de_DE: 'Keine Datei gesendet', en_US: 'No file was sent', zh_CN: '未上传文件' },
  inUse: {
    de_DE: 'Wird noch verwendet und kann nicht gelöscht werden',
    en_US: 'Still in use and cannot be deleted',
    zh_CN: '仍在使用中，无法删除',
  },
  // ICU messages (plural), filled by format().
  categoryUsedBy: {
    de_DE: '„{name}“ wird von {articles, plural, one {# Beitrag} other {# Beiträgen}} verwendet',
    en_US: '“{name}” is used by {articles, plural, one {# article} other {# articles}}',
    zh_CN: '“{name}”被 {articles} 篇文章使用',
  },
  categoryHasChildren: {
    de_DE: '„{name}“ hat {children, plural, one {# Unterkategorie} other {# Unterkategorien}}',
    en_US: '“{name}” has {children, plural, one {# sub-category} other {# sub-categories}}',
    zh_CN: '“{name}”下有 {children} 个子分类',
  },
  categoryUsedByAndHasChildren: {
    de_DE: '„{name}“ wird von {articles, plural, one {# Beitrag} other {# Beiträgen}} verwendet und hat {children, plural, one {# Unterkategorie} other {# Unterkategorien}}',
    en_US: '“{name}” is used by {articles, plural, one {# article} other {# articles}} and has {children, plural, one {# sub-category} other {# sub-categories}}',
    zh_CN: '“{name}”被 {articles} 篇文章使用，且下有 {children} 个子分类',
  },
  backupRunning: {
    de_DE: 'Es wird gerade eine Sicherung erstellt; bitte versuchen Sie es danach erneut',
    en_US: 'A backup is being made; please try again when it is done',
    zh_CN: '正在创建备份，请完成后再试',
  },
  downloadLinkInvalid: {
    de_DE: 'Der Download-Link ist abgelaufen oder wurde schon benutzt',
    en_US: 'The download link has expired or was used already',
    zh_CN: '下载链接已过期或已被使用',
  },
  conflict: { de_DE: 'Konflikt mit vorhandenen Daten', en_US: 'Conflicts with existing data', zh_CN: '与现有数据冲突' },
  serverError: {
    de_DE: 'Interner Fehler, bitte später erneut versuchen',
    en_US: 'Internal error, please try again later',
    zh_CN: '服务器内部错误，请稍后再试',
  },
} satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function msg(key: MessageKey, lang: Locale): string {
  return MESSAGES[key][lang];
}

const formats = new Map<string, IntlMessageFormat>();
/** A message with arguments (ICU: `{name}`, `{n, plural, …}`) in the caller's language. */
export function format(key: MessageKey, lang: Locale, values: Record<string, string | number>): string {
  const id = `${key}|${lang}`;
  let f = formats.get(id);
  if (!f) {
    f = new IntlMessageFormat(MESSAGES[key][lang], LOCALE_TAGS[lang]);
    formats.set(id, f);
  }
  return String(f.format(values));
}
