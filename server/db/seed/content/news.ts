import type { ArticleSeed, CatalogSeed } from './types';

export const newsCatalogs: CatalogSeed[] = [
  { key: 'insights', type: 0, name: { de_DE: 'Rechtliche Entwicklungen', en_US: 'Legal Insights', zh_CN: '法律动态' } },
  { key: 'firm', type: 0, name: { de_DE: 'Kanzleinachrichten', en_US: 'Firm News', zh_CN: '律所新闻' } },
];

const cover = (seed: number) => ({ kind: 'cover' as const, seed });

export const news: ArticleSeed[] = [
  {
    catalog: 'insights',
    date: '2026-01-20',
    authors: ['jonas.richter', 'maximilian.ott'],
    areas: ['data'],
    top: 1,
    cover: cover(1),
    title: {
      de_DE: 'KI-Verordnung: Was Unternehmen bis August 2026 umsetzen müssen',
      en_US: 'The EU AI Act: what businesses must have in place by August 2026',
      zh_CN: '欧盟《人工智能法案》：企业须在2026年8月前完成的合规事项',
    },
    content: {
      de_DE: `<p>Die europäische KI-Verordnung (Verordnung (EU) 2024/1689) gilt gestaffelt. Verbotene Praktiken sind seit Februar 2025 untersagt, seit August 2025 gelten die Pflichten für Anbieter von KI-Modellen mit allgemeinem Verwendungszweck. Der größte Teil der übrigen Vorschriften, insbesondere für Hochrisiko-KI-Systeme nach Anhang III, ist ab dem 2. August 2026 anzuwenden.</p>
<h3>Betreiber sind nicht außen vor</h3>
<p>Viele Unternehmen entwickeln keine eigene KI, setzen aber zugekaufte Systeme ein – etwa zur Vorauswahl von Bewerbungen oder zur Bonitätsprüfung. Auch als „Betreiber“ treffen sie Pflichten: menschliche Aufsicht, Aufbewahrung von Protokollen, Information der Beschäftigten und in bestimmten Fällen eine Grundrechte-Folgenabschätzung.</p>
<h3>Unsere Empfehlung</h3>
<ul>
<li>Inventar aller eingesetzten KI-Anwendungen erstellen und nach Risikoklassen einordnen</li>
<li>KI-Kompetenz der Mitarbeitenden nach Art. 4 KI-VO sicherstellen und dokumentieren</li>
<li>Verträge mit KI-Anbietern um Informations- und Mitwirkungspflichten ergänzen</li>
<li>Betriebsrat frühzeitig einbinden, wenn Systeme Leistung oder Verhalten auswerten können</li>
</ul>
<p>Die EU-Kommission hat im Rahmen ihres „Digital Omnibus“ vorgeschlagen, einzelne Fristen für Hochrisiko-Systeme zu verschieben. Solange diese Änderung nicht beschlossen ist, sollten Unternehmen mit den gesetzlichen Daten planen.</p>`,
      en_US: `<p>The EU AI Act (Regulation (EU) 2024/1689) applies in stages. Prohibited practices have been banned since February 2025, and the obligations for providers of general-purpose AI models have applied since August 2025. Most of the remaining rules, in particular for high-risk AI systems listed in Annex III, apply from 2 August 2026.</p>
<h3>Deployers are not off the hook</h3>
<p>Many companies do not develop AI themselves but use systems bought in – for example to pre-screen job applications or assess creditworthiness. As “deployers” they too have obligations: human oversight, keeping logs, informing staff and, in certain cases, a fundamental rights impact assessment.</p>
<h3>Our recommendations</h3>
<ul>
<li>Build an inventory of all AI applications in use and classify them by risk</li>
<li>Ensure and document staff AI literacy under Article 4 of the AI Act</li>
<li>Add information and cooperation duties to contracts with AI vendors</li>
<li>Involve the works council early where systems can monitor performance or behaviour</li>
</ul>
<p>As part of its “Digital Omnibus”, the European Commission has proposed postponing some deadlines for high-risk systems. Until that change is adopted, businesses should plan on the basis of the statutory dates.</p>`,
      zh_CN: `<p>欧盟《人工智能法案》（第2024/1689号条例）分阶段适用。自2025年2月起，被禁止的人工智能行为已全面禁止；自2025年8月起，通用人工智能模型提供者的义务开始适用。其余大部分规定，尤其是附件三所列高风险人工智能系统的相关义务，将自2026年8月2日起适用。</p>
<h3>部署者同样负有义务</h3>
<p>许多企业并不自行开发人工智能，而是采购现成系统，例如用于筛选求职者或评估信用。作为“部署者”，企业同样须承担相应义务：人工监督、保存日志、告知员工，并在特定情形下开展基本权利影响评估。</p>
<h3>我们的建议</h3>
<ul>
<li>梳理企业内部使用的全部人工智能应用，并按风险等级分类</li>
<li>依据法案第4条确保并记录员工具备相应的人工智能素养</li>
<li>在与人工智能供应商的合同中补充信息披露及配合义务</li>
<li>如系统可能用于评估员工绩效或行为，应尽早让职工委员会参与</li>
</ul>
<p>欧盟委员会已在“数字综合方案”（Digital Omnibus）中提议推迟高风险系统的部分期限。在该修改正式通过之前，企业仍应以法定日期为准进行规划。</p>`,
    },
  },
  {
    catalog: 'insights',
    date: '2025-07-02',
    authors: ['julia.brenner'],
    areas: ['employment'],
    cover: cover(2),
    title: {
      de_DE: 'Zwei Jahre Hinweisgeberschutzgesetz: Bilanz und Praxistipps',
      en_US: 'Two years of the German Whistleblower Protection Act: lessons learned',
      zh_CN: '《德国举报人保护法》实施两周年：经验与实务建议',
    },
    content: {
      de_DE: `<p>Seit dem 2. Juli 2023 ist das Hinweisgeberschutzgesetz (HinSchG) in Kraft; seit Dezember 2023 müssen auch Unternehmen ab 50 Beschäftigten eine interne Meldestelle betreiben. Zwei Jahre später zeigt sich: Die meisten Unternehmen haben einen Meldekanal eingerichtet – doch bei der Bearbeitung der Hinweise gibt es erhebliche Unterschiede.</p>
<h3>Häufige Schwachstellen</h3>
<ul>
<li>Eingangsbestätigung nicht innerhalb von sieben Tagen, Rückmeldung nicht innerhalb von drei Monaten</li>
<li>Unklare Zuständigkeit, wenn ein Hinweis Mitglieder der Geschäftsführung betrifft</li>
<li>Fehlende Dokumentation der Folgemaßnahmen und Löschfristen</li>
</ul>
<p>Verstöße gegen zentrale Pflichten können mit Bußgeldern von bis zu 50.000 Euro geahndet werden. Schwerer wiegt oft der Reputationsschaden, wenn Hinweisgeber mangels Vertrauen in den internen Kanal direkt an Behörden oder Medien gehen.</p>
<p>Wir empfehlen, die Meldestelle einmal jährlich anhand echter (anonymisierter) Fälle zu überprüfen und die Verantwortlichen regelmäßig zu schulen.</p>`,
      en_US: `<p>The German Whistleblower Protection Act (HinSchG) came into force on 2 July 2023; since December 2023, companies with 50 or more employees have also had to run an internal reporting channel. Two years on, most companies have a channel in place – but the way reports are handled varies widely.</p>
<h3>Common weaknesses</h3>
<ul>
<li>No acknowledgement within seven days, no feedback within three months</li>
<li>Unclear responsibilities when a report concerns members of management</li>
<li>Missing documentation of follow-up action and of deletion periods</li>
</ul>
<p>Breaches of key obligations can attract fines of up to EUR 50,000. Often more serious is the reputational damage when whistleblowers, lacking confidence in the internal channel, go straight to the authorities or the press.</p>
<p>We recommend reviewing the reporting office once a year against real (anonymised) cases and training those responsible on a regular basis.</p>`,
      zh_CN: `<p>《德国举报人保护法》（HinSchG）于2023年7月2日生效；自2023年12月起，员工人数在50人以上的企业也必须设立内部举报渠道。两年过去，大多数企业已建立举报渠道，但在举报处理方面差异明显。</p>
<h3>常见薄弱环节</h3>
<ul>
<li>未在七日内确认收到举报，或未在三个月内给予反馈</li>
<li>举报涉及管理层成员时，职责分工不明确</li>
<li>后续措施及删除期限缺乏记录</li>
</ul>
<p>违反核心义务最高可被处以5万欧元罚款。更严重的往往是声誉损失：举报人若不信任内部渠道，可能直接向监管机构或媒体举报。</p>
<p>我们建议企业每年结合真实（经匿名处理的）案例对举报机制进行一次检查，并定期对相关负责人员进行培训。</p>`,
    },
  },
  {
    catalog: 'insights',
    date: '2025-10-15',
    authors: ['katharina.kestner'],
    areas: ['corporate'],
    cover: cover(3),
    title: {
      de_DE: 'Lieferkettengesetz im Umbruch: Was bleibt, was entfällt',
      en_US: 'The German Supply Chain Act in transition: what stays and what goes',
      zh_CN: '德国《供应链法》调整在即：哪些义务保留，哪些将取消',
    },
    content: {
      de_DE: `<p>Das Lieferkettensorgfaltspflichtengesetz (LkSG) gilt seit 2024 für Unternehmen mit mindestens 1.000 Beschäftigten im Inland. Die Bundesregierung hat angekündigt, die Berichtspflicht abzuschaffen und Bußgelder auf schwere Verstöße zu beschränken, bis die europäische Lieferkettenrichtlinie (CSDDD) in deutsches Recht umgesetzt ist. Auf EU-Ebene wurde die CSDDD durch das „Omnibus“-Paket verschoben und inhaltlich überarbeitet.</p>
<h3>Die Sorgfaltspflichten bleiben</h3>
<p>Wichtig für die Praxis: Die Kernpflichten – Risikomanagement, Risikoanalyse, Präventions- und Abhilfemaßnahmen sowie ein Beschwerdeverfahren – bleiben bestehen. Auch Kunden fordern diese Nachweise weiterhin vertraglich ein, häufig über Supplier Codes of Conduct.</p>
<h3>Was Unternehmen jetzt tun sollten</h3>
<ul>
<li>Bestehende Prozesse nicht abbauen, sondern auf die Anforderungen der CSDDD ausrichten</li>
<li>Lieferantenverträge auf angemessene, durchsetzbare Klauseln überprüfen</li>
<li>Beschwerdeverfahren mit dem Hinweisgebersystem zusammenführen</li>
</ul>
<p>Auch Zulieferer unterhalb der Schwellenwerte sind mittelbar betroffen, weil ihre Abnehmer die Pflichten entlang der Kette weitergeben.</p>`,
      en_US: `<p>Since 2024 the German Supply Chain Due Diligence Act (LkSG) has applied to companies with at least 1,000 employees in Germany. The federal government has announced that it will abolish the reporting obligation and limit fines to serious breaches until the EU Corporate Sustainability Due Diligence Directive (CSDDD) is transposed. At EU level, the CSDDD has been postponed and revised through the “Omnibus” package.</p>
<h3>The due diligence duties remain</h3>
<p>What matters in practice: the core duties – risk management, risk analysis, preventive and remedial measures and a complaints procedure – remain in place. Customers also continue to require evidence of them by contract, often through supplier codes of conduct.</p>
<h3>What companies should do now</h3>
<ul>
<li>Do not dismantle existing processes; align them with the CSDDD instead</li>
<li>Review supplier contracts for reasonable, enforceable clauses</li>
<li>Combine the complaints procedure with the whistleblowing system</li>
</ul>
<p>Suppliers below the thresholds are affected indirectly, as their customers pass the obligations down the chain.</p>`,
      zh_CN: `<p>自2024年起，德国《供应链尽职调查法》（LkSG）适用于在德国境内拥有至少1000名员工的企业。德国联邦政府已宣布，在欧盟《企业可持续发展尽职调查指令》（CSDDD）转化为国内法之前，将取消报告义务，并将罚款限于严重违规行为。在欧盟层面，CSDDD已通过“综合方案”（Omnibus）推迟实施并进行了修订。</p>
<h3>尽职调查义务依然有效</h3>
<p>实务中需要注意：风险管理、风险分析、预防和补救措施以及投诉程序等核心义务仍然保留。客户也会继续通过合同（通常是供应商行为准则）要求企业提供相关证明。</p>
<h3>企业当前应采取的措施</h3>
<ul>
<li>不要削减现有流程，而应使其与CSDDD的要求相衔接</li>
<li>审查供应商合同条款是否合理且可执行</li>
<li>将投诉程序与举报人系统相整合</li>
</ul>
<p>即使企业规模低于适用门槛，也会受到间接影响，因为其客户会沿供应链传导相关义务。</p>`,
    },
  },
  {
    catalog: 'insights',
    date: '2025-11-18',
    authors: ['shan.wang', 'katharina.kestner'],
    areas: ['chinaDesk', 'corporate'],
    cover: cover(4),
    title: {
      de_DE: 'Investitionsprüfung in Deutschland: Worauf sich Investoren aus China einstellen sollten',
      en_US: 'Foreign investment screening in Germany: what Chinese investors should expect',
      zh_CN: '德国外国投资审查：中国投资者需要做好哪些准备',
    },
    content: {
      de_DE: `<p>Das Bundesministerium für Wirtschaft und Energie prüft den Erwerb deutscher Unternehmen durch Investoren außerhalb der EU nach dem Außenwirtschaftsgesetz und der Außenwirtschaftsverordnung. In sensiblen Sektoren – etwa kritische Infrastrukturen, Halbleiter, Robotik, künstliche Intelligenz oder Rüstung – besteht schon ab 10 bzw. 20 Prozent der Stimmrechte eine Meldepflicht; der Vollzug ist bis zur Freigabe schwebend unwirksam.</p>
<h3>Zeitplan realistisch planen</h3>
<p>Das Ministerium hat zwei Monate, um ein Prüfverfahren zu eröffnen, und danach grundsätzlich vier weitere Monate für die Hauptprüfung; Fristen werden durch Informationsanforderungen gehemmt. Für Erwerber aus China sollten Transaktionen mit sechs bis neun Monaten bis zur Freigabe kalkuliert werden.</p>
<h3>Praxishinweise</h3>
<ul>
<li>Frühe, informelle Kontaktaufnahme mit dem Ministerium bei sensiblen Zielen</li>
<li>Transparente Darstellung der Gesellschafter- und Finanzierungsstruktur bis zur obersten Ebene</li>
<li>Mögliche Auflagen (z. B. Schutz von Kundendaten, Standortzusagen) schon in der Kaufvertragsgestaltung berücksichtigen</li>
</ul>
<p>Die geplante Neuordnung des Prüfrechts in einem eigenen Investitionsprüfungsgesetz und die überarbeitete EU-Screening-Verordnung werden die Verfahren weiter formalisieren. Wir halten Sie auf dem Laufenden.</p>`,
      en_US: `<p>The Federal Ministry for Economic Affairs and Energy reviews acquisitions of German companies by investors from outside the EU under the Foreign Trade and Payments Act and Ordinance. In sensitive sectors – such as critical infrastructure, semiconductors, robotics, artificial intelligence or defence – a filing obligation is triggered at 10 or 20 per cent of the voting rights, and closing is provisionally invalid until clearance.</p>
<h3>Plan a realistic timetable</h3>
<p>The ministry has two months to open an in-depth review and, as a rule, a further four months for the main review; information requests suspend the deadlines. For acquirers from China, transactions should allow six to nine months until clearance.</p>
<h3>Practical tips</h3>
<ul>
<li>Early, informal contact with the ministry where the target is sensitive</li>
<li>A transparent presentation of the shareholder and financing structure up to the ultimate parent</li>
<li>Anticipate possible conditions (e.g. protecting customer data, site commitments) when drafting the purchase agreement</li>
</ul>
<p>The planned reform of the screening regime in a dedicated Investment Screening Act and the revised EU Screening Regulation will formalise procedures further. We will keep you informed.</p>`,
      zh_CN: `<p>德国联邦经济和能源部依据《对外经济法》及《对外经济条例》对欧盟以外投资者收购德国企业进行审查。在关键基础设施、半导体、机器人、人工智能或国防等敏感行业，取得10%或20%的表决权即触发申报义务；在获得批准之前，交割处于效力待定状态。</p>
<h3>合理规划时间表</h3>
<p>联邦经济部须在两个月内决定是否启动正式审查，正式审查原则上另有四个月；补充材料要求会中止审查期限。对于中国收购方，建议预留六至九个月的审批时间。</p>
<h3>实务建议</h3>
<ul>
<li>目标企业涉及敏感领域时，尽早与主管部门进行非正式沟通</li>
<li>清晰披露直至最终控制人的股权及融资结构</li>
<li>在起草收购协议时即考虑可能附加的条件（如客户数据保护、保留生产基地承诺）</li>
</ul>
<p>德国计划制定专门的《投资审查法》，加之修订后的欧盟外资审查条例，审查程序将进一步规范化。我们将持续为您跟踪最新进展。</p>`,
    },
  },
  {
    catalog: 'insights',
    date: '2026-02-10',
    authors: ['maximilian.ott'],
    areas: ['data'],
    cover: cover(5),
    title: {
      de_DE: 'NIS2 in Deutschland: Registrierung, Risikomanagement, Geschäftsleiterhaftung',
      en_US: 'NIS2 in Germany: registration, risk management and management liability',
      zh_CN: 'NIS2在德国落地：注册、风险管理与管理层责任',
    },
    content: {
      de_DE: `<p>Mit dem NIS2-Umsetzungsgesetz ist der Kreis der Unternehmen, die gesetzliche Cybersicherheitspflichten erfüllen müssen, deutlich größer geworden. Neben klassischen KRITIS-Betreibern sind nun zahlreiche „wichtige“ und „besonders wichtige Einrichtungen“ erfasst – etwa aus Maschinenbau, Chemie, Lebensmittelproduktion, digitalen Diensten und Abfallwirtschaft.</p>
<h3>Die drei wichtigsten Pflichten</h3>
<ul>
<li><strong>Registrierung</strong> beim Bundesamt für Sicherheit in der Informationstechnik (BSI)</li>
<li><strong>Risikomanagementmaßnahmen</strong> nach dem Stand der Technik, einschließlich Lieferkettensicherheit</li>
<li><strong>Meldepflichten</strong> bei erheblichen Sicherheitsvorfällen: Frühwarnung binnen 24 Stunden</li>
</ul>
<h3>Chefsache</h3>
<p>Geschäftsleitungen müssen die Maßnahmen billigen, ihre Umsetzung überwachen und regelmäßig an Schulungen teilnehmen. Bei Pflichtverletzungen haften sie gegenüber der Gesellschaft. Wir empfehlen, die Zuständigkeiten in der Geschäftsordnung festzuhalten und die Überwachung zu dokumentieren.</p>`,
      en_US: `<p>The German NIS2 Implementation Act has significantly widened the group of companies that must meet statutory cybersecurity obligations. Besides traditional critical infrastructure operators, many “important” and “particularly important entities” are now covered – for example in machinery, chemicals, food production, digital services and waste management.</p>
<h3>The three key obligations</h3>
<ul>
<li><strong>Registration</strong> with the Federal Office for Information Security (BSI)</li>
<li><strong>Risk management measures</strong> reflecting the state of the art, including supply chain security</li>
<li><strong>Reporting</strong> of significant incidents: early warning within 24 hours</li>
</ul>
<h3>A board-level matter</h3>
<p>Management must approve the measures, oversee their implementation and attend training regularly. Directors are liable to the company for breaches. We recommend recording responsibilities in the rules of procedure and documenting oversight.</p>`,
      zh_CN: `<p>随着德国《NIS2转化法》的实施，须履行法定网络安全义务的企业范围大幅扩大。除传统的关键基础设施运营者外，机械制造、化工、食品生产、数字服务及废弃物管理等行业的大量“重要实体”和“特别重要实体”也被纳入监管。</p>
<h3>三项核心义务</h3>
<ul>
<li>在德国联邦信息安全办公室（BSI）<strong>注册</strong></li>
<li>按照技术发展水平采取<strong>风险管理措施</strong>，包括供应链安全</li>
<li>发生重大安全事件时履行<strong>报告义务</strong>：24小时内发出预警</li>
</ul>
<h3>管理层的责任</h3>
<p>企业管理层须批准相关措施、监督其实施并定期参加培训；违反义务时须对公司承担责任。我们建议在管理层议事规则中明确职责，并对监督工作做好记录。</p>`,
    },
  },
  {
    catalog: 'insights',
    date: '2025-09-09',
    authors: ['jonas.richter'],
    areas: ['data', 'ip'],
    cover: cover(6),
    title: {
      de_DE: 'Der Data Act gilt: Neue Zugangsrechte zu Daten vernetzter Produkte',
      en_US: 'The Data Act now applies: new access rights to data from connected products',
      zh_CN: '欧盟《数据法案》正式适用：联网产品数据的新访问权',
    },
    content: {
      de_DE: `<p>Seit dem 12. September 2025 ist der europäische Data Act anwendbar. Nutzer vernetzter Produkte – von der Werkzeugmaschine bis zum Haushaltsgerät – können verlangen, dass ihnen die bei der Nutzung erzeugten Daten zugänglich gemacht oder an Dritte weitergegeben werden.</p>
<h3>Folgen für Hersteller</h3>
<p>Hersteller und Dateninhaber müssen Datenzugang technisch ermöglichen, vorvertraglich über Art und Umfang der Daten informieren und Datenlizenzverträge mit Nutzern schließen. Geschäftsgeheimnisse bleiben geschützt, müssen aber konkret begründet werden.</p>
<h3>Cloud-Wechsel</h3>
<p>Zugleich erleichtert der Data Act den Wechsel zwischen Cloud-Anbietern: Wechselentgelte werden schrittweise abgeschafft, Kündigungs- und Übertragungsfristen sind gesetzlich vorgegeben. Bestehende Cloud-Verträge sollten entsprechend angepasst werden.</p>
<p>Für vernetzte Produkte, die ab September 2026 in Verkehr gebracht werden, gilt zudem „Access by Design“: Der Datenzugang muss schon in der Produktgestaltung vorgesehen sein.</p>`,
      en_US: `<p>The European Data Act has applied since 12 September 2025. Users of connected products – from machine tools to household appliances – can demand access to the data generated through their use, or have it shared with third parties.</p>
<h3>Consequences for manufacturers</h3>
<p>Manufacturers and data holders must make data access technically possible, provide pre-contractual information on the type and scope of data, and conclude data licence agreements with users. Trade secrets remain protected, but their protection must be specifically justified.</p>
<h3>Cloud switching</h3>
<p>The Data Act also makes it easier to switch cloud providers: switching charges are being phased out, and notice and transition periods are laid down by law. Existing cloud contracts should be amended accordingly.</p>
<p>For connected products placed on the market from September 2026, “access by design” also applies: data access must be built into the product design.</p>`,
      zh_CN: `<p>欧盟《数据法案》自2025年9月12日起适用。联网产品（从机床到家用电器）的用户可以要求访问其使用过程中产生的数据，或要求将数据提供给第三方。</p>
<h3>对制造商的影响</h3>
<p>制造商及数据持有者须在技术上实现数据访问，在缔约前告知数据的类型和范围，并与用户签订数据许可协议。商业秘密仍受保护，但须提出具体理由。</p>
<h3>云服务切换</h3>
<p>《数据法案》同时简化了云服务提供商之间的切换：切换费用将逐步取消，通知期和过渡期由法律明确规定。现有云服务合同应作相应调整。</p>
<p>对于2026年9月起投放市场的联网产品，还须遵循“设计即可访问”原则，即在产品设计阶段就要考虑数据访问功能。</p>`,
    },
  },
  {
    catalog: 'insights',
    date: '2026-04-14',
    authors: ['julia.brenner', 'lin.yu'],
    areas: ['employment'],
    cover: cover(7),
    title: {
      de_DE: 'Entgelttransparenzrichtlinie: Gehaltsstrukturen jetzt prüfen',
      en_US: 'Pay Transparency Directive: time to review your pay structures',
      zh_CN: '欧盟《薪酬透明指令》：企业应立即审视薪酬结构',
    },
    content: {
      de_DE: `<p>Die EU-Entgelttransparenzrichtlinie (Richtlinie (EU) 2023/970) war bis zum 7. Juni 2026 in nationales Recht umzusetzen. Sie verschärft das bisherige Entgelttransparenzgesetz erheblich und verlagert die Beweislast bei Diskriminierungsvorwürfen auf den Arbeitgeber.</p>
<h3>Die wichtigsten Neuerungen</h3>
<ul>
<li>Gehaltsspannen oder Einstiegsgehalt müssen bereits vor dem Vorstellungsgespräch genannt werden</li>
<li>Die Frage nach dem bisherigen Gehalt ist unzulässig</li>
<li>Beschäftigte erhalten einen Auskunftsanspruch über durchschnittliche Entgelte vergleichbarer Gruppen</li>
<li>Unternehmen ab 100 Beschäftigten müssen über ihr geschlechtsspezifisches Entgeltgefälle berichten</li>
</ul>
<p>Beträgt das unerklärte Gefälle in einer Gruppe fünf Prozent oder mehr, ist gemeinsam mit der Arbeitnehmervertretung eine Entgeltbewertung durchzuführen.</p>
<p>Unser Rat: Beginnen Sie mit einer vertraulichen, anwaltlich geschützten Analyse Ihrer Vergütungsstrukturen. So erkennen Sie Handlungsbedarf, bevor Berichte veröffentlicht werden müssen.</p>`,
      en_US: `<p>The EU Pay Transparency Directive (Directive (EU) 2023/970) had to be transposed into national law by 7 June 2026. It significantly tightens the existing German Pay Transparency Act and shifts the burden of proof to the employer in discrimination claims.</p>
<h3>The key changes</h3>
<ul>
<li>Pay ranges or the starting salary must be disclosed before the job interview</li>
<li>Asking about an applicant’s pay history is prohibited</li>
<li>Employees gain a right to information on average pay levels of comparable groups</li>
<li>Companies with 100 or more employees must report on their gender pay gap</li>
</ul>
<p>Where the unexplained gap within a group is five per cent or more, a joint pay assessment must be carried out with employee representatives.</p>
<p>Our advice: start with a confidential, privileged analysis of your pay structures. That way you can see where action is needed before reports have to be published.</p>`,
      zh_CN: `<p>欧盟《薪酬透明指令》（第2023/970号指令）须于2026年6月7日前转化为成员国国内法。该指令大幅强化了德国现行《薪酬透明法》，并在歧视争议中将举证责任转移给雇主。</p>
<h3>主要变化</h3>
<ul>
<li>须在面试前告知薪资范围或起薪</li>
<li>禁止询问求职者以往的薪资水平</li>
<li>员工有权获知同类岗位群体的平均薪酬信息</li>
<li>员工人数在100人以上的企业须报告性别薪酬差距</li>
</ul>
<p>若某一群体中无法合理解释的薪酬差距达到或超过5%，企业须与员工代表共同开展薪酬评估。</p>
<p>我们的建议：首先在律师保密特权保护下对薪酬结构进行内部分析，以便在须公开报告之前发现问题并采取措施。</p>`,
    },
  },
  {
    catalog: 'insights',
    date: '2025-12-03',
    authors: ['felix.aurich'],
    areas: ['tax'],
    cover: cover(8),
    title: {
      de_DE: 'E-Rechnung im B2B-Verkehr: Die nächste Stufe kommt 2027',
      en_US: 'B2B e-invoicing in Germany: the next stage arrives in 2027',
      zh_CN: '德国企业间电子发票：2027年进入下一阶段',
    },
    content: {
      de_DE: `<p>Seit dem 1. Januar 2025 müssen alle inländischen Unternehmen elektronische Rechnungen im strukturierten Format (XRechnung oder ZUGFeRD ab Version 2.0.1) empfangen können. Für den Versand gelten Übergangsfristen: Ab dem 1. Januar 2027 müssen Unternehmen mit einem Vorjahresumsatz von mehr als 800.000 Euro E-Rechnungen ausstellen, ab 2028 alle Unternehmen.</p>
<h3>Umsatzsteuerliche Risiken</h3>
<p>Eine Rechnung, die nicht den Formvorgaben entspricht, berechtigt nach Ablauf der Übergangsfrist nicht mehr ohne Weiteres zum Vorsteuerabzug. Fehler in den Stammdaten oder bei der Archivierung können daher bei der nächsten Betriebsprüfung teuer werden.</p>
<h3>Checkliste</h3>
<ul>
<li>ERP-System auf Versand und Validierung strukturierter Formate prüfen</li>
<li>Prozesse für Gutschriften und Rechnungskorrekturen anpassen</li>
<li>Revisionssichere Archivierung nach den GoBD sicherstellen</li>
</ul>
<p>Ausländische Unternehmen mit deutscher Betriebsstätte sind ebenfalls betroffen – ein Punkt, den Konzerne aus China und den USA häufig übersehen.</p>`,
      en_US: `<p>Since 1 January 2025 all German businesses have had to be able to receive electronic invoices in a structured format (XRechnung or ZUGFeRD version 2.0.1 or later). Transitional periods apply to issuing them: from 1 January 2027 businesses with prior-year turnover above EUR 800,000 must issue e-invoices, and from 2028 all businesses must.</p>
<h3>VAT risks</h3>
<p>Once the transitional period ends, an invoice that does not meet the format requirements no longer automatically entitles the recipient to deduct input VAT. Errors in master data or archiving can therefore prove costly at the next tax audit.</p>
<h3>Checklist</h3>
<ul>
<li>Check that the ERP system can issue and validate structured formats</li>
<li>Adapt processes for self-billing and invoice corrections</li>
<li>Ensure audit-proof archiving in line with the German bookkeeping principles (GoBD)</li>
</ul>
<p>Foreign companies with a German permanent establishment are affected too – a point that groups from China and the US often overlook.</p>`,
      zh_CN: `<p>自2025年1月1日起，所有德国境内企业都必须能够接收结构化格式（XRechnung或2.0.1及以上版本的ZUGFeRD）的电子发票。开具义务设有过渡期：自2027年1月1日起，上一年度营业额超过80万欧元的企业须开具电子发票；自2028年起，所有企业均须开具。</p>
<h3>增值税风险</h3>
<p>过渡期结束后，不符合格式要求的发票将不再当然可以用于抵扣进项税。因此，主数据或归档环节的错误可能在下一次税务稽查中造成高昂代价。</p>
<h3>检查清单</h3>
<ul>
<li>检查ERP系统能否开具并校验结构化格式发票</li>
<li>调整自开票（Gutschrift）及发票更正流程</li>
<li>确保按照德国《电子账簿原则》（GoBD）进行防篡改归档</li>
</ul>
<p>在德国设有常设机构的外国企业同样受此影响——这一点常被来自中国和美国的企业集团忽视。</p>`,
    },
  },
  {
    catalog: 'insights',
    date: '2026-06-02',
    authors: ['sophie.lambert'],
    areas: ['ip', 'disputes'],
    cover: cover(9),
    title: {
      de_DE: 'Drei Jahre Einheitliches Patentgericht: München als Schwerpunkt',
      en_US: 'Three years of the Unified Patent Court: Munich at the centre',
      zh_CN: '欧洲统一专利法院运行三周年：慕尼黑成为核心审理地',
    },
    content: {
      de_DE: `<p>Am 1. Juni 2023 hat das Einheitliche Patentgericht (EPG/UPC) seine Arbeit aufgenommen. Drei Jahre später ist klar: Die deutschen Lokalkammern, allen voran München, Düsseldorf und Mannheim, tragen den Großteil der Verletzungsverfahren. Die Münchner Lokalkammer hat sich als zügig und verfahrenssicher erwiesen.</p>
<h3>Was sich bewährt hat</h3>
<ul>
<li>Verhandlung in englischer Sprache ist inzwischen die Regel</li>
<li>Erstinstanzliche Entscheidungen liegen meist innerhalb von 12 bis 15 Monaten vor</li>
<li>Einstweilige Maßnahmen mit Wirkung in allen teilnehmenden Staaten</li>
</ul>
<h3>Strategische Fragen</h3>
<p>Patentinhaber sollten weiterhin prüfen, ob ein Opt-out für einzelne europäische Patente sinnvoll ist – etwa wenn das Risiko einer zentralen Nichtigerklärung schwerer wiegt als der Vorteil einer europaweiten Durchsetzung. Wir beraten gemeinsam mit unseren Partnerkanzleien für Patentanwälte zur richtigen Forumswahl.</p>`,
      en_US: `<p>The Unified Patent Court (UPC) opened on 1 June 2023. Three years later, it is clear that the German local divisions – led by Munich, Düsseldorf and Mannheim – handle the majority of infringement actions. The Munich local division has proved both swift and procedurally reliable.</p>
<h3>What has worked</h3>
<ul>
<li>Proceedings in English are now the rule</li>
<li>First-instance decisions usually come within 12 to 15 months</li>
<li>Provisional measures with effect in all participating states</li>
</ul>
<h3>Strategic questions</h3>
<p>Patent holders should keep reviewing whether opting individual European patents out makes sense – for instance where the risk of central revocation outweighs the benefit of Europe-wide enforcement. Together with our patent attorney partner firms, we advise on choosing the right forum.</p>`,
      zh_CN: `<p>欧洲统一专利法院（UPC）于2023年6月1日正式运行。三年来，德国各地方分庭——尤其是慕尼黑、杜塞尔多夫和曼海姆——受理了大部分侵权案件。慕尼黑地方分庭以审理高效、程序严谨著称。</p>
<h3>运行经验</h3>
<ul>
<li>英语审理已成为常态</li>
<li>一审判决通常在12至15个月内作出</li>
<li>临时措施可在所有参与国同时生效</li>
</ul>
<h3>策略考量</h3>
<p>专利权人应持续评估是否对个别欧洲专利选择退出（opt-out）——例如当集中宣告无效的风险大于全欧执行的优势时。我们与合作的专利代理机构共同为客户选择最合适的诉讼地提供建议。</p>`,
    },
  },
  {
    catalog: 'insights',
    date: '2025-06-12',
    authors: ['julia.brenner'],
    areas: ['employment'],
    cover: cover(10),
    title: {
      de_DE: 'Arbeitszeiterfassung: Was gilt, solange der Gesetzgeber schweigt?',
      en_US: 'Working-time recording: what applies while the legislature is silent?',
      zh_CN: '工时记录义务：立法尚未出台前企业应如何应对？',
    },
    content: {
      de_DE: `<p>Seit dem Beschluss des Bundesarbeitsgerichts vom 13. September 2022 (1 ABR 22/21) steht fest: Arbeitgeber in Deutschland sind verpflichtet, ein System zur Erfassung der gesamten Arbeitszeit ihrer Beschäftigten einzuführen. Eine gesetzliche Ausgestaltung im Arbeitszeitgesetz lässt weiter auf sich warten.</p>
<h3>Was Arbeitgeber schon heute tun müssen</h3>
<ul>
<li>Beginn, Ende und Dauer der Arbeitszeit erfassen – die Form ist nach derzeitigem Stand frei</li>
<li>Die Erfassung kann an Beschäftigte delegiert, muss aber kontrolliert werden</li>
<li>Bei der Einführung elektronischer Systeme hat der Betriebsrat ein Mitbestimmungsrecht</li>
</ul>
<p>Vertrauensarbeitszeit bleibt möglich, sofern die Zeiten dokumentiert werden. Besonders bei leitenden Angestellten und mobiler Arbeit empfiehlt sich eine klare Richtlinie.</p>
<p>Für internationale Unternehmen, deren Konzernvorgaben keine Zeiterfassung vorsehen, ist dies ein häufiger Prüfungspunkt bei Betriebsprüfungen der Arbeitsschutzbehörden.</p>`,
      en_US: `<p>Since the Federal Labour Court’s decision of 13 September 2022 (1 ABR 22/21) it has been settled that employers in Germany must introduce a system for recording all working time of their employees. Statutory rules in the Working Hours Act are still awaited.</p>
<h3>What employers must do already</h3>
<ul>
<li>Record the start, end and duration of working time – the form is currently up to the employer</li>
<li>Recording may be delegated to employees but must be monitored</li>
<li>The works council has a co-determination right when electronic systems are introduced</li>
</ul>
<p>Trust-based working time remains possible as long as hours are documented. A clear policy is particularly advisable for senior staff and remote work.</p>
<p>For international companies whose group policies do not provide for time recording, this is a frequent point of scrutiny in inspections by occupational safety authorities.</p>`,
      zh_CN: `<p>自德国联邦劳动法院2022年9月13日作出裁定（1 ABR 22/21）以来，德国雇主有义务建立记录员工全部工作时间的制度已成定论。然而，《工作时间法》中的具体立法规定仍未出台。</p>
<h3>雇主目前必须做到</h3>
<ul>
<li>记录工作的开始时间、结束时间及时长——目前记录形式可自行选择</li>
<li>记录工作可交由员工完成，但雇主须进行监督</li>
<li>引入电子考勤系统时，职工委员会享有共同决定权</li>
</ul>
<p>在记录工时的前提下，弹性信任工时制仍可继续适用。对于高级管理人员和远程办公，建议制定明确的内部规定。</p>
<p>对于集团政策未规定工时记录的跨国企业，这常常是劳动保护部门检查的重点。</p>`,
    },
  },
  {
    catalog: 'firm',
    date: '2026-01-08',
    top: 1,
    cover: cover(11),
    title: {
      de_DE: 'Kestner Vahl ernennt Julia Brenner und Shan Wang zu Partnerinnen',
      en_US: 'Kestner Vahl promotes Julia Brenner and Shan Wang to partner',
      zh_CN: '凯斯特纳·法尔晋升尤利娅·布伦纳与王珊为合伙人',
    },
    content: {
      de_DE: `<p>Zum 1. Januar 2026 hat Kestner Vahl zwei neue Partnerinnen ernannt: die Arbeitsrechtlerin Julia Brenner und die Leiterin unseres China Desk, Shan Wang. Die Partnerschaft wächst damit auf 14 Partnerinnen und Partner.</p>
<p>Julia Brenner berät seit 2016 bei Kestner Vahl Arbeitgeber bei Restrukturierungen und in der Zusammenarbeit mit Betriebsräten. Shan Wang hat den China Desk seit 2019 aufgebaut und begleitet chinesische Investoren bei Akquisitionen und Investitionsprüfungen in Deutschland.</p>
<blockquote><p>„Beide stehen für das, was unsere Mandanten an uns schätzen: fachliche Exzellenz, unternehmerisches Denken und persönliche Verlässlichkeit“, sagt Managing Partnerin Dr. Katharina Kestner.</p></blockquote>`,
      en_US: `<p>With effect from 1 January 2026, Kestner Vahl has appointed two new partners: employment lawyer Julia Brenner and the head of our China Desk, Shan Wang. The partnership thus grows to 14 partners.</p>
<p>Julia Brenner has advised employers on restructurings and works council relations at Kestner Vahl since 2016. Shan Wang has built up the China Desk since 2019 and supports Chinese investors on acquisitions and investment screening in Germany.</p>
<blockquote><p>“Both stand for what our clients value in us: excellence in the law, commercial thinking and personal reliability,” says managing partner Dr Katharina Kestner.</p></blockquote>`,
      zh_CN: `<p>自2026年1月1日起，凯斯特纳·法尔律师事务所晋升两位新合伙人：劳动法律师尤利娅·布伦纳和中国业务部负责人王珊。律所合伙人总数由此增至14位。</p>
<p>尤利娅·布伦纳自2016年加入本所，为雇主提供企业重组及与职工委员会合作方面的法律服务。王珊自2019年起组建中国业务部，协助中国投资者完成在德国的并购及投资审查。</p>
<blockquote><p>管理合伙人卡塔琳娜·凯斯特纳博士表示：“两位同事代表了客户最看重的品质：卓越的专业能力、商业思维和值得信赖的服务。”</p></blockquote>`,
    },
  },
  {
    catalog: 'firm',
    date: '2025-06-24',
    cover: cover(12),
    title: {
      de_DE: 'China Desk eröffnet Büro in Shanghai',
      en_US: 'China Desk opens office in Shanghai',
      zh_CN: '中国业务部上海办公室正式启用',
    },
    content: {
      de_DE: `<p>Kestner Vahl verstärkt seine Präsenz in China: Seit Juni 2025 ist unser China Desk mit einem eigenen Büro im Shanghaier Stadtbezirk Jing’an vertreten. Das Team um Shan Wang und Lin Yu betreut dort chinesische Unternehmen, die in Deutschland investieren, und arbeitet eng mit dem Münchner Standort zusammen.</p>
<p>Das Büro in Shanghai berät nicht zum chinesischen Recht; hierfür arbeiten wir mit etablierten chinesischen Kanzleien zusammen. Es ermöglicht aber persönliche Gespräche vor Ort, in derselben Zeitzone und in der Sprache der Mandanten.</p>
<h3>Schwerpunkte des Shanghaier Teams</h3>
<ul>
<li>Vorbereitung von Akquisitionen und Investitionsprüfungen in Deutschland</li>
<li>Gründung und laufende Betreuung deutscher Tochtergesellschaften</li>
<li>Seminare für Rechtsabteilungen zu deutschem Arbeits- und Gesellschaftsrecht</li>
</ul>`,
      en_US: `<p>Kestner Vahl is strengthening its presence in China: since June 2025 our China Desk has had its own office in Shanghai’s Jing’an district. The team around Shan Wang and Lin Yu looks after Chinese companies investing in Germany and works closely with the Munich office.</p>
<p>The Shanghai office does not advise on PRC law; for that we work with established Chinese law firms. It does, however, allow face-to-face meetings on the ground, in the same time zone and in our clients’ language.</p>
<h3>Focus of the Shanghai team</h3>
<ul>
<li>Preparing acquisitions and investment screening filings in Germany</li>
<li>Setting up and supporting German subsidiaries</li>
<li>Seminars for in-house legal teams on German employment and corporate law</li>
</ul>`,
      zh_CN: `<p>凯斯特纳·法尔进一步加强在华服务：自2025年6月起，中国业务部在上海静安区设立了专属办公室。由王珊和俞琳带领的团队在此为投资德国的中国企业提供服务，并与慕尼黑总部紧密协作。</p>
<p>上海办公室不提供中国法律服务，相关事务由我们与知名中国律师事务所合作处理。但它使我们能够在同一时区、以客户的语言与客户面对面沟通。</p>
<h3>上海团队的工作重点</h3>
<ul>
<li>为在德国的并购和投资审查申报做准备</li>
<li>德国子公司的设立及日常法律支持</li>
<li>为企业法务团队举办德国劳动法与公司法专题讲座</li>
</ul>`,
    },
  },
  {
    catalog: 'firm',
    date: '2026-03-19',
    cover: cover(13),
    title: {
      de_DE: 'Legal Directory Germany 2026: Kestner Vahl in sechs Rechtsgebieten empfohlen',
      en_US: 'Legal Directory Germany 2026: Kestner Vahl recommended in six practice areas',
      zh_CN: '《德国法律指南2026》：凯斯特纳·法尔在六个领域获得推荐',
    },
    content: {
      de_DE: `<p>Die aktuelle Ausgabe der „Legal Directory Germany“ führt Kestner Vahl in sechs Rechtsgebieten, darunter erstmals im Datenschutz. Besonders hervorgehoben werden die M&amp;A-Praxis im Mittelstand und der China Desk, der als „eine der erfahrensten Adressen für chinesische Investoren in Süddeutschland“ bezeichnet wird.</p>
<p>Neun unserer Anwältinnen und Anwälte werden persönlich empfohlen. Wir danken unseren Mandantinnen und Mandanten, die sich an der Recherche beteiligt haben – ihr Vertrauen ist die schönste Auszeichnung.</p>`,
      en_US: `<p>The latest edition of “Legal Directory Germany” lists Kestner Vahl in six practice areas, including data protection for the first time. It highlights in particular our mid-market M&amp;A practice and our China Desk, described as “one of the most experienced addresses for Chinese investors in southern Germany”.</p>
<p>Nine of our lawyers are individually recommended. We thank the clients who took part in the research – their trust is the finest recognition of all.</p>`,
      zh_CN: `<p>最新一期《德国法律指南》（Legal Directory Germany）在六个业务领域推荐凯斯特纳·法尔，其中数据保护领域为首次入选。指南特别肯定了我们的中型企业并购业务及中国业务部，称后者为“德国南部服务中国投资者经验最丰富的团队之一”。</p>
<p>本所九位律师获得个人推荐。我们衷心感谢参与调研的客户——您的信任是对我们最好的肯定。</p>`,
    },
  },
  {
    catalog: 'firm',
    date: '2026-05-28',
    cover: cover(14),
    title: {
      de_DE: 'Kestner Vahl berät Huaxin Precision beim Erwerb der Ammersee Präzisionstechnik GmbH',
      en_US: 'Kestner Vahl advises Huaxin Precision on the acquisition of Ammersee Präzisionstechnik GmbH',
      zh_CN: '凯斯特纳·法尔为华芯精密收购Ammersee精密技术有限公司提供法律服务',
    },
    content: {
      de_DE: `<p>Kestner Vahl hat die Zhejiang Huaxin Precision Co., Ltd. beim Erwerb sämtlicher Anteile an der Ammersee Präzisionstechnik GmbH beraten, einem oberbayerischen Hersteller von Spindeln für Werkzeugmaschinen mit rund 280 Beschäftigten. Verkäufer war die Gründerfamilie. Die Transaktion wurde nach Freigabe im Investitionsprüfungsverfahren im Mai 2026 vollzogen.</p>
<p>Der Käufer hat sich gegenüber dem Betriebsrat und dem Bundeswirtschaftsministerium zum Erhalt des Standorts und der Entwicklungsabteilung in Bayern verpflichtet.</p>
<h3>Team Kestner Vahl</h3>
<ul>
<li>Dr. Katharina Kestner, Shan Wang (Federführung, Corporate/M&amp;A, China Desk)</li>
<li>Dr. Felix Aurich (Steuern), Julia Brenner (Arbeitsrecht)</li>
<li>Lin Yu (Associate, China Desk)</li>
</ul>
<p><em>Alle Unternehmen in dieser Meldung sind fiktiv.</em></p>`,
      en_US: `<p>Kestner Vahl advised Zhejiang Huaxin Precision Co., Ltd. on the acquisition of all shares in Ammersee Präzisionstechnik GmbH, an Upper Bavarian manufacturer of machine-tool spindles with around 280 employees. The seller was the founding family. The transaction closed in May 2026 after clearance in the foreign investment screening procedure.</p>
<p>The buyer has committed to the works council and the Federal Ministry for Economic Affairs to keep the site and the development department in Bavaria.</p>
<h3>Kestner Vahl team</h3>
<ul>
<li>Dr Katharina Kestner, Shan Wang (lead, Corporate/M&amp;A, China Desk)</li>
<li>Dr Felix Aurich (tax), Julia Brenner (employment)</li>
<li>Lin Yu (associate, China Desk)</li>
</ul>
<p><em>All companies in this announcement are fictitious.</em></p>`,
      zh_CN: `<p>凯斯特纳·法尔律师事务所为浙江华芯精密股份有限公司收购Ammersee精密技术有限公司全部股权提供了法律服务。目标公司位于上巴伐利亚，是一家机床主轴制造商，拥有约280名员工，出售方为创始家族。经外国投资审查批准后，交易于2026年5月完成交割。</p>
<p>买方已向职工委员会及德国联邦经济部承诺保留巴伐利亚的生产基地和研发部门。</p>
<h3>本所项目团队</h3>
<ul>
<li>卡塔琳娜·凯斯特纳博士、王珊（牵头，公司并购、中国业务）</li>
<li>费利克斯·奥里希博士（税务）、尤利娅·布伦纳（劳动法）</li>
<li>俞琳（律师，中国业务部）</li>
</ul>
<p><em>本文所涉公司均为虚构。</em></p>`,
    },
  },
  {
    catalog: 'firm',
    date: '2026-10-29',
    cover: cover(15),
    title: {
      de_DE: 'Münchner Wirtschaftsrechtsforum 2026: KI, Lieferketten und Investitionskontrolle',
      en_US: 'Munich Business Law Forum 2026: AI, supply chains and investment control',
      zh_CN: '2026慕尼黑商法论坛：人工智能、供应链与投资管控',
    },
    content: {
      de_DE: `<p>Am 26. November 2026 laden wir zum sechsten Münchner Wirtschaftsrechtsforum in unsere Räume in der Brienner Straße ein. In drei kompakten Sessions diskutieren unsere Partnerinnen und Partner mit Gästen aus Unternehmen und Verwaltung die Themen, die Rechtsabteilungen 2027 beschäftigen werden.</p>
<h3>Programm</h3>
<ul>
<li>14:00 Uhr – Hochrisiko-KI im Personalbereich: erste Erfahrungen mit der KI-Verordnung</li>
<li>15:15 Uhr – Vom LkSG zur CSDDD: Lieferkettenverträge neu denken</li>
<li>16:30 Uhr – Investitionsprüfung 2027: Praxisbericht mit chinesischen Investoren</li>
<li>ab 18:00 Uhr – Get-together auf der Dachterrasse</li>
</ul>
<p>Die Teilnahme ist kostenfrei; die Plätze sind begrenzt. Bitte melden Sie sich per E-Mail an events@kestner-vahl.example an. Die Veranstaltung wird als Fortbildung nach § 15 FAO bescheinigt.</p>`,
      en_US: `<p>On 26 November 2026 we invite you to the sixth Munich Business Law Forum at our offices on Brienner Strasse. In three compact sessions our partners and guests from business and government discuss the topics that will keep legal departments busy in 2027.</p>
<h3>Programme</h3>
<ul>
<li>2:00 pm – High-risk AI in HR: first experience with the AI Act</li>
<li>3:15 pm – From the Supply Chain Act to the CSDDD: rethinking supply contracts</li>
<li>4:30 pm – Investment screening in 2027: lessons from working with Chinese investors</li>
<li>from 6:00 pm – Get-together on the roof terrace</li>
</ul>
<p>Attendance is free of charge; places are limited. Please register by e-mail at events@kestner-vahl.example. Attendance is certified as continuing legal education under section 15 of the German Specialist Lawyers Regulation.</p>`,
      zh_CN: `<p>2026年11月26日，我们诚邀您莅临位于Brienner大街的本所办公室，参加第六届慕尼黑商法论坛。在三个精炼的专题环节中，本所合伙人将与企业和政府部门的嘉宾共同探讨2027年企业法务部门最为关注的议题。</p>
<h3>议程</h3>
<ul>
<li>14:00 人力资源领域的高风险人工智能：《人工智能法案》实施初期经验</li>
<li>15:15 从《供应链法》到CSDDD：重新审视供应链合同</li>
<li>16:30 2027年投资审查：服务中国投资者的实务分享</li>
<li>18:00起 屋顶露台交流酒会</li>
</ul>
<p>本次活动免费参加，名额有限，请发送电子邮件至 events@kestner-vahl.example 报名。参会可获得德国《专业律师条例》第15条规定的继续教育证明。</p>`,
    },
  },
  {
    catalog: 'firm',
    date: '2025-08-05',
    cover: cover(16),
    title: {
      de_DE: 'Verstärkung in Berlin: Dr. Jonas Richter kommt als Counsel',
      en_US: 'Berlin office grows: Dr Jonas Richter joins as counsel',
      zh_CN: '柏林办公室再添力量：约纳斯·里希特博士加盟任顾问律师',
    },
    content: {
      de_DE: `<p>Dr. Jonas Richter ist im August 2025 als Counsel in unser Berliner Büro eingetreten. Er berät zu Datenschutz, IT-Sicherheit und Technologieverträgen und war zuvor sechs Jahre in der Rechtsabteilung eines Berliner Softwareunternehmens tätig, zuletzt als dessen Datenschutzbeauftragter.</p>
<p>Mit seinem Eintritt bauen wir die Praxisgruppe Datenschutz &amp; IT-Recht weiter aus – ein Bereich, in dem die Nachfrage durch KI-Verordnung, Data Act und NIS2 stark gestiegen ist.</p>`,
      en_US: `<p>Dr Jonas Richter joined our Berlin office as counsel in August 2025. He advises on data protection, IT security and technology contracts, having previously spent six years in the legal department of a Berlin software company, most recently as its data protection officer.</p>
<p>His arrival further strengthens our Data Protection &amp; Technology practice – an area in which demand has risen sharply with the AI Act, the Data Act and NIS2.</p>`,
      zh_CN: `<p>约纳斯·里希特博士于2025年8月加入本所柏林办公室，担任顾问律师。他专注于数据保护、网络安全和技术合同，此前曾在柏林一家软件企业法务部工作六年，最后担任该公司数据保护官。</p>
<p>他的加盟进一步壮大了我们的数据保护与信息技术业务组——随着《人工智能法案》、《数据法案》和NIS2的实施，该领域的需求显著增长。</p>`,
    },
  },
  {
    catalog: 'insights',
    date: '2026-01-21',
    cover: cover(1), // the AI Act article's picture
    contentUrl: 'https://eur-lex.europa.eu/eli/reg/2024/1689/oj',
    title: {
      de_DE: 'Volltext der KI-Verordnung (EUR-Lex)',
      en_US: 'Full text of the AI Act (EUR-Lex)',
      zh_CN: '《人工智能法案》全文（EUR-Lex）',
    },
    note: {
      de_DE: 'Amtliche Fassung der Verordnung (EU) 2024/1689 im Amtsblatt der EU.',
      en_US: 'Official text of Regulation (EU) 2024/1689 in the Official Journal of the EU.',
      zh_CN: '欧盟官方公报刊载的第2024/1689号条例官方文本。',
    },
    content: {
      de_DE: '<p>Die amtliche Fassung der KI-Verordnung in allen Amtssprachen der EU.</p>',
      en_US: '<p>The official text of the AI Act in all official languages of the EU.</p>',
      zh_CN: '<p>《人工智能法案》欧盟各官方语言版本的官方文本。</p>',
    },
  },
  {
    catalog: 'insights',
    date: '2025-10-16',
    cover: cover(3), // the Supply Chain Act article's picture
    contentUrl: 'https://www.gesetze-im-internet.de/lksg/',
    title: {
      de_DE: 'Lieferkettensorgfaltspflichtengesetz im Wortlaut (gesetze-im-internet.de)',
      en_US: 'German Supply Chain Act, statutory text (gesetze-im-internet.de)',
      zh_CN: '德国《供应链尽职调查法》原文（gesetze-im-internet.de）',
    },
    note: {
      de_DE: 'Aktuelle Fassung des LkSG beim Bundesministerium der Justiz.',
      en_US: 'Current version of the LkSG, published by the Federal Ministry of Justice (German).',
      zh_CN: '德国联邦司法部发布的《供应链尽职调查法》现行文本（德语）。',
    },
    content: {
      de_DE: '<p>Der Gesetzestext des LkSG in der jeweils geltenden Fassung.</p>',
      en_US: '<p>The statutory text of the LkSG as currently in force (in German).</p>',
      zh_CN: '<p>《供应链尽职调查法》现行有效文本（德语）。</p>',
    },
  },
  {
    // In review: every language is a draft (the back office's start page lists it as waiting).
    catalog: 'insights',
    date: '2026-11-20',
    authors: ['julia.brenner'],
    areas: ['employment'],
    cover: cover(11),
    drafts: ['de_DE', 'en_US', 'zh_CN'],
    title: {
      de_DE: 'Entwurf: Hinweisgeberschutz – was eine interne Meldestelle leisten muss',
      en_US: 'Draft: whistleblower protection – what an internal reporting channel must do',
      zh_CN: '草稿：吹哨人保护——内部举报渠道须满足哪些要求',
    },
    content: {
      de_DE:
        '<p>Seit Dezember 2023 müssen Unternehmen ab 50 Beschäftigten eine interne Meldestelle betreiben. Dieser Beitrag wartet noch auf die Freigabe durch die Partnerin.</p>',
      en_US:
        '<p>Since December 2023, companies with 50 or more employees must operate an internal reporting channel. This article is still waiting for the partner’s approval.</p>',
      zh_CN: '<p>自2023年12月起，员工人数达到50人的企业必须设立内部举报渠道。本文仍在等待合伙人审批。</p>',
    },
  },
];
