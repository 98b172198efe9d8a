import type { Tri } from './types';

/** Practice areas, in display order. `icon` picks the generated glyph. */
export const fields: { key: string; icon: number; name: Tri; introduce: Tri }[] = [
  {
    key: 'corporate',
    icon: 0,
    name: { de_DE: 'Gesellschaftsrecht & M&A', en_US: 'Corporate & M&A', zh_CN: '公司法与并购' },
    introduce: {
      de_DE: `<p>Unternehmenskäufe, Umstrukturierungen und Gesellschafterstreitigkeiten entscheiden über die Zukunft eines Unternehmens. Unser Corporate-Team begleitet Familienunternehmen, Finanzinvestoren und strategische Käufer aus dem In- und Ausland bei Transaktionen mit einem Volumen von typischerweise 10 bis 500 Millionen Euro.</p>
<h3>Unsere Leistungen</h3>
<ul>
<li>Unternehmenskauf und -verkauf (Share und Asset Deals), einschließlich Bieterverfahren</li>
<li>Legal Due Diligence und Vertragsgestaltung (SPA, Gesellschaftervereinbarungen, W&amp;I-Versicherung)</li>
<li>Joint Ventures, Venture-Capital-Finanzierungen und Managementbeteiligungen</li>
<li>Umwandlungen nach dem UmwG, Nachfolgeregelungen und Corporate Governance</li>
</ul>
<h3>Unser Ansatz</h3>
<p>Wir denken Transaktionen vom Ergebnis her: Welche Risiken müssen tatsächlich im Vertrag abgesichert werden, welche lassen sich über den Kaufpreis oder eine Versicherung lösen? So bleiben Verhandlungen schlank und Zeitpläne realistisch. Für grenzüberschreitende Deals arbeiten wir mit ausgewählten Partnerkanzleien in über 30 Ländern zusammen.</p>`,
      en_US: `<p>Acquisitions, reorganisations and shareholder disputes decide a company’s future. Our corporate team advises family businesses, financial investors and strategic buyers from Germany and abroad on transactions typically worth between EUR 10 million and EUR 500 million.</p>
<h3>What we do</h3>
<ul>
<li>Acquisitions and disposals (share and asset deals), including auction processes</li>
<li>Legal due diligence and transaction documents (SPAs, shareholders’ agreements, W&amp;I insurance)</li>
<li>Joint ventures, venture capital financings and management participation schemes</li>
<li>Conversions under the German Transformation Act, succession planning and corporate governance</li>
</ul>
<h3>How we work</h3>
<p>We approach every deal from the outcome: which risks really need contractual protection, and which are better dealt with through the price or insurance? That keeps negotiations lean and timetables realistic. For cross-border transactions we work with trusted partner firms in more than 30 countries.</p>`,
      zh_CN: `<p>企业并购、重组及股东争议往往决定企业的未来。我们的公司并购团队为德国及海外的家族企业、财务投资者和战略买家提供服务，交易规模通常在1000万至5亿欧元之间。</p>
<h3>服务范围</h3>
<ul>
<li>股权收购与资产收购、出售，包括竞标程序</li>
<li>法律尽职调查及交易文件起草（股权购买协议、股东协议、陈述与保证保险）</li>
<li>合资企业、风险投资融资及管理层持股计划</li>
<li>依据《德国公司改组法》进行的改制、企业传承安排及公司治理</li>
</ul>
<h3>工作方式</h3>
<p>我们以交易目标为导向：哪些风险必须在合同中加以保障，哪些可以通过价格调整或保险解决？由此使谈判更加精简、时间表切实可行。对于跨境交易，我们与30多个国家的优秀合作律所紧密协作。</p>`,
    },
  },
  {
    key: 'employment',
    icon: 1,
    name: { de_DE: 'Arbeitsrecht', en_US: 'Employment', zh_CN: '劳动法' },
    introduce: {
      de_DE: `<p>Das deutsche Arbeitsrecht ist mitbestimmungsstark und rechtsprechungsgeprägt. Wir beraten Arbeitgeber – vom wachsenden Start-up bis zum Konzern mit mehreren Tausend Beschäftigten – strategisch und im Tagesgeschäft.</p>
<h3>Schwerpunkte</h3>
<ul>
<li>Restrukturierungen, Betriebsänderungen, Interessenausgleich und Sozialplan</li>
<li>Verhandlungen mit Betriebsräten und Gewerkschaften, Betriebsvereinbarungen</li>
<li>Vergütungssysteme, Entgelttransparenz und variable Vergütung</li>
<li>Kündigungsschutzverfahren und Trennungen von Führungskräften</li>
<li>Arbeitsrechtliche Aspekte von Transaktionen (Betriebsübergang nach § 613a BGB)</li>
</ul>
<p>Für internationale Arbeitgeber übersetzen wir deutsche Besonderheiten – etwa die Rolle des Betriebsrats oder die Arbeitszeiterfassung – in verständliche Handlungsoptionen und begleiten Entsendungen in beide Richtungen.</p>`,
      en_US: `<p>German employment law is shaped by strong co-determination and by case law. We advise employers – from growing start-ups to groups with several thousand employees – on strategy and day-to-day matters alike.</p>
<h3>Focus areas</h3>
<ul>
<li>Restructurings, operational changes, reconciliation of interests and social plans</li>
<li>Negotiations with works councils and trade unions, works agreements</li>
<li>Remuneration systems, pay transparency and variable pay</li>
<li>Unfair dismissal proceedings and executive separations</li>
<li>Employment aspects of transactions (transfer of undertakings, section 613a German Civil Code)</li>
</ul>
<p>For international employers we translate German particularities – such as the role of the works council or working-time recording – into clear options for action, and we handle secondments in both directions.</p>`,
      zh_CN: `<p>德国劳动法以高度的员工共决制度和判例法为特点。我们为各类雇主提供战略及日常劳动法咨询，客户既包括成长型初创企业，也包括拥有数千名员工的企业集团。</p>
<h3>业务重点</h3>
<ul>
<li>企业重组、经营变更、利益平衡协议与社会计划</li>
<li>与企业职工委员会及工会的谈判，企业协议的制定</li>
<li>薪酬体系设计、薪酬透明及浮动薪酬</li>
<li>解雇保护诉讼及高管离职安排</li>
<li>交易中的劳动法问题（《德国民法典》第613a条规定的企业转让）</li>
</ul>
<p>对于国际雇主，我们将职工委员会的作用、工时记录义务等德国特有制度转化为清晰可行的方案，并协助处理中德双向的人员外派事宜。</p>`,
    },
  },
  {
    key: 'ip',
    icon: 2,
    name: { de_DE: 'Gewerblicher Rechtsschutz & IP', en_US: 'Intellectual Property', zh_CN: '知识产权' },
    introduce: {
      de_DE: `<p>Marken, Patente, Designs und Know-how sind oft die wertvollsten Vermögensgegenstände eines Unternehmens. München ist mit dem Europäischen Patentamt, dem Bundespatentgericht und der Lokalkammer des Einheitlichen Patentgerichts der wichtigste IP-Standort Europas – und unser Zuhause.</p>
<h3>Wir beraten bei</h3>
<ul>
<li>Anmeldung, Verwaltung und Verteidigung von Marken- und Designportfolios</li>
<li>Patentverletzungsverfahren vor deutschen Gerichten und dem Einheitlichen Patentgericht (in Zusammenarbeit mit Patentanwälten)</li>
<li>Lizenz-, Forschungs- und Entwicklungsverträgen sowie Technologietransfer</li>
<li>Schutz von Geschäftsgeheimnissen nach dem GeschGehG</li>
<li>Produktpiraterie, Grenzbeschlagnahme und Messeverfügungen</li>
</ul>
<p>Wir verbinden prozessuale Erfahrung mit kaufmännischem Verständnis: Nicht jede Verletzung muss vor Gericht enden, aber jede Strategie muss im Ernstfall vor Gericht bestehen.</p>`,
      en_US: `<p>Trade marks, patents, designs and know-how are often a company’s most valuable assets. With the European Patent Office, the Federal Patent Court and a local division of the Unified Patent Court, Munich is Europe’s leading IP venue – and our home.</p>
<h3>We advise on</h3>
<ul>
<li>Filing, managing and enforcing trade mark and design portfolios</li>
<li>Patent infringement proceedings before German courts and the Unified Patent Court (together with patent attorneys)</li>
<li>Licence, research and development agreements and technology transfer</li>
<li>Protection of trade secrets under the German Trade Secrets Act</li>
<li>Counterfeiting, customs seizures and trade fair injunctions</li>
</ul>
<p>We combine litigation experience with commercial judgement: not every infringement needs to end in court, but every strategy must hold up in court if it comes to that.</p>`,
      zh_CN: `<p>商标、专利、外观设计与专有技术往往是企业最宝贵的资产。慕尼黑汇聚了欧洲专利局、德国联邦专利法院以及欧洲统一专利法院地方分庭，是欧洲最重要的知识产权中心，也是我们的总部所在地。</p>
<h3>服务内容</h3>
<ul>
<li>商标及外观设计组合的申请、管理与维权</li>
<li>在德国法院及欧洲统一专利法院进行专利侵权诉讼（与专利代理人合作）</li>
<li>许可协议、研发合作协议及技术转让</li>
<li>依据《德国商业秘密保护法》保护商业秘密</li>
<li>打击假冒产品、海关扣押及展会临时禁令</li>
</ul>
<p>我们兼具诉讼经验与商业判断：并非每一起侵权都需要诉诸法院，但每一项策略都必须经得起法庭的检验。</p>`,
    },
  },
  {
    key: 'realEstate',
    icon: 3,
    name: { de_DE: 'Immobilien- & Baurecht', en_US: 'Real Estate & Construction', zh_CN: '房地产与建筑法' },
    introduce: {
      de_DE: `<p>Von der Projektentwicklung bis zum Portfolioverkauf: Wir begleiten Investoren, Projektentwickler, Bauunternehmen und Nutzer über den gesamten Lebenszyklus einer Immobilie.</p>
<h3>Leistungsspektrum</h3>
<ul>
<li>Ankauf und Verkauf von Einzelobjekten und Portfolios, Share Deals und Grunderwerbsteuer-Strukturierung</li>
<li>Gewerbliche Mietverträge für Büro-, Logistik- und Einzelhandelsflächen</li>
<li>Bauverträge, Architekten- und Ingenieurverträge, Nachtragsmanagement</li>
<li>Öffentliches Baurecht, Bebauungspläne und Genehmigungsverfahren</li>
<li>ESG-Anforderungen, Green Leases und Gebäudeenergiegesetz</li>
</ul>
<p>Unsere Erfahrung im Münchner Markt mit seinen besonderen Genehmigungs- und Erhaltungssatzungen ist für viele Mandanten ein entscheidender Vorteil.</p>`,
      en_US: `<p>From project development to portfolio sales, we advise investors, developers, contractors and occupiers throughout the life cycle of a property.</p>
<h3>Our services</h3>
<ul>
<li>Acquisitions and disposals of single assets and portfolios, share deals and real estate transfer tax structuring</li>
<li>Commercial leases for office, logistics and retail space</li>
<li>Construction contracts, architects’ and engineers’ agreements, variation and claims management</li>
<li>Public building law, zoning plans and permit procedures</li>
<li>ESG requirements, green leases and the German Buildings Energy Act</li>
</ul>
<p>Our experience of the Munich market, with its particular permit rules and preservation statutes, is a decisive advantage for many clients.</p>`,
      zh_CN: `<p>从项目开发到资产组合出售，我们为投资者、开发商、建筑企业及使用方提供覆盖不动产全生命周期的法律服务。</p>
<h3>服务范围</h3>
<ul>
<li>单项物业及资产组合的买卖、股权交易及不动产转让税结构设计</li>
<li>办公、物流及零售物业的商业租赁合同</li>
<li>施工合同、建筑师及工程师合同、变更与索赔管理</li>
<li>公共建筑法、建设规划及审批程序</li>
<li>ESG要求、绿色租赁及《德国建筑能源法》</li>
</ul>
<p>我们深谙慕尼黑市场特有的审批规定与城市保护条例，这为众多客户带来了决定性的优势。</p>`,
    },
  },
  {
    key: 'tax',
    icon: 4,
    name: { de_DE: 'Steuerrecht', en_US: 'Tax', zh_CN: '税法' },
    introduce: {
      de_DE: `<p>Steuern sind bei nahezu jeder unternehmerischen Entscheidung ein wesentlicher Faktor. Unser Steuerteam aus Rechtsanwälten und Steuerberatern gestaltet Transaktionen, Finanzierungen und Umstrukturierungen steuerlich effizient und verteidigt Ihre Position gegenüber der Finanzverwaltung.</p>
<h3>Schwerpunkte</h3>
<ul>
<li>Transaktionssteuerrecht: Tax Due Diligence, Strukturierung, Steuerklauseln</li>
<li>Internationales Steuerrecht und Verrechnungspreise</li>
<li>Umsatzsteuer einschließlich E-Rechnung und Reihengeschäfte</li>
<li>Betriebsprüfungen, Einspruchs- und finanzgerichtliche Verfahren</li>
<li>Steuerstrafrecht und Tax Compliance Management Systeme</li>
</ul>
<p>Für Investoren aus China prüfen wir insbesondere die Anwendung des Doppelbesteuerungsabkommens, Quellensteuern auf Dividenden und Lizenzgebühren sowie die Substanzanforderungen an Holdinggesellschaften.</p>`,
      en_US: `<p>Tax is a key factor in almost every business decision. Our tax team of lawyers and certified tax advisers structures transactions, financings and reorganisations tax-efficiently and defends your position before the tax authorities.</p>
<h3>Focus areas</h3>
<ul>
<li>Transaction tax: tax due diligence, structuring, tax clauses</li>
<li>International tax and transfer pricing</li>
<li>VAT, including e-invoicing and chain transactions</li>
<li>Tax audits, objection proceedings and tax court litigation</li>
<li>Tax criminal law and tax compliance management systems</li>
</ul>
<p>For investors from China we focus in particular on the double taxation treaty, withholding taxes on dividends and royalties, and the substance requirements for holding companies.</p>`,
      zh_CN: `<p>税务几乎是每一项商业决策的关键因素。我们的税务团队由律师和德国注册税务师组成，为交易、融资及重组设计高效的税务架构，并在与税务机关的程序中维护客户权益。</p>
<h3>业务重点</h3>
<ul>
<li>交易税务：税务尽职调查、架构设计、税务条款</li>
<li>国际税收与转让定价</li>
<li>增值税，包括电子发票及连环交易</li>
<li>税务稽查、异议程序及财税法院诉讼</li>
<li>税务刑法及税务合规管理体系</li>
</ul>
<p>对于中国投资者，我们尤其关注中德避免双重征税协定的适用、股息和特许权使用费的预提税以及对控股公司的实质性要求。</p>`,
    },
  },
  {
    key: 'disputes',
    icon: 5,
    name: { de_DE: 'Prozessführung & Schiedsverfahren', en_US: 'Dispute Resolution', zh_CN: '争议解决与仲裁' },
    introduce: {
      de_DE: `<p>Wenn Verhandlungen scheitern, zählen Erfahrung, Taktik und Durchsetzungsstärke. Wir vertreten Unternehmen vor staatlichen Gerichten aller Instanzen und in nationalen und internationalen Schiedsverfahren.</p>
<h3>Typische Verfahren</h3>
<ul>
<li>Gesellschafterstreitigkeiten und Organhaftung (D&amp;O)</li>
<li>Post-M&amp;A-Streitigkeiten über Garantien und Kaufpreisanpassungen</li>
<li>Vertriebs-, Liefer- und Anlagenbaustreitigkeiten</li>
<li>Schiedsverfahren nach den Regeln der DIS, ICC, SCC und CIETAC</li>
<li>Anerkennung und Vollstreckung ausländischer Urteile und Schiedssprüche</li>
</ul>
<h3>Frühe Risikoanalyse</h3>
<p>Bevor ein Verfahren beginnt, geben wir eine ehrliche Einschätzung zu Erfolgsaussichten, Kosten und Dauer. Häufig führt eine gut vorbereitete Verhandlung oder Mediation schneller und günstiger zum Ziel als ein Urteil.</p>`,
      en_US: `<p>When negotiations fail, experience, tactics and the ability to enforce count. We represent companies before state courts at all levels and in domestic and international arbitration.</p>
<h3>Typical proceedings</h3>
<ul>
<li>Shareholder disputes and directors’ liability (D&amp;O)</li>
<li>Post-M&amp;A disputes over warranties and purchase price adjustments</li>
<li>Distribution, supply and plant construction disputes</li>
<li>Arbitration under the DIS, ICC, SCC and CIETAC rules</li>
<li>Recognition and enforcement of foreign judgments and arbitral awards</li>
</ul>
<h3>Early case assessment</h3>
<p>Before proceedings begin, we give you an honest view of the prospects, costs and duration. Often a well-prepared negotiation or mediation gets you there faster and more cheaply than a judgment.</p>`,
      zh_CN: `<p>当谈判无法解决问题时，经验、策略与执行力至关重要。我们代理企业参加德国各级法院的诉讼以及国内和国际仲裁程序。</p>
<h3>典型案件类型</h3>
<ul>
<li>股东争议及董事和高管责任</li>
<li>并购交割后关于陈述保证及价格调整的争议</li>
<li>经销、供货及成套设备工程争议</li>
<li>依据德国仲裁协会（DIS）、国际商会（ICC）、斯德哥尔摩商会（SCC）及中国国际经济贸易仲裁委员会（CIETAC）规则进行的仲裁</li>
<li>外国判决及仲裁裁决的承认与执行</li>
</ul>
<h3>早期风险评估</h3>
<p>在程序启动之前，我们会就胜诉可能、费用及周期给出坦诚的评估。很多时候，充分准备的谈判或调解比判决更快、更经济地实现目标。</p>`,
    },
  },
  {
    key: 'data',
    icon: 6,
    name: { de_DE: 'Datenschutz & IT-Recht', en_US: 'Data Protection & Technology', zh_CN: '数据保护与信息技术' },
    introduce: {
      de_DE: `<p>Digitale Geschäftsmodelle unterliegen einer wachsenden Zahl europäischer Regelwerke: DSGVO, Data Act, KI-Verordnung, NIS2 und Digital Services Act greifen ineinander. Wir helfen Ihnen, daraus ein handhabbares Compliance-Programm zu machen.</p>
<h3>Unsere Beratung</h3>
<ul>
<li>Datenschutz-Compliance, Verarbeitungsverzeichnisse und Datenschutz-Folgenabschätzungen</li>
<li>Internationale Datentransfers, insbesondere nach China und in die USA</li>
<li>Einführung von KI-Systemen, Risikoklassifizierung nach der KI-Verordnung</li>
<li>IT-Sicherheit, NIS2-Pflichten und Reaktion auf Datenpannen</li>
<li>Software-, Cloud- und Outsourcing-Verträge</li>
</ul>
<p>Bei Datenschutzvorfällen sind wir rund um die Uhr erreichbar und koordinieren die Meldung an die Aufsichtsbehörde innerhalb der 72-Stunden-Frist.</p>`,
      en_US: `<p>Digital business models are subject to a growing body of European rules: the GDPR, the Data Act, the AI Act, NIS2 and the Digital Services Act all interlock. We help you turn them into a manageable compliance programme.</p>
<h3>Our advice</h3>
<ul>
<li>Data protection compliance, records of processing and data protection impact assessments</li>
<li>International data transfers, in particular to China and the United States</li>
<li>Deploying AI systems and risk classification under the AI Act</li>
<li>IT security, NIS2 obligations and data breach response</li>
<li>Software, cloud and outsourcing agreements</li>
</ul>
<p>When a data breach occurs we are available around the clock and coordinate the notification to the supervisory authority within the 72-hour deadline.</p>`,
      zh_CN: `<p>数字化商业模式受到日益增多的欧盟法规约束：《通用数据保护条例》（GDPR）、《数据法案》、《人工智能法案》、NIS2指令及《数字服务法》相互交织。我们帮助企业将其转化为切实可行的合规体系。</p>
<h3>服务内容</h3>
<ul>
<li>数据保护合规、处理活动记录及数据保护影响评估</li>
<li>跨境数据传输，尤其是向中国和美国的传输</li>
<li>人工智能系统的部署及依据《人工智能法案》的风险分类</li>
<li>网络安全、NIS2义务及数据泄露应对</li>
<li>软件、云服务及外包合同</li>
</ul>
<p>发生数据安全事件时，我们全天候待命，协助在72小时期限内向监管机构完成报告。</p>`,
    },
  },
  {
    key: 'chinaDesk',
    icon: 7,
    name: {
      de_DE: 'China Desk & Auslandsinvestitionen',
      en_US: 'China Desk & Foreign Investment',
      zh_CN: '中国业务与对德投资',
    },
    introduce: {
      de_DE: `<p>Unser China Desk ist die Brücke zwischen chinesischen Investoren und dem deutschen Markt. Ein Team aus deutschen und chinesischen Juristinnen und Juristen in München und Shanghai berät zweisprachig und kennt die Erwartungen beider Seiten – von der Vorstandssitzung in Shenzhen bis zum Betriebsrat in Bayern.</p>
<h3>Wir begleiten Sie bei</h3>
<ul>
<li>Markteintritt: Gründung von Tochtergesellschaften, Niederlassungen und Repräsentanzen</li>
<li>Investitionsprüfung nach dem Außenwirtschaftsgesetz (AWG/AWV) und der EU-Screening-Verordnung</li>
<li>Unternehmenskäufen, Joint Ventures und Post-Merger-Integration</li>
<li>Genehmigungen auf chinesischer Seite (ODI-Verfahren bei NDRC, MOFCOM und SAFE) in Zusammenarbeit mit chinesischen Kanzleien</li>
<li>Arbeitsrecht, Aufenthaltstitel und Entsendung chinesischer Führungskräfte</li>
</ul>
<h3>Auch in die andere Richtung</h3>
<p>Deutsche Mittelständler beraten wir beim Aufbau und bei der Neuordnung ihres China-Geschäfts, bei Vertriebsverträgen und beim Schutz ihres geistigen Eigentums in China.</p>`,
      en_US: `<p>Our China Desk is the bridge between Chinese investors and the German market. A team of German and Chinese lawyers in Munich and Shanghai advises bilingually and understands the expectations of both sides – from the board meeting in Shenzhen to the works council in Bavaria.</p>
<h3>We support you with</h3>
<ul>
<li>Market entry: setting up subsidiaries, branches and representative offices</li>
<li>Foreign investment screening under the German Foreign Trade Act and the EU Screening Regulation</li>
<li>Acquisitions, joint ventures and post-merger integration</li>
<li>Chinese outbound approvals (ODI filings with NDRC, MOFCOM and SAFE) together with PRC law firms</li>
<li>Employment law, residence permits and secondment of Chinese executives</li>
</ul>
<h3>In the other direction, too</h3>
<p>We advise German mid-sized companies on building and restructuring their China business, on distribution agreements and on protecting their intellectual property in China.</p>`,
      zh_CN: `<p>我们的中国业务部是中国投资者与德国市场之间的桥梁。团队由常驻慕尼黑和上海的德国及中国法律专业人士组成，提供中德双语服务，深刻理解双方的期待——从深圳的董事会会议到巴伐利亚的职工委员会。</p>
<h3>我们为您提供</h3>
<ul>
<li>市场进入：设立子公司、分公司及代表处</li>
<li>依据《德国对外经济法》及欧盟《外国直接投资审查条例》进行的投资审查</li>
<li>企业并购、合资企业及并购后整合</li>
<li>与中国律所合作办理境外投资（ODI）相关的发改委、商务部及外汇管理局备案</li>
<li>劳动法事务、居留许可及中方高管外派</li>
</ul>
<h3>双向服务</h3>
<p>我们同样为德国中型企业在华业务的设立与调整、经销合同以及在中国的知识产权保护提供法律支持。</p>`,
    },
  },
];
