/**
 * The API's entity shapes (spec section 3), shared by server, public site and admin.
 * Identifiers are integers; `no` is the translation group key (a string such as "N00012").
 * Timestamps are ISO 8601 strings in UTC.
 */
import type { Locale } from './locales';
import type { ArticleKind, CatalogType, DocName } from './enums';

export type Flag = 0 | 1;

export interface AdminUser {
  id: number;
  loginAccount: string;
  userName: string;
  roleId: number;
  roleName: string;
  headImg: string | null;
  lastLoginTime: string | null;
}

export interface Language {
  langCode: Locale;
  langName: string;
}

export interface Catalog {
  id: number;
  no: string;
  name: string;
  lang: Locale;
  type: CatalogType;
  parentId: number | null;
  sort: number;
  childrenList: Catalog[];
}

/** News article, case analysis and honour share this shape; cataId/contentUrl/isLink/note apply to news (cataId to cases too). */
export interface Article {
  id: number;
  kind: ArticleKind;
  no: string;
  lang: Locale;
  title: string;
  content: string;
  cataId: number | null;
  cataName?: string | null;
  contentUrl: string | null;
  coverUrl: string;
  isLink: Flag;
  note: string | null;
  top: Flag;
  views: number;
  operatorName: string | null;
  createTime: string;
  updateTime: string;
}

export interface Banner {
  id: number;
  lang: Locale;
  imgPath: string;
  title: string;
  subTitle: string | null;
  top: Flag;
  linkUrl: string | null;
  sort: number;
  updateTime: string;
}

export interface ProfessionalField {
  id: number;
  no: string;
  name: string;
  introduce: string;
  iconUrl: string | null;
  lang: Locale;
  sort: number;
  updateTime: string;
}

export interface PageTurn {
  prev: Pick<ProfessionalField, 'id' | 'no' | 'name'> | null;
  next: Pick<ProfessionalField, 'id' | 'no' | 'name'> | null;
}

export interface Job {
  id: number;
  no: string;
  lang: Locale;
  name: string;
}
export type Office = Job;

export interface CustomContent {
  title: string;
  content: string;
}

export interface LawyerTeam {
  id: number;
  no: string;
  lang: Locale;
  top: Flag;
  photoUrl: string | null;
  name: string;
  jobs: { jobId: number; lawyerTeamId: number; name: string; lang: Locale }[];
  jobIds: number[];
  proFields: { professionalFieldId: number; lawyerTeamId: number; name: string; lang: Locale }[];
  proFieldIds: number[];
  phoneNumber: string | null;
  email: string | null;
  office: number | null;
  officeName: string | null;
  /** Languages the lawyer speaks, as display names in this row's language. */
  languages: string[];
  intro: string;
  customContents: CustomContent[];
  updateTime: string;
}

export interface PortalConfig {
  lang: Locale;
  name: string;
  iconUrl: string | null;
  address: string | null;
  email: string | null;
  tel: string | null;
  introduce: string | null;
  lawyerCount: number;
  isLawyerCountVisible: Flag;
  totalPeople: number;
  isTotalPeopleVisible: Flag;
  branchCount: number;
  isBranchCountVisible: Flag;
  advantagesList: { title: string; content: string }[];
  environmentList: { title: string; coverUrl: string }[];
}

export interface Icon {
  id: number;
  name: string;
  url: string;
  createTime: string;
}

export interface UploadedFile {
  fileId: string;
  url: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
}

export interface SiteDocument {
  id: number;
  name: DocName;
  lang: Locale;
  title: string;
  content: string;
  updateTime: string;
}
