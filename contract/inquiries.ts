import type { Locale } from './locales';

/**
 * Inquiries from the public site: the one description of their fields, limits and statuses, read
 * by the server (API and page form), the public form and the back office.
 */
export const INQUIRY_STATUSES = ['new', 'in_progress', 'answered', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export const isInquiryStatus = (v: unknown): v is InquiryStatus =>
  typeof v === 'string' && (INQUIRY_STATUSES as readonly string[]).includes(v);

/** The most characters each field takes (the JSON API's body is at most 16 KB without a sign-in). */
export const INQUIRY_LIMITS = { name: 200, email: 254, phone: 50, company: 200, subject: 200, message: 5000 } as const;
/** The most links (http://, https://, www.) a subject and message may hold together. */
export const INQUIRY_MAX_LINKS = 5;
/** A form sent sooner than this after it was shown is a robot's. */
export const FORM_MIN_MS = 3_000;
/** A form older than this must be loaded again. */
export const FORM_MAX_MS = 24 * 60 * 60 * 1000;
/** The form's hidden trap field: a person never fills it. */
export const HONEYPOT_FIELD = 'website';

/** The fields a visitor fills in, as the form and the API name them. */
export const INQUIRY_FIELDS = ['name', 'email', 'phone', 'company', 'subject', 'message', 'lang', 'consent'] as const;
export type InquiryField = (typeof INQUIRY_FIELDS)[number] | 'formToken';

export interface InquiryHistoryEntry {
  status: InquiryStatus;
  at: string;
  account: string | null;
}

export interface Inquiry {
  id: number;
  name: string;
  email: string;
  phone: string;
  company: string;
  subject: string;
  message: string;
  lang: Locale;
  lawyerNo: string | null;
  lawyerName: string | null;
  practiceAreaNo: string | null;
  practiceAreaName: string | null;
  articleId: number | null;
  articleTitle: string | null;
  consentText: string;
  consentVersion: number;
  status: InquiryStatus;
  assigneeId: number | null;
  assigneeName: string | null;
  notes: string;
  history: InquiryHistoryEntry[];
  closedAt: string | null;
  createTime: string;
  updateTime: string;
  /** The notification's state: 'sent', 'pending' (waiting or retrying), 'none' (no recipient or mail not configured) */
  mail: 'sent' | 'pending' | 'none';
}

/** The texts of the form a firm words itself, per language (site configuration). */
export interface InquiryTexts {
  /** The consent checkbox's label. */
  consent: string;
  /** The notice above the send button (no mandate, no confidential details yet). */
  notice: string;
  /** The consent text's version: goes up whenever a language's consent text changes. */
  consentVersion: number;
}

export interface InquirySettings {
  texts: Record<Locale, InquiryTexts>;
  /** Whether the visitor gets a short acknowledgement by e-mail (off by default: it could be abused to mail third parties). */
  acknowledge: boolean;
}

export interface InquirySummary {
  newCount: number;
  mailConfigured: boolean;
  /** Mail not yet sent (waiting or retrying). */
  pendingMail: number;
}
