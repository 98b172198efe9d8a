import { api } from '#app/admin/api.ts';
import { useParams } from 'react-router';
import { Card, Form, Input, Typography } from 'antd';
import type { ProfessionalField } from '#contract/entities.ts';
import { LOCALES } from '#contract/locales.ts';
import { hasText } from '#contract/html.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { RichTextEditor } from '#app/admin/components/RichTextEditor.tsx';
import { LangTabs } from '#app/admin/components/LangTabs.tsx';
import { SharedFields } from '#app/admin/components/ReadOnly.tsx';
import { IconPicker } from '#app/admin/components/IconPicker.tsx';
import { EditPage } from '#app/admin/edit/EditPage.tsx';
import { useEditForm } from '#app/admin/edit/useEditForm.ts';
import { keepPublication, sendPublication, type KeptPublication } from '#app/admin/edit/publication.ts';
import { itemEditPath } from '#app/admin/workflow/kinds.ts';
import { MetaDescriptionField } from '#app/admin/edit/MetaDescriptionField.tsx';
import { useUsedLangs } from '#app/admin/edit/useLangTabs.ts';

interface LangValues extends KeptPublication {
  id?: number;
  name: string;
  introduce: string;
  metaDescription?: string;
}
/** The icon is the practice area's, the same in every language. */
interface FormValues {
  no?: string;
  iconUrl?: string | null;
  inquiryEmail?: string;
  de_DE: LangValues;
  en_US: LangValues;
  zh_CN: LangValues;
}

const isUsed = (v: LangValues | undefined) => !!v && !!(v.name?.trim() || hasText(v.introduce));
const emptyLang = (): LangValues => ({ name: '', introduce: '' });

export default function ExpertiseEditPage() {
  const { t, locale } = useI18n();
  const { id } = useParams();

  const edit = useEditForm<FormValues, ProfessionalField[]>({
    load: async () => {
      const values: FormValues = {
        iconUrl: undefined,
        inquiryEmail: '',
        de_DE: emptyLang(),
        en_US: emptyLang(),
        zh_CN: emptyLang(),
      };
      if (!id) return values;
      const res = await api('GET', '/admin/professionalField/detail/{id}', { path: { id: Number(id) } });
      const group = res.result.group?.length ? res.result.group : [res.result];
      values.no = res.result.no;
      values.iconUrl = group.find((g) => g.iconUrl)?.iconUrl ?? undefined;
      values.inquiryEmail = group.find((g) => g.inquiryEmail)?.inquiryEmail ?? '';
      for (const row of group)
        values[row.lang] = {
          id: row.id,
          name: row.name ?? '',
          introduce: row.introduce ?? '',
          metaDescription: row.metaDescription ?? '',
          ...keepPublication(row),
        };
      return values;
    },
    firstLang: (v) => (v[locale].id || !v.no ? locale : LOCALES.find((l) => v[l].id)),
    save: async (values, basedOn) => {
      const body = LOCALES.filter((l) => isUsed(values[l])).map((lang) => ({
        ...(values[lang].id ? { id: values[lang].id } : {}),
        ...(values.no ? { no: values.no } : {}),
        lang,
        name: values[lang].name.trim(),
        introduce: values[lang].introduce ?? '',
        metaDescription: values[lang].metaDescription?.trim() ?? '',
        iconUrl: values.iconUrl ?? '',
        inquiryEmail: values.inquiryEmail?.trim() ?? '',
        ...sendPublication(values[lang]),
      }));
      return (await api(id ? 'PUT' : 'POST', '/admin/professionalField', { body, basedOn })).result;
    },
    savedAt: (rows) => (id || !rows?.[0] ? null : itemEditPath('practiceArea', rows[0])),
    workflow: { kind: 'practiceArea', key: (v) => v?.no },
  });

  const { used, nameRequired } = useUsedLangs(edit.form, isUsed, edit.langTabs.activeKey);

  return (
    <EditPage edit={edit} title={t(id ? 'expertise.editTitle' : 'expertise.addTitle')} backTo="/admin/expertise/list">
      <Card style={{ marginBottom: 16 }}>
        <SharedFields writable={edit.sharedReadOnly}>
          <Form.Item
            name="iconUrl"
            label={t('expertise.icon')}
            extra={t('expertise.iconHint')}
            style={{ marginBottom: 0 }}
          >
            <IconPicker />
          </Form.Item>
          <Form.Item
            name="inquiryEmail"
            label={t('inquiries.settings.inquiryEmail')}
            extra={t('inquiries.settings.inquiryEmailHelp')}
            rules={[{ type: 'email', message: t('inquiries.settings.inquiryEmailInvalid') }, { max: 254 }]}
            style={{ marginTop: 16, marginBottom: 0 }}
          >
            <Input type="email" maxLength={254} autoComplete="off" style={{ maxWidth: 400 }} />
          </Form.Item>
        </SharedFields>
      </Card>
      <Card>
        <Typography.Paragraph type="secondary">{t('content.copyHint')}</Typography.Paragraph>
        <LangTabs {...edit.langTabs} filled={used}>
          {(lang) => (
            <>
              <Form.Item
                name={[lang, 'name']}
                label={t('expertise.name')}
                rules={[{ required: nameRequired(lang), whitespace: true }, { max: 200 }]}
              >
                <Input maxLength={200} autoComplete="off" />
              </Form.Item>
              <Form.Item name={[lang, 'introduce']} label={t('expertise.introduce')}>
                <RichTextEditor />
              </Form.Item>
              <MetaDescriptionField lang={lang} />
            </>
          )}
        </LangTabs>
      </Card>
    </EditPage>
  );
}
