import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, App, Button, Card, Flex, Form, Input, Segmented, Spin, Typography } from 'antd';
import { ExportOutlined, SaveOutlined } from '@ant-design/icons';
import type { SiteDocument } from '../../../contract/entities';
import { DOC_NAMES, type DocName } from '../../../contract/enums';
import { LOCALES, type Locale } from '../../../contract/locales';
import { useI18n } from '../../i18n';
import { request } from '../request';
import { RichTextEditor } from '../components/RichTextEditor';
import { LangTabs, langsWithErrors } from '../components/LangTabs';
import { useUnsavedChanges } from '../useUnsavedChanges';

interface LangValues {
  title: string;
  content: string;
}
type FormValues = Record<Locale, LangValues>;

const plain = (html: string | null | undefined) => (html ?? '').replace(/<[^>]*>/g, '').trim();
const isUsed = (v: LangValues | undefined) => !!v && !!(v.title?.trim() || plain(v.content));
const basePath = (import.meta.env.BASE_URL ?? '/').replace(/\/$/, '');

/** The public site's documents (privacy policy, terms, imprint): title and rich text per language. */
export default function DocsPage() {
  const { t, locale } = useI18n();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const name: DocName = (DOC_NAMES as readonly string[]).includes(params.get('name') ?? '') ? (params.get('name') as DocName) : 'privacy';
  const [form] = Form.useForm<FormValues>();
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState(false);
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  // The rich-text editor reports its normalised HTML right after loading; only changes after the
  // user has typed, clicked or dropped something in the form count as unsaved.
  const touched = useRef(false);
  const touch = () => {
    touched.current = true;
  };
  const [activeLang, setActiveLang] = useState<Locale>(locale);
  const [langErrors, setLangErrors] = useState<Partial<Record<Locale, boolean>>>({});
  useUnsavedChanges(dirty);

  const watched = Form.useWatch([], form) as FormValues | undefined;
  const used = Object.fromEntries(LOCALES.map((l) => [l, isUsed(watched?.[l])])) as Record<Locale, boolean>;
  const noneUsed = !LOCALES.some((l) => used[l]);

  const load = useCallback(async () => {
    setLoading(true);
    setLoadError(false);
    try {
      const res = await request<SiteDocument[]>(`/admin/docs/${name}`);
      const values = Object.fromEntries(LOCALES.map((l) => [l, { title: '', content: '' }])) as FormValues;
      for (const d of res.result ?? []) values[d.lang] = { title: d.title ?? '', content: d.content ?? '' };
      form.setFieldsValue(values);
      setLangErrors({});
      touched.current = false;
      setDirty(false);
    } catch {
      setLoadError(true);
    } finally {
      setLoading(false);
    }
  }, [form, name]);

  useEffect(() => {
    void load();
  }, [load]);

  const onFinish = async (values: FormValues) => {
    setLangErrors({});
    const body = LOCALES.filter((l) => isUsed(values[l])).map((lang) => ({ lang, title: values[lang].title.trim(), content: values[lang].content ?? '' }));
    setSaving(true);
    try {
      await request<SiteDocument[]>(`/admin/docs/${name}`, { method: 'PUT', body });
      message.success(t('content.saved'));
      setDirty(false);
    } catch {
      /* the request layer shows the server's message; the form keeps what was typed */
    } finally {
      setSaving(false);
    }
  };

  const onFinishFailed = ({ errorFields }: { errorFields: { name: (string | number)[]; errors: string[] }[] }) => {
    const bad = langsWithErrors(errorFields);
    setLangErrors(bad);
    const first = LOCALES.find((l) => bad[l]);
    if (first && !bad[activeLang]) setActiveLang(first);
  };

  return (
    <div className="admin-page">
      <Flex justify="space-between" align="start" wrap gap={16} style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
            {t('docs.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
            {t('docs.intro')}
          </Typography.Paragraph>
        </div>
        <Button type="primary" icon={<SaveOutlined />} loading={saving} disabled={loading || loadError} onClick={() => form.submit()}>
          {t('content.save')}
        </Button>
      </Flex>

      <Flex gap={16} wrap align="center" justify="space-between" style={{ marginBottom: 16 }}>
        <Segmented<DocName>
          aria-label={t('docs.document')}
          value={name}
          options={DOC_NAMES.map((n) => ({ value: n, label: t(`docs.${n}`) }))}
          onChange={(n) => setParams({ name: n })}
        />
        <Typography.Link href={`${basePath}/docs/${name}?lang=${activeLang}`} target="_blank" rel="noopener">
          <ExportOutlined aria-hidden /> {t('docs.view')}
        </Typography.Link>
      </Flex>

      {loadError && (
        <Alert
          type="error"
          showIcon
          title={t('content.loadFailed')}
          action={<Button onClick={() => void load()}>{t('content.retry')}</Button>}
          style={{ marginBottom: 16 }}
        />
      )}
      <Spin spinning={loading}>
        <div onKeyDownCapture={touch} onPointerDownCapture={touch} onChangeCapture={touch} onPasteCapture={touch} onDropCapture={touch}>
        <Card>
          <Form<FormValues> form={form} layout="vertical" onFinish={onFinish} onFinishFailed={onFinishFailed} onValuesChange={() => touched.current && setDirty(true)} disabled={loadError}>
            <LangTabs activeKey={activeLang} onChange={setActiveLang} filled={used} errors={langErrors}>
              {(lang) => (
                <>
                  <Form.Item
                    name={[lang, 'title']}
                    label={t('docs.docTitle')}
                    rules={[{ required: used[lang] || (noneUsed && lang === activeLang), whitespace: true }, { max: 300 }]}
                  >
                    <Input maxLength={300} autoComplete="off" />
                  </Form.Item>
                  <Form.Item name={[lang, 'content']} label={t('docs.content')}>
                    <RichTextEditor minHeight={420} />
                  </Form.Item>
                </>
              )}
            </LangTabs>
          </Form>
        </Card>
      </div>
      </Spin>
    </div>
  );
}
