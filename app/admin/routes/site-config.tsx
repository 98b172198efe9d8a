import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Card, Empty, Flex, Form, Input, InputNumber, Space, Spin, Switch, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import type { Flag, PortalConfig } from '../../../contract/entities';
import { LOCALES, type Locale } from '../../../contract/locales';
import { useI18n } from '../../i18n';
import { request, RequestError } from '../request';
import { ImageUpload } from '../components/ImageUpload';
import { RichTextEditor } from '../components/RichTextEditor';
import { LangTabs, langsWithErrors } from '../components/LangTabs';
import { useUnsavedChanges } from '../useUnsavedChanges';

/** The server's checks (spec section 5), repeated here so the form says what is wrong before saving. */
const URL_PATTERN = /^(https?:\/\/\S+|\/(?!\/)\S*)$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface LangValues {
  name: string;
  address: string;
  email: string;
  tel: string;
  introduce: string;
  advantagesList: { title: string; content: string }[];
  environmentList: { title: string; coverUrl: string }[];
}

/**
 * The logo and the key figures are the firm's, not a translation: they are edited once and
 * written to every language. Names, addresses and texts are per language.
 */
interface FormValues {
  iconUrl: string;
  lawyerCount: number;
  isLawyerCountVisible: boolean;
  totalPeople: number;
  isTotalPeopleVisible: boolean;
  branchCount: number;
  isBranchCountVisible: boolean;
  de_DE: LangValues;
  en_US: LangValues;
  zh_CN: LangValues;
}

function toForm(configs: PortalConfig[], uiLocale: Locale): FormValues {
  const byLang = new Map(configs.map((c) => [c.lang, c]));
  // Shared values come from the UI language, else the first language that has them.
  const primary = byLang.get(uiLocale) ?? configs[0];
  const logo = primary?.iconUrl || configs.find((c) => c.iconUrl)?.iconUrl || '';
  const langs = {} as Record<Locale, LangValues>;
  for (const lang of LOCALES) {
    const c = byLang.get(lang);
    langs[lang] = {
      name: c?.name ?? '',
      address: c?.address ?? '',
      email: c?.email ?? '',
      tel: c?.tel ?? '',
      introduce: c?.introduce ?? '',
      advantagesList: (c?.advantagesList ?? []).map((a) => ({ title: a.title ?? '', content: a.content ?? '' })),
      environmentList: (c?.environmentList ?? []).map((e) => ({ title: e.title ?? '', coverUrl: e.coverUrl ?? '' })),
    };
  }
  return {
    iconUrl: logo,
    lawyerCount: primary?.lawyerCount ?? 0,
    isLawyerCountVisible: !!primary?.isLawyerCountVisible,
    totalPeople: primary?.totalPeople ?? 0,
    isTotalPeopleVisible: !!primary?.isTotalPeopleVisible,
    branchCount: primary?.branchCount ?? 0,
    isBranchCountVisible: !!primary?.isBranchCountVisible,
    ...langs,
  };
}

const flag = (b: boolean): Flag => (b ? 1 : 0);
const trim = (s: string | null | undefined) => (s ?? '').trim();

function toBody(v: FormValues): PortalConfig[] {
  return LOCALES.map((lang) => {
    const l = v[lang];
    return {
      lang,
      name: trim(l.name),
      iconUrl: trim(v.iconUrl),
      address: trim(l.address),
      email: trim(l.email),
      tel: trim(l.tel),
      introduce: l.introduce ?? '',
      lawyerCount: v.lawyerCount ?? 0,
      isLawyerCountVisible: flag(v.isLawyerCountVisible),
      totalPeople: v.totalPeople ?? 0,
      isTotalPeopleVisible: flag(v.isTotalPeopleVisible),
      branchCount: v.branchCount ?? 0,
      isBranchCountVisible: flag(v.isBranchCountVisible),
      advantagesList: (l.advantagesList ?? [])
        .map((a) => ({ title: trim(a.title), content: trim(a.content) }))
        .filter((a) => a.title || a.content),
      environmentList: (l.environmentList ?? []).map((e) => ({ title: trim(e.title), coverUrl: trim(e.coverUrl) })),
    };
  });
}

export default function SiteConfigPage() {
  const { t, locale } = useI18n();
  const { message } = App.useApp();
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
  const [serverError, setServerError] = useState<string | null>(null);
  const [activeLang, setActiveLang] = useState<Locale>(locale);
  const [langErrors, setLangErrors] = useState<Partial<Record<Locale, boolean>>>({});
  useUnsavedChanges(dirty);

  const load = useCallback(async () => {
    setLoading(true);
    setLoadError(false);
    try {
      const res = await request<PortalConfig[]>('/admin/portal-config');
      form.setFieldsValue(toForm(res.result ?? [], locale));
      touched.current = false;
      setDirty(false);
    } catch {
      setLoadError(true);
    } finally {
      setLoading(false);
    }
  }, [form, locale]);

  useEffect(() => {
    void load();
  }, [load]);

  const onFinish = async (values: FormValues) => {
    setSaving(true);
    setServerError(null);
    try {
      await request<PortalConfig[]>('/admin/portal-config', { method: 'POST', body: toBody(values) });
      setDirty(false);
      message.success(t('content.saved'));
    } catch (err) {
      // What was typed stays in the form; the server's reason stays visible beside it.
      if (err instanceof RequestError && err.status !== 401) setServerError(err.message || t('content.loadFailed'));
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
      <Flex justify="space-between" align="start" wrap gap={16} style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
            {t('siteConfig.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
            {t('siteConfig.intro')}
          </Typography.Paragraph>
        </div>
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
      {serverError && <Alert type="error" showIcon title={serverError} closable={{ onClose: () => setServerError(null) }} style={{ marginBottom: 16 }} role="alert" />}

      <Spin spinning={loading}>
        <div onKeyDownCapture={touch} onPointerDownCapture={touch} onChangeCapture={touch} onPasteCapture={touch} onDropCapture={touch}>
        <Form<FormValues>
          form={form}
          layout="vertical"
          onFinish={(v) => {
            setLangErrors({});
            return onFinish(v);
          }}
          onFinishFailed={onFinishFailed}
          onValuesChange={() => touched.current && setDirty(true)}
          scrollToFirstError={false}
          disabled={loadError}
        >
          <Flex gap={16} wrap align="stretch" style={{ marginBottom: 16 }}>
            <Card title={t('siteConfig.logo')} style={{ flex: '1 1 260px' }}>
              <Form.Item
                name="iconUrl"
                label={t('siteConfig.logo')}
                extra={t('siteConfig.logoHint')}
                rules={[{ pattern: URL_PATTERN, message: t('content.invalidUrl') }]}
              >
                <ImageUpload />
              </Form.Item>
            </Card>
            <Card title={t('siteConfig.figures')} style={{ flex: '2 1 420px' }}>
              {(
                [
                  ['lawyerCount', 'isLawyerCountVisible', 'siteConfig.lawyerCount'],
                  ['totalPeople', 'isTotalPeopleVisible', 'siteConfig.totalPeople'],
                  ['branchCount', 'isBranchCountVisible', 'siteConfig.branchCount'],
                ] as const
              ).map(([count, visible, label]) => (
                <Flex key={count} gap={24} wrap align="end">
                  <Form.Item name={count} label={t(label)} rules={[{ type: 'integer', min: 0, max: 1_000_000 }]} style={{ minWidth: 200 }}>
                    <InputNumber min={0} max={1_000_000} precision={0} style={{ width: 200 }} />
                  </Form.Item>
                  <Form.Item name={visible} label={t('siteConfig.visible')} valuePropName="checked">
                    <Switch aria-label={`${t(label)}: ${t('siteConfig.visible')}`} />
                  </Form.Item>
                </Flex>
              ))}
            </Card>
          </Flex>

          <Card>
            <LangTabs activeKey={activeLang} onChange={setActiveLang} fields={['name', 'address', 'introduce', 'advantagesList']} errors={langErrors}>
              {(lang) => <LangFields lang={lang} />}
            </LangTabs>
          </Card>
        </Form>
      </div>
      </Spin>
    </div>
  );
}

function LangFields({ lang }: { lang: Locale }) {
  const { t } = useI18n();
  const p = (field: string): (string | number)[] => [lang, field];
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t('siteConfig.general')}
      </Typography.Title>
      <Flex gap={16} wrap>
        <Form.Item name={p('name')} label={t('siteConfig.name')} rules={[{ max: 200 }]} style={{ flex: '1 1 320px' }}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name={p('tel')} label={t('siteConfig.tel')} rules={[{ max: 100 }]} style={{ flex: '1 1 200px' }}>
          <Input type="tel" maxLength={100} autoComplete="off" />
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap>
        <Form.Item name={p('address')} label={t('siteConfig.address')} rules={[{ max: 500 }]} style={{ flex: '2 1 320px' }}>
          <Input maxLength={500} />
        </Form.Item>
        <Form.Item
          name={p('email')}
          label={t('siteConfig.email')}
          rules={[{ max: 254 }, { pattern: EMAIL_PATTERN, message: t('content.invalidEmail') }]}
          validateTrigger={['onBlur', 'onChange']}
          style={{ flex: '1 1 240px' }}
        >
          <Input type="email" maxLength={254} autoComplete="off" />
        </Form.Item>
      </Flex>
      <Form.Item name={p('introduce')} label={t('siteConfig.introduce')}>
        <RichTextEditor />
      </Form.Item>

      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
        {t('siteConfig.advantages')}
      </Typography.Title>
      <Form.List name={p('advantagesList')}>
        {(fields, { add, remove, move }) => (
          <>
            {fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('siteConfig.noAdvantages')} />}
            {fields.map((field, index) => (
              <Card
                key={field.key}
                size="small"
                style={{ marginBottom: 12 }}
                title={t('content.item', { n: index + 1 })}
                extra={<ItemActions index={index} count={fields.length} move={move} remove={remove} />}
              >
                <Form.Item name={[field.name, 'title']} label={t('siteConfig.advantageTitle')} rules={[{ max: 200 }]}>
                  <Input maxLength={200} />
                </Form.Item>
                <Form.Item name={[field.name, 'content']} label={t('siteConfig.advantageContent')} rules={[{ max: 5000 }]} style={{ marginBottom: 0 }}>
                  <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={5000} />
                </Form.Item>
              </Card>
            ))}
            <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add({ title: '', content: '' })} disabled={fields.length >= 50}>
              {t('siteConfig.addAdvantage')}
            </Button>
          </>
        )}
      </Form.List>

      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
        {t('siteConfig.environment')}
      </Typography.Title>
      <Form.List name={p('environmentList')}>
        {(fields, { add, remove, move }) => (
          <>
            {fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('siteConfig.noEnvironment')} />}
            {fields.map((field, index) => (
              <Card
                key={field.key}
                size="small"
                style={{ marginBottom: 12 }}
                title={t('content.item', { n: index + 1 })}
                extra={<ItemActions index={index} count={fields.length} move={move} remove={remove} />}
              >
                <Flex gap={16} wrap>
                  <Form.Item
                    name={[field.name, 'coverUrl']}
                    label={t('siteConfig.environmentCover')}
                    rules={[{ required: true }, { pattern: URL_PATTERN, message: t('content.invalidUrl') }]}
                  >
                    <ImageUpload />
                  </Form.Item>
                  <Form.Item name={[field.name, 'title']} label={t('siteConfig.environmentTitle')} rules={[{ max: 200 }]} style={{ flex: '1 1 240px' }}>
                    <Input maxLength={200} />
                  </Form.Item>
                </Flex>
              </Card>
            ))}
            <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add({ title: '', coverUrl: '' })} disabled={fields.length >= 50}>
              {t('siteConfig.addEnvironment')}
            </Button>
          </>
        )}
      </Form.List>
    </>
  );
}

function ItemActions({ index, count, move, remove }: { index: number; count: number; move: (from: number, to: number) => void; remove: (i: number) => void }) {
  const { t } = useI18n();
  return (
    <Space size={4}>
      <Button size="small" type="text" icon={<ArrowUpOutlined />} aria-label={t('content.moveUp')} title={t('content.moveUp')} disabled={index === 0} onClick={() => move(index, index - 1)} />
      <Button
        size="small"
        type="text"
        icon={<ArrowDownOutlined />}
        aria-label={t('content.moveDown')}
        title={t('content.moveDown')}
        disabled={index === count - 1}
        onClick={() => move(index, index + 1)}
      />
      <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('content.remove')} title={t('content.remove')} onClick={() => remove(index)} />
    </Space>
  );
}
