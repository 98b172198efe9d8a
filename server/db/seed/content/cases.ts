import type { ArticleSeed, CatalogSeed } from './types';

export const caseCatalogs: CatalogSeed[] = [
  {
    key: 'transactions',
    type: 1,
    name: { de_DE: 'Transaktionen & Beratung', en_US: 'Transactions & Advisory', zh_CN: '交易与咨询' },
  },
  { key: 'disputes', type: 1, name: { de_DE: 'Streitbeilegung', en_US: 'Disputes', zh_CN: '争议解决' } },
];

/** Case pictures reuse covers of older news items (a different page), which keeps the first start fast. */
const cover = (seed: number) => ({ kind: 'cover' as const, seed });

const H = {
  situation: { de_DE: 'Ausgangslage', en_US: 'The situation', zh_CN: '案件背景' },
  role: { de_DE: 'Unsere Rolle', en_US: 'Our role', zh_CN: '我们的工作' },
  result: { de_DE: 'Ergebnis', en_US: 'The outcome', zh_CN: '结果' },
};

/** Case analyses follow one pattern: situation, our role, outcome. */
function story(parts: { situation: string; role: string; result: string }, lang: keyof typeof H.role): string {
  return `<h3>${H.situation[lang]}</h3>${parts.situation}<h3>${H.role[lang]}</h3>${parts.role}<h3>${H.result[lang]}</h3>${parts.result}`;
}

export const cases: ArticleSeed[] = [
  {
    catalog: 'transactions',
    date: '2026-06-18',
    authors: ['shan.wang', 'katharina.kestner'],
    areas: ['chinaDesk', 'corporate'],
    top: 1,
    cover: cover(10),
    title: {
      de_DE: 'Übernahme eines bayerischen Maschinenbauers durch einen chinesischen Strategen',
      en_US: 'Acquisition of a Bavarian machine builder by a Chinese strategic investor',
      zh_CN: '中国战略投资者收购巴伐利亚机械制造企业',
    },
    content: {
      de_DE: story(
        {
          situation:
            '<p>Ein börsennotierter chinesischer Industriekonzern wollte einen familiengeführten Hersteller von Werkzeugmaschinenkomponenten erwerben. Das Zielunternehmen belieferte auch Kunden aus der Luftfahrt – ein klarer Fall für eine sektorübergreifende Investitionsprüfung.</p>',
          role: '<p>Wir haben die Transaktion von der Due Diligence über den Kaufvertrag bis zum Vollzug begleitet, das Investitionsprüfungsverfahren geführt und die Gespräche mit dem Betriebsrat moderiert. Dokumente und Verhandlungen liefen zweisprachig auf Deutsch und Chinesisch.</p>',
          result:
            '<p>Freigabe nach fünf Monaten mit maßvollen Auflagen zum Schutz sensibler Kundendaten; alle Arbeitsplätze blieben erhalten. Die Familie ist über eine Rückbeteiligung weiterhin mit zehn Prozent beteiligt.</p>',
        },
        'de_DE',
      ),
      en_US: story(
        {
          situation:
            '<p>A listed Chinese industrial group wished to acquire a family-run manufacturer of machine-tool components. The target also supplied aerospace customers – a clear case for cross-sector investment screening.</p>',
          role: '<p>We advised on the transaction from due diligence through the purchase agreement to closing, ran the investment screening procedure and facilitated discussions with the works council. Documents and negotiations were bilingual in German and Chinese.</p>',
          result:
            '<p>Clearance after five months with proportionate conditions protecting sensitive customer data; all jobs were preserved. The family retained a ten per cent stake through a reinvestment.</p>',
        },
        'en_US',
      ),
      zh_CN: story(
        {
          situation:
            '<p>一家中国上市工业集团计划收购一家家族经营的机床零部件制造商。由于目标公司亦为航空领域客户供货，该交易明显须接受跨行业投资审查。</p>',
          role: '<p>我们为该交易提供了从尽职调查、收购协议到交割的全程法律服务，负责投资审查程序，并主持与职工委员会的沟通。全部文件和谈判均以中德双语进行。</p>',
          result:
            '<p>交易在五个月后获批，附带保护敏感客户数据的适度条件；全部工作岗位得以保留。创始家族通过再投资继续持有10%的股份。</p>',
        },
        'zh_CN',
      ),
    },
  },
  {
    catalog: 'transactions',
    date: '2025-11-06',
    authors: ['katharina.kestner', 'felix.aurich'],
    areas: ['corporate', 'tax'],
    cover: cover(12),
    title: {
      de_DE: 'Nachfolgelösung für ein Münchner Familienunternehmen in dritter Generation',
      en_US: 'Succession solution for a third-generation Munich family business',
      zh_CN: '慕尼黑第三代家族企业的传承方案',
    },
    content: {
      de_DE: story(
        {
          situation:
            '<p>Die drei Gesellschafterstämme eines Münchner Medizintechnikunternehmens hatten unterschiedliche Vorstellungen über die Zukunft: Ein Stamm wollte aussteigen, zwei wollten das Unternehmen fortführen.</p>',
          role: '<p>Wir haben eine Holdingstruktur mit neuem Gesellschaftsvertrag entwickelt, den Ausstieg eines Stammes über einen gestaffelten Anteilskauf finanziert und die erbschaftsteuerlichen Verschonungsregeln gesichert.</p>',
          result:
            '<p>Einvernehmliche Lösung ohne Gerichtsverfahren, ein Beirat mit externem Vorsitz und eine klare Regelung für künftige Nachfolgen.</p>',
        },
        'de_DE',
      ),
      en_US: story(
        {
          situation:
            '<p>The three family branches holding a Munich medical technology company had different views about the future: one branch wanted to exit, two wanted to continue the business.</p>',
          role: '<p>We designed a holding structure with new articles of association, financed one branch’s exit through a staggered share purchase and secured the inheritance tax relief rules.</p>',
          result:
            '<p>An amicable solution without litigation, an advisory board with an external chair and clear rules for future successions.</p>',
        },
        'en_US',
      ),
      zh_CN: story(
        {
          situation:
            '<p>一家慕尼黑医疗器械企业的三个家族股东分支对企业未来存在分歧：一支希望退出，另两支希望继续经营。</p>',
          role: '<p>我们设计了控股架构并起草新的公司章程，通过分期股权收购为退出方提供资金安排，同时确保适用遗产税减免规则。</p>',
          result:
            '<p>各方在未诉诸法院的情况下达成一致，设立由外部人士担任主席的顾问委员会，并为今后的传承制定了明确规则。</p>',
        },
        'zh_CN',
      ),
    },
  },
  {
    catalog: 'transactions',
    date: '2026-03-03',
    authors: ['jonas.richter'],
    areas: ['data', 'employment'],
    cover: cover(2),
    title: {
      de_DE: 'DSGVO-konforme Einführung eines KI-Recruiting-Tools in einem Konzern',
      en_US: 'GDPR-compliant roll-out of an AI recruiting tool across a group',
      zh_CN: '某企业集团合规引入人工智能招聘工具',
    },
    content: {
      de_DE: story(
        {
          situation:
            '<p>Ein Industriekonzern mit 9.000 Beschäftigten in Deutschland wollte ein KI-gestütztes System zur Vorauswahl von Bewerbungen einführen – ein Hochrisiko-System im Sinne der KI-Verordnung.</p>',
          role: '<p>Unser Team aus Datenschutz- und Arbeitsrechtlern hat die Datenschutz-Folgenabschätzung erstellt, den Vertrag mit dem Anbieter verhandelt und eine Konzernbetriebsvereinbarung mit dem Konzernbetriebsrat abgeschlossen.</p>',
          result:
            '<p>Einführung in allen Gesellschaften innerhalb von vier Monaten; die Betriebsvereinbarung dient dem Konzern inzwischen als Muster für weitere KI-Anwendungen.</p>',
        },
        'de_DE',
      ),
      en_US: story(
        {
          situation:
            '<p>An industrial group with 9,000 employees in Germany wanted to introduce an AI-based system for pre-screening job applications – a high-risk system within the meaning of the AI Act.</p>',
          role: '<p>Our team of data protection and employment lawyers prepared the data protection impact assessment, negotiated the vendor agreement and concluded a group works agreement with the group works council.</p>',
          result:
            '<p>Roll-out in all group companies within four months; the works agreement now serves as the group’s template for further AI applications.</p>',
        },
        'en_US',
      ),
      zh_CN: story(
        {
          situation:
            '<p>一家在德国拥有9000名员工的工业集团计划引入基于人工智能的求职者预筛选系统——根据《人工智能法案》，该系统属于高风险系统。</p>',
          role: '<p>我们的数据保护与劳动法团队完成了数据保护影响评估，与供应商谈判合同，并与集团职工委员会签订了集团企业协议。</p>',
          result: '<p>系统在四个月内于集团所有公司上线；该企业协议现已成为集团引入其他人工智能应用的范本。</p>',
        },
        'zh_CN',
      ),
    },
  },
  {
    catalog: 'disputes',
    date: '2025-09-25',
    authors: ['martin.vahl'],
    areas: ['disputes'],
    cover: cover(16),
    title: {
      de_DE: 'Post-M&A-Schiedsverfahren: Garantieansprüche von 18 Mio. Euro abgewehrt',
      en_US: 'Post-M&A arbitration: EUR 18 million warranty claims defeated',
      zh_CN: '并购后仲裁：成功抗辩1800万欧元保证索赔',
    },
    content: {
      de_DE: story(
        {
          situation:
            '<p>Der Käufer eines Automobilzulieferers machte nach dem Closing Garantieverletzungen geltend: Die Auftragsbücher seien geschönt, Rückstellungen für Gewährleistung zu niedrig gewesen. Er forderte 18 Millionen Euro.</p>',
          role: '<p>Wir haben die Verkäufer in einem DIS-Schiedsverfahren mit Sitz in München vertreten, die Kenntnis des Käufers aus dem Datenraum nachgewiesen und die Berechnung des Schadens durch einen eigenen Sachverständigen widerlegt.</p>',
          result:
            '<p>Das Schiedsgericht wies die Klage ganz überwiegend ab; der Käufer trägt rund 85 Prozent der Verfahrenskosten.</p>',
        },
        'de_DE',
      ),
      en_US: story(
        {
          situation:
            '<p>After closing, the buyer of an automotive supplier claimed breaches of warranty: the order books had allegedly been embellished and warranty provisions set too low. It claimed EUR 18 million.</p>',
          role: '<p>We represented the sellers in DIS arbitration seated in Munich, proved the buyer’s knowledge from the data room and rebutted the damages calculation with our own expert.</p>',
          result:
            '<p>The tribunal dismissed the claim almost entirely; the buyer bears around 85 per cent of the costs of the proceedings.</p>',
        },
        'en_US',
      ),
      zh_CN: story(
        {
          situation:
            '<p>一家汽车零部件供应商的买方在交割后主张卖方违反保证：订单数据被美化，质保准备金计提不足，索赔金额达1800万欧元。</p>',
          role: '<p>我们在仲裁地为慕尼黑的德国仲裁协会（DIS）仲裁程序中代理卖方，依据数据室记录证明买方事先知情，并通过我方专家推翻了对方的损失计算。</p>',
          result: '<p>仲裁庭驳回了绝大部分仲裁请求；买方承担约85%的程序费用。</p>',
        },
        'zh_CN',
      ),
    },
  },
  {
    catalog: 'disputes',
    date: '2026-08-11',
    authors: ['sophie.lambert'],
    areas: ['ip', 'disputes'],
    cover: cover(6),
    title: {
      de_DE: 'Einstweilige Verfügung gegen Produktpiraterie auf einer Münchner Fachmesse',
      en_US: 'Trade fair injunction against counterfeits in Munich',
      zh_CN: '慕尼黑展会打假：成功申请临时禁令',
    },
    content: {
      de_DE: story(
        {
          situation:
            '<p>Am ersten Messetag entdeckte unsere Mandantin, ein Hersteller von Outdoor-Ausrüstung, an einem Stand nahezu identische Nachbildungen ihres geschützten Rucksackdesigns.</p>',
          role: '<p>Wir haben noch am selben Tag Testkäufe dokumentiert, eine Beschlussverfügung beim Landgericht München I auf Grundlage des eingetragenen Gemeinschaftsgeschmacksmusters beantragt und die Zustellung über einen Gerichtsvollzieher auf der Messe organisiert.</p>',
          result:
            '<p>Die Verfügung wurde binnen 24 Stunden erlassen, die Ware vom Stand entfernt. Der Aussteller gab eine strafbewehrte Unterlassungserklärung ab und zahlte Schadensersatz.</p>',
        },
        'de_DE',
      ),
      en_US: story(
        {
          situation:
            '<p>On the first day of a trade fair, our client, an outdoor equipment manufacturer, found near-identical copies of its protected backpack design on an exhibitor’s stand.</p>',
          role: '<p>The same day we documented test purchases, applied to the Munich Regional Court I for an ex parte injunction based on the registered Community design, and arranged service by a bailiff at the fair.</p>',
          result:
            '<p>The injunction was granted within 24 hours and the goods removed from the stand. The exhibitor signed a cease-and-desist declaration with a penalty clause and paid damages.</p>',
        },
        'en_US',
      ),
      zh_CN: story(
        {
          situation:
            '<p>在某展会首日，我们的客户——一家户外装备制造商——发现一家参展商展出与其受保护背包外观设计几乎完全相同的仿冒品。</p>',
          role: '<p>我们当天即完成取证购买，以已注册的欧盟外观设计为依据向慕尼黑第一地方法院申请单方临时禁令，并安排法院执行员在展会现场送达。</p>',
          result:
            '<p>法院在24小时内发出禁令，涉案产品被撤出展位。参展商签署了附违约金的停止侵权声明并支付了损害赔偿。</p>',
        },
        'zh_CN',
      ),
    },
  },
  {
    catalog: 'disputes',
    date: '2026-10-06',
    authors: ['martin.vahl', 'lin.yu'],
    areas: ['disputes', 'chinaDesk'],
    cover: cover(8),
    title: {
      de_DE: 'Vollstreckung eines CIETAC-Schiedsspruchs in Deutschland',
      en_US: 'Enforcing a CIETAC award in Germany',
      zh_CN: '在德国申请执行中国国际经济贸易仲裁委员会裁决',
    },
    content: {
      de_DE: story(
        {
          situation:
            '<p>Ein chinesischer Anlagenbauer hatte in Peking einen Schiedsspruch über 6,4 Millionen Euro gegen einen deutschen Abnehmer erstritten. Der Schuldner verweigerte die Zahlung und berief sich auf angebliche Verfahrensfehler.</p>',
          role: '<p>Wir haben die Vollstreckbarerklärung nach dem New Yorker Übereinkommen beim Oberlandesgericht München beantragt, die Einwände zur Ladung und zum rechtlichen Gehör widerlegt und parallel Kontopfändungen vorbereitet.</p>',
          result:
            '<p>Das Oberlandesgericht erklärte den Schiedsspruch für vollstreckbar. Kurz darauf zahlte der Schuldner die volle Summe nebst Zinsen.</p>',
        },
        'de_DE',
      ),
      en_US: story(
        {
          situation:
            '<p>A Chinese plant manufacturer had obtained an award of EUR 6.4 million in Beijing against a German customer. The debtor refused to pay, alleging procedural defects.</p>',
          role: '<p>We applied to the Munich Higher Regional Court for a declaration of enforceability under the New York Convention, rebutted the objections on notice and the right to be heard, and prepared garnishment of bank accounts in parallel.</p>',
          result:
            '<p>The court declared the award enforceable. Shortly afterwards, the debtor paid the full amount plus interest.</p>',
        },
        'en_US',
      ),
      zh_CN: story(
        {
          situation:
            '<p>一家中国成套设备制造商在北京取得了针对德国买方的640万欧元仲裁裁决。债务人以所谓程序瑕疵为由拒绝付款。</p>',
          role: '<p>我们依据《纽约公约》向慕尼黑高等地方法院申请宣告裁决可执行，驳斥了对方关于通知送达及听审权的抗辩，同时准备了银行账户扣押措施。</p>',
          result: '<p>法院宣告该裁决可予执行。不久后，债务人全额支付了裁决款项及利息。</p>',
        },
        'zh_CN',
      ),
    },
  },
  {
    // Scheduled: published a week after the demo was seeded, on its own.
    catalog: 'disputes',
    date: '2026-11-21',
    authors: ['tobias.hartl'],
    areas: ['disputes'],
    cover: cover(9),
    scheduledInDays: 7,
    title: {
      de_DE: 'Einstweilige Verfügung gegen eine irreführende Vergleichswerbung',
      en_US: 'Interim injunction against misleading comparative advertising',
      zh_CN: '针对误导性比较广告取得临时禁令',
    },
    content: {
      de_DE: story(
        {
          situation:
            '<p>Ein Wettbewerber unserer Mandantin warb mit einem Preisvergleich, der Äpfel mit Birnen verglich.</p>',
          role: '<p>Wir haben binnen einer Woche eine einstweilige Verfügung beim Landgericht München I beantragt.</p>',
          result: '<p>Die Werbung wurde untersagt; der Wettbewerber gab eine Abschlusserklärung ab.</p>',
        },
        'de_DE',
      ),
      en_US: story(
        {
          situation:
            '<p>A competitor of our client advertised with a price comparison that compared apples with oranges.</p>',
          role: '<p>Within a week we applied to the Munich Regional Court I for an interim injunction.</p>',
          result: '<p>The advertising was prohibited; the competitor accepted the injunction as final.</p>',
        },
        'en_US',
      ),
      zh_CN: story(
        {
          situation: '<p>客户的一家竞争对手在广告中使用了缺乏可比性的价格比较。</p>',
          role: '<p>我们在一周内向慕尼黑第一地方法院申请了临时禁令。</p>',
          result: '<p>法院禁止了该广告；竞争对手出具了最终接受声明。</p>',
        },
        'zh_CN',
      ),
    },
  },
];
