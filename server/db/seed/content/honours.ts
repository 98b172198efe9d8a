import type { ArticleSeed } from './types';

/** Rankings and awards. Publishers are fictitious. Four pictures serve the six entries (never two alike in a row). */
const cover = (seed: number) => ({ kind: 'cover' as const, seed });

export const honours: ArticleSeed[] = [
  {
    date: '2026-03-19',
    top: 1,
    cover: cover(33),
    title: {
      de_DE: 'Legal Directory Germany 2026: empfohlen in sechs Rechtsgebieten',
      en_US: 'Legal Directory Germany 2026: recommended in six practice areas',
      zh_CN: '《德国法律指南2026》：六个业务领域获推荐',
    },
    content: {
      de_DE:
        '<p>Kestner Vahl wird in den Bereichen M&amp;A (Mittelstand), Gesellschaftsrecht, Arbeitsrecht, Prozessführung, Datenschutz und China-Beratung empfohlen. Neun Anwältinnen und Anwälte werden persönlich genannt.</p>',
      en_US:
        '<p>Kestner Vahl is recommended for mid-market M&amp;A, corporate, employment, dispute resolution, data protection and China advisory work. Nine lawyers are individually named.</p>',
      zh_CN:
        '<p>凯斯特纳·法尔在中型企业并购、公司法、劳动法、争议解决、数据保护及中国业务六个领域获得推荐，九位律师获个人推荐。</p>',
    },
  },
  {
    date: '2025-10-30',
    cover: cover(31),
    title: {
      de_DE: 'Bayerischer Kanzleipreis 2025: Kanzlei des Jahres für Mittelstandsberatung',
      en_US: 'Bavarian Law Firm Awards 2025: Mid-Market Firm of the Year',
      zh_CN: '2025巴伐利亚律所大奖：年度中型企业服务律所',
    },
    content: {
      de_DE:
        '<p>Die Jury würdigte insbesondere die Verbindung von Transaktions-, Arbeits- und Steuerrecht in Nachfolgemandaten sowie die konsequent partnergeführte Mandatsarbeit.</p>',
      en_US:
        '<p>The jury particularly recognised the way we combine transactional, employment and tax expertise in succession mandates, and our consistently partner-led approach.</p>',
      zh_CN:
        '<p>评委会特别肯定了本所在企业传承项目中融合并购、劳动法与税务专业的能力，以及始终由合伙人主导项目的工作方式。</p>',
    },
  },
  {
    date: '2026-05-14',
    cover: cover(32),
    title: {
      de_DE: 'Asia-Europe Counsel Review 2026: Top-Kanzlei für chinesische Investitionen in Deutschland',
      en_US: 'Asia-Europe Counsel Review 2026: leading firm for Chinese investment in Germany',
      zh_CN: '《亚欧法律评论2026》：中国企业投资德国领域领先律所',
    },
    content: {
      de_DE:
        '<p>Der China Desk unter Leitung von Shan Wang wird in der höchsten Kategorie geführt. Mandanten heben die „zweisprachige, kulturell sichere Beratung“ und die Erfahrung in Investitionsprüfungsverfahren hervor.</p>',
      en_US:
        '<p>The China Desk led by Shan Wang is ranked in the top tier. Clients highlight the “bilingual, culturally fluent advice” and the team’s experience in investment screening procedures.</p>',
      zh_CN:
        '<p>由王珊领导的中国业务部位列最高梯队。客户特别称赞团队“双语沟通顺畅、深谙两国文化”，并在投资审查程序方面经验丰富。</p>',
    },
  },
  {
    date: '2025-12-09',
    cover: cover(34),
    title: {
      de_DE: 'Best Lawyers in Germany 2026 (Fachverlag Justitia): sieben Nennungen',
      en_US: 'Best Lawyers in Germany 2026 (Justitia Publishing): seven listings',
      zh_CN: '《德国最佳律师2026》（Justitia出版社）：七位律师入选',
    },
    content: {
      de_DE:
        '<p>In der Peer-Review-Umfrage wurden sieben Anwältinnen und Anwälte von Kestner Vahl von Kolleginnen und Kollegen anderer Kanzleien empfohlen, darunter Dr. Martin Vahl für Schiedsverfahren und Julia Brenner für Arbeitsrecht.</p>',
      en_US:
        '<p>In the peer review survey, seven Kestner Vahl lawyers were recommended by colleagues at other firms, including Dr Martin Vahl for arbitration and Julia Brenner for employment law.</p>',
      zh_CN:
        '<p>在同行评议调查中，本所七位律师获得其他律所同行推荐，其中包括仲裁领域的马丁·法尔博士和劳动法领域的尤利娅·布伦纳。</p>',
    },
  },
  {
    date: '2026-07-09',
    cover: cover(31),
    title: {
      de_DE: 'Great Place to Work for Lawyers 2026: ausgezeichneter Arbeitgeber',
      en_US: 'Great Place to Work for Lawyers 2026: outstanding employer',
      zh_CN: '2026律师最佳雇主：荣获“卓越雇主”称号',
    },
    content: {
      de_DE:
        '<p>In einer anonymen Befragung bewerteten unsere Mitarbeiterinnen und Mitarbeiter insbesondere die Ausbildung junger Anwältinnen und Anwälte, flexible Arbeitsmodelle und die offene Feedbackkultur.</p>',
      en_US:
        '<p>In an anonymous survey our staff gave particularly high marks to the training of young lawyers, flexible working models and our open feedback culture.</p>',
      zh_CN: '<p>在匿名调查中，本所员工对青年律师培养、灵活工作模式及开放的反馈文化给予了高度评价。</p>',
    },
  },
  {
    date: '2025-06-05',
    cover: cover(32),
    title: {
      de_DE: 'Arbitration Practice Guide Europe 2025: empfohlene Schiedsrechtspraxis',
      en_US: 'Arbitration Practice Guide Europe 2025: recommended arbitration practice',
      zh_CN: '《欧洲仲裁实务指南2025》：推荐仲裁团队',
    },
    content: {
      de_DE:
        '<p>Die Praxisgruppe Prozessführung &amp; Schiedsverfahren wird für Post-M&amp;A- und Anlagenbaustreitigkeiten empfohlen; Dr. Martin Vahl ist zudem als Schiedsrichter gelistet.</p>',
      en_US:
        '<p>The Dispute Resolution practice is recommended for post-M&amp;A and plant construction disputes; Dr Martin Vahl is also listed as an arbitrator.</p>',
      zh_CN:
        '<p>本所争议解决与仲裁业务组在并购后争议及成套设备工程争议领域获推荐；马丁·法尔博士同时入选仲裁员名录。</p>',
    },
  },
];
