import { useSearchParams } from 'react-router';
import { Card, Flex, Form, Input, Segmented, Typography } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import type { SiteDocument } from '#contract/entities.ts';
import { DOC_NAMES, type DocName } from '#contract/enums.ts';
import { LOCALES, type Locale } from '#contract/locales.ts';
import { hasText } from '#contract/html.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { api } from '#app/admin/api.ts';
import { RichTextEditor } from '../components/RichTextEditor';
import { LangTabs } from '../components/LangTabs';
import { EditPage } from '../edit/EditPage';
import { useEditForm } from '../edit/useEditForm';
import { keepPublication, sendPublication, type KeptPublication } from '../edit/publication';
import { useUsedLangs } from '#app/admin/edit/useLangTabs.ts';

interface LangValues extends KeptPublication {
  /** The row's id (preview links name it); not sent, a document is written by name and language. */
  id?: number;
  title: string;
  content: string;
}
type FormValues = Record<Locale, LangValues>;

const isUsed = (v: LangValues | undefined) => !!v && !!(v.title?.trim() || hasText(v.content));
const basePath = (import.meta.env.BASE_URL ?? '/').replace(/\/$/, '');

/** The public site's documents (privacy policy, terms, imprint): title and rich text per language. */
export default function DocsPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const name: DocName = (DOC_NAMES as readonly string[]).includes(params.get('name') ?? '')
    ? (params.get('name') as DocName)
    : 'privacy';

  const edit = useEditForm<FormValues, SiteDocument[]>({
    load: async () => {
      const res = await api('GET', '/admin/docs/{name}', { path: { name } });
      const values = Object.fromEntries(LOCALES.map((l) => [l, { title: '', content: '' }])) as FormValues;
      for (const d of res.result ?? [])
        values[d.lang] = { id: d.id, title: d.title ?? '', content: d.content ?? '', ...keepPublication(d) };
      return values;
    },
    save: async (values, basedOn) => {
      const body = LOCALES.filter((l) => isUsed(values[l])).map((lang) => ({
        lang,
        title: values[lang].title.trim(),
        content: values[lang].content ?? '',
        ...sendPublication(values[lang]),
      }));
      return (await api('PUT', '/admin/docs/{name}', { path: { name }, body, basedOn })).result;
    },
    workflow: { kind: 'document', key: () => name },
  });

  const { used, nameRequired } = useUsedLangs(edit.form, isUsed, edit.langTabs.activeKey);
  const activeLang = edit.langTabs.activeKey;

  const toolbar = (
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
  );

  return (
    <EditPage edit={edit} title={t('docs.title')} subtitle={t('docs.intro')} toolbar={toolbar}>
      <Card>
        <LangTabs {...edit.langTabs} filled={used}>
          {(lang) => (
            <>
              <Form.Item
                name={[lang, 'title']}
                label={t('docs.docTitle')}
                rules={[{ required: nameRequired(lang), whitespace: true }, { max: 300 }]}
              >
                <Input maxLength={300} autoComplete="off" />
              </Form.Item>
              <Form.Item name={[lang, 'content']} label={t('docs.content')}>
                <RichTextEditor minHeight={420} />
              </Form.Item>
            </>
          )}
        </LangTabs>
      </Card>
    </EditPage>
  );
}
