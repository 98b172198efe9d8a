import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert, App, Button, Card, Empty, Flex, Form, Input, Select, Space, Spin, Switch, Typography } from 'antd';
import { ArrowDownOutlined, ArrowLeftOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import type { CustomContent, Flag, Job, LawyerTeam, Office, ProfessionalField } from '../../../../contract/entities';
import { LOCALE_TAGS, LOCALES, type Locale } from '../../../../contract/locales';
import { useI18n } from '../../../i18n';
import { request } from '../../request';
import { ImageUpload } from '../../components/ImageUpload';
import { RichTextEditor } from '../../components/RichTextEditor';
import { LangTabs, langsWithErrors } from '../../components/LangTabs';
import { useUnsavedChanges } from '../../useUnsavedChanges';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Suggestions for "languages spoken", named in each content language by Intl. */
const SPOKEN = ['de', 'en', 'zh', 'fr', 'it', 'es', 'pt', 'nl', 'pl', 'cs', 'ru', 'uk', 'tr', 'ar', 'ja', 'ko'];

interface LangValues {
  id?: number;
  name: string;
  jobIds: number[];
  proFieldIds: number[];
  office?: number | null;
  languages: string[];
  intro: string;
  customContents: CustomContent[];
}

/** Photo, pin, phone and e-mail belong to the person, not to a translation: entered once, written to every language. */
interface FormValues {
  photoUrl?: string | null;
  top: boolean;
  phoneNumber: string;
  email: string;
  de_DE: LangValues;
  en_US: LangValues;
  zh_CN: LangValues;
}

/** Options of one language, with `no` so a choice can be carried over to the other languages. */
interface Options {
  jobs: Record<Locale, Job[]>;
  offices: Record<Locale, Office[]>;
  fields: Record<Locale, ProfessionalField[]>;
}

const emptyLang = (): LangValues => ({ name: '', jobIds: [], proFieldIds: [], office: undefined, languages: [], intro: '', customContents: [] });
const plain = (html: string | null | undefined) => (html ?? '').replace(/<[^>]*>/g, '').trim();
const byLang = <T extends { lang: Locale }>(rows: T[]) =>
  Object.fromEntries(LOCALES.map((l) => [l, rows.filter((r) => r.lang === l)])) as Record<Locale, T[]>;

/** A language is "used" once anything of its own (not the carried-over choices) is filled in. */
function isUsed(v: LangValues | undefined): boolean {
  return !!v && !!(v.name?.trim() || plain(v.intro) || v.languages?.length || v.customContents?.some((c) => c?.title?.trim() || plain(c?.content)));
}

function toForm(group: LawyerTeam[]): FormValues {
  const values: FormValues = {
    photoUrl: group.find((g) => g.photoUrl)?.photoUrl ?? undefined,
    top: group.some((g) => g.top === 1),
    phoneNumber: group.find((g) => g.phoneNumber)?.phoneNumber ?? '',
    email: group.find((g) => g.email)?.email ?? '',
    de_DE: emptyLang(),
    en_US: emptyLang(),
    zh_CN: emptyLang(),
  };
  for (const row of group) {
    values[row.lang] = {
      id: row.id,
      name: row.name ?? '',
      jobIds: row.jobIds ?? row.jobs?.map((j) => j.jobId) ?? [],
      proFieldIds: row.proFieldIds ?? row.proFields?.map((f) => f.professionalFieldId) ?? [],
      office: row.office || undefined,
      languages: row.languages ?? [],
      intro: row.intro ?? '',
      customContents: (row.customContents ?? []).map((c) => ({ title: c.title ?? '', content: c.content ?? '' })),
    };
  }
  return values;
}

export default function TeamEditPage() {
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
  const [options, setOptions] = useState<Options>({ jobs: byLang([]), offices: byLang([]), fields: byLang([]) });
  const { markSaved } = useUnsavedChanges(dirty);

  const watched = Form.useWatch([], form) as FormValues | undefined;
  const used = Object.fromEntries(LOCALES.map((l) => [l, isUsed(watched?.[l])])) as Record<Locale, boolean>;
  const noneUsed = !LOCALES.some((l) => used[l]);

  useEffect(() => {
    let live = true;
    Promise.all([
      request<Job[]>('/admin/job'),
      request<Office[]>('/admin/office'),
      Promise.all(LOCALES.map((lang) => request<ProfessionalField[]>('/admin/professionalField/lang/list', { query: { lang } }))),
    ])
      .then(([jobs, offices, fields]) => {
        if (!live) return;
        setOptions({ jobs: byLang(jobs.result ?? []), offices: byLang(offices.result ?? []), fields: byLang(fields.flatMap((f) => f.result ?? [])) });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const load = useCallback(async () => {
    if (!id) {
      form.setFieldsValue({ top: false, phoneNumber: '', email: '', de_DE: emptyLang(), en_US: emptyLang(), zh_CN: emptyLang() });
      return;
    }
    setLoading(true);
    setLoadError(false);
    try {
      const detail = await request<LawyerTeam>(`/admin/lawyerTeam/detail/${id}`);
      const group = await request<LawyerTeam[]>(`/admin/lawyerTeam/group/${encodeURIComponent(detail.result.no)}`);
      setNo(detail.result.no);
      form.setFieldsValue(toForm(group.result?.length ? group.result : [detail.result]));
      setActiveLang((group.result ?? []).some((r) => r.lang === locale) ? locale : detail.result.lang);
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

  /** Carries a job, practice-area or office choice over to the other languages (same `no`). */
  const carryOver = (from: Locale, key: 'jobIds' | 'proFieldIds' | 'office', value: unknown) => {
    const source = key === 'jobIds' ? options.jobs : key === 'proFieldIds' ? options.fields : options.offices;
    const ids = (Array.isArray(value) ? value : value == null ? [] : [value]) as number[];
    const nos = new Set(ids.map((v) => source[from].find((o) => o.id === v)?.no).filter(Boolean));
    for (const lang of LOCALES) {
      if (lang === from) continue;
      const mapped = source[lang].filter((o) => nos.has(o.no)).map((o) => o.id);
      form.setFieldValue([lang, key], key === 'office' ? (mapped[0] ?? undefined) : mapped);
    }
  };

  const onValuesChange = (changed: Partial<FormValues>) => {
    if (touched.current) setDirty(true);
    for (const lang of LOCALES) {
      const c = changed[lang];
      if (!c) continue;
      for (const key of ['jobIds', 'proFieldIds', 'office'] as const) {
        if (key in c) carryOver(lang, key, c[key]);
      }
    }
  };

  const onFinish = async (values: FormValues) => {
    setLangErrors({});
    const langs = LOCALES.filter((l) => isUsed(values[l]));
    const top: Flag = values.top ? 1 : 0;
    const body = langs.map((lang) => {
      const v = values[lang];
      return {
        ...(v.id ? { id: v.id } : {}),
        ...(no ? { no } : {}),
        lang,
        top,
        photoUrl: values.photoUrl ?? '',
        name: v.name.trim(),
        jobIds: v.jobIds ?? [],
        proFieldIds: v.proFieldIds ?? [],
        phoneNumber: values.phoneNumber?.trim() ?? '',
        email: values.email?.trim() ?? '',
        office: v.office ?? 0,
        languages: (v.languages ?? []).map((s) => s.trim()).filter(Boolean),
        intro: v.intro ?? '',
        customContents: (v.customContents ?? []).map((c) => ({ title: c.title?.trim() ?? '', content: c.content ?? '' })).filter((c) => c.title || plain(c.content)),
      };
    });
    setSaving(true);
    try {
      await request<LawyerTeam[]>('/admin/lawyerTeam', { method: editing ? 'PUT' : 'POST', body });
      message.success(t('content.saved'));
      setDirty(false);
      markSaved();
      if (editing) await load();
      else navigate('/admin/team/list');
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
    if (errorFields[0]) setTimeout(() => form.scrollToField(errorFields[0].name, { block: 'center' }), 50);
  };

  return (
    <div className="admin-page">
      <Flex justify="space-between" align="center" wrap gap={16} style={{ marginBottom: 16 }}>
        <Space align="center">
          <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('content.back')} title={t('content.back')} onClick={() => navigate('/admin/team/list')} />
          <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
            {t(editing ? 'team.editTitle' : 'team.addTitle')}
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
        <Form<FormValues> form={form} layout="vertical" onFinish={onFinish} onFinishFailed={onFinishFailed} onValuesChange={onValuesChange} disabled={loadError}>
          <Card style={{ marginBottom: 16 }}>
            <Flex gap={24} wrap>
              <Form.Item name="photoUrl" label={t('team.photo')} extra={t('team.photoHint')}>
                <ImageUpload width={120} height={150} />
              </Form.Item>
              <Flex vertical style={{ flex: '1 1 320px' }}>
                <Flex gap={16} wrap>
                  <Form.Item name="phoneNumber" label={t('team.phone')} rules={[{ max: 100 }]} style={{ flex: '1 1 200px' }}>
                    <Input type="tel" maxLength={100} autoComplete="off" />
                  </Form.Item>
                  <Form.Item
                    name="email"
                    label={t('team.email')}
                    rules={[{ max: 254 }, { pattern: EMAIL_PATTERN, message: t('content.invalidEmail') }]}
                    style={{ flex: '1 1 240px' }}
                  >
                    <Input type="email" maxLength={254} autoComplete="off" />
                  </Form.Item>
                </Flex>
                <Form.Item name="top" label={t('team.pinned')} valuePropName="checked">
                  <Switch />
                </Form.Item>
              </Flex>
            </Flex>
          </Card>

          <Card>
            <Typography.Paragraph type="secondary">{t('content.copyHint')}</Typography.Paragraph>
            <LangTabs activeKey={activeLang} onChange={setActiveLang} filled={used} errors={langErrors}>
              {(lang) => <LangFields lang={lang} options={options} nameRequired={used[lang] || (noneUsed && lang === activeLang)} />}
            </LangTabs>
          </Card>
        </Form>
      </div>
      </Spin>
    </div>
  );
}

function LangFields({ lang, options, nameRequired }: { lang: Locale; options: Options; nameRequired: boolean }) {
  const { t } = useI18n();
  const spoken = useMemo(() => {
    try {
      const names = new Intl.DisplayNames([LOCALE_TAGS[lang]], { type: 'language' });
      return SPOKEN.map((code) => names.of(code) ?? code);
    } catch {
      return [];
    }
  }, [lang]);
  return (
    <>
      <Form.Item
        name={[lang, 'name']}
        label={t('team.name')}
        rules={[{ required: nameRequired, whitespace: true }, { max: 200 }]}
        dependencies={[[lang, 'intro'], [lang, 'languages']]}
      >
        <Input maxLength={200} autoComplete="off" />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item name={[lang, 'jobIds']} label={t('team.jobs')} style={{ flex: '1 1 260px' }} extra={t('team.selectSynced')}>
          <Select mode="multiple" allowClear showSearch={{ optionFilterProp: 'label' }} options={options.jobs[lang].map((o) => ({ value: o.id, label: o.name }))} />
        </Form.Item>
        <Form.Item name={[lang, 'office']} label={t('team.office')} style={{ flex: '1 1 220px' }}>
          <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={options.offices[lang].map((o) => ({ value: o.id, label: o.name }))} />
        </Form.Item>
      </Flex>
      <Form.Item name={[lang, 'proFieldIds']} label={t('team.proFields')}>
        <Select mode="multiple" allowClear showSearch={{ optionFilterProp: 'label' }} options={options.fields[lang].map((o) => ({ value: o.id, label: o.name }))} />
      </Form.Item>
      <Form.Item name={[lang, 'languages']} label={t('team.languages')} extra={t('team.languagesHint')}>
        <Select mode="tags" tokenSeparators={[',', ';']} options={spoken.map((s) => ({ value: s, label: s }))} />
      </Form.Item>
      <Form.Item name={[lang, 'intro']} label={t('team.intro')}>
        <RichTextEditor />
      </Form.Item>

      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
        {t('team.customContents')}
      </Typography.Title>
      <Form.List name={[lang, 'customContents']}>
        {(fields, { add, remove, move }) => (
          <>
            {fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('team.noCustom')} />}
            {fields.map((field, index) => (
              <Card
                key={field.key}
                size="small"
                style={{ marginBottom: 12 }}
                title={t('content.item', { n: index + 1 })}
                extra={
                  <Space size={4}>
                    <Button size="small" type="text" icon={<ArrowUpOutlined />} aria-label={t('content.moveUp')} title={t('content.moveUp')} disabled={index === 0} onClick={() => move(index, index - 1)} />
                    <Button
                      size="small"
                      type="text"
                      icon={<ArrowDownOutlined />}
                      aria-label={t('content.moveDown')}
                      title={t('content.moveDown')}
                      disabled={index === fields.length - 1}
                      onClick={() => move(index, index + 1)}
                    />
                    <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('content.remove')} title={t('content.remove')} onClick={() => remove(index)} />
                  </Space>
                }
              >
                <Form.Item name={[field.name, 'title']} label={t('team.customTitle')} rules={[{ required: true, whitespace: true }, { max: 200 }]}>
                  <Input maxLength={200} />
                </Form.Item>
                <Form.Item name={[field.name, 'content']} label={t('team.customContent')} style={{ marginBottom: 0 }}>
                  <RichTextEditor />
                </Form.Item>
              </Card>
            ))}
            <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add({ title: '', content: '' })}>
              {t('team.addCustom')}
            </Button>
          </>
        )}
      </Form.List>
    </>
  );
}
