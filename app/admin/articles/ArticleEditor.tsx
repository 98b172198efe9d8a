import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Card, Checkbox, Form, Input, Select, TreeSelect } from 'antd';
import type { Article, Catalog } from '#contract/entities.ts';
import { LOCALES, type Locale } from '#contract/locales.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { api, type BodyOf } from '../api.ts';
import { ImageUpload } from '../components/ImageUpload';
import { RichTextEditor } from '../components/RichTextEditor';
import { LangTabs } from '../components/LangTabs';
import { SharedFields } from '../components/ReadOnly';
import { EditPage } from '../edit/EditPage';
import { useEditForm } from '../edit/useEditForm';
import { hasText } from '#contract/html.ts';
import { isHttpUrl } from '#contract/urls.ts';
import type { ArticleAdminPath, ArticleKindConfig } from '#contract/article-kinds.ts';
import { adminArticlePath } from './kinds';
import { keepPublication, sendPublication, type KeptPublication } from '../edit/publication';
import { flattenCatalogs, pickOrder } from '../routes/articles/category-groups';
import { MetaDescriptionField } from '#app/admin/edit/MetaDescriptionField.tsx';
import { everyPage } from '#app/admin/list/page.ts';

/** What saving an article sends: one element per language. */
type ArticleBody = BodyOf<'POST', ArticleAdminPath>;

interface LangValues extends KeptPublication {
  id?: number;
  title?: string;
  cataId?: number;
  coverUrl?: string;
  content?: string;
  contentUrl?: string;
  coverAlt?: string;
  metaDescription?: string;
}
/** What belongs to the item rather than to one language. */
interface ItemValues {
  /** The publication date shown and sorted by (YYYY-MM-DD). */
  date?: string;
  /** The publication moment as loaded: sent back unchanged unless the date was changed. */
  loadedTime?: string;
  authorNos?: string[];
  practiceAreaNos?: string[];
  /** Case analyses: the client's consent to be named is on file (§ 6 BORA). */
  clientConsent?: boolean;
}
type Values = Partial<Record<Locale, LangValues>> & { item?: ItemValues };
type Option = { value: string; label: string };

interface TreeNode {
  value: number;
  title: string;
  children?: TreeNode[];
}
/** Every category row of every language of a catalog type (translation groups share `no`). */
async function categoryRows(type: number): Promise<Catalog[]> {
  try {
    return flattenCatalogs((await api('GET', '/admin/catalog', { query: { type } })).result ?? []);
  } catch {
    return [];
  }
}

/** The category in `lang` of the same translation group as the item's category in another language. */
function sameCategory(categories: readonly Catalog[], rows: readonly Article[], lang: Locale): number | undefined {
  for (const a of rows) {
    const no = categories.find((c) => c.id === a.cataId)?.no;
    const match = no ? categories.find((c) => c.no === no && c.lang === lang) : undefined;
    if (match) return match.id;
  }
  return undefined;
}

/** The item's cover for a language without its own: the first other language's that has one. */
function itemCover(lang: Locale, v: Partial<Record<Locale, { coverUrl?: string }>> | undefined): string | undefined {
  return LOCALES.filter((l) => l !== lang)
    .map((l) => v?.[l]?.coverUrl)
    .find((u): u is string => !!u);
}

function toTree(list: Catalog[]): TreeNode[] {
  return list.map((c) => ({
    value: c.id,
    title: c.name,
    children: c.childrenList?.length ? toTree(c.childrenList) : undefined,
  }));
}

/**
 * One form for one item in all languages (written article or, for news, external link): title,
 * category per language, cover, rich text (or the external URL). `?no=` loads an existing item.
 */
export function ArticleEditor({ kind, external }: { kind: ArticleKindConfig; external: boolean }) {
  const i18n = useI18n();
  const [params] = useSearchParams();
  const no = params.get('no');
  const [trees, setTrees] = useState<Partial<Record<Locale, TreeNode[]>>>({});
  const screen = adminArticlePath(kind, external ? 'edit-external' : 'edit');

  const edit = useEditForm<Values, Article[]>({
    load: async () => {
      if (!no) return {};
      const res = await api('GET', kind.adminPath, { query: { no, pageSize: LOCALES.length * 2 } });
      const rows = (res.result ?? []).filter((a) => a.no === no);
      if (!rows.length) return null;
      const v: Values = {
        item: {
          date: rows[0].createTime.slice(0, 10),
          loadedTime: rows[0].createTime,
          authorNos: rows[0].authorNos,
          practiceAreaNos: rows[0].practiceAreaNos,
          clientConsent: rows[0].clientConsent ?? false,
        },
      };
      // A language the item does not have yet starts with the item's cover, alt text and category
      // (the same category in that language), which the editor may change.
      const categories = kind.catalogType === null ? [] : await categoryRows(kind.catalogType);
      const source =
        pickOrder(i18n.locale)
          .map((l) => rows.find((a) => a.lang === l))
          .find((a) => a?.coverUrl) ?? rows[0];
      for (const lang of LOCALES) {
        if (rows.some((a) => a.lang === lang)) continue;
        v[lang] = {
          coverUrl: source.coverUrl || undefined,
          coverAlt: source.coverAlt ?? '',
          cataId: sameCategory(categories, rows, lang),
        };
      }
      for (const a of rows) {
        v[a.lang] = {
          id: a.id,
          title: a.title,
          cataId: a.cataId ?? undefined,
          coverUrl: a.coverUrl || undefined,
          content: a.content ?? '',
          contentUrl: a.contentUrl ?? undefined,
          coverAlt: a.coverAlt ?? '',
          metaDescription: a.metaDescription ?? '',
          ...keepPublication(a),
        };
      }
      return v;
    },
    firstLang: (v) => (v[i18n.locale]?.id || !no ? i18n.locale : LOCALES.find((l) => v[l]?.id)),
    save: async (v, basedOn) => {
      const langs = LOCALES.filter((l) => isActive(l, v));
      if (!langs.length) throw new Error(i18n.t('edit.atLeastOne'));
      const body = langs.map((lang) => {
        const l = v[lang] ?? {};
        const item = v.item ?? {};
        const el: Record<string, unknown> = {
          lang,
          title: l.title?.trim(),
          // The item's picture serves a language without its own (as the field's help says).
          coverUrl: l.coverUrl || itemCover(lang, v),
          content: external ? '' : (l.content ?? ''),
          coverAlt: l.coverAlt?.trim() ?? '',
          metaDescription: l.metaDescription?.trim() ?? '',
          authorNos: item.authorNos ?? [],
          practiceAreaNos: item.practiceAreaNos ?? [],
          // A date left as loaded keeps its time of day (and the order among items of that day).
          ...(item.date && item.date !== item.loadedTime?.slice(0, 10) ? { createTime: item.date } : {}),
          ...sendPublication(l),
        };
        if (l.id) el.id = l.id;
        if (no) el.no = no;
        if (kind.catalogType !== null) el.cataId = l.cataId;
        if (kind.kind === 'case') el.clientConsent = item.clientConsent === true;
        if (kind.links) {
          el.isLink = external ? 1 : 0;
          el.contentUrl = external ? l.contentUrl?.trim() : null;
        }
        // Assembled per kind (the fields its configuration has); the server checks it against the same schema.
        return el as ArticleBody[number];
      });
      return (
        (await (no ? api('PUT', kind.adminPath, { body, basedOn }) : api('POST', kind.adminPath, { body }))).result ??
        []
      );
    },
    savedAt: (saved) => (!no && saved[0]?.no ? `${screen}?no=${encodeURIComponent(saved[0].no)}` : null),
    workflow: { kind: kind.kind, key: () => no },
    // § 6 BORA: a case that names a client needs their consent on file; without the flag, ask first.
    beforePublish: (v) =>
      kind.kind === 'case' && !v.item?.clientConsent
        ? {
            title: i18n.t('case.consentAskTitle'),
            content: i18n.t('case.consentAskText'),
            okText: i18n.t('case.consentAskGo'),
            cancelText: i18n.t('case.consentAskBack'),
          }
        : null,
  });
  const form = edit.form;

  const fields = external ? ['title', 'contentUrl'] : ['title', 'content'];

  /** A language is saved when it exists already or something in it is filled in. */
  function isActive(lang: Locale, v: Values = form.getFieldsValue(true)): boolean {
    const l = v?.[lang];
    return !!(l?.id || l?.title?.trim() || (external ? l?.contentUrl?.trim() : hasText(l?.content)));
  }

  // The lawyers and practice areas an article can name (every one, however many), in the interface language.
  const [people, setPeople] = useState<{ lawyers: Option[]; areas: Option[] } | null>(null);
  useEffect(() => {
    let cancelled = false;
    const load = (path: '/admin/lawyerTeam' | '/admin/professionalField') =>
      everyPage<{ no: string; name: string }>((pageNo, pageSize) =>
        api('GET', path, { query: { view: 'items', lang: i18n.locale, pageNo, pageSize } }),
      )
        .then((rows) => rows.map((x) => ({ value: x.no, label: x.name })))
        .catch(() => [] as Option[]);
    void Promise.all([load('/admin/lawyerTeam'), load('/admin/professionalField')]).then(([lawyers, areas]) => {
      if (!cancelled) setPeople({ lawyers, areas });
    });
    return () => {
      cancelled = true;
    };
  }, [i18n.locale]);

  useEffect(() => {
    if (kind.catalogType === null) return;
    let cancelled = false;
    void Promise.all(
      LOCALES.map((lang) =>
        api('GET', '/admin/catalog', { query: { type: kind.catalogType ?? undefined, lang } })
          .then((r) => [lang, toTree(r.result ?? [])] as const)
          .catch(() => [lang, [] as TreeNode[]] as const),
      ),
    ).then((entries) => {
      if (!cancelled) setTrees(Object.fromEntries(entries));
    });
    return () => {
      cancelled = true;
    };
  }, [kind.catalogType]);

  // Copy a cover to languages that have none yet: most items use one picture everywhere.
  const onCover = (lang: Locale, url: string | undefined) => {
    if (!url) return;
    for (const other of LOCALES) {
      if (other !== lang && !form.getFieldValue([other, 'coverUrl'])) form.setFieldValue([other, 'coverUrl'], url);
    }
  };

  // A category chosen in one language is taken by the languages without one, as the same category in theirs.
  const [categories, setCategories] = useState<Catalog[]>([]);
  useEffect(() => {
    if (kind.catalogType === null) return;
    let cancelled = false;
    void categoryRows(kind.catalogType).then((rows) => {
      if (!cancelled) setCategories(rows);
    });
    return () => {
      cancelled = true;
    };
  }, [kind.catalogType]);
  const onCategory = (lang: Locale, id: number | undefined) => {
    const no = categories.find((c) => c.id === id)?.no;
    if (!no) return;
    for (const other of LOCALES) {
      if (other === lang || form.getFieldValue([other, 'cataId'])) continue;
      const match = categories.find((c) => c.no === no && c.lang === other);
      if (match) form.setFieldValue([other, 'cataId'], match.id);
    }
  };

  const requiredIfActive = (lang: Locale) => () => ({ required: isActive(lang) });
  // No cover needed again for a language when another language of the item has one (it is used instead).
  const coverRequired = (lang: Locale) => () => ({
    required: isActive(lang) && !itemCover(lang, form.getFieldsValue(true)),
    message: i18n.t('edit.coverRequired'),
  });
  const heading = i18n.t(no ? 'edit.edit' : 'edit.new', {
    name: external ? i18n.t('list.external') : i18n.t(kind.adminMsg.one),
  });

  return (
    <EditPage
      edit={edit}
      name={`${kind.adminSegment}${external ? '-external' : ''}`}
      title={heading}
      subtitle={
        <>
          {no ? `${i18n.t('col.no')} ${no} · ` : null}
          {i18n.t('edit.langHint')}
        </>
      }
      backTo={adminArticlePath(kind, 'list')}
    >
      <Card>
        <LangTabs {...edit.langTabs} fields={fields}>
          {(lang) => (
            <>
              <Form.Item name={[lang, 'id']} hidden>
                <Input />
              </Form.Item>
              <Form.Item
                name={[lang, 'title']}
                label={i18n.t('field.title')}
                dependencies={fields.filter((f) => f !== 'title').map((f) => [lang, f])}
                rules={[requiredIfActive(lang), { whitespace: true }, { max: 300 }]}
              >
                <Input maxLength={300} showCount />
              </Form.Item>
              {kind.catalogType !== null ? (
                <Form.Item
                  name={[lang, 'cataId']}
                  label={i18n.t('field.category')}
                  dependencies={fields.map((f) => [lang, f])}
                  rules={[requiredIfActive(lang)]}
                  extra={trees[lang] && !trees[lang].length ? i18n.t('edit.noCategories') : undefined}
                >
                  <TreeSelect
                    onChange={(id?: number) => onCategory(lang, id)}
                    treeData={trees[lang] ?? []}
                    treeDefaultExpandAll
                    allowClear
                    showSearch={{ treeNodeFilterProp: 'title' }}
                    style={{ maxWidth: 420 }}
                    loading={!trees[lang]}
                  />
                </Form.Item>
              ) : null}
              <Form.Item
                name={[lang, 'coverUrl']}
                label={i18n.t('field.cover')}
                dependencies={[
                  ...fields.map((f) => [lang, f]),
                  ...LOCALES.filter((l) => l !== lang).map((l) => [l, 'coverUrl']),
                ]}
                rules={[coverRequired(lang)]}
                extra={i18n.t('edit.coverCopied')}
              >
                <ImageUpload onChange={(url) => onCover(lang, url)} />
              </Form.Item>
              <Form.Item
                name={[lang, 'coverAlt']}
                label={i18n.t('field.coverAlt')}
                extra={i18n.t('field.coverAltHint')}
                rules={[{ max: 300 }]}
              >
                <Input maxLength={300} />
              </Form.Item>
              {external ? (
                <Form.Item
                  name={[lang, 'contentUrl']}
                  label={i18n.t('field.url')}
                  dependencies={[[lang, 'title']]}
                  rules={[
                    requiredIfActive(lang),
                    {
                      validator: (_r, value?: string) =>
                        !value || isHttpUrl(value.trim())
                          ? Promise.resolve()
                          : Promise.reject(new Error(i18n.t('field.urlInvalid'))),
                    },
                  ]}
                >
                  <Input placeholder="https://" inputMode="url" maxLength={2000} />
                </Form.Item>
              ) : (
                <Form.Item name={[lang, 'content']} label={i18n.t('field.content')}>
                  <RichTextEditor placeholderLabel={`${i18n.t('field.content')} (${i18n.t(`lang.${lang}`)})`} />
                </Form.Item>
              )}
              <MetaDescriptionField lang={lang} />
            </>
          )}
        </LangTabs>
      </Card>
      <Card title={i18n.t('edit.aboutItem')} style={{ marginTop: 16 }}>
        <SharedFields writable={edit.sharedReadOnly}>
          <Form.Item name={['item', 'loadedTime']} hidden>
            <Input />
          </Form.Item>
          <Form.Item
            name={['item', 'date']}
            label={i18n.t('field.publicationDate')}
            extra={i18n.t('field.publicationDateHint')}
          >
            <Input type="date" style={{ maxWidth: 220 }} />
          </Form.Item>
          {kind.catalogType !== null ? (
            <>
              <Form.Item name={['item', 'authorNos']} label={i18n.t('field.authors')}>
                <Select
                  mode="multiple"
                  options={people?.lawyers ?? []}
                  loading={!people}
                  optionFilterProp="label"
                  style={{ maxWidth: 560 }}
                />
              </Form.Item>
              <Form.Item name={['item', 'practiceAreaNos']} label={i18n.t('field.articleAreas')}>
                <Select
                  mode="multiple"
                  options={people?.areas ?? []}
                  loading={!people}
                  optionFilterProp="label"
                  style={{ maxWidth: 560 }}
                />
              </Form.Item>
            </>
          ) : null}
          {kind.kind === 'case' ? (
            <Form.Item name={['item', 'clientConsent']} valuePropName="checked" extra={i18n.t('case.consentHelp')}>
              <Checkbox data-testid="client-consent">{i18n.t('case.consent')}</Checkbox>
            </Form.Item>
          ) : null}
        </SharedFields>
      </Card>
    </EditPage>
  );
}
