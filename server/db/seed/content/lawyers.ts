import type { Tri } from './types';

export interface LawyerSeed {
  name: Tri;
  top: 0 | 1;
  jobs: string[];
  fields: string[];
  office: string;
  phone: string;
  email: string;
  /** Keys of spokenLanguages. */
  languages: string[];
  intro: Tri;
  custom: { title: Tri; content: Tri }[];
}

const EDUCATION: Tri = { de_DE: 'Ausbildung', en_US: 'Education', zh_CN: '教育背景' };
const MEMBERSHIPS: Tri = { de_DE: 'Mitgliedschaften', en_US: 'Memberships', zh_CN: '专业协会' };
const PUBLICATIONS: Tri = { de_DE: 'Veröffentlichungen', en_US: 'Publications', zh_CN: '著述' };
const CAREER: Tri = { de_DE: 'Werdegang', en_US: 'Career', zh_CN: '职业经历' };

const ul = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

export const lawyers: LawyerSeed[] = [
  {
    name: { de_DE: 'Dr. Katharina Kestner', en_US: 'Dr Katharina Kestner', zh_CN: '卡塔琳娜·凯斯特纳 博士' },
    top: 1,
    jobs: ['partner'],
    fields: ['corporate', 'chinaDesk'],
    office: 'munich',
    phone: '+49 89 2180 4470-11',
    email: 'katharina.kestner',
    languages: ['de', 'en', 'fr'],
    intro: {
      de_DE:
        '<p>Katharina Kestner ist Gründungspartnerin und leitet die Praxisgruppe Gesellschaftsrecht &amp; M&amp;A. Sie berät Familienunternehmen und internationale Investoren bei Unternehmenskäufen, Joint Ventures und Nachfolgelösungen, mit besonderem Fokus auf Maschinenbau und Automotive.</p><p>Mandanten schätzen ihre ruhige Verhandlungsführung und ihr Gespür für die wirtschaftlichen Interessen hinter jeder Klausel. Sie wird seit Jahren in führenden Rechtsverzeichnissen als empfohlene Anwältin für M&amp;A im Mittelstand genannt.</p>',
      en_US:
        '<p>Katharina Kestner is a founding partner and heads the Corporate &amp; M&amp;A practice. She advises family-owned businesses and international investors on acquisitions, joint ventures and succession solutions, with a particular focus on machinery and automotive.</p><p>Clients value her calm negotiating style and her sense for the commercial interests behind each clause. Leading legal directories have recommended her for mid-market M&amp;A for many years.</p>',
      zh_CN:
        '<p>卡塔琳娜·凯斯特纳博士是本所创始合伙人，领导公司法与并购业务组。她为家族企业及国际投资者提供企业并购、合资及企业传承方面的法律服务，尤其专注于机械制造和汽车行业。</p><p>客户高度评价她沉稳的谈判风格以及对每项条款背后商业利益的敏锐把握。多年来，她一直被权威法律评级机构评为中型企业并购领域推荐律师。</p>',
    },
    custom: [
      {
        title: EDUCATION,
        content: {
          de_DE: ul([
            'Studium der Rechtswissenschaften, Ludwig-Maximilians-Universität München',
            'LL.M., University of Cambridge',
            'Promotion zum Gesellschaftsrecht, Universität Heidelberg',
            'Zulassung als Rechtsanwältin 2001',
          ]),
          en_US: ul([
            'Law studies, Ludwig Maximilian University of Munich',
            'LL.M., University of Cambridge',
            'Doctorate in company law, Heidelberg University',
            'Admitted to the German bar in 2001',
          ]),
          zh_CN: ul([
            '慕尼黑大学法学专业',
            '英国剑桥大学法学硕士（LL.M.）',
            '海德堡大学法学博士（公司法方向）',
            '2001年取得德国律师执业资格',
          ]),
        },
      },
      {
        title: MEMBERSHIPS,
        content: {
          de_DE: ul([
            'Deutscher Anwaltverein, Arbeitsgemeinschaft Handels- und Gesellschaftsrecht',
            'Vorstandsmitglied, Deutsch-Chinesische Juristenvereinigung (Sektion Bayern)',
          ]),
          en_US: ul([
            'German Bar Association, Commercial and Corporate Law Working Group',
            'Board member, German-Chinese Lawyers’ Association (Bavarian section)',
          ]),
          zh_CN: ul(['德国律师协会商法与公司法工作组成员', '德中法律人协会（巴伐利亚分会）理事']),
        },
      },
    ],
  },
  {
    name: { de_DE: 'Dr. Martin Vahl', en_US: 'Dr Martin Vahl', zh_CN: '马丁·法尔 博士' },
    top: 1,
    jobs: ['partner'],
    fields: ['disputes', 'corporate'],
    office: 'munich',
    phone: '+49 89 2180 4470-12',
    email: 'martin.vahl',
    languages: ['de', 'en'],
    intro: {
      de_DE:
        '<p>Martin Vahl ist Gründungspartner und leitet die Praxisgruppe Prozessführung &amp; Schiedsverfahren. Er vertritt Unternehmen in komplexen Wirtschaftsstreitigkeiten vor staatlichen Gerichten und Schiedsgerichten, insbesondere in Post-M&amp;A- und Gesellschafterstreitigkeiten.</p><p>Er ist regelmäßig als Schiedsrichter in DIS- und ICC-Verfahren tätig und lehrt Zivilprozessrecht als Lehrbeauftragter an der Universität Augsburg.</p>',
      en_US:
        '<p>Martin Vahl is a founding partner and heads the Dispute Resolution practice. He represents companies in complex commercial disputes before state courts and arbitral tribunals, in particular post-M&amp;A and shareholder disputes.</p><p>He regularly sits as an arbitrator in DIS and ICC proceedings and teaches civil procedure as a lecturer at the University of Augsburg.</p>',
      zh_CN:
        '<p>马丁·法尔博士是本所创始合伙人，领导争议解决与仲裁业务组。他代理企业参与国家法院及仲裁庭的复杂商事争议，尤其擅长并购后争议和股东纠纷。</p><p>他经常在德国仲裁协会（DIS）和国际商会（ICC）仲裁案件中担任仲裁员，并在奥格斯堡大学讲授民事诉讼法。</p>',
    },
    custom: [
      {
        title: EDUCATION,
        content: {
          de_DE: ul([
            'Studium der Rechtswissenschaften, Universität Regensburg und Université Paris II',
            'Promotion zum internationalen Schiedsverfahrensrecht, Universität Augsburg',
            'Zulassung als Rechtsanwalt 2000',
          ]),
          en_US: ul([
            'Law studies, University of Regensburg and Université Paris II',
            'Doctorate in international arbitration law, University of Augsburg',
            'Admitted to the German bar in 2000',
          ]),
          zh_CN: ul([
            '雷根斯堡大学及巴黎第二大学法学专业',
            '奥格斯堡大学法学博士（国际仲裁法方向）',
            '2000年取得德国律师执业资格',
          ]),
        },
      },
      {
        title: PUBLICATIONS,
        content: {
          de_DE: ul([
            '„Garantiehaftung im Unternehmenskauf“, Kommentierung in einem Praxishandbuch zum M&amp;A-Recht (3. Aufl. 2025)',
            '„Eilrechtsschutz im Schiedsverfahren nach der DIS-Schiedsgerichtsordnung“, Fachaufsatz 2024',
          ]),
          en_US: ul([
            '“Warranty liability in share purchases”, chapter in a practitioners’ handbook on M&amp;A law (3rd ed. 2025)',
            '“Interim relief in arbitration under the DIS Rules”, article, 2024',
          ]),
          zh_CN: ul([
            '《股权收购中的保证责任》，载于并购法实务手册（2025年第3版）',
            '《德国仲裁协会规则下的临时措施》，专业论文，2024年',
          ]),
        },
      },
    ],
  },
  {
    name: { de_DE: 'Shan Wang', en_US: 'Shan Wang', zh_CN: '王珊' },
    top: 1,
    jobs: ['partner'],
    fields: ['chinaDesk', 'corporate'],
    office: 'munich',
    phone: '+49 89 2180 4470-15',
    email: 'shan.wang',
    languages: ['zh', 'de', 'en'],
    intro: {
      de_DE:
        '<p>Shan Wang leitet den China Desk der Kanzlei. Sie berät chinesische Konzerne und Privatunternehmen bei Akquisitionen in Deutschland, bei Investitionsprüfungen und bei der Integration erworbener Unternehmen. Seit 2025 ist sie regelmäßig im Shanghaier Büro tätig.</p><p>Vor ihrem Eintritt bei Kestner Vahl war sie mehrere Jahre in einer internationalen Großkanzlei in Frankfurt und Peking tätig. Sie ist in Deutschland als Rechtsanwältin zugelassen und hat das chinesische Anwaltsexamen abgelegt.</p>',
      en_US:
        '<p>Shan Wang heads the firm’s China Desk. She advises Chinese groups and privately held companies on acquisitions in Germany, foreign investment screening and the integration of acquired businesses. Since 2025 she has regularly worked from the Shanghai office.</p><p>Before joining Kestner Vahl she spent several years with an international law firm in Frankfurt and Beijing. She is admitted as a Rechtsanwältin in Germany and has passed the PRC bar examination.</p>',
      zh_CN:
        '<p>王珊律师是本所中国业务部负责人。她为中国企业集团和民营企业在德国的并购、外国投资审查及并购后整合提供法律服务。自2025年起，她定期在上海办公室工作。</p><p>加入凯斯特纳·法尔之前，她曾在一家国际律师事务所的法兰克福及北京办公室执业多年。她持有德国律师执业资格，并通过了中国国家司法考试。</p>',
    },
    custom: [
      {
        title: EDUCATION,
        content: {
          de_DE: ul([
            'Bachelor of Laws, Fudan-Universität Shanghai',
            'Erstes und Zweites Juristisches Staatsexamen, Bayern',
            'LL.M., Ludwig-Maximilians-Universität München',
            'Chinesisches Anwaltsexamen 2009',
          ]),
          en_US: ul([
            'Bachelor of Laws, Fudan University, Shanghai',
            'First and Second German State Examinations in Law, Bavaria',
            'LL.M., Ludwig Maximilian University of Munich',
            'PRC bar examination, 2009',
          ]),
          zh_CN: ul([
            '复旦大学法学学士',
            '德国巴伐利亚州第一次及第二次国家司法考试',
            '慕尼黑大学法学硕士（LL.M.）',
            '2009年通过中国国家司法考试',
          ]),
        },
      },
      {
        title: MEMBERSHIPS,
        content: {
          de_DE: ul([
            'Deutsch-Chinesische Juristenvereinigung',
            'Beirat der Außenhandelskammer Shanghai, Arbeitskreis Recht',
          ]),
          en_US: ul([
            'German-Chinese Lawyers’ Association',
            'Advisory board, German Chamber of Commerce in China (Shanghai), legal working group',
          ]),
          zh_CN: ul(['德中法律人协会会员', '中国德国商会（上海）法律工作组顾问委员']),
        },
      },
    ],
  },
  {
    name: { de_DE: 'Dr. Felix Aurich', en_US: 'Dr Felix Aurich', zh_CN: '费利克斯·奥里希 博士' },
    top: 1,
    jobs: ['partner'],
    fields: ['tax', 'corporate'],
    office: 'frankfurt',
    phone: '+49 69 7593 812-20',
    email: 'felix.aurich',
    languages: ['de', 'en', 'it'],
    intro: {
      de_DE:
        '<p>Felix Aurich ist Rechtsanwalt, Steuerberater und Partner im Frankfurter Büro. Er berät bei der steuerlichen Strukturierung von Unternehmenskäufen, Immobilientransaktionen und Finanzierungen sowie in Betriebsprüfungen und finanzgerichtlichen Verfahren.</p><p>Ein Schwerpunkt seiner Tätigkeit liegt auf grenzüberschreitenden Holdingstrukturen und der Anwendung von Doppelbesteuerungsabkommen, insbesondere im Verhältnis zu China und Italien.</p>',
      en_US:
        '<p>Felix Aurich is a lawyer, certified tax adviser and partner in the Frankfurt office. He advises on the tax structuring of acquisitions, real estate transactions and financings, and represents clients in tax audits and tax court proceedings.</p><p>His work focuses on cross-border holding structures and the application of double taxation treaties, particularly with China and Italy.</p>',
      zh_CN:
        '<p>费利克斯·奥里希博士是律师、德国注册税务师，现任法兰克福办公室合伙人。他为企业并购、不动产交易及融资提供税务架构设计服务，并代理客户应对税务稽查和财税法院诉讼。</p><p>他的业务重点是跨境控股架构以及避免双重征税协定的适用，尤其涉及中国和意大利。</p>',
    },
    custom: [
      {
        title: EDUCATION,
        content: {
          de_DE: ul([
            'Studium der Rechtswissenschaften, Goethe-Universität Frankfurt am Main',
            'Promotion im internationalen Steuerrecht, Universität Mannheim',
            'Steuerberaterexamen 2010',
          ]),
          en_US: ul([
            'Law studies, Goethe University Frankfurt',
            'Doctorate in international tax law, University of Mannheim',
            'German tax adviser examination, 2010',
          ]),
          zh_CN: ul(['法兰克福歌德大学法学专业', '曼海姆大学法学博士（国际税法方向）', '2010年通过德国注册税务师考试']),
        },
      },
      {
        title: PUBLICATIONS,
        content: {
          de_DE: ul([
            '„Quellensteuerentlastung für Holdinggesellschaften nach § 50d Abs. 3 EStG“, Fachaufsatz 2025',
            'Regelmäßige Beiträge zum Transaktionssteuerrecht in Fachzeitschriften',
          ]),
          en_US: ul([
            '“Withholding tax relief for holding companies under the German anti-treaty-shopping rule”, article, 2025',
            'Regular contributions on transaction tax in professional journals',
          ]),
          zh_CN: ul([
            '《德国所得税法第50d条第3款下控股公司的预提税减免》，专业论文，2025年',
            '定期在专业期刊发表交易税务相关文章',
          ]),
        },
      },
    ],
  },
  {
    name: { de_DE: 'Julia Brenner', en_US: 'Julia Brenner', zh_CN: '尤利娅·布伦纳' },
    top: 0,
    jobs: ['partner'],
    fields: ['employment'],
    office: 'munich',
    phone: '+49 89 2180 4470-21',
    email: 'julia.brenner',
    languages: ['de', 'en', 'es'],
    intro: {
      de_DE:
        '<p>Julia Brenner ist Fachanwältin für Arbeitsrecht und Partnerin. Sie berät Arbeitgeber bei Restrukturierungen, Verhandlungen mit Betriebsräten und der Gestaltung von Vergütungssystemen und vertritt sie in Kündigungsschutz- und Beschlussverfahren.</p><p>Aktuell begleitet sie zahlreiche Unternehmen bei der Umsetzung der EU-Entgelttransparenzrichtlinie und bei der Einführung KI-gestützter Personalprozesse unter Beteiligung des Betriebsrats.</p>',
      en_US:
        '<p>Julia Brenner is a certified specialist in employment law and a partner. She advises employers on restructurings, negotiations with works councils and the design of remuneration systems, and represents them in dismissal and co-determination proceedings.</p><p>She is currently helping many companies implement the EU Pay Transparency Directive and introduce AI-supported HR processes with the involvement of the works council.</p>',
      zh_CN:
        '<p>尤利娅·布伦纳律师是德国认证劳动法专业律师，本所合伙人。她为雇主提供企业重组、与职工委员会谈判及薪酬体系设计等方面的咨询，并代理解雇保护诉讼及共决程序。</p><p>目前，她正协助众多企业落实欧盟《薪酬透明指令》，并在职工委员会参与下引入基于人工智能的人力资源流程。</p>',
    },
    custom: [
      {
        title: EDUCATION,
        content: {
          de_DE: ul([
            'Studium der Rechtswissenschaften, Universität Passau und Universidad de Salamanca',
            'Fachanwältin für Arbeitsrecht seit 2014',
            'Zulassung als Rechtsanwältin 2009',
          ]),
          en_US: ul([
            'Law studies, University of Passau and University of Salamanca',
            'Certified specialist in employment law since 2014',
            'Admitted to the German bar in 2009',
          ]),
          zh_CN: ul([
            '帕绍大学及西班牙萨拉曼卡大学法学专业',
            '2014年起为认证劳动法专业律师',
            '2009年取得德国律师执业资格',
          ]),
        },
      },
      {
        title: MEMBERSHIPS,
        content: {
          de_DE: ul([
            'Arbeitsgemeinschaft Arbeitsrecht im Deutschen Anwaltverein',
            'Referentin für Arbeitgeberverbände in Bayern',
          ]),
          en_US: ul([
            'Employment Law Working Group of the German Bar Association',
            'Speaker for Bavarian employers’ associations',
          ]),
          zh_CN: ul(['德国律师协会劳动法工作组成员', '巴伐利亚州雇主协会特邀讲师']),
        },
      },
    ],
  },
  {
    name: { de_DE: 'Dr. Jonas Richter', en_US: 'Dr Jonas Richter', zh_CN: '约纳斯·里希特 博士' },
    top: 0,
    jobs: ['counsel'],
    fields: ['data', 'ip'],
    office: 'berlin',
    phone: '+49 30 2061 594-31',
    email: 'jonas.richter',
    languages: ['de', 'en'],
    intro: {
      de_DE:
        '<p>Jonas Richter ist Counsel im Berliner Büro und berät zu Datenschutz, IT-Sicherheit und Technologieverträgen. Er begleitet Softwareunternehmen, Plattformbetreiber und Industriekunden bei der Umsetzung von DSGVO, Data Act und KI-Verordnung.</p><p>Er ist zertifizierter Datenschutzbeauftragter und vertritt Mandanten in Verfahren vor den Datenschutzaufsichtsbehörden.</p>',
      en_US:
        '<p>Jonas Richter is a counsel in the Berlin office, advising on data protection, IT security and technology contracts. He helps software companies, platform operators and industrial clients implement the GDPR, the Data Act and the AI Act.</p><p>He is a certified data protection officer and represents clients in proceedings before data protection authorities.</p>',
      zh_CN:
        '<p>约纳斯·里希特博士是柏林办公室顾问律师，专注于数据保护、网络安全及技术合同。他协助软件企业、平台运营商和工业客户落实《通用数据保护条例》、《数据法案》及《人工智能法案》的合规要求。</p><p>他是经认证的数据保护官，并代理客户应对数据保护监管机构的程序。</p>',
    },
    custom: [
      {
        title: EDUCATION,
        content: {
          de_DE: ul([
            'Studium der Rechtswissenschaften, Humboldt-Universität zu Berlin',
            'Promotion zum Recht der Datenökonomie, Freie Universität Berlin',
            'Zertifizierter Datenschutzbeauftragter (TÜV)',
          ]),
          en_US: ul([
            'Law studies, Humboldt University of Berlin',
            'Doctorate on the law of the data economy, Free University of Berlin',
            'Certified data protection officer (TÜV)',
          ]),
          zh_CN: ul(['柏林洪堡大学法学专业', '柏林自由大学法学博士（数据经济法方向）', '德国TÜV认证数据保护官']),
        },
      },
      {
        title: PUBLICATIONS,
        content: {
          de_DE: ul([
            '„Der Data Act in der Vertragspraxis“, Praxisleitfaden 2025',
            '„Hochrisiko-KI im Unternehmen – ein Prüfschema“, Fachaufsatz 2026',
          ]),
          en_US: ul([
            '“The Data Act in contract practice”, practitioners’ guide, 2025',
            '“High-risk AI in the enterprise – a checklist”, article, 2026',
          ]),
          zh_CN: ul(['《〈数据法案〉合同实务指南》，2025年', '《企业中的高风险人工智能——审查框架》，专业论文，2026年']),
        },
      },
    ],
  },
  {
    name: { de_DE: 'Dr. Sophie Lambert', en_US: 'Dr Sophie Lambert', zh_CN: '索菲·朗贝尔 博士' },
    top: 0,
    jobs: ['counsel'],
    fields: ['ip', 'disputes'],
    office: 'munich',
    phone: '+49 89 2180 4470-34',
    email: 'sophie.lambert',
    languages: ['de', 'fr', 'en'],
    intro: {
      de_DE:
        '<p>Sophie Lambert ist Counsel in der IP-Praxis. Sie führt Marken-, Design- und Patentverletzungsverfahren vor dem Landgericht München I, dem Oberlandesgericht München und der Münchner Lokalkammer des Einheitlichen Patentgerichts.</p><p>Als deutsch-französische Juristin koordiniert sie häufig parallele Verfahren in Deutschland und Frankreich und berät Mandanten der Medizintechnik- und Konsumgüterbranche.</p>',
      en_US:
        '<p>Sophie Lambert is a counsel in the IP practice. She conducts trade mark, design and patent infringement proceedings before the Munich Regional Court I, the Munich Higher Regional Court and the Munich local division of the Unified Patent Court.</p><p>As a Franco-German lawyer she frequently coordinates parallel proceedings in Germany and France and advises clients in the medical technology and consumer goods sectors.</p>',
      zh_CN:
        '<p>索菲·朗贝尔博士是知识产权业务组顾问律师。她在慕尼黑第一地方法院、慕尼黑高等地方法院及欧洲统一专利法院慕尼黑地方分庭代理商标、外观设计及专利侵权案件。</p><p>作为德法双国背景的法律专业人士，她经常协调德国与法国的平行诉讼，服务医疗器械和消费品行业的客户。</p>',
    },
    custom: [
      {
        title: EDUCATION,
        content: {
          de_DE: ul([
            'Deutsch-französischer Studiengang Rechtswissenschaften, Universität zu Köln und Université Paris 1 Panthéon-Sorbonne',
            'Promotion zum europäischen Markenrecht, Max-Planck-Institut für Innovation und Wettbewerb, München',
          ]),
          en_US: ul([
            'Franco-German law programme, University of Cologne and Université Paris 1 Panthéon-Sorbonne',
            'Doctorate on European trade mark law, Max Planck Institute for Innovation and Competition, Munich',
          ]),
          zh_CN: ul([
            '科隆大学与巴黎第一大学德法双学位法学项目',
            '慕尼黑马克斯·普朗克创新与竞争研究所法学博士（欧盟商标法方向）',
          ]),
        },
      },
      {
        title: MEMBERSHIPS,
        content: {
          de_DE: ul([
            'GRUR – Deutsche Vereinigung für gewerblichen Rechtsschutz und Urheberrecht',
            'INTA – International Trademark Association',
          ]),
          en_US: ul([
            'GRUR – German Association for the Protection of Intellectual Property',
            'INTA – International Trademark Association',
          ]),
          zh_CN: ul(['德国知识产权保护协会（GRUR）会员', '国际商标协会（INTA）会员']),
        },
      },
    ],
  },
  {
    name: { de_DE: 'Tobias Hartl', en_US: 'Tobias Hartl', zh_CN: '托比亚斯·哈特尔' },
    top: 0,
    jobs: ['ofCounsel'],
    fields: ['realEstate', 'disputes'],
    office: 'munich',
    phone: '+49 89 2180 4470-40',
    email: 'tobias.hartl',
    languages: ['de', 'en'],
    intro: {
      de_DE:
        '<p>Tobias Hartl war bis 2022 Vorsitzender Richter einer Baukammer am Landgericht München I und ist seitdem Of Counsel der Kanzlei. Er berät Investoren, Projektentwickler und Bauunternehmen bei Bauverträgen, Nachtragsstreitigkeiten und Immobilientransaktionen.</p><p>Seine langjährige Erfahrung auf der Richterbank nutzen Mandanten vor allem für belastbare Prozessrisikoanalysen und als Schlichter und Mediator in Bauprojekten.</p>',
      en_US:
        '<p>Until 2022 Tobias Hartl was presiding judge of a construction chamber at the Munich Regional Court I; he has since been Of Counsel to the firm. He advises investors, developers and contractors on construction contracts, variation disputes and real estate transactions.</p><p>Clients draw on his long experience on the bench above all for robust litigation risk assessments and as a conciliator and mediator in construction projects.</p>',
      zh_CN:
        '<p>托比亚斯·哈特尔律师在2022年之前担任慕尼黑第一地方法院建筑法庭审判长，此后出任本所特别顾问。他为投资者、开发商及建筑企业提供施工合同、工程变更争议及不动产交易方面的法律服务。</p><p>客户尤其借重他多年的审判经验，进行可靠的诉讼风险评估，并邀请他在建设项目中担任调解员。</p>',
    },
    custom: [
      {
        title: CAREER,
        content: {
          de_DE: ul([
            '1992–2022 Richter in der bayerischen Justiz, zuletzt Vorsitzender Richter am Landgericht München I',
            'Seit 2022 Of Counsel bei Kestner Vahl',
            'Zertifizierter Mediator',
          ]),
          en_US: ul([
            '1992–2022 judge in the Bavarian judiciary, most recently presiding judge at the Munich Regional Court I',
            'Since 2022 Of Counsel at Kestner Vahl',
            'Certified mediator',
          ]),
          zh_CN: ul([
            '1992—2022年任职于巴伐利亚州司法系统，最后职务为慕尼黑第一地方法院审判长',
            '2022年起任凯斯特纳·法尔律师事务所特别顾问',
            '认证调解员',
          ]),
        },
      },
      {
        title: PUBLICATIONS,
        content: {
          de_DE: ul([
            'Mitautor eines Kommentars zum Bauvertragsrecht (§§ 650a ff. BGB)',
            '„Die Anordnung nach § 650b BGB in der gerichtlichen Praxis“, Fachaufsatz 2024',
          ]),
          en_US: ul([
            'Co-author of a commentary on German construction contract law (sections 650a et seq. Civil Code)',
            '“Variation orders under section 650b Civil Code in court practice”, article, 2024',
          ]),
          zh_CN: ul([
            '德国建筑合同法（《德国民法典》第650a条及以下）评注合著者',
            '《司法实践中依〈德国民法典〉第650b条发出的变更指令》，专业论文，2024年',
          ]),
        },
      },
    ],
  },
  {
    name: { de_DE: 'Lin Yu', en_US: 'Lin Yu', zh_CN: '俞琳' },
    top: 0,
    jobs: ['associate'],
    fields: ['chinaDesk', 'employment'],
    office: 'shanghai',
    phone: '+49 89 2180 4470-52',
    email: 'lin.yu',
    languages: ['zh', 'de', 'en'],
    intro: {
      de_DE:
        '<p>Lin Yu ist Associate im China Desk und arbeitet zwischen München und Shanghai. Sie unterstützt chinesische Mandanten bei Gründungen, Akquisitionen und Investitionsprüfungen sowie bei arbeitsrechtlichen Fragen ihrer deutschen Tochtergesellschaften.</p><p>Sie hat in Deutschland studiert und beide juristischen Staatsexamina abgelegt; ihre Mandanten schätzen, dass sie deutsches Recht in klarem Chinesisch erklärt.</p>',
      en_US:
        '<p>Lin Yu is an associate on the China Desk, working between Munich and Shanghai. She supports Chinese clients with company formations, acquisitions and investment screening, and with employment matters at their German subsidiaries.</p><p>She studied in Germany and passed both German state examinations; her clients appreciate that she explains German law in clear Chinese.</p>',
      zh_CN:
        '<p>俞琳律师是中国业务部律师，往返于慕尼黑和上海两地工作。她协助中国客户处理公司设立、并购及投资审查事宜，并为其德国子公司提供劳动法支持。</p><p>她在德国完成法学教育并通过两次国家司法考试；客户特别赞赏她能用清晰易懂的中文解释德国法律。</p>',
    },
    custom: [
      {
        title: EDUCATION,
        content: {
          de_DE: ul([
            'Studium der Rechtswissenschaften, Universität Göttingen',
            'Zweites Juristisches Staatsexamen, Bayern (2021)',
            'Stationen in Shanghai und bei der Deutschen Botschaft in Peking',
          ]),
          en_US: ul([
            'Law studies, University of Göttingen',
            'Second German State Examination in Law, Bavaria (2021)',
            'Clerkships in Shanghai and at the German Embassy in Beijing',
          ]),
          zh_CN: ul(['哥廷根大学法学专业', '2021年通过巴伐利亚州第二次国家司法考试', '曾在上海及德国驻华大使馆实习']),
        },
      },
      {
        title: MEMBERSHIPS,
        content: {
          de_DE: ul(['Deutsch-Chinesische Juristenvereinigung', 'Mentorin im Programm „Women in Law Bavaria“']),
          en_US: ul(['German-Chinese Lawyers’ Association', 'Mentor in the “Women in Law Bavaria” programme']),
          zh_CN: ul(['德中法律人协会会员', '“巴伐利亚法律女性”项目导师']),
        },
      },
    ],
  },
  {
    name: { de_DE: 'Maximilian Ott', en_US: 'Maximilian Ott', zh_CN: '马克西米利安·奥特' },
    top: 0,
    jobs: ['associate'],
    fields: ['data', 'disputes'],
    office: 'berlin',
    phone: '+49 30 2061 594-38',
    email: 'maximilian.ott',
    languages: ['de', 'en'],
    intro: {
      de_DE:
        '<p>Maximilian Ott ist Associate im Berliner Büro. Er berät zu Datenschutz und IT-Sicherheit, begleitet Mandanten bei der Aufarbeitung von Cybervorfällen und vertritt sie in Schadensersatzverfahren nach Art. 82 DSGVO.</p><p>Vor seinem Berufseinstieg hat er als Softwareentwickler gearbeitet – ein Hintergrund, der ihm hilft, technische Sachverhalte schnell zu durchdringen.</p>',
      en_US:
        '<p>Maximilian Ott is an associate in the Berlin office. He advises on data protection and IT security, supports clients in the aftermath of cyber incidents and represents them in damages claims under Article 82 GDPR.</p><p>Before becoming a lawyer he worked as a software developer – a background that helps him get to grips with technical facts quickly.</p>',
      zh_CN:
        '<p>马克西米利安·奥特律师任职于柏林办公室，专注于数据保护和网络安全，协助客户处理网络安全事件的善后工作，并代理依据《通用数据保护条例》第82条提起的损害赔偿诉讼。</p><p>从事律师工作之前，他曾担任软件开发工程师，这一背景使他能够迅速理解复杂的技术问题。</p>',
    },
    custom: [
      {
        title: EDUCATION,
        content: {
          de_DE: ul([
            'B.Sc. Informatik, Technische Universität Berlin',
            'Studium der Rechtswissenschaften, Humboldt-Universität zu Berlin',
            'Zweites Juristisches Staatsexamen, Berlin (2023)',
          ]),
          en_US: ul([
            'B.Sc. Computer Science, Technical University of Berlin',
            'Law studies, Humboldt University of Berlin',
            'Second German State Examination in Law, Berlin (2023)',
          ]),
          zh_CN: ul(['柏林工业大学计算机科学学士', '柏林洪堡大学法学专业', '2023年通过柏林州第二次国家司法考试']),
        },
      },
      {
        title: PUBLICATIONS,
        content: {
          de_DE: ul(['„Immaterieller Schadensersatz nach Datenlecks – eine Zwischenbilanz“, Fachaufsatz 2025']),
          en_US: ul(['“Non-material damages after data leaks – an interim assessment”, article, 2025']),
          zh_CN: ul(['《数据泄露后的非物质损害赔偿——阶段性回顾》，专业论文，2025年']),
        },
      },
    ],
  },
];
