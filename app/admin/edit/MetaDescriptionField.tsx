import { Form, Input } from 'antd';
import type { Locale } from '#contract/locales.ts';
import { useI18n } from '#app/i18n/index.tsx';

/** The search engines' description of one language of an item (at most 300 characters), in every edit screen of a public page. */
export function MetaDescriptionField({ lang }: { lang: Locale }) {
  const { t } = useI18n();
  return (
    <Form.Item
      name={[lang, 'metaDescription']}
      label={t('field.metaDescription')}
      extra={t('field.metaDescriptionHint')}
      rules={[{ max: 300 }]}
    >
      <Input.TextArea maxLength={300} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
    </Form.Item>
  );
}
