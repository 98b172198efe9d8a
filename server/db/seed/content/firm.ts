import type { ImageSpec, Tri } from './types';

/**
 * The fictional firm: Kestner Vahl Rechtsanwälte PartG mbB, Munich, with offices in Frankfurt
 * and Berlin and a China Desk in Shanghai. All names, numbers and addresses are invented;
 * e-mail addresses use the reserved .example top-level domain.
 */
export const FIRM_DOMAIN = 'kestner-vahl.example';

export const offices: { key: string; name: Tri; address: Tri; phone: string }[] = [
  {
    key: 'munich',
    name: { de_DE: 'München', en_US: 'Munich', zh_CN: '慕尼黑' },
    address: {
      de_DE: 'Brienner Straße 48\n80333 München',
      en_US: 'Brienner Strasse 48\n80333 Munich, Germany',
      zh_CN: '德国慕尼黑\nBrienner Straße 48号，邮编 80333',
    },
    phone: '+49 89 2180 4470',
  },
  {
    key: 'frankfurt',
    name: { de_DE: 'Frankfurt am Main', en_US: 'Frankfurt', zh_CN: '法兰克福' },
    address: {
      de_DE: 'Bockenheimer Landstraße 17\n60325 Frankfurt am Main',
      en_US: 'Bockenheimer Landstrasse 17\n60325 Frankfurt am Main, Germany',
      zh_CN: '德国法兰克福\nBockenheimer Landstraße 17号，邮编 60325',
    },
    phone: '+49 69 9150 3320',
  },
  {
    key: 'berlin',
    name: { de_DE: 'Berlin', en_US: 'Berlin', zh_CN: '柏林' },
    address: {
      de_DE: 'Friedrichstraße 68\n10117 Berlin',
      en_US: 'Friedrichstrasse 68\n10117 Berlin, Germany',
      zh_CN: '德国柏林\nFriedrichstraße 68号，邮编 10117',
    },
    phone: '+49 30 2065 1180',
  },
  {
    key: 'shanghai',
    name: { de_DE: 'Shanghai (China Desk)', en_US: 'Shanghai (China Desk)', zh_CN: '上海（中国业务部）' },
    address: {
      de_DE: 'Century Avenue 100, 28. Stock\n200120 Shanghai, China',
      en_US: '100 Century Avenue, 28th floor\nShanghai 200120, China',
      zh_CN: '中国上海市浦东新区\n世纪大道100号28层，邮编 200120',
    },
    phone: '+86 21 5012 8840',
  },
];

export const jobs: { key: string; name: Tri }[] = [
  { key: 'partner', name: { de_DE: 'Partner', en_US: 'Partner', zh_CN: '合伙人' } },
  { key: 'counsel', name: { de_DE: 'Counsel', en_US: 'Counsel', zh_CN: '顾问律师' } },
  { key: 'ofCounsel', name: { de_DE: 'Of Counsel', en_US: 'Of Counsel', zh_CN: '特别顾问' } },
  { key: 'associate', name: { de_DE: 'Associate', en_US: 'Associate', zh_CN: '律师' } },
];

/** Names of the languages lawyers speak, in each site language. */
export const spokenLanguages: Record<string, Tri> = {
  de: { de_DE: 'Deutsch', en_US: 'German', zh_CN: '德语' },
  en: { de_DE: 'Englisch', en_US: 'English', zh_CN: '英语' },
  zh: { de_DE: 'Chinesisch (Mandarin)', en_US: 'Chinese (Mandarin)', zh_CN: '中文（普通话）' },
  fr: { de_DE: 'Französisch', en_US: 'French', zh_CN: '法语' },
  it: { de_DE: 'Italienisch', en_US: 'Italian', zh_CN: '意大利语' },
  es: { de_DE: 'Spanisch', en_US: 'Spanish', zh_CN: '西班牙语' },
};

export const portalConfig = {
  logo: { kind: 'logo', seed: 1 } as ImageSpec,
  name: {
    de_DE: 'Kestner Vahl Rechtsanwälte PartG mbB',
    en_US: 'Kestner Vahl Rechtsanwälte PartG mbB',
    zh_CN: '凯斯特纳·法尔律师事务所',
  } as Tri,
  address: {
    de_DE: 'Brienner Straße 48, 80333 München, Deutschland',
    en_US: 'Brienner Strasse 48, 80333 Munich, Germany',
    zh_CN: '德国慕尼黑 Brienner Straße 48号，邮编 80333',
  } as Tri,
  email: `kontakt@${FIRM_DOMAIN}`,
  tel: '+49 89 2180 4470',
  introduce: {
    de_DE:
      '<p>Kestner Vahl ist eine unabhängige Wirtschaftskanzlei mit Hauptsitz in München und Büros in Frankfurt am Main und Berlin. Seit 2004 beraten wir mittelständische Unternehmen, Familienunternehmen, Investoren und öffentliche Auftraggeber in allen Fragen des Wirtschaftsrechts – transaktionsbezogen, streitig und regulatorisch.</p>' +
      '<p>Mit unserem China Desk in München und Shanghai begleiten wir seit mehr als 15 Jahren chinesische Unternehmen bei Investitionen in Deutschland und Europa, von der Investitionsprüfung bis zur Integration nach dem Closing. Unsere Partnerinnen und Partner arbeiten persönlich an jedem Mandat; kurze Wege und klare Empfehlungen sind für uns selbstverständlich.</p>',
    en_US:
      '<p>Kestner Vahl is an independent commercial law firm headquartered in Munich with offices in Frankfurt and Berlin. Since 2004 we have advised mid-sized and family-owned companies, investors and public bodies on the full range of business law – transactional, contentious and regulatory.</p>' +
      '<p>Through our China Desk in Munich and Shanghai we have supported Chinese companies investing in Germany and Europe for more than 15 years, from foreign investment screening through to post-closing integration. Our partners work on every matter personally; short lines of communication and clear recommendations are how we work.</p>',
    zh_CN:
      '<p>凯斯特纳·法尔律师事务所（Kestner Vahl）是一家独立的德国商业律师事务所，总部位于慕尼黑，并在法兰克福和柏林设有办公室。自2004年成立以来，我们为中型企业、家族企业、投资者及公共机构提供全方位的商事法律服务，涵盖交易、争议解决与合规监管。</p>' +
      '<p>依托慕尼黑与上海两地的中国业务部，我们十五年来持续协助中国企业投资德国及欧洲：从外国投资审查到交割后的整合，全程提供中文服务。每一个项目均由合伙人亲自负责，沟通高效，建议明确。</p>',
  } as Tri,
  lawyerCount: 46,
  totalPeople: 118,
  branchCount: 4,
  advantages: [
    {
      title: { de_DE: 'Partnergeführte Mandatsarbeit', en_US: 'Partner-led matters', zh_CN: '合伙人亲自主导' },
      content: {
        de_DE:
          'Jedes Mandat wird von einer Partnerin oder einem Partner verantwortet, der Ihr Geschäft kennt und erreichbar ist – vom ersten Gespräch bis zum Abschluss.',
        en_US:
          'Every matter is led by a partner who knows your business and is available to you – from the first call to the closing.',
        zh_CN: '每个项目均由一位了解您业务的合伙人全程负责，从首次沟通到项目完成，随时可以联系。',
      },
    },
    {
      title: { de_DE: 'Drei Sprachen, ein Team', en_US: 'Three languages, one team', zh_CN: '三种语言，一个团队' },
      content: {
        de_DE:
          'Wir beraten auf Deutsch, Englisch und Chinesisch. Verträge, Memos und Verhandlungen führen wir in der Sprache, in der Ihre Entscheider arbeiten.',
        en_US:
          'We advise in German, English and Chinese, and draft, negotiate and report in the language in which your decision-makers work.',
        zh_CN: '我们以德语、英语和中文提供服务，合同起草、法律备忘录和谈判均可使用贵司决策层的工作语言。',
      },
    },
    {
      title: {
        de_DE: 'Branchenkenntnis im Mittelstand',
        en_US: 'Know-how of the Mittelstand',
        zh_CN: '深耕德国中型企业',
      },
      content: {
        de_DE:
          'Maschinenbau, Automotive, Medizintechnik und Software: Wir kennen die Märkte unserer Mandanten und ihre regulatorischen Besonderheiten.',
        en_US:
          'Machinery, automotive, medical devices and software: we know our clients’ markets and the regulation that shapes them.',
        zh_CN: '机械制造、汽车、医疗器械与软件——我们熟悉客户所在行业的市场规律与监管要求。',
      },
    },
    {
      title: { de_DE: 'Transparente Honorare', en_US: 'Transparent fees', zh_CN: '收费透明' },
      content: {
        de_DE:
          'Budgets, Festpreise für klar umrissene Leistungen und eine monatliche Kostenübersicht – ohne Überraschungen auf der Rechnung.',
        en_US: 'Budgets, fixed fees for well-defined work and a monthly cost overview – no surprises on the invoice.',
        zh_CN: '提供预算方案、明确范围事项的固定收费及按月费用报告，账单清晰无意外。',
      },
    },
  ],
  environment: [
    {
      seed: 1,
      title: { de_DE: 'Empfang am Münchner Standort', en_US: 'Reception, Munich office', zh_CN: '慕尼黑办公室前台' },
    },
    {
      seed: 2,
      title: {
        de_DE: 'Besprechungsraum „Königsplatz“',
        en_US: '“Königsplatz” meeting room',
        zh_CN: '“国王广场”会议室',
      },
    },
    {
      seed: 3,
      title: { de_DE: 'Bibliothek und Arbeitsbereich', en_US: 'Library and workspace', zh_CN: '图书室与办公区' },
    },
    {
      seed: 4,
      title: {
        de_DE: 'Dachterrasse mit Blick auf die Altstadt',
        en_US: 'Roof terrace overlooking the old town',
        zh_CN: '可俯瞰老城区的屋顶露台',
      },
    },
  ],
};

export const banners: { image: ImageSpec; title: Tri; subTitle: Tri; linkUrl: string; top: 0 | 1 }[] = [
  {
    image: { kind: 'banner', seed: 1 },
    top: 1,
    linkUrl: '/services',
    title: {
      de_DE: 'Wirtschaftsrecht aus München – persönlich, präzise, international',
      en_US: 'Business law from Munich – personal, precise, international',
      zh_CN: '立足慕尼黑的商事法律服务——专业、严谨、国际化',
    },
    subTitle: {
      de_DE: 'Wir begleiten Unternehmen und Investoren bei Transaktionen, Streitigkeiten und regulatorischen Fragen.',
      en_US: 'We stand by companies and investors in transactions, disputes and regulatory matters.',
      zh_CN: '为企业与投资者在交易、争议及监管事务中提供全程支持。',
    },
  },
  {
    image: { kind: 'banner', seed: 2 },
    top: 0,
    linkUrl: '/team',
    title: {
      de_DE: 'China Desk: Ihr Zugang zum deutschen Markt',
      en_US: 'China Desk: your gateway to the German market',
      zh_CN: '中国业务部：您进入德国市场的桥梁',
    },
    subTitle: {
      de_DE: 'Investitionsprüfung, Akquisitionen und Markteintritt – beraten auf Deutsch und Chinesisch.',
      en_US: 'Investment screening, acquisitions and market entry – advice in German and Chinese.',
      zh_CN: '外资审查、并购与市场进入——中德双语全程服务。',
    },
  },
  {
    image: { kind: 'banner', seed: 3 },
    top: 0,
    linkUrl: '/news',
    title: {
      de_DE: 'Rechtliche Entwicklungen im Blick',
      en_US: 'Keeping ahead of legal change',
      zh_CN: '洞察德国与欧盟法律新动向',
    },
    subTitle: {
      de_DE: 'KI-Verordnung, Lieferkettengesetz, NIS2: Was Unternehmen jetzt wissen müssen.',
      en_US: 'AI Act, supply chain due diligence, NIS2: what businesses need to know now.',
      zh_CN: '人工智能法案、供应链法、NIS2——企业当下必须了解的要点。',
    },
  },
];
