import type { Locale } from '#contract/locales.ts';
import { LANGUAGE_NAMES } from '#contract/locales.ts';

/**
 * The mail an inquiry causes, as plain text only (no HTML part: nothing a visitor typed can run
 * or be styled in a mail client). The acknowledgement repeats nothing the visitor wrote, so the
 * form cannot be used to send someone else a message of one's own.
 */

const WORDS: Record<
  Locale,
  Record<
    | 'subject'
    | 'name'
    | 'email'
    | 'phone'
    | 'company'
    | 'lang'
    | 'lawyer'
    | 'practiceArea'
    | 'article'
    | 'message'
    | 'inbox'
    | 'ackSubject'
    | 'ackBody',
    string
  >
> = {
  de_DE: {
    subject: 'Neue Anfrage',
    name: 'Name',
    email: 'E-Mail',
    phone: 'Telefon',
    company: 'Unternehmen',
    lang: 'Bevorzugte Sprache',
    lawyer: 'An',
    practiceArea: 'Rechtsgebiet',
    article: 'Zum Beitrag',
    message: 'Nachricht',
    inbox: 'Im Backoffice',
    ackSubject: 'Ihre Anfrage ist eingegangen',
    ackBody:
      'vielen Dank für Ihre Anfrage. Sie ist bei uns eingegangen; wir melden uns so bald wie möglich bei Ihnen.\n\nMit freundlichen Grüßen\n',
  },
  en_US: {
    subject: 'New inquiry',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    company: 'Company',
    lang: 'Preferred language',
    lawyer: 'To',
    practiceArea: 'Practice area',
    article: 'About the article',
    message: 'Message',
    inbox: 'In the back office',
    ackSubject: 'We have received your inquiry',
    ackBody:
      'thank you for your inquiry. We have received it and will be in touch as soon as we can.\n\nKind regards\n',
  },
  zh_CN: {
    subject: '新咨询',
    name: '姓名',
    email: '电子邮箱',
    phone: '电话',
    company: '公司',
    lang: '首选语言',
    lawyer: '致',
    practiceArea: '业务领域',
    article: '相关文章',
    message: '留言',
    inbox: '后台查看',
    ackSubject: '我们已收到您的咨询',
    ackBody: '感谢您的咨询。我们已收到您的留言，会尽快与您联系。\n\n此致\n',
  },
};

const HELLO: Record<Locale, string> = { de_DE: 'Guten Tag', en_US: 'Hello', zh_CN: '您好' };

/** Text on one line (a header or a list line). */
const line = (s: string) => s.replace(/[\r\n\t]+/g, ' ').trim();

export function notificationMail(
  lang: Locale,
  id: number,
  i: { name: string; email: string; phone: string; company: string; subject: string; message: string; lang: Locale },
  context: { lawyer: string | null; practiceArea: string | null; article: string | null },
  backOffice?: string,
): { subject: string; body: string } {
  const w = WORDS[lang];
  const rows: [string, string | null][] = [
    [w.name, i.name],
    [w.email, i.email],
    [w.phone, i.phone || null],
    [w.company, i.company || null],
    [w.lang, LANGUAGE_NAMES[i.lang]],
    [w.lawyer, context.lawyer],
    [w.practiceArea, context.practiceArea],
    [w.article, context.article],
  ];
  const body = [
    line(i.subject),
    '',
    ...rows.filter(([, v]) => v).map(([k, v]) => `${k}: ${line(v!)}`),
    '',
    `${w.message}:`,
    i.message,
    '',
    `${w.inbox}: #${id}${backOffice ? ` ${backOffice}` : ''}`,
  ].join('\n');
  return { subject: `${w.subject} #${id}: ${line(i.subject)}`, body };
}

export function acknowledgementMail(lang: Locale, siteName: string): { subject: string; body: string } {
  const w = WORDS[lang];
  return { subject: `${w.ackSubject} – ${line(siteName)}`, body: `${HELLO[lang]},\n\n${w.ackBody}${line(siteName)}\n` };
}
