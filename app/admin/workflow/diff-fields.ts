import type { AdminKey } from '#app/i18n/keys.ts';
import type { ContentKind } from '#contract/enums.ts';

/**
 * What the History drawer compares of a row, per kind: the fields an editor wrote, as text a
 * person reads (rich text as paragraphs, lists joined, flags as yes/no). Ids, counters and
 * times of the write itself are left out: they change on every save and say nothing.
 */
export type FieldType = 'text' | 'rich' | 'image' | 'url' | 'flag' | 'publication';

export interface DiffField {
  /** Message key of the field's name. */
  label: AdminKey;
  type: FieldType;
  value: (row: Row) => string;
}

export type Row = Record<string, unknown>;

const str = (v: unknown): string =>
  v === null || v === undefined
    ? ''
    : typeof v === 'string'
      ? v
      : typeof v === 'number' || typeof v === 'boolean'
        ? String(v)
        : JSON.stringify(v);
const get = (key: string) => (row: Row) => str(row[key]);
const names =
  (key: string, name = 'name') =>
  (row: Row) =>
    Array.isArray(row[key])
      ? (row[key] as Row[])
          .map((x) => str(x?.[name]))
          .filter(Boolean)
          .join(', ')
      : '';
/** The publication as one comparable value: "draft", "published" or "published@<UTC time>". */
const publication = (row: Row) =>
  row.status === 'draft' ? 'draft' : row.publishAt ? `published@${str(row.publishAt)}` : row.status ? 'published' : '';

const PUBLICATION: DiffField = { label: 'history.field.status', type: 'publication', value: publication };
const TOP: DiffField = {
  label: 'history.field.pinned',
  type: 'flag',
  value: (r) => (r.top === 1 || r.top === true ? '1' : '0'),
};

const ARTICLE: DiffField[] = [
  { label: 'history.field.title', type: 'text', value: get('title') },
  PUBLICATION,
  { label: 'history.field.category', type: 'text', value: get('cataName') },
  { label: 'history.field.cover', type: 'image', value: get('coverUrl') },
  { label: 'history.field.url', type: 'url', value: get('contentUrl') },
  { label: 'history.field.content', type: 'rich', value: get('content') },
  { label: 'history.field.coverAlt', type: 'text', value: get('coverAlt') },
  { label: 'history.field.metaDescription', type: 'text', value: get('metaDescription') },
  { label: 'history.field.date', type: 'text', value: (r) => str(r.createTime).slice(0, 10) },
  {
    label: 'history.field.authors',
    type: 'text',
    value: (r) => (Array.isArray(r.authorNos) ? r.authorNos.map(str).join(', ') : ''),
  },
  {
    label: 'history.field.articleAreas',
    type: 'text',
    value: (r) => (Array.isArray(r.practiceAreaNos) ? r.practiceAreaNos.map(str).join(', ') : ''),
  },
  TOP,
];

export const DIFF_FIELDS: Record<ContentKind, DiffField[]> = {
  news: ARTICLE,
  case: ARTICLE,
  honour: ARTICLE,
  banner: [
    { label: 'history.field.title', type: 'text', value: get('title') },
    PUBLICATION,
    { label: 'history.field.subtitle', type: 'text', value: get('subTitle') },
    { label: 'history.field.image', type: 'image', value: get('imgPath') },
    { label: 'history.field.link', type: 'url', value: get('linkUrl') },
    TOP,
  ],
  lawyer: [
    { label: 'history.field.name', type: 'text', value: get('name') },
    PUBLICATION,
    { label: 'history.field.photo', type: 'image', value: get('photoUrl') },
    { label: 'team.photoAlt', type: 'text', value: get('photoAlt') },
    { label: 'history.field.jobs', type: 'text', value: names('jobs') },
    { label: 'history.field.office', type: 'text', value: get('officeName') },
    { label: 'history.field.practiceAreas', type: 'text', value: names('proFields') },
    { label: 'history.field.phone', type: 'text', value: get('phoneNumber') },
    { label: 'history.field.email', type: 'text', value: get('email') },
    {
      label: 'history.field.languages',
      type: 'text',
      value: (r) => (Array.isArray(r.languages) ? r.languages.map(str).join(', ') : ''),
    },
    { label: 'history.field.intro', type: 'rich', value: get('intro') },
    { label: 'history.field.metaDescription', type: 'text', value: get('metaDescription') },
    {
      label: 'history.field.sections',
      type: 'rich',
      value: (r) =>
        Array.isArray(r.customContents)
          ? (r.customContents as Row[]).map((c) => `<h3>${str(c?.title)}</h3>${str(c?.content)}`).join('')
          : '',
    },
    TOP,
  ],
  practiceArea: [
    { label: 'history.field.name', type: 'text', value: get('name') },
    PUBLICATION,
    { label: 'history.field.icon', type: 'image', value: get('iconUrl') },
    { label: 'history.field.description', type: 'rich', value: get('introduce') },
    { label: 'history.field.metaDescription', type: 'text', value: get('metaDescription') },
  ],
  document: [
    { label: 'history.field.title', type: 'text', value: get('title') },
    PUBLICATION,
    { label: 'history.field.content', type: 'rich', value: get('content') },
  ],
};

/**
 * The name of a row's field as the API calls it (what the audit trail records a write changed),
 * as the message key of the name the editor knows it by: the same names History shows. A field
 * and its derived twin (a category's id and name) share a name.
 */
export const FIELD_LABELS: Record<string, AdminKey> = {
  title: 'history.field.title',
  name: 'history.field.name',
  status: 'history.field.status',
  publishAt: 'history.field.status',
  cataId: 'history.field.category',
  cataName: 'history.field.category',
  coverUrl: 'history.field.cover',
  coverAlt: 'history.field.coverAlt',
  contentUrl: 'history.field.url',
  isLink: 'history.field.url',
  content: 'history.field.content',
  summary: 'history.field.content',
  metaDescription: 'history.field.metaDescription',
  createTime: 'history.field.date',
  authorNos: 'history.field.authors',
  practiceAreaNos: 'history.field.articleAreas',
  top: 'history.field.pinned',
  subTitle: 'history.field.subtitle',
  imgPath: 'history.field.image',
  linkUrl: 'history.field.link',
  photoUrl: 'history.field.photo',
  photoAlt: 'team.photoAlt',
  jobs: 'history.field.jobs',
  jobIds: 'history.field.jobs',
  office: 'history.field.office',
  officeName: 'history.field.office',
  proFields: 'history.field.practiceAreas',
  proFieldIds: 'history.field.practiceAreas',
  phoneNumber: 'history.field.phone',
  email: 'history.field.email',
  languages: 'history.field.languages',
  intro: 'history.field.intro',
  customContents: 'history.field.sections',
  iconUrl: 'history.field.icon',
  introduce: 'history.field.description',
  sort: 'audit.field.sort',
};

/**
 * Rich text as the words a reader sees, one paragraph (heading, list item, table row) a line, so
 * a diff shows where in the text a change is. Runs in the browser (DOMParser), never executes
 * anything: a parsed document has no scripts or loads.
 */
export function richText(html: string): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const lines: string[] = [];
  let line = '';
  const BLOCK = /^(P|DIV|H[1-6]|LI|TR|BLOCKQUOTE|PRE|FIGURE|FIGCAPTION|UL|OL|TABLE)$/;
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      line += (node.textContent ?? '').replace(/\s+/g, ' ');
      return;
    }
    if (!(node instanceof Element)) return;
    if (node.tagName === 'BR') {
      lines.push(line);
      line = '';
      return;
    }
    if (node.tagName === 'IMG') line += `[${node.getAttribute('alt') || '🖼'}]`;
    const block = BLOCK.test(node.tagName);
    if (block && line.trim()) {
      lines.push(line);
      line = '';
    }
    if (node.tagName === 'LI') line += '• ';
    if (node.tagName === 'TD' || node.tagName === 'TH') line += line ? ' | ' : '';
    node.childNodes.forEach(walk);
    if (block && line.trim()) {
      lines.push(line);
      line = '';
    }
  };
  doc.body.childNodes.forEach(walk);
  if (line.trim()) lines.push(line);
  return lines
    .map((l) => l.trim())
    .filter(Boolean)
    .join('\n');
}
