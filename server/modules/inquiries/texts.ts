import type { DB } from '#server/db/index.ts';
import { readState, writeState } from '#server/lib/site-state.ts';
import { LOCALES, isLocale, type Locale } from '#contract/locales.ts';
import type { InquirySettings, InquiryTexts } from '#contract/inquiries.ts';

/** The form's texts until the firm words its own (site configuration, per language). */
export const DEFAULT_TEXTS: Record<Locale, Omit<InquiryTexts, 'consentVersion'>> = {
  de_DE: {
    consent:
      'Ich willige ein, dass die Kanzlei meine Angaben speichert und verarbeitet, um meine Anfrage zu beantworten. Ich kann diese Einwilligung jederzeit widerrufen; Näheres steht in der Datenschutzerklärung.',
    notice:
      'Mit dem Absenden dieses Formulars kommt noch kein Mandat zustande. Bitte teilen Sie vertrauliche Einzelheiten erst im ersten Gespräch mit: Zuvor müssen wir mögliche Interessenkonflikte prüfen.',
  },
  en_US: {
    consent:
      'I agree that the firm stores and processes my details in order to answer my inquiry. I may withdraw this consent at any time; the privacy policy says more.',
    notice:
      'Sending this form does not create a mandate. Please keep confidential details for the first conversation: before that we must check for conflicts of interest.',
  },
  zh_CN: {
    consent: '我同意律所为答复我的咨询而存储和处理我提供的信息。我可以随时撤回此同意，详情请见隐私政策。',
    notice:
      '提交此表单并不构成委托关系。请勿在此填写机密细节，可留待首次沟通时再谈：在此之前，我们须先进行利益冲突审查。',
  },
};

const KEY = 'inquiry_settings';
const TEXT_MAX = 2000;

const defaults = (): InquirySettings => ({
  texts: Object.fromEntries(LOCALES.map((l) => [l, { ...DEFAULT_TEXTS[l], consentVersion: 1 }])) as Record<
    Locale,
    InquiryTexts
  >,
  acknowledge: false,
});

/** The form's texts per language and whether visitors get an acknowledgement (site_state). */
export async function readSettings(db: DB): Promise<InquirySettings> {
  const value = await readState(db, KEY);
  const base = defaults();
  if (value === undefined) return base;
  try {
    const stored = JSON.parse(value) as Partial<InquirySettings>;
    for (const l of LOCALES) {
      const t = stored.texts?.[l];
      if (t && typeof t.consent === 'string' && typeof t.notice === 'string' && Number.isInteger(t.consentVersion))
        base.texts[l] = t;
    }
    base.acknowledge = stored.acknowledge === true;
  } catch {
    /* unreadable: the defaults */
  }
  return base;
}

export interface SettingsInput {
  texts?: Partial<Record<string, { consent?: string; notice?: string }>>;
  acknowledge?: boolean;
}

/** Saves texts (a language's consent text that changes gets a new version) and the acknowledgement setting. */
export async function saveSettings(db: DB, input: SettingsInput): Promise<InquirySettings> {
  return db.transaction().execute(async (trx) => {
    const current = await readSettings(trx);
    for (const [lang, t] of Object.entries(input.texts ?? {})) {
      if (!isLocale(lang) || !t) continue;
      const was = current.texts[lang];
      const consent =
        t.consent === undefined ? was.consent : t.consent.trim().slice(0, TEXT_MAX) || DEFAULT_TEXTS[lang].consent;
      const notice =
        t.notice === undefined ? was.notice : t.notice.trim().slice(0, TEXT_MAX) || DEFAULT_TEXTS[lang].notice;
      current.texts[lang] = {
        consent,
        notice,
        consentVersion: consent === was.consent ? was.consentVersion : was.consentVersion + 1,
      };
    }
    if (typeof input.acknowledge === 'boolean') current.acknowledge = input.acknowledge;
    await writeState(trx, KEY, JSON.stringify(current));
    return current;
  });
}
