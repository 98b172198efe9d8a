import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, App, Button, Form, Input, Skeleton, Space, TreeSelect, Typography } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import type { Article, Catalog } from '../../../contract/entities';
import { LOCALES, type Locale } from '../../../contract/locales';
import { useI18n } from '../../i18n';
import { request } from '../request';
import { ImageUpload } from '../components/ImageUpload';
import { RichTextEditor } from '../components/RichTextEditor';
import { firstLangWithError, LangTabs, langsWithErrors } from '../components/LangTabs';
import { useUnsavedChanges } from '../useUnsavedChanges';
import type { ArticleKindConfig } from '../../../contract/article-kinds';
import { adminArticlePath } from './kinds';

interface LangValues {
  id?: number;
  title?: string;
  cataId?: number;
  coverUrl?: string;
  content?: string;
  contentUrl?: string;
}
type Values = Partial<Record<Locale, LangValues>>;

const HTTP_URL = /^https?:\/\/[^\s]+$/i;

interface TreeNode {
  value: number;
  title: string;
  children?: TreeNode[];
}
function toTree(list: Catalog[]): TreeNode[] {
  return list.map((c) => ({ value: c.id, title: c.name, children: c.childrenList?.length ? toTree(c.childrenList) : undefined }));
}

function textOf(html: string | undefined): string {
  return (html ?? '').replace(/<[^>]*>/g, '').trim();
}

/**
 * One form for one item in all languages (written article or, for news, external link): title,
 * category per language, cover, rich text (or the external URL). `?no=` loads an existing item.
 */
export function ArticleEditor({ kind, external }: { kind: ArticleKindConfig; external: boolean }) {
  const i18n = useI18n();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const no = params.get('no');
  const [form] = Form.useForm<Values>();
  const [loading, setLoading] = useState(!!no);
  const [missing, setMissing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [existing, setExisting] = useState<Partial<Record<Locale, Article>>>({});
  const [trees, setTrees] = useState<Partial<Record<Locale, TreeNode[]>>>({});
  const [activeLang, setActiveLang] = useState<Locale>(LOCALES[0]);
  const [tabErrors, setTabErrors] = useState<Partial<Record<Locale, boolean>>>({});
  const { markSaved } = useUnsavedChanges(dirty);

  const fields = external ? ['title', 'contentUrl'] : ['title', 'content'];

  /** A language is saved when it exists already or something in it is filled in. */
  const isActive = (lang: Locale, v: Values | undefined = form.getFieldsValue(true) as Values): boolean => {
    if (existing[lang]) return true;
    const l = v?.[lang];
    return !!(l?.title?.trim() || (external ? l?.contentUrl?.trim() : textOf(l?.content)));
  };

  useEffect(() => {
    if (kind.catalogType === null) return;
    let cancelled = false;
    void Promise.all(
      LOCALES.map((lang) =>
        request<Catalog[]>('/admin/catalog', { query: { type: kind.catalogType, lang } })
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

  useEffect(() => {
    if (!no) {
      setExisting({});
      form.resetFields();
      setLoading(false);
      return;
    }
    let cancelled = false;
    setLoading(true);
    request<Article[]>(kind.adminPath, { query: { no, pageSize: LOCALES.length * 2 } })
      .then((res) => {
        if (cancelled) return;
        const rows = (res.result ?? []).filter((a) => a.no === no);
        if (!rows.length) {
          setMissing(true);
          return;
        }
        const byLang: Partial<Record<Locale, Article>> = {};
        const v: Values = {};
        for (const a of rows) {
          byLang[a.lang] = a;
          v[a.lang] = {
            id: a.id,
            title: a.title,
            cataId: a.cataId ?? undefined,
            coverUrl: a.coverUrl || undefined,
            content: a.content ?? '',
            contentUrl: a.contentUrl ?? undefined,
          };
        }
        setExisting(byLang);
        form.setFieldsValue(v);
        setActiveLang(LOCALES.find((l) => byLang[l]) ?? LOCALES[0]);
      })
      .catch(() => setMissing(true))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [no, kind.adminPath, form]);

  const save = async () => {
    let v: Values;
    try {
      v = await form.validateFields();
      setTabErrors({});
    } catch (err) {
      const info = err as { errorFields: { name: (string | number)[]; errors: string[] }[] };
      setTabErrors(langsWithErrors(info.errorFields ?? []));
      const lang = firstLangWithError(info.errorFields ?? []);
      if (lang) setActiveLang(lang);
      return;
    }
    v = { ...(form.getFieldsValue(true) as Values), ...v };
    const langs = LOCALES.filter((l) => isActive(l, v));
    if (!langs.length) {
      message.error(i18n.t('edit.atLeastOne'));
      return;
    }
    const body = langs.map((lang) => {
      const l = v[lang] ?? {};
      const el: Record<string, unknown> = {
        lang,
        title: l.title?.trim(),
        coverUrl: l.coverUrl,
        content: external ? '' : (l.content ?? ''),
      };
      if (existing[lang]) el.id = existing[lang]!.id;
      if (no) el.no = no;
      if (kind.catalogType !== null) el.cataId = l.cataId;
      if (kind.links) {
        el.isLink = external ? 1 : 0;
        el.contentUrl = external ? l.contentUrl?.trim() : null;
      }
      return el;
    });
    setSaving(true);
    try {
      const res = await request<Article[]>(kind.adminPath, { method: no ? 'PUT' : 'POST', body });
      message.success(i18n.t('msg.saved'));
      markSaved();
      setDirty(false);
      const saved = res.result ?? [];
      const byLang: Partial<Record<Locale, Article>> = {};
      for (const a of saved) byLang[a.lang] = a;
      setExisting(byLang);
      for (const a of saved) form.setFieldValue([a.lang, 'id'], a.id);
      const newNo = saved[0]?.no;
      if (!no && newNo) setParams({ no: newNo }, { replace: true });
    } catch {
      // The request layer has shown the server's message; the form keeps what was typed.
      message.warning(i18n.t('msg.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  // Copy a cover to languages that have none yet: most items use one picture everywhere.
  const onCover = (lang: Locale, url: string | undefined) => {
    form.setFieldValue([lang, 'coverUrl'], url);
    if (url) {
      for (const other of LOCALES) {
        if (other !== lang && !form.getFieldValue([other, 'coverUrl'])) form.setFieldValue([other, 'coverUrl'], url);
      }
    }
    setDirty(true);
  };

  const requiredIfActive = (lang: Locale) => () => ({ required: isActive(lang) });

  const heading = i18n.t(no ? 'edit.edit' : 'edit.new', { name: external ? i18n.t('list.external') : i18n.t(kind.adminMsg.one) });
  const treeFor = useMemo(() => trees, [trees]);

  if (missing) {
    return (
      <>
        <Typography.Title level={1} style={{ fontSize: 22 }}>
          {heading}
        </Typography.Title>
        <Alert type="error" showIcon title={i18n.t('edit.notFound')} action={<Button onClick={() => navigate(adminArticlePath(kind, 'list'))}>{i18n.t('action.back')}</Button>} />
      </>
    );
  }

  return (
    <>
      <div className="admin-page-head" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', justifyContent: 'space-between' }}>
        <div>
          <Typography.Title level={1}>{heading}</Typography.Title>
          {no ? <Typography.Text type="secondary">{i18n.t('col.no')} {no}</Typography.Text> : null}
        </div>
        <Space>
          <Button onClick={() => navigate(adminArticlePath(kind, 'list'))}>{i18n.t('action.back')}</Button>
          <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()} disabled={loading}>
            {i18n.t('action.save')}
          </Button>
        </Space>
      </div>
      <Typography.Paragraph type="secondary">{i18n.t('edit.langHint')}</Typography.Paragraph>
      {loading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <div style={{ background: '#fff', padding: '8px 20px 20px', borderRadius: 8, maxWidth: 1100 }}>
          <Form
            form={form}
            name={`${kind.adminSegment}${external ? '-external' : ''}`}
            layout="vertical"
            onValuesChange={() => setDirty(true)}
            onFinish={() => void save()}
            scrollToFirstError={false}
            disabled={saving}
          >
            <LangTabs fields={fields} activeKey={activeLang} onChange={setActiveLang} errors={tabErrors}>
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
                      extra={treeFor[lang] && !treeFor[lang]!.length ? i18n.t('edit.noCategories') : undefined}
                    >
                      <TreeSelect treeData={treeFor[lang] ?? []} treeDefaultExpandAll allowClear showSearch={{ treeNodeFilterProp: 'title' }} style={{ maxWidth: 420 }} loading={!treeFor[lang]} />
                    </Form.Item>
                  ) : null}
                  <Form.Item
                    name={[lang, 'coverUrl']}
                    label={i18n.t('field.cover')}
                    dependencies={fields.map((f) => [lang, f])}
                    rules={[requiredIfActive(lang)]}
                    extra={i18n.t('edit.coverCopied')}
                  >
                    <ImageUpload onChange={(url) => onCover(lang, url)} />
                  </Form.Item>
                  {external ? (
                    <Form.Item
                      name={[lang, 'contentUrl']}
                      label={i18n.t('field.url')}
                      dependencies={[[lang, 'title']]}
                      rules={[requiredIfActive(lang), { pattern: HTTP_URL, message: i18n.t('field.urlInvalid') }]}
                    >
                      <Input placeholder="https://" inputMode="url" maxLength={2000} />
                    </Form.Item>
                  ) : (
                    <Form.Item name={[lang, 'content']} label={i18n.t('field.content')}>
                      <RichTextEditor placeholderLabel={`${i18n.t('field.content')} (${i18n.t(`lang.${lang}`)})`} />
                    </Form.Item>
                  )}
                </>
              )}
            </LangTabs>
            <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving}>
              {i18n.t('action.save')}
            </Button>
          </Form>
        </div>
      )}
    </>
  );
}
