/**
 * The API's entity types (spec section 3), shared by server, public site and admin: each is the
 * static type of its TypeBox schema in `schemas.ts`, the one source of the shapes. Types only:
 * importing this file (always with `import type`) brings no TypeBox into a bundle.
 */
import type { Static } from '@sinclair/typebox';
import type {
  AccountSchema,
  AdminUserSchema,
  AuditDetailSchema,
  AuditEntrySchema,
  OfficeSchema,
  OneTimePasswordSchema,
  SecuritySettingsSchema,
  SessionInfoSchema,
  TotpSetupSchema,
  ArticleItemSchema,
  ArticleSchema,
  BannerSchema,
  CatalogSchema,
  CustomContentSchema,
  IconSchema,
  JobSchema,
  LanguageSchema,
  LawyerTeamSchema,
  PageTurnSchema,
  PortalConfigSchema,
  PreviewLinkItemSchema,
  PreviewLinkSchema,
  ProfessionalFieldDetailSchema,
  ProfessionalFieldSchema,
  PublicArticleSchema,
  SiteDocumentSchema,
  TrashEntrySchema,
  UploadedFileSchema,
  VersionSchema,
  VersionSummarySchema,
} from './schemas';

export type Flag = 0 | 1;

export type AdminUser = Static<typeof AdminUserSchema>;
export type Language = Static<typeof LanguageSchema>;
export type Catalog = Static<typeof CatalogSchema>;
/** News article, case analysis and honour share this shape (as the back office sees it); cataId applies to news and cases, contentUrl/isLink/note to news. */
export type Article = Static<typeof ArticleSchema>;
/** A public list item: the summary instead of the content. */
export type ArticleItem = Static<typeof ArticleItemSchema>;
/** A public detail, with the ids of its other languages. */
export type PublicArticle = Static<typeof PublicArticleSchema>;
export type Banner = Static<typeof BannerSchema>;
export type ProfessionalField = Static<typeof ProfessionalFieldSchema>;
export type ProfessionalFieldDetail = Static<typeof ProfessionalFieldDetailSchema>;
export type PageTurn = Static<typeof PageTurnSchema>;
export type Job = Static<typeof JobSchema>;
export type Office = Static<typeof OfficeSchema>;
export type Account = Static<typeof AccountSchema>;
export type OneTimePassword = Static<typeof OneTimePasswordSchema>;
export type SessionInfo = Static<typeof SessionInfoSchema>;
export type TotpSetup = Static<typeof TotpSetupSchema>;
export type SecuritySettings = Static<typeof SecuritySettingsSchema>;
export type AuditEntry = Static<typeof AuditEntrySchema>;
export type AuditDetail = Static<typeof AuditDetailSchema>;
export type CustomContent = Static<typeof CustomContentSchema>;
export type LawyerTeam = Static<typeof LawyerTeamSchema>;
export type PortalConfig = Static<typeof PortalConfigSchema>;
export type Icon = Static<typeof IconSchema>;
export type UploadedFile = Static<typeof UploadedFileSchema>;
export type SiteDocument = Static<typeof SiteDocumentSchema>;
export type VersionSummary = Static<typeof VersionSummarySchema>;
export type Version = Static<typeof VersionSchema>;
export type TrashEntry = Static<typeof TrashEntrySchema>;
export type PreviewLink = Static<typeof PreviewLinkSchema>;
export type PreviewLinkItem = Static<typeof PreviewLinkItemSchema>;
