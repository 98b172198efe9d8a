import type { Tri } from './types';

/** The documents the public site links in its footer. Register numbers and the VAT ID are placeholders. */
export const docs: { name: 'privacy' | 'terms' | 'imprint'; title: Tri; content: Tri }[] = [
  {
    name: 'imprint',
    title: { de_DE: 'Impressum', en_US: 'Legal notice (Impressum)', zh_CN: '法律声明（网站信息披露）' },
    content: {
      de_DE: `<h2>Angaben gemäß § 5 DDG</h2>
<p><strong>Kestner Vahl Rechtsanwälte PartG mbB</strong><br>Brienner Straße 48<br>80333 München<br>Deutschland</p>
<p>Telefon: +49 89 2180 4470<br>Telefax: +49 89 2180 4479<br>E-Mail: kontakt@kestner-vahl.example</p>
<h3>Rechtsform und Register</h3>
<p>Partnerschaftsgesellschaft mit beschränkter Berufshaftung, eingetragen im Partnerschaftsregister des Amtsgerichts München unter PR 0000 (Platzhalter).</p>
<p>Vertretungsberechtigte Partnerinnen und Partner: Dr. Katharina Kestner, Dr. Martin Vahl, Shan Wang, Dr. Felix Aurich, Julia Brenner sowie die weiteren Partnerinnen und Partner; eine vollständige Liste senden wir auf Anfrage zu.</p>
<p>Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: DE000000000 (Platzhalter)</p>
<h3>Berufsbezeichnungen und zuständige Kammern</h3>
<p>Die Partnerinnen und Partner sowie die angestellten Anwältinnen und Anwälte führen die Berufsbezeichnung „Rechtsanwältin“ bzw. „Rechtsanwalt“, verliehen in der Bundesrepublik Deutschland. Zuständige Kammer: <strong>Rechtsanwaltskammer München</strong>, Tal 33, 80331 München. Einzelne Berufsträger sind zudem Fachanwältin bzw. Fachanwalt (z. B. für Arbeitsrecht).</p>
<p>Dr. Felix Aurich ist zusätzlich Steuerberater (Berufsbezeichnung verliehen in der Bundesrepublik Deutschland); zuständige Kammer: Steuerberaterkammer Hessen.</p>
<h3>Berufsrechtliche Regelungen</h3>
<ul>
<li>Bundesrechtsanwaltsordnung (BRAO)</li>
<li>Berufsordnung für Rechtsanwälte (BORA)</li>
<li>Fachanwaltsordnung (FAO)</li>
<li>Rechtsanwaltsvergütungsgesetz (RVG)</li>
<li>Berufsregeln der Rechtsanwälte der Europäischen Union (CCBE)</li>
<li>Gesetz über die Tätigkeit europäischer Rechtsanwälte in Deutschland (EuRAG)</li>
<li>für Steuerberater: Steuerberatungsgesetz (StBerG), Berufsordnung der Steuerberater (BOStB), Steuerberatervergütungsverordnung (StBVV)</li>
</ul>
<p>Die Regelungen sind auf den Internetseiten der Bundesrechtsanwaltskammer (<a href="https://www.brak.de">www.brak.de</a>) und der Bundessteuerberaterkammer (<a href="https://www.bstbk.de">www.bstbk.de</a>) abrufbar.</p>
<h3>Berufshaftpflichtversicherung</h3>
<p>Die Partnerschaft unterhält eine Berufshaftpflichtversicherung gemäß § 51a BRAO bei der Musterversicherung AG (Platzhalter), Versicherungsplatz 1, 80000 München. Räumlicher Geltungsbereich: Tätigkeiten in den Mitgliedstaaten der Europäischen Union sowie Beratung im Zusammenhang mit außereuropäischem Recht, soweit vereinbart.</p>
<h3>Außergerichtliche Streitschlichtung</h3>
<p>Bei Streitigkeiten zwischen Rechtsanwälten und ihren Auftraggebern besteht auf Antrag die Möglichkeit der außergerichtlichen Streitschlichtung bei der Rechtsanwaltskammer München (§ 73 Abs. 2 Nr. 3 BRAO) oder bei der Schlichtungsstelle der Rechtsanwaltschaft, Rauchstraße 26, 10787 Berlin (<a href="https://www.s-d-r.org">www.s-d-r.org</a>).</p>
<h3>Verantwortlich für den Inhalt (§ 18 Abs. 2 MStV)</h3>
<p>Dr. Katharina Kestner, Anschrift wie oben.</p>
<p><em>Hinweis: Kestner Vahl ist eine fiktive Kanzlei; diese Website dient Demonstrationszwecken.</em></p>`,
      en_US: `<h2>Information pursuant to section 5 of the German Digital Services Act (DDG)</h2>
<p><strong>Kestner Vahl Rechtsanwälte PartG mbB</strong><br>Brienner Strasse 48<br>80333 Munich<br>Germany</p>
<p>Telephone: +49 89 2180 4470<br>Fax: +49 89 2180 4479<br>E-mail: kontakt@kestner-vahl.example</p>
<h3>Legal form and register</h3>
<p>Partnership with limited professional liability (Partnerschaftsgesellschaft mit beschränkter Berufshaftung) registered in the partnership register of the Munich Local Court under PR 0000 (placeholder).</p>
<p>Partners authorised to represent the partnership: Dr Katharina Kestner, Dr Martin Vahl, Shan Wang, Dr Felix Aurich, Julia Brenner and the other partners; a full list is available on request.</p>
<p>VAT identification number under section 27a of the German VAT Act: DE000000000 (placeholder)</p>
<h3>Professional titles and competent chambers</h3>
<p>Our partners and employed lawyers hold the professional title “Rechtsanwältin” or “Rechtsanwalt” (attorney at law), conferred in the Federal Republic of Germany. Competent chamber: <strong>Munich Bar Association (Rechtsanwaltskammer München)</strong>, Tal 33, 80331 Munich. Some lawyers are also certified specialist lawyers (Fachanwalt), e.g. in employment law.</p>
<p>Dr Felix Aurich is also a certified tax adviser (Steuerberater, title conferred in the Federal Republic of Germany); competent chamber: Hesse Chamber of Tax Advisers.</p>
<h3>Professional rules</h3>
<ul>
<li>Federal Lawyers’ Act (BRAO)</li>
<li>Professional Code of Conduct for Lawyers (BORA)</li>
<li>Specialist Lawyers Regulation (FAO)</li>
<li>Lawyers’ Remuneration Act (RVG)</li>
<li>Code of Conduct for European Lawyers (CCBE)</li>
<li>Act on the Activities of European Lawyers in Germany (EuRAG)</li>
<li>for tax advisers: Tax Advisory Act (StBerG), Professional Code for Tax Advisers (BOStB), Tax Advisers’ Remuneration Ordinance (StBVV)</li>
</ul>
<p>The rules are available (in German, partly in English) on the websites of the Federal Bar (<a href="https://www.brak.de">www.brak.de</a>) and the Federal Chamber of Tax Advisers (<a href="https://www.bstbk.de">www.bstbk.de</a>).</p>
<h3>Professional liability insurance</h3>
<p>The partnership maintains professional liability insurance under section 51a BRAO with Musterversicherung AG (placeholder), Versicherungsplatz 1, 80000 Munich. Territorial scope: activities in the member states of the European Union and advice relating to non-European law where agreed.</p>
<h3>Out-of-court dispute resolution</h3>
<p>Disputes between lawyers and their clients may, on application, be settled out of court by the Munich Bar Association (section 73(2) no. 3 BRAO) or by the Conciliation Board of the German Bar (Schlichtungsstelle der Rechtsanwaltschaft), Rauchstrasse 26, 10787 Berlin (<a href="https://www.s-d-r.org">www.s-d-r.org</a>).</p>
<h3>Responsible for content (section 18(2) German State Media Treaty)</h3>
<p>Dr Katharina Kestner, address as above.</p>
<p><em>Note: Kestner Vahl is a fictitious firm; this website is for demonstration purposes. The German version of this notice is authoritative.</em></p>`,
      zh_CN: `<h2>依据《德国数字服务法》（DDG）第5条披露的信息</h2>
<p><strong>Kestner Vahl Rechtsanwälte PartG mbB（凯斯特纳·法尔律师事务所）</strong><br>Brienner Straße 48<br>80333 慕尼黑<br>德国</p>
<p>电话：+49 89 2180 4470<br>传真：+49 89 2180 4479<br>电子邮件：kontakt@kestner-vahl.example</p>
<h3>法律形式与登记</h3>
<p>有限职业责任合伙企业（PartG mbB），登记于慕尼黑地方法院合伙企业登记簿，登记号 PR 0000（占位）。</p>
<p>有权代表本所的合伙人：卡塔琳娜·凯斯特纳博士、马丁·法尔博士、王珊、费利克斯·奥里希博士、尤利娅·布伦纳及其他合伙人；完整名单可应要求提供。</p>
<p>依据《德国增值税法》第27a条的增值税识别号：DE000000000（占位）</p>
<h3>职业称谓与主管协会</h3>
<p>本所合伙人及受雇律师持有在德意志联邦共和国授予的“律师”（Rechtsanwältin/Rechtsanwalt）职业称谓。主管协会：<strong>慕尼黑律师协会（Rechtsanwaltskammer München）</strong>，地址：Tal 33, 80331 München。部分律师同时为专业律师（Fachanwalt），例如劳动法专业律师。</p>
<p>费利克斯·奥里希博士同时为德国注册税务师（职业称谓授予于德意志联邦共和国）；主管协会：黑森州税务师协会。</p>
<h3>职业规范</h3>
<ul>
<li>《联邦律师条例》（BRAO）</li>
<li>《律师职业规范》（BORA）</li>
<li>《专业律师条例》（FAO）</li>
<li>《律师收费法》（RVG）</li>
<li>《欧盟律师职业行为准则》（CCBE）</li>
<li>《欧洲律师在德国执业法》（EuRAG）</li>
<li>税务师适用：《税务咨询法》（StBerG）、《税务师职业规范》（BOStB）、《税务师收费条例》（StBVV）</li>
</ul>
<p>上述规范可在德国联邦律师协会（<a href="https://www.brak.de">www.brak.de</a>）及联邦税务师协会（<a href="https://www.bstbk.de">www.bstbk.de</a>）网站查阅。</p>
<h3>职业责任保险</h3>
<p>本所依据《联邦律师条例》第51a条在Musterversicherung AG（占位）投保职业责任险，地址：Versicherungsplatz 1, 80000 München。承保地域范围：欧盟成员国境内的执业活动，以及经约定的涉及欧洲以外法律的咨询。</p>
<h3>庭外争议解决</h3>
<p>律师与委托人之间的争议，可依申请由慕尼黑律师协会（《联邦律师条例》第73条第2款第3项）或德国律师业调解机构（Schlichtungsstelle der Rechtsanwaltschaft，Rauchstraße 26, 10787 Berlin，<a href="https://www.s-d-r.org">www.s-d-r.org</a>）进行庭外调解。</p>
<h3>内容负责人（《德国州际媒体条约》第18条第2款）</h3>
<p>卡塔琳娜·凯斯特纳博士，地址同上。</p>
<p><em>说明：凯斯特纳·法尔为虚构律所，本网站仅用于演示。本声明以德文版本为准。</em></p>`,
    },
  },
  {
    name: 'privacy',
    title: { de_DE: 'Datenschutzerklärung', en_US: 'Privacy policy', zh_CN: '隐私政策' },
    content: {
      de_DE: `<p>Der Schutz Ihrer personenbezogenen Daten ist uns als Rechtsanwälten, die der beruflichen Verschwiegenheit (§ 43a Abs. 2 BRAO) unterliegen, ein besonderes Anliegen. Nachfolgend informieren wir Sie gemäß Art. 13 und 14 DSGVO über die Verarbeitung Ihrer Daten auf dieser Website.</p>
<h2>1. Verantwortlicher</h2>
<p>Kestner Vahl Rechtsanwälte PartG mbB, Brienner Straße 48, 80333 München, E-Mail: kontakt@kestner-vahl.example, Telefon: +49 89 2180 4470.</p>
<h2>2. Datenschutzbeauftragter</h2>
<p>Unseren Datenschutzbeauftragten erreichen Sie unter datenschutz@kestner-vahl.example oder unter der oben genannten Anschrift mit dem Zusatz „Datenschutzbeauftragter“.</p>
<h2>3. Aufruf der Website</h2>
<p>Beim Aufruf unserer Website verarbeitet unser Server technisch notwendige Daten: IP-Adresse, Datum und Uhrzeit, aufgerufene Seite, übertragene Datenmenge, Browsertyp und Betriebssystem. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt in der sicheren und stabilen Bereitstellung der Website. Server-Logdateien werden nach 14 Tagen gelöscht, sofern sie nicht zur Aufklärung eines Sicherheitsvorfalls benötigt werden.</p>
<h2>4. Spracheinstellung, keine Tracking-Cookies</h2>
<p>Wir speichern Ihre gewählte Sprache im lokalen Speicher Ihres Browsers und in einem Cookie namens „umi_locale“, damit die Website in Ihrer Sprache angezeigt wird. Dies ist für den von Ihnen gewünschten Dienst erforderlich (§ 25 Abs. 2 Nr. 2 TDDDG). Wir setzen keine Analyse-, Marketing- oder Social-Media-Tracking-Dienste ein und binden keine externen Schriftarten ein.</p>
<h2>5. Kontaktaufnahme</h2>
<p>Wenn Sie uns per E-Mail oder Telefon kontaktieren, verarbeiten wir Ihre Angaben zur Bearbeitung Ihres Anliegens (Art. 6 Abs. 1 lit. b bzw. f DSGVO). Vor der Übernahme eines Mandats führen wir eine Interessenkollisionsprüfung durch (§ 43a Abs. 4 BRAO). Bitte senden Sie uns vertrauliche Informationen erst, nachdem wir den Eingang bestätigt und die Kollisionsprüfung abgeschlossen haben.</p>
<h2>6. Bewerbungen</h2>
<p>Bewerbungsunterlagen verarbeiten wir zur Durchführung des Bewerbungsverfahrens (Art. 88 DSGVO i. V. m. § 26 BDSG) und löschen sie sechs Monate nach Abschluss des Verfahrens, sofern Sie nicht in eine längere Speicherung eingewilligt haben.</p>
<h2>7. Empfänger und Drittlandübermittlung</h2>
<p>Die Website wird von einem Dienstleister in der Europäischen Union betrieben, mit dem ein Auftragsverarbeitungsvertrag nach Art. 28 DSGVO besteht. Eine Übermittlung in Drittländer findet im Rahmen der Website nicht statt.</p>
<h2>8. Ihre Rechte</h2>
<ul>
<li>Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17) und Einschränkung der Verarbeitung (Art. 18)</li>
<li>Datenübertragbarkeit (Art. 20 DSGVO)</li>
<li>Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen (Art. 21 DSGVO)</li>
<li>Beschwerde bei einer Aufsichtsbehörde (Art. 77 DSGVO), z. B. dem Bayerischen Landesamt für Datenschutzaufsicht, Promenade 18, 91522 Ansbach</li>
</ul>
<p>Das Auskunftsrecht kann eingeschränkt sein, soweit Daten der anwaltlichen Schweigepflicht unterliegen (§ 29 BDSG).</p>
<p>Stand: November 2026</p>`,
      en_US: `<p>As lawyers bound by professional secrecy (section 43a(2) of the Federal Lawyers’ Act), we take the protection of your personal data particularly seriously. Below we inform you, in accordance with Articles 13 and 14 GDPR, about how we process your data on this website.</p>
<h2>1. Controller</h2>
<p>Kestner Vahl Rechtsanwälte PartG mbB, Brienner Strasse 48, 80333 Munich, Germany, e-mail: kontakt@kestner-vahl.example, telephone: +49 89 2180 4470.</p>
<h2>2. Data protection officer</h2>
<p>You can reach our data protection officer at datenschutz@kestner-vahl.example or at the address above, marked “Data Protection Officer”.</p>
<h2>3. Visiting the website</h2>
<p>When you visit our website, our server processes technically necessary data: IP address, date and time, page requested, amount of data transferred, browser type and operating system. The legal basis is Article 6(1)(f) GDPR; our legitimate interest lies in providing the website securely and reliably. Server log files are deleted after 14 days unless needed to investigate a security incident.</p>
<h2>4. Language setting, no tracking cookies</h2>
<p>We store the language you choose in your browser’s local storage and in a cookie named “umi_locale” so that the website is shown in your language. This is necessary for the service you request (section 25(2) no. 2 of the German Telecommunications Digital Services Data Protection Act). We use no analytics, marketing or social media tracking services and load no external fonts.</p>
<h2>5. Contacting us</h2>
<p>When you contact us by e-mail or telephone, we process your details to deal with your enquiry (Article 6(1)(b) or (f) GDPR). Before accepting a mandate we carry out a conflict check (section 43a(4) BRAO). Please only send us confidential information once we have confirmed receipt and completed the conflict check.</p>
<h2>6. Job applications</h2>
<p>We process application documents to conduct the application process (Article 88 GDPR in conjunction with section 26 of the Federal Data Protection Act) and delete them six months after the process ends, unless you have consented to longer storage.</p>
<h2>7. Recipients and transfers to third countries</h2>
<p>The website is operated by a service provider in the European Union under a data processing agreement pursuant to Article 28 GDPR. No data is transferred to third countries in connection with the website.</p>
<h2>8. Your rights</h2>
<ul>
<li>Access (Article 15 GDPR), rectification (Article 16), erasure (Article 17) and restriction of processing (Article 18)</li>
<li>Data portability (Article 20 GDPR)</li>
<li>Objection to processing based on legitimate interests (Article 21 GDPR)</li>
<li>Complaint to a supervisory authority (Article 77 GDPR), e.g. the Bavarian Data Protection Authority (BayLDA), Promenade 18, 91522 Ansbach, Germany</li>
</ul>
<p>The right of access may be restricted where data is subject to lawyers’ professional secrecy (section 29 Federal Data Protection Act).</p>
<p>Last updated: November 2026</p>`,
      zh_CN: `<p>作为负有职业保密义务（《联邦律师条例》第43a条第2款）的律师，我们高度重视对您个人数据的保护。以下依据《通用数据保护条例》（GDPR）第13条和第14条，向您说明本网站如何处理您的数据。</p>
<h2>1. 数据控制者</h2>
<p>Kestner Vahl Rechtsanwälte PartG mbB，地址：Brienner Straße 48, 80333 München，德国；电子邮件：kontakt@kestner-vahl.example；电话：+49 89 2180 4470。</p>
<h2>2. 数据保护官</h2>
<p>您可通过 datenschutz@kestner-vahl.example 或上述地址（注明“数据保护官”）联系我们的数据保护官。</p>
<h2>3. 访问网站</h2>
<p>当您访问本网站时，我们的服务器会处理技术上必要的数据：IP地址、日期和时间、所访问的页面、传输数据量、浏览器类型及操作系统。法律依据为GDPR第6条第1款(f)项；我们的正当利益在于安全、稳定地提供网站服务。服务器日志在14天后删除，但为调查安全事件所需者除外。</p>
<h2>4. 语言设置，无追踪Cookie</h2>
<p>我们会将您选择的语言保存在浏览器本地存储及名为“umi_locale”的Cookie中，以便以您的语言显示网站。这是提供您所请求服务所必需的（《德国电信数字服务数据保护法》第25条第2款第2项）。我们不使用任何分析、营销或社交媒体追踪服务，也不加载外部字体。</p>
<h2>5. 联系我们</h2>
<p>当您通过电子邮件或电话与我们联系时，我们将处理您提供的信息以回复您的询问（GDPR第6条第1款(b)项或(f)项）。在接受委托之前，我们会进行利益冲突审查（《联邦律师条例》第43a条第4款）。请在我们确认收到并完成利益冲突审查后，再向我们发送保密信息。</p>
<h2>6. 求职申请</h2>
<p>我们为开展招聘程序处理求职材料（GDPR第88条结合《德国联邦数据保护法》第26条），并在程序结束六个月后删除，除非您同意延长保存期限。</p>
<h2>7. 数据接收方及向第三国传输</h2>
<p>本网站由位于欧盟境内的服务商运营，双方已依据GDPR第28条签订数据处理协议。本网站不涉及向第三国传输数据。</p>
<h2>8. 您的权利</h2>
<ul>
<li>访问权（GDPR第15条）、更正权（第16条）、删除权（第17条）及限制处理权（第18条）</li>
<li>数据可携带权（GDPR第20条）</li>
<li>对基于正当利益的处理提出异议的权利（GDPR第21条）</li>
<li>向监管机构投诉的权利（GDPR第77条），例如巴伐利亚州数据保护监督局（BayLDA），地址：Promenade 18, 91522 Ansbach</li>
</ul>
<p>如数据受律师职业保密义务约束，访问权可能受到限制（《德国联邦数据保护法》第29条）。</p>
<p>更新日期：2026年11月</p>`,
    },
  },
  {
    name: 'terms',
    title: { de_DE: 'Nutzungsbedingungen', en_US: 'Terms of use', zh_CN: '使用条款' },
    content: {
      de_DE: `<h2>1. Keine Rechtsberatung</h2>
<p>Die Inhalte dieser Website dienen der allgemeinen Information. Sie stellen keine Rechtsberatung dar und ersetzen nicht die individuelle Beratung im Einzelfall. Trotz sorgfältiger Bearbeitung übernehmen wir keine Gewähr für Vollständigkeit und Aktualität; Rechtslage und Rechtsprechung können sich jederzeit ändern.</p>
<h2>2. Kein Mandatsverhältnis</h2>
<p>Durch die Nutzung dieser Website oder eine Kontaktaufnahme per E-Mail kommt kein Mandatsverhältnis zustande. Ein Mandat entsteht erst durch ausdrückliche Annahme durch uns nach Abschluss der Interessenkollisionsprüfung. Für Mandate gelten unsere gesonderten Mandatsbedingungen.</p>
<h2>3. Haftung für Links</h2>
<p>Unsere Website enthält Links zu externen Websites, etwa amtlichen Gesetzesdatenbanken. Für deren Inhalte sind ausschließlich die jeweiligen Anbieter verantwortlich. Zum Zeitpunkt der Verlinkung waren keine Rechtsverstöße erkennbar; bei Bekanntwerden von Rechtsverletzungen entfernen wir solche Links umgehend.</p>
<h2>4. Urheberrecht</h2>
<p>Texte, Bilder und Gestaltung dieser Website sind urheberrechtlich geschützt. Die Vervielfältigung oder Verwendung außerhalb der Grenzen des Urheberrechtsgesetzes bedarf unserer vorherigen schriftlichen Zustimmung. Das Zitieren einzelner Beiträge mit Quellenangabe ist gestattet.</p>
<h2>5. Anwendbares Recht</h2>
<p>Es gilt das Recht der Bundesrepublik Deutschland. Sofern Sie Kaufmann sind, ist Gerichtsstand München.</p>
<h2>6. Sprachfassungen</h2>
<p>Diese Website wird auf Deutsch, Englisch und Chinesisch angeboten. Bei Abweichungen zwischen den Sprachfassungen ist die deutsche Fassung maßgeblich.</p>`,
      en_US: `<h2>1. No legal advice</h2>
<p>The content of this website is for general information only. It does not constitute legal advice and is no substitute for advice on your specific situation. Although prepared with care, we give no warranty that it is complete or up to date; the law and case law may change at any time.</p>
<h2>2. No lawyer-client relationship</h2>
<p>Using this website or contacting us by e-mail does not create a lawyer-client relationship. A mandate only comes into being when we expressly accept it after completing our conflict check. Mandates are governed by our separate terms of engagement.</p>
<h2>3. Links</h2>
<p>Our website contains links to external websites, such as official legislation databases. Their providers alone are responsible for their content. No infringements were apparent when the links were set; we will remove such links promptly if we become aware of any infringement.</p>
<h2>4. Copyright</h2>
<p>The texts, images and design of this website are protected by copyright. Reproduction or use beyond the limits of copyright law requires our prior written consent. Quoting individual articles with attribution is permitted.</p>
<h2>5. Governing law</h2>
<p>German law applies. If you are a merchant, the place of jurisdiction is Munich.</p>
<h2>6. Language versions</h2>
<p>This website is offered in German, English and Chinese. In the event of discrepancies between language versions, the German version prevails.</p>`,
      zh_CN: `<h2>一、不构成法律意见</h2>
<p>本网站内容仅供一般参考，不构成法律意见，也不能替代针对具体情况的专业咨询。尽管我们认真编写，但不保证内容完整或及时更新；法律及司法实践可能随时发生变化。</p>
<h2>二、不建立委托关系</h2>
<p>使用本网站或通过电子邮件与我们联系，并不建立律师与委托人之间的委托关系。委托关系仅在我们完成利益冲突审查并明确接受委托后成立，并适用本所另行约定的委托条款。</p>
<h2>三、外部链接</h2>
<p>本网站包含指向外部网站（例如官方法规数据库）的链接，其内容由相应网站提供者自行负责。设置链接时未发现违法内容；如获悉存在侵权情形，我们将立即删除相关链接。</p>
<h2>四、著作权</h2>
<p>本网站的文字、图片及设计受著作权保护。超出著作权法许可范围的复制或使用，须事先获得我们的书面同意。注明出处引用个别文章的，不在此限。</p>
<h2>五、适用法律</h2>
<p>本条款适用德意志联邦共和国法律。如您为商人，管辖法院为慕尼黑法院。</p>
<h2>六、语言版本</h2>
<p>本网站提供德文、英文和中文版本。各语言版本之间如有不一致，以德文版本为准。</p>`,
    },
  },
];
