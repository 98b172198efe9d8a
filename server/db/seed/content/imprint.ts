import type { Locale } from '#contract/locales.ts';
import type { Imprint } from '#contract/imprint.ts';

const rule = (name: string, url: string) => ({ name, url });
const LINKS = {
  brao: 'https://www.gesetze-im-internet.de/brao/',
  bora: 'https://www.brak.de/anwaltschaft/berufsrecht/',
  fao: 'https://www.brak.de/anwaltschaft/berufsrecht/',
  rvg: 'https://www.gesetze-im-internet.de/rvg/',
  ccbe: 'https://www.ccbe.eu/',
  berhg: 'https://www.gesetze-im-internet.de/beratungshilfeg/',
};

/** The demo firm's Impressum, structured part (site configuration); the numbers are placeholders. */
export const imprintSeed: Record<Locale, Imprint> = {
  de_DE: {
    partnership: 'Kestner Vahl Rechtsanwälte PartG mbB',
    registerCourt: 'Amtsgericht München, Partnerschaftsregister',
    registerNumber: 'PR 2417 (Platzhalter)',
    partners: 'Dr. Katharina Kestner, Dr. Martin Vahl, Shan Wang, Dr. Felix Aurich, Julia Brenner',
    professionalTitle: 'Rechtsanwältin / Rechtsanwalt',
    titleState: 'Bundesrepublik Deutschland',
    bar: 'Rechtsanwaltskammer München',
    barAddress: 'Tal 33, 80331 München',
    rules: [
      rule('Bundesrechtsanwaltsordnung (BRAO)', LINKS.brao),
      rule('Berufsordnung für Rechtsanwälte (BORA)', LINKS.bora),
      rule('Fachanwaltsordnung (FAO)', LINKS.fao),
      rule('Rechtsanwaltsvergütungsgesetz (RVG)', LINKS.rvg),
      rule('Berufsregeln der Rechtsanwälte der Europäischen Union (CCBE)', LINKS.ccbe),
      rule('Beratungshilfegesetz (BerHG)', LINKS.berhg),
    ],
    insurer: 'Musterversicherung AG (Platzhalter), Versicherungsplatz 1, 80000 München',
    insuranceScope: 'Mitgliedstaaten der Europäischen Union',
    vatId: 'DE000000000 (Platzhalter)',
    disputeResolution:
      'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG).',
  },
  en_US: {
    partnership: 'Kestner Vahl Rechtsanwälte PartG mbB (partnership with limited professional liability)',
    registerCourt: 'Munich Local Court (Amtsgericht München), partnership register',
    registerNumber: 'PR 2417 (placeholder)',
    partners: 'Dr Katharina Kestner, Dr Martin Vahl, Shan Wang, Dr Felix Aurich, Julia Brenner',
    professionalTitle: 'Rechtsanwältin / Rechtsanwalt (attorney at law)',
    titleState: 'the Federal Republic of Germany',
    bar: 'Rechtsanwaltskammer München (Munich Bar Association)',
    barAddress: 'Tal 33, 80331 Munich, Germany',
    rules: [
      rule('Federal Lawyers’ Act (BRAO)', LINKS.brao),
      rule('Professional Code of Conduct for Lawyers (BORA)', LINKS.bora),
      rule('Specialist Lawyers Regulation (FAO)', LINKS.fao),
      rule('Lawyers’ Remuneration Act (RVG)', LINKS.rvg),
      rule('Code of Conduct for European Lawyers (CCBE)', LINKS.ccbe),
      rule('Advisory Assistance Act (BerHG)', LINKS.berhg),
    ],
    insurer: 'Musterversicherung AG (placeholder), Versicherungsplatz 1, 80000 Munich, Germany',
    insuranceScope: 'the member states of the European Union',
    vatId: 'DE000000000 (placeholder)',
    disputeResolution:
      'We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board (section 36 VSBG).',
  },
  zh_CN: {
    partnership: 'Kestner Vahl Rechtsanwälte PartG mbB（有限职业责任合伙企业）',
    registerCourt: '慕尼黑地方法院（Amtsgericht München）合伙企业登记簿',
    registerNumber: 'PR 2417（占位）',
    partners: '卡塔琳娜·凯斯特纳博士、马丁·法尔博士、王珊、费利克斯·奥里希博士、尤利娅·布伦纳',
    professionalTitle: '律师（Rechtsanwältin / Rechtsanwalt）',
    titleState: '德意志联邦共和国',
    bar: '慕尼黑律师协会（Rechtsanwaltskammer München）',
    barAddress: 'Tal 33, 80331 München, 德国',
    rules: [
      rule('《联邦律师条例》（BRAO）', LINKS.brao),
      rule('《律师职业规范》（BORA）', LINKS.bora),
      rule('《专业律师条例》（FAO）', LINKS.fao),
      rule('《律师收费法》（RVG）', LINKS.rvg),
      rule('《欧洲律师行为准则》（CCBE）', LINKS.ccbe),
      rule('《法律咨询援助法》（BerHG）', LINKS.berhg),
    ],
    insurer: 'Musterversicherung AG（占位），Versicherungsplatz 1, 80000 München, 德国',
    insuranceScope: '欧盟成员国',
    vatId: 'DE000000000（占位）',
    disputeResolution: '本所不愿意也无义务参加消费者调解机构的争议解决程序（VSBG 第 36 条）。',
  },
};
