import { useEffect, useState } from 'react';
import { App, Button, Card, Flex, Form, Input, Tabs, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Imprint } from '#contract/imprint.ts';
import { LOCALES, type Locale } from '#contract/locales.ts';
import { URL_PATTERN } from '#contract/urls.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { api } from '../api';
import { useAccountRights } from '../permissions';
import { notified } from '../errors';

type Values = Record<Locale, Imprint>;
const URL_RULE = new RegExp(`^$|${URL_PATTERN}`);

/**
 * The Impressum's structured part per language (issue #30), below the site configuration: what
 * /docs/imprint shows above its free text. Its own form and save (PUT /admin/portal-config/imprint).
 */
export function ImprintForm() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const rights = useAccountRights();
  const writable = rights?.can('site') ?? true;
  const [form] = Form.useForm<Values>();
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void api('GET', '/admin/portal-config/imprint').then(
      (r) => {
        form.setFieldsValue(r.result);
        setLoaded(true);
      },
      () => undefined,
    );
  }, [form]);

  const save = async (v: Values) => {
    setBusy(true);
    await notified(async () => {
      const res = await api('PUT', '/admin/portal-config/imprint', {
        body: v,
      });
      form.setFieldsValue(res.result);
      message.success(t('inquiries.saved'));
    }).finally(() => setBusy(false));
  };

  const text = (lang: Locale, name: keyof Imprint, max: number, area = false) => (
    <Form.Item name={[lang, name]} label={t(`imprint.${name}`)} rules={[{ max }]} htmlFor={`imprint-${lang}-${name}`}>
      {area ? (
        <Input.TextArea id={`imprint-${lang}-${name}`} maxLength={max} autoSize={{ minRows: 2, maxRows: 6 }} />
      ) : (
        <Input id={`imprint-${lang}-${name}`} maxLength={max} />
      )}
    </Form.Item>
  );

  return (
    <Card title={t('imprint.formTitle')} style={{ marginTop: 16 }} data-testid="imprint-form">
      <Typography.Paragraph type="secondary">{t('imprint.formHelp')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(v) => void save(v)} disabled={!loaded || !writable}>
        <Tabs
          items={LOCALES.map((lang) => ({
            key: lang,
            label: t(`lang.${lang}`),
            forceRender: true,
            children: (
              <>
                {text(lang, 'partnership', 300)}
                <Flex gap={16} wrap>
                  <div style={{ flex: '2 1 260px' }}>{text(lang, 'registerCourt', 200)}</div>
                  <div style={{ flex: '1 1 160px' }}>{text(lang, 'registerNumber', 100)}</div>
                </Flex>
                {text(lang, 'partners', 2000, true)}
                <Flex gap={16} wrap>
                  <div style={{ flex: '1 1 220px' }}>{text(lang, 'professionalTitle', 200)}</div>
                  <div style={{ flex: '1 1 220px' }}>{text(lang, 'titleState', 200)}</div>
                </Flex>
                <Flex gap={16} wrap>
                  <div style={{ flex: '1 1 220px' }}>{text(lang, 'bar', 200)}</div>
                  <div style={{ flex: '1 1 220px' }}>{text(lang, 'barAddress', 500)}</div>
                </Flex>
                <Typography.Text strong>{t('imprint.rules')}</Typography.Text>
                <Form.List name={[lang, 'rules']}>
                  {(fields, { add, remove }) => (
                    <>
                      {fields.map((field) => (
                        <Flex key={field.key} gap={8} wrap align="start">
                          <Form.Item
                            name={[field.name, 'name']}
                            label={t('imprint.ruleName')}
                            rules={[{ required: true, whitespace: true }, { max: 300 }]}
                            style={{ flex: '1 1 220px' }}
                          >
                            <Input maxLength={300} />
                          </Form.Item>
                          <Form.Item
                            name={[field.name, 'url']}
                            label={t('imprint.ruleUrl')}
                            rules={[
                              {
                                pattern: URL_RULE,
                                message: t('content.invalidUrl'),
                              },
                              { max: 2000 },
                            ]}
                            style={{ flex: '1 1 260px' }}
                          >
                            <Input type="url" maxLength={2000} />
                          </Form.Item>
                          <Button
                            icon={<DeleteOutlined />}
                            aria-label={t('imprint.removeRule')}
                            onClick={() => remove(field.name)}
                            style={{ marginTop: 30 }}
                          />
                        </Flex>
                      ))}
                      {fields.length < 20 ? (
                        <Button
                          icon={<PlusOutlined />}
                          onClick={() => add({ name: '', url: '' })}
                          style={{ margin: '8px 0 16px' }}
                        >
                          {t('imprint.addRule')}
                        </Button>
                      ) : null}
                    </>
                  )}
                </Form.List>
                {text(lang, 'insurer', 500, true)}
                {text(lang, 'insuranceScope', 500)}
                {text(lang, 'vatId', 50)}
                {text(lang, 'disputeResolution', 2000, true)}
              </>
            ),
          }))}
        />
        <Button type="primary" htmlType="submit" loading={busy} data-testid="imprint-save">
          {t('inquiries.save')}
        </Button>
      </Form>
    </Card>
  );
}
