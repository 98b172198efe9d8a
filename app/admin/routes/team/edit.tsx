import { api } from '#app/admin/api.ts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Card, Flex, Form, Input, Select, Switch, Typography } from 'antd';
import type { CustomContent, Flag, Job, LawyerTeam, Office, ProfessionalField } from '#contract/entities.ts';
import { LOCALE_TAGS, LOCALES, type Locale } from '#contract/locales.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { ImageUpload } from '#app/admin/components/ImageUpload.tsx';
import { RichTextEditor } from '#app/admin/components/RichTextEditor.tsx';
import { LangTabs } from '#app/admin/components/LangTabs.tsx';
import { SharedFields } from '#app/admin/components/ReadOnly.tsx';
import { RepeatableCards } from '#app/admin/components/RepeatableCards.tsx';
import { EditPage } from '#app/admin/edit/EditPage.tsx';
import { useEditForm } from '#app/admin/edit/useEditForm.ts';
import { keepPublication, sendPublication, type KeptPublication } from '#app/admin/edit/publication.ts';
import { hasText } from '#contract/html.ts';
import { EMAIL_PATTERN } from '#contract/urls.ts';
import { notified } from '#app/admin/errors.ts';
import { itemEditPath } from '#app/admin/workflow/kinds.ts';
import { MetaDescriptionField } from '#app/admin/edit/MetaDescriptionField.tsx';
import { useUsedLangs } from '#app/admin/edit/useLangTabs.ts';

const EMAIL_RULE = new RegExp(EMAIL_PATTERN);
/** Suggestions for "languages spoken", named in each content language by Intl. */
const SPOKEN = ['de', 'en', 'zh', 'fr', 'it', 'es', 'pt', 'nl', 'pl', 'cs', 'ru', 'uk', 'tr', 'ar', 'ja', 'ko'];

interface LangValues extends KeptPublication {
  id?: number;
  name: string;
  jobIds: number[];
  proFieldIds: number[];
  office?: number | null;
  languages: string[];
  intro: string;
  customContents: CustomContent[];
  metaDescription?: string;
  /** The photo's alt text in this language (empty: the media library's). */
  photoAlt?: string;
}

/** Photo, pin, phone and e-mail belong to the person, not to a translation: entered once, written to every language. */
interface FormValues {
  no?: string;
  photoUrl?: string | null;
  top: boolean;
  /** The pin as loaded: sent only when changed, so a pin set from the list meanwhile is no conflict. */
  loadedTop?: boolean;
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

const emptyLang = (): LangValues => ({
  name: '',
  jobIds: [],
  proFieldIds: [],
  office: undefined,
  languages: [],
  intro: '',
  customContents: [],
});
const byLang = <T extends { lang: Locale }>(rows: T[]) =>
  Object.fromEntries(LOCALES.map((l) => [l, rows.filter((r) => r.lang === l)])) as Record<Locale, T[]>;

/** A language is "used" once anything of its own (not the carried-over choices) is filled in. */
function isUsed(v: LangValues | undefined): boolean {
  return (
    !!v &&
    !!(
      v.name?.trim() ||
      hasText(v.intro) ||
      v.languages?.length ||
      v.customContents?.some((c) => c?.title?.trim() || hasText(c?.content))
    )
  );
}

function toForm(group: LawyerTeam[]): FormValues {
  const values: FormValues = {
    no: group[0]?.no,
    photoUrl: group.find((g) => g.photoUrl)?.photoUrl ?? undefined,
    top: group.some((g) => g.top === 1),
    loadedTop: group.length ? group.some((g) => g.top === 1) : undefined,
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
      metaDescription: row.metaDescription ?? '',
      photoAlt: row.photoAlt ?? '',
      ...keepPublication(row),
    };
  }
  return values;
}

function toBody(values: FormValues) {
  const top: Flag = values.top ? 1 : 0;
  const pin = values.loadedTop === undefined || values.loadedTop !== values.top ? { top } : {};
  return LOCALES.filter((l) => isUsed(values[l])).map((lang) => {
    const v = values[lang];
    return {
      ...(v.id ? { id: v.id } : {}),
      ...(values.no ? { no: values.no } : {}),
      lang,
      ...pin,
      photoUrl: values.photoUrl ?? '',
      name: v.name.trim(),
      jobIds: v.jobIds ?? [],
      proFieldIds: v.proFieldIds ?? [],
      phoneNumber: values.phoneNumber?.trim() ?? '',
      email: values.email?.trim() ?? '',
      office: v.office ?? 0,
      languages: (v.languages ?? []).map((s) => s.trim()).filter(Boolean),
      intro: v.intro ?? '',
      customContents: (v.customContents ?? [])
        .map((c) => ({ title: c.title?.trim() ?? '', content: c.content ?? '' }))
        .filter((c) => c.title || hasText(c.content)),
      metaDescription: v.metaDescription?.trim() ?? '',
      photoAlt: v.photoAlt?.trim() ?? '',
      ...sendPublication(v),
    };
  });
}

async function fetchOptions(): Promise<Options> {
  const [jobs, offices, fields] = await Promise.all([
    api('GET', '/admin/job'),
    api('GET', '/admin/office'),
    Promise.all(LOCALES.map((lang) => api('GET', '/admin/professionalField/lang/list', { query: { lang } }))),
  ]);
  return {
    jobs: byLang(jobs.result ?? []),
    offices: byLang(offices.result ?? []),
    fields: byLang(fields.flatMap((f) => f.result ?? [])),
  };
}

type Choice = 'jobIds' | 'proFieldIds' | 'office';
const CHOICES: readonly Choice[] = ['jobIds', 'proFieldIds', 'office'];

/** A job, practice-area or office choice made in `from`, as the same entries (same `no`) of `lang`. */
function choiceIn(
  options: Options,
  key: Choice,
  from: Locale,
  lang: Locale,
  value: unknown,
): number[] | number | undefined {
  const source = key === 'jobIds' ? options.jobs : key === 'proFieldIds' ? options.fields : options.offices;
  const ids = (Array.isArray(value) ? value : value == null ? [] : [value]) as number[];
  const nos = new Set(ids.map((v) => source[from].find((o) => o.id === v)?.no).filter(Boolean));
  const mapped = source[lang].filter((o) => nos.has(o.no)).map((o) => o.id);
  return key === 'office' ? (mapped[0] ?? undefined) : mapped;
}

/**
 * A language the lawyer does not have yet starts with the office, job titles and practice areas of
 * the languages it has, so a translation added later is filed like the others.
 */
function withMissingChoices(values: FormValues, options: Options | null): FormValues {
  const from = LOCALES.find((l) => values[l].id);
  if (!options || !from) return values;
  for (const lang of LOCALES.filter((l) => !values[l].id)) {
    for (const key of CHOICES)
      values[lang] = { ...values[lang], [key]: choiceIn(options, key, from, lang, values[from][key]) };
  }
  return values;
}

export default function TeamEditPage() {
  const { t, locale } = useI18n();
  const { id } = useParams();
  const [options, setOptions] = useState<Options>({ jobs: byLang([]), offices: byLang([]), fields: byLang([]) });
  // Fetched once, by whichever needs them first: the selects, or the load that fills in a missing language.
  const optionsLoad = useRef<Promise<Options> | null>(null);
  const loadOptions = () => (optionsLoad.current ??= fetchOptions());

  useEffect(() => {
    let live = true;
    void notified(loadOptions()).then((o) => live && o && setOptions(o));
    return () => {
      live = false;
    };
  }, []);

  const edit = useEditForm<FormValues, LawyerTeam[]>({
    load: async () => {
      if (!id) return toForm([]);
      const detail = await api('GET', '/admin/lawyerTeam/detail/{id}', { path: { id: Number(id) } });
      const group = await api('GET', '/admin/lawyerTeam/group/{no}', { path: { no: detail.result.no } });
      return withMissingChoices(
        toForm(group.result?.length ? group.result : [detail.result]),
        await loadOptions().catch(() => null),
      );
    },
    firstLang: (v) => (v[locale].id || !v.no ? locale : LOCALES.find((l) => v[l].id)),
    save: async (values, basedOn) =>
      (await api(id ? 'PUT' : 'POST', '/admin/lawyerTeam', { body: toBody(values), basedOn })).result,
    savedAt: (rows) => (id || !rows?.[0] ? null : itemEditPath('lawyer', rows[0])),
    workflow: { kind: 'lawyer', key: (v) => v?.no },
  });
  const form = edit.form;

  const { used, nameRequired } = useUsedLangs(form, isUsed, edit.langTabs.activeKey);

  /** Carries a job, practice-area or office choice over to the other languages (same `no`). */
  const onValuesChange = (changed: Partial<FormValues>) => {
    for (const from of LOCALES) {
      const c = changed[from];
      if (!c) continue;
      for (const key of CHOICES) {
        if (!(key in c)) continue;
        for (const lang of LOCALES)
          if (lang !== from) form.setFieldValue([lang, key], choiceIn(options, key, from, lang, c[key]));
      }
    }
  };

  return (
    <EditPage
      edit={edit}
      title={t(id ? 'team.editTitle' : 'team.addTitle')}
      backTo="/admin/team/list"
      onValuesChange={onValuesChange}
    >
      <Card style={{ marginBottom: 16 }}>
        <SharedFields writable={edit.sharedReadOnly}>
          <Flex gap={24} wrap>
            <Form.Item name="photoUrl" label={t('team.photo')} extra={t('team.photoHint')}>
              <ImageUpload width={120} height={150} />
            </Form.Item>
            <Flex vertical style={{ flex: '1 1 320px' }}>
              <Flex gap={16} wrap>
                <Form.Item
                  name="phoneNumber"
                  label={t('team.phone')}
                  rules={[{ max: 100 }]}
                  style={{ flex: '1 1 200px' }}
                >
                  <Input type="tel" maxLength={100} autoComplete="off" />
                </Form.Item>
                <Form.Item
                  name="email"
                  label={t('team.email')}
                  rules={[{ max: 254 }, { pattern: EMAIL_RULE, message: t('content.invalidEmail') }]}
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
        </SharedFields>
      </Card>

      <Card>
        <Typography.Paragraph type="secondary">{t('content.copyHint')}</Typography.Paragraph>
        <LangTabs {...edit.langTabs} filled={used}>
          {(lang) => <LangFields lang={lang} options={options} nameRequired={nameRequired(lang)} />}
        </LangTabs>
      </Card>
    </EditPage>
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
        dependencies={[
          [lang, 'intro'],
          [lang, 'languages'],
        ]}
      >
        <Input maxLength={200} autoComplete="off" />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item
          name={[lang, 'jobIds']}
          label={t('team.jobs')}
          style={{ flex: '1 1 260px' }}
          extra={t('team.selectSynced')}
        >
          <Select
            mode="multiple"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={options.jobs[lang].map((o) => ({ value: o.id, label: o.name }))}
          />
        </Form.Item>
        <Form.Item name={[lang, 'office']} label={t('team.office')} style={{ flex: '1 1 220px' }}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={options.offices[lang].map((o) => ({ value: o.id, label: o.name }))}
          />
        </Form.Item>
      </Flex>
      <Form.Item name={[lang, 'proFieldIds']} label={t('team.proFields')}>
        <Select
          mode="multiple"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={options.fields[lang].map((o) => ({ value: o.id, label: o.name }))}
        />
      </Form.Item>
      <Form.Item name={[lang, 'languages']} label={t('team.languages')} extra={t('team.languagesHint')}>
        <Select mode="tags" tokenSeparators={[',', ';']} options={spoken.map((s) => ({ value: s, label: s }))} />
      </Form.Item>
      <Form.Item name={[lang, 'intro']} label={t('team.intro')}>
        <RichTextEditor />
      </Form.Item>
      <Form.Item
        name={[lang, 'photoAlt']}
        label={t('team.photoAlt')}
        extra={t('team.photoAltHint')}
        rules={[{ max: 300 }]}
      >
        <Input maxLength={300} autoComplete="off" />
      </Form.Item>
      <MetaDescriptionField lang={lang} />

      <RepeatableCards
        name={[lang, 'customContents']}
        heading={t('team.customContents')}
        empty={t('team.noCustom')}
        addLabel={t('team.addCustom')}
        newItem={() => ({ title: '', content: '' })}
      >
        {(field) => (
          <>
            <Form.Item
              name={[field.name, 'title']}
              label={t('team.customTitle')}
              rules={[{ required: true, whitespace: true }, { max: 200 }]}
            >
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item name={[field.name, 'content']} label={t('team.customContent')} style={{ marginBottom: 0 }}>
              <RichTextEditor />
            </Form.Item>
          </>
        )}
      </RepeatableCards>
    </>
  );
}
