import { useRef } from 'react';
import { Card, Flex, Form, Input, InputNumber, Switch, Typography } from 'antd';
import type { Flag, PortalConfig } from '#contract/entities.ts';
import { LOCALES, type Locale } from '#contract/locales.ts';
import { EMAIL_PATTERN, URL_PATTERN } from '#contract/urls.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { api, type BodyOf } from '../api';
import { ImageUpload } from '../components/ImageUpload';
import { RepeatableCards } from '../components/RepeatableCards';
import { RichTextEditor } from '../components/RichTextEditor';
import { LangTabs } from '../components/LangTabs';
import { EditPage } from '../edit/EditPage';
import { useEditForm } from '../edit/useEditForm';

/** The server's checks (spec section 5, contract/urls.ts), so the form says what is wrong before saving. */
const URL_RULE = new RegExp(URL_PATTERN);
const EMAIL_RULE = new RegExp(EMAIL_PATTERN);

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

/** `revisions`: each language's configuration as loaded, so a save over someone else's newer one is refused (409). */
function toBody(v: FormValues, revisions: Partial<Record<Locale, string>>): BodyOf<'POST', '/admin/portal-config'> {
  return LOCALES.map((lang) => {
    const l = v[lang];
    return {
      lang,
      revision: revisions[lang],
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

/** The site configuration (the Impressum's structured part is Site → Imprint, app/admin/routes/imprint.tsx). */
export default function SiteConfigPage() {
  return <SiteConfigForm />;
}

function SiteConfigForm() {
  const { t, locale } = useI18n();
  // Kept beside the form, not in it: a draft restored after a refused save is saved over what is stored now.
  const revisions = useRef<Partial<Record<Locale, string>>>({});
  const edit = useEditForm<FormValues, PortalConfig[]>({
    load: async () => {
      const configs = (await api('GET', '/admin/portal-config')).result ?? [];
      revisions.current = Object.fromEntries(configs.map((c) => [c.lang, c.revision]));
      return toForm(configs, locale);
    },
    // Silent: the page shows the server's reason itself (a refused save, someone else's newer one).
    save: async (values) =>
      (
        await api('POST', '/admin/portal-config', {
          body: toBody(values, revisions.current),
          silent: true,
        })
      ).result,
  });

  return (
    <EditPage edit={edit} title={t('siteConfig.title')} subtitle={t('siteConfig.intro')}>
      <Flex gap={16} wrap align="stretch" style={{ marginBottom: 16 }}>
        <Card title={t('siteConfig.logo')} style={{ flex: '1 1 260px' }}>
          <Form.Item
            name="iconUrl"
            label={t('siteConfig.logo')}
            extra={t('siteConfig.logoHint')}
            rules={[{ pattern: URL_RULE, message: t('content.invalidUrl') }]}
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
              <Form.Item
                name={count}
                label={t(label)}
                rules={[{ type: 'integer', min: 0, max: 1_000_000 }]}
                style={{ minWidth: 200 }}
              >
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
        <LangTabs {...edit.langTabs} fields={['name', 'address', 'introduce', 'advantagesList']}>
          {(lang) => <LangFields lang={lang} />}
        </LangTabs>
      </Card>
    </EditPage>
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
        <Form.Item
          name={p('address')}
          label={t('siteConfig.address')}
          rules={[{ max: 500 }]}
          style={{ flex: '2 1 320px' }}
        >
          <Input maxLength={500} />
        </Form.Item>
        <Form.Item
          name={p('email')}
          label={t('siteConfig.email')}
          rules={[{ max: 254 }, { pattern: EMAIL_RULE, message: t('content.invalidEmail') }]}
          validateTrigger={['onBlur', 'onChange']}
          style={{ flex: '1 1 240px' }}
        >
          <Input type="email" maxLength={254} autoComplete="off" />
        </Form.Item>
      </Flex>
      <Form.Item name={p('introduce')} label={t('siteConfig.introduce')}>
        <RichTextEditor />
      </Form.Item>

      <RepeatableCards
        name={p('advantagesList')}
        heading={t('siteConfig.advantages')}
        empty={t('siteConfig.noAdvantages')}
        addLabel={t('siteConfig.addAdvantage')}
        newItem={() => ({ title: '', content: '' })}
      >
        {(field) => (
          <>
            <Form.Item name={[field.name, 'title']} label={t('siteConfig.advantageTitle')} rules={[{ max: 200 }]}>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item
              name={[field.name, 'content']}
              label={t('siteConfig.advantageContent')}
              rules={[{ max: 5000 }]}
              style={{ marginBottom: 0 }}
            >
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={5000} />
            </Form.Item>
          </>
        )}
      </RepeatableCards>

      <RepeatableCards
        name={p('environmentList')}
        heading={t('siteConfig.environment')}
        empty={t('siteConfig.noEnvironment')}
        addLabel={t('siteConfig.addEnvironment')}
        newItem={() => ({ title: '', coverUrl: '' })}
      >
        {(field) => (
          <Flex gap={16} wrap>
            <Form.Item
              name={[field.name, 'coverUrl']}
              label={t('siteConfig.environmentCover')}
              rules={[{ required: true }, { pattern: URL_RULE, message: t('content.invalidUrl') }]}
            >
              <ImageUpload />
            </Form.Item>
            <Form.Item
              name={[field.name, 'title']}
              label={t('siteConfig.environmentTitle')}
              rules={[{ max: 200 }]}
              style={{ flex: '1 1 240px' }}
            >
              <Input maxLength={200} />
            </Form.Item>
          </Flex>
        )}
      </RepeatableCards>
    </>
  );
}
