import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert, App, Button, Card, Flex, Form, Input, Space, Spin, Typography } from 'antd';
import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import type { ProfessionalField } from '../../../../contract/entities';
import { LOCALES, type Locale } from '../../../../contract/locales';
import { useI18n } from '../../../i18n';
import { request } from '../../request';
import { RichTextEditor } from '../../components/RichTextEditor';
import { LangTabs, langsWithErrors } from '../../components/LangTabs';
import { IconPicker } from '../../components/IconPicker';
import { useUnsavedChanges } from '../../useUnsavedChanges';

interface LangValues {
  id?: number;
  name: string;
  introduce: string;
}
/** The icon is the practice area's, the same in every language. */
interface FormValues {
  iconUrl?: string | null;
  de_DE: LangValues;
  en_US: LangValues;
  zh_CN: LangValues;
}

const plain = (html: string | null | undefined) => (html ?? '').replace(/<[^>]*>/g, '').trim();
const isUsed = (v: LangValues | undefined) => !!v && !!(v.name?.trim() || plain(v.introduce));
const emptyLang = (): LangValues => ({ name: '', introduce: '' });

export default function ExpertiseEditPage() {
  const { t, locale } = useI18n();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { id } = useParams();
  const editing = !!id;
  const [form] = Form.useForm<FormValues>();
  const [no, setNo] = useState<string | null>(null);
  const [loading, setLoading] = useState(editing);
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
  const { markSaved } = useUnsavedChanges(dirty);

  const watched = Form.useWatch([], form) as FormValues | undefined;
  const used = Object.fromEntries(LOCALES.map((l) => [l, isUsed(watched?.[l])])) as Record<Locale, boolean>;
  const noneUsed = !LOCALES.some((l) => used[l]);

  const load = useCallback(async () => {
    if (!id) {
      form.setFieldsValue({ iconUrl: undefined, de_DE: emptyLang(), en_US: emptyLang(), zh_CN: emptyLang() });
      return;
    }
    setLoading(true);
    setLoadError(false);
    try {
      const res = await request<ProfessionalField & { group?: ProfessionalField[] }>(`/admin/professionalField/detail/${id}`);
      const group = res.result.group?.length ? res.result.group : [res.result];
      const values: FormValues = { iconUrl: group.find((g) => g.iconUrl)?.iconUrl ?? undefined, de_DE: emptyLang(), en_US: emptyLang(), zh_CN: emptyLang() };
      for (const row of group) values[row.lang] = { id: row.id, name: row.name ?? '', introduce: row.introduce ?? '' };
      setNo(res.result.no);
      form.setFieldsValue(values);
      setActiveLang(group.some((g) => g.lang === locale) ? locale : res.result.lang);
      touched.current = false;
      setDirty(false);
    } catch {
      setLoadError(true);
    } finally {
      setLoading(false);
    }
  }, [form, id, locale]);

  useEffect(() => {
    void load();
  }, [load]);

  const onFinish = async (values: FormValues) => {
    setLangErrors({});
    const body = LOCALES.filter((l) => isUsed(values[l])).map((lang) => ({
      ...(values[lang].id ? { id: values[lang].id } : {}),
      ...(no ? { no } : {}),
      lang,
      name: values[lang].name.trim(),
      introduce: values[lang].introduce ?? '',
      iconUrl: values.iconUrl ?? '',
    }));
    setSaving(true);
    try {
      await request<ProfessionalField[]>('/admin/professionalField', { method: editing ? 'PUT' : 'POST', body });
      message.success(t('content.saved'));
      setDirty(false);
      markSaved();
      if (editing) await load();
      else navigate('/admin/expertise/list');
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
      <Flex justify="space-between" align="center" wrap gap={16} style={{ marginBottom: 16 }}>
        <Space align="center">
          <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('content.back')} title={t('content.back')} onClick={() => navigate('/admin/expertise/list')} />
          <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
            {t(editing ? 'expertise.editTitle' : 'expertise.addTitle')}
          </Typography.Title>
        </Space>
        <Button type="primary" icon={<SaveOutlined />} loading={saving} disabled={loading || loadError} onClick={() => form.submit()}>
          {t('content.save')}
        </Button>
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
        <Form<FormValues> form={form} layout="vertical" onFinish={onFinish} onFinishFailed={onFinishFailed} onValuesChange={() => touched.current && setDirty(true)} disabled={loadError}>
          <Card style={{ marginBottom: 16 }}>
            <Form.Item name="iconUrl" label={t('expertise.icon')} extra={t('expertise.iconHint')} style={{ marginBottom: 0 }}>
              <IconPicker />
            </Form.Item>
          </Card>
          <Card>
            <Typography.Paragraph type="secondary">{t('content.copyHint')}</Typography.Paragraph>
            <LangTabs activeKey={activeLang} onChange={setActiveLang} filled={used} errors={langErrors}>
              {(lang) => (
                <>
                  <Form.Item
                    name={[lang, 'name']}
                    label={t('expertise.name')}
                    rules={[{ required: used[lang] || (noneUsed && lang === activeLang), whitespace: true }, { max: 200 }]}
                  >
                    <Input maxLength={200} autoComplete="off" />
                  </Form.Item>
                  <Form.Item name={[lang, 'introduce']} label={t('expertise.introduce')}>
                    <RichTextEditor />
                  </Form.Item>
                </>
              )}
            </LangTabs>
          </Card>
        </Form>
      </div>
      </Spin>
    </div>
  );
}
