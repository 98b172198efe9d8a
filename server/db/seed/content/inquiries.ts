import type { Tri } from './types';

/** Opening hours of every demo office, per language. */
export const openingHours: Tri = {
  de_DE: 'Mo–Fr 9:00–18:00 Uhr\nTermine auch außerhalb nach Vereinbarung',
  en_US: 'Mon–Fri 9 am – 6 pm\nMeetings outside these hours by appointment',
  zh_CN: '周一至周五 9:00–18:00\n其他时间可预约会面',
};

/** The accessibility statement (BFSG / EN 301 549), linked in the footer; feedback goes through the inquiry form. */
export const accessibilityDoc: { name: 'accessibility'; title: Tri; content: Tri } = {
  name: 'accessibility',
  title: { de_DE: 'Erklärung zur Barrierefreiheit', en_US: 'Accessibility statement', zh_CN: '无障碍声明' },
  content: {
    de_DE: `<h2>Stand der Vereinbarkeit</h2>
<p>Wir möchten, dass alle Menschen unsere Website nutzen können. Sie richtet sich nach den Anforderungen des Barrierefreiheitsstärkungsgesetzes (BFSG) und der harmonisierten Norm EN 301 549 (WCAG 2.1, Stufe AA). Die Seiten funktionieren ohne JavaScript, lassen sich vollständig mit der Tastatur bedienen und werden regelmäßig automatisiert und von Hand geprüft.</p>
<h2>Bekannte Einschränkungen</h2>
<p>Ältere PDF-Dokumente sind möglicherweise nicht vollständig barrierefrei. Auf Anfrage senden wir Ihnen die Inhalte in einer zugänglichen Form.</p>
<h2>Feedback und Kontakt</h2>
<p>Sind Ihnen Barrieren aufgefallen? Schreiben Sie uns über das <a href="/contact">Kontaktformular</a>; wir antworten in der Regel innerhalb von zwei Wochen.</p>
<h2>Durchsetzungsverfahren</h2>
<p>Erhalten Sie keine zufriedenstellende Antwort, können Sie sich an die zuständige Marktüberwachungsbehörde der Länder für die Barrierefreiheit von Produkten und Dienstleistungen wenden.</p>`,
    en_US: `<h2>Compliance status</h2>
<p>We want everyone to be able to use our website. It follows the German Accessibility Strengthening Act (BFSG) and the harmonised standard EN 301 549 (WCAG 2.1, level AA). The pages work without JavaScript, can be used entirely with a keyboard and are checked regularly, automatically and by hand.</p>
<h2>Known limitations</h2>
<p>Older PDF documents may not be fully accessible. On request we will send you their content in an accessible form.</p>
<h2>Feedback and contact</h2>
<p>Have you come across a barrier? Write to us through the <a href="/contact">contact form</a>; we usually answer within two weeks.</p>
<h2>Enforcement</h2>
<p>If you do not receive a satisfactory answer, you may contact the market surveillance authority of the German federal states for the accessibility of products and services.</p>`,
    zh_CN: `<h2>合规情况</h2>
<p>我们希望每个人都能使用本网站。本网站遵循德国《无障碍强化法》（BFSG）及协调标准 EN 301 549（WCAG 2.1 AA 级）的要求。页面无需 JavaScript 即可使用，可完全通过键盘操作，并定期进行自动和人工检查。</p>
<h2>已知限制</h2>
<p>部分较早的 PDF 文件可能尚未完全实现无障碍。如有需要，我们可以以无障碍形式向您提供相关内容。</p>
<h2>反馈与联系</h2>
<p>如您发现任何障碍，请通过<a href="/contact">联系表单</a>告诉我们；我们通常会在两周内答复。</p>
<h2>执行程序</h2>
<p>如未获得满意答复，您可以联系德国各州负责产品和服务无障碍事务的市场监督机构。</p>`,
  },
};

/** Two or three inquiries for the demo inbox: one to a lawyer, one about a practice area, one from the contact page. */
export const sampleInquiries: {
  name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
  lang: 'de_DE' | 'en_US' | 'zh_CN';
  lawyer?: string;
  field?: string;
  status: 'new' | 'in_progress' | 'answered';
  daysAgo: number;
}[] = [
  {
    name: 'Dr. Katrin Weber',
    email: 'k.weber@example.org',
    company: 'Weber Maschinenbau GmbH',
    subject: 'Nachfolgeregelung im Familienunternehmen',
    message:
      'Guten Tag,\n\nwir planen, unser Unternehmen in den nächsten zwei Jahren an die nächste Generation zu übergeben, und suchen Beratung zur Gestaltung. Wäre ein erstes Gespräch in der kommenden Woche möglich?\n\nMit freundlichen Grüßen\nKatrin Weber',
    lang: 'de_DE',
    status: 'new',
    daysAgo: 1,
  },
  {
    name: 'James Whitfield',
    email: 'j.whitfield@example.com',
    company: 'Whitfield Capital Ltd',
    subject: 'Acquisition of a German GmbH',
    message:
      'Hello,\n\nwe are considering the acquisition of a mid-sized German GmbH and would like to discuss due diligence and the notarial process. Could you let me know your availability for a call?\n\nBest regards,\nJames Whitfield',
    lang: 'en_US',
    field: 'first',
    status: 'in_progress',
    daysAgo: 3,
  },
  {
    name: '王丽',
    email: 'wang.li@example.cn',
    company: '',
    subject: '在德国设立子公司',
    message:
      '您好！\n\n我们公司计划在德国设立子公司，想了解公司形式的选择和注册流程。请问能否安排一次线上会谈？\n\n谢谢！\n王丽',
    lang: 'zh_CN',
    lawyer: 'first',
    status: 'answered',
    daysAgo: 6,
  },
];
