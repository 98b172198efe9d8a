import { PASSWORD_MIN } from '#contract/accounts.ts';
import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALE_TAGS, type Locale } from '#contract/locales.ts';

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
  forbidden: {
    de_DE: 'Ihre Rolle erlaubt das nicht',
    en_US: 'Your role does not allow this',
    zh_CN: '您的角色无权执行此操作',
  },
  draftsOnly: {
    de_DE:
      'Als Autor können Sie nur Entwürfe speichern (status: draft, ohne publishAt); veröffentlichen dürfen Redakteure und Administratoren',
    en_US: 'As an Author you may only save drafts (status: draft, no publishAt); Editors and Administrators publish',
    zh_CN: '作者只能保存草稿（status: draft，不含 publishAt）；发布需要编辑或管理员',
  },
  publishedItem: {
    de_DE: 'Dieser Inhalt ist veröffentlicht oder geplant; ändern dürfen ihn nur Redakteure und Administratoren',
    en_US: 'This item is published or scheduled; only Editors and Administrators may change it',
    zh_CN: '此内容已发布或已排期，只有编辑或管理员可以修改',
  },
  languageNotAllowed: {
    de_DE: 'Ihr Konto darf diese Sprache nicht bearbeiten',
    en_US: 'Your account may not edit this language',
    zh_CN: '您的账号无权编辑此语言',
  },
  allLanguagesNeeded: {
    de_DE: 'Das betrifft alle Sprachen; Ihr Konto darf nur einige bearbeiten',
    en_US: 'This acts on every language; your account may edit only some',
    zh_CN: '此操作涉及所有语言，而您的账号只能编辑部分语言',
  },
  sharedField: {
    de_DE: 'Dieses Feld gilt für alle Sprachen des Inhalts; Ihr Konto darf nur einige bearbeiten',
    en_US: 'This field is shared by every language of the item; your account may edit only some',
    zh_CN: '此字段为该内容所有语言共用，而您的账号只能编辑部分语言',
  },
  passwordChangeRequired: {
    de_DE: 'Bitte legen Sie zuerst ein eigenes Passwort fest',
    en_US: 'Please set your own password first',
    zh_CN: '请先设置您自己的密码',
  },
  totpSetupRequired: {
    de_DE: 'Bitte richten Sie zuerst die Zwei-Faktor-Anmeldung ein',
    en_US: 'Please turn on two-factor sign-in first',
    zh_CN: '请先启用双重验证登录',
  },
  totpRequired: {
    de_DE: 'Bitte geben Sie den Code Ihrer Authenticator-App oder einen Wiederherstellungscode ein',
    en_US: 'Please enter the code from your authenticator app or a recovery code',
    zh_CN: '请输入身份验证器应用中的验证码或恢复码',
  },
  badTotp: {
    de_DE: 'Der Code ist falsch oder abgelaufen',
    en_US: 'The code is wrong or has expired',
    zh_CN: '验证码错误或已过期',
  },
  totpNotStarted: {
    de_DE: 'Bitte starten Sie die Einrichtung der Zwei-Faktor-Anmeldung erneut',
    en_US: 'Please start setting up two-factor sign-in again',
    zh_CN: '请重新开始设置双重验证登录',
  },
  totpRequiredBySite: {
    de_DE: 'Die Zwei-Faktor-Anmeldung ist für alle Konten vorgeschrieben',
    en_US: 'Two-factor sign-in is required for every account',
    zh_CN: '所有账号都必须使用双重验证登录',
  },
  wrongPassword: {
    de_DE: 'Das Passwort ist falsch',
    en_US: 'The password is wrong',
    zh_CN: '密码错误',
  },
  accountExists: {
    de_DE: 'Dieses Benutzerkonto gibt es schon',
    en_US: 'This account already exists',
    zh_CN: '该账号已存在',
  },
  lastAdministrator: {
    de_DE: 'Das letzte aktive Administratorkonto kann weder deaktiviert noch herabgestuft werden',
    en_US: 'The last active Administrator can be neither disabled nor demoted',
    zh_CN: '最后一个启用的管理员账号不能被停用或降级',
  },
  accountDisabled: {
    de_DE: 'Dieses Konto ist deaktiviert; bitte wenden Sie sich an einen Administrator',
    en_US: 'This account is disabled; please ask an Administrator',
    zh_CN: '该账号已被停用，请联系管理员',
  },
  totpAlreadyOn: {
    de_DE: 'Die Zwei-Faktor-Anmeldung ist bereits eingeschaltet',
    en_US: 'Two-factor sign-in is already on',
    zh_CN: '双重验证登录已开启',
  },
  ownAccount: {
    de_DE: 'Das eigene Konto kann man hier nicht deaktivieren',
    en_US: 'You cannot disable your own account',
    zh_CN: '不能停用自己的账号',
  },
  ownPassword: {
    de_DE:
      'Das eigene Passwort ändern Sie mit dem bisherigen Passwort (PUT /api/admin/modify-password), nicht über das Zurücksetzen',
    en_US: 'Change your own password with your current one (PUT /api/admin/modify-password), not by a reset',
    zh_CN: '修改自己的密码请提供当前密码（PUT /api/admin/modify-password），不能通过重置',
  },
  fileTooLarge: { de_DE: 'Die Datei ist zu groß', en_US: 'The file is too large', zh_CN: '文件过大' },
  imageTooManyPixels: {
    de_DE:
      'Das Bild ist zu groß: {width} × {height} Pixel ({megapixels, number} Megapixel), erlaubt sind höchstens {limit, number} Megapixel (MAX_IMAGE_PIXELS)',
    en_US:
      'The image is too large: {width} × {height} pixels ({megapixels, number} megapixels), at most {limit, number} megapixels are accepted (MAX_IMAGE_PIXELS)',
    zh_CN:
      '图片过大：{width} × {height} 像素（{megapixels, number} 百万像素），最多允许 {limit, number} 百万像素（MAX_IMAGE_PIXELS）',
  },
  avifTooManyPixels: {
    de_DE:
      'Das AVIF-Bild ist zu groß: {width} × {height} Pixel ({megapixels, number} Megapixel), erlaubt sind bei AVIF höchstens {limit, number} Megapixel (MAX_AVIF_PIXELS). Exportieren Sie es kleiner (etwa 2560 Pixel an der langen Seite) oder als JPEG',
    en_US:
      'The AVIF image is too large: {width} × {height} pixels ({megapixels, number} megapixels), at most {limit, number} megapixels are accepted for AVIF (MAX_AVIF_PIXELS). Export it smaller (about 2560 pixels on the long side) or as JPEG',
    zh_CN:
      'AVIF 图片过大：{width} × {height} 像素（{megapixels, number} 百万像素），AVIF 最多允许 {limit, number} 百万像素（MAX_AVIF_PIXELS）。请导出较小的尺寸（长边约 2560 像素）或改用 JPEG',
  },
  bodyTooLarge: { de_DE: 'Die Anfrage ist zu groß', en_US: 'The request is too large', zh_CN: '请求内容过大' },
  fileType: {
    de_DE: 'Dateityp nicht erlaubt (erlaubt: JPEG, PNG, WebP, AVIF, GIF, PDF)',
    en_US: 'File type not allowed (allowed: JPEG, PNG, WebP, AVIF, GIF, PDF)',
    zh_CN: '不支持的文件类型（支持 JPEG、PNG、WebP、AVIF、GIF、PDF）',
  },
  noFile: { de_DE: 'Keine Datei gesendet', en_US: 'No file was sent', zh_CN: '未上传文件' },
  storageUnavailable: {
    de_DE: 'Der Dateispeicher ist gerade nicht erreichbar; bitte später erneut versuchen',
    en_US: 'The file storage cannot be reached right now; please try again later',
    zh_CN: '文件存储暂时无法访问，请稍后再试',
  },
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
    de_DE:
      '„{name}“ wird von {articles, plural, one {# Beitrag} other {# Beiträgen}} verwendet und hat {children, plural, one {# Unterkategorie} other {# Unterkategorien}}',
    en_US:
      '“{name}” is used by {articles, plural, one {# article} other {# articles}} and has {children, plural, one {# sub-category} other {# sub-categories}}',
    zh_CN: '“{name}”被 {articles} 篇文章使用，且下有 {children} 个子分类',
  },
  backupRunning: {
    de_DE: 'Es wird gerade eine Sicherung erstellt; bitte versuchen Sie es danach erneut',
    en_US: 'A backup is being made; please try again when it is done',
    zh_CN: '正在创建备份，请完成后再试',
  },
  uploadsMissing: {
    de_DE: 'Gespeicherte Uploads fehlen im Upload-Ordner; eine Sicherung wäre unvollständig',
    en_US: 'Recorded uploads are missing from the uploads folder; a backup would be incomplete',
    zh_CN: '上传文件夹中缺少已登记的上传文件；备份将不完整',
  },
  downloadLinkInvalid: {
    de_DE: 'Der Download-Link ist abgelaufen oder wurde schon benutzt',
    en_US: 'The download link has expired or was used already',
    zh_CN: '下载链接已过期或已被使用',
  },
  conflict: { de_DE: 'Konflikt mit vorhandenen Daten', en_US: 'Conflicts with existing data', zh_CN: '与现有数据冲突' },
  staleVersion: {
    de_DE: 'Jemand anderes hat diesen Inhalt gespeichert, seit Sie ihn geöffnet haben; nichts wurde geändert',
    en_US: 'Someone else saved this item after you opened it; nothing was changed',
    zh_CN: '您打开此内容后，已有其他人保存过；本次未做任何更改',
  },
  changedMeanwhile: {
    de_DE:
      'Jemand anderes hat das gespeichert, nachdem Sie es geöffnet haben; nichts wurde geändert. Öffnen Sie es neu, um die neue Fassung zu sehen',
    en_US: 'Someone else saved this after you opened it; nothing was changed. Open it again to see their version',
    zh_CN: '您打开后已有其他人保存过；本次未做任何更改。请重新打开以查看新版本',
  },
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
