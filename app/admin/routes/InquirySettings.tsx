import { useEffect, useState } from 'react';
import { App, Button, Drawer, Form, Input, Switch, Tabs, Typography } from 'antd';
import type { InquirySettings } from '#contract/inquiries.ts';
import { LOCALES } from '#contract/locales.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { api } from '../api';
import { notified } from '../errors';

type Values = { acknowledge: boolean; texts: Record<string, { consent: string; notice: string }> };

/**
 * The inquiry form's settings (site permission): per language the consent checkbox's text and the
 * notice above the button, and whether visitors get an acknowledgement by e-mail.
 * A changed consent text gets a new version on the server; each inquiry keeps the one it was sent with.
 */
export function InquirySettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [settings, setSettings] = useState<InquirySettings | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    void api('GET', '/admin/inquiries/settings').then(
      (r) => {
        setSettings(r.result);
        form.setFieldsValue({ acknowledge: r.result.acknowledge, texts: r.result.texts });
      },
      () => undefined,
    );
  }, [open, form]);

  const save = async (v: Values) => {
    setBusy(true);
    await notified(async () => {
      const texts = Object.fromEntries(
        LOCALES.map((l) => [l, { consent: v.texts[l]?.consent ?? '', notice: v.texts[l]?.notice ?? '' }]),
      );
      const res = await api('PUT', '/admin/inquiries/settings', {
        body: { acknowledge: v.acknowledge, texts },
      });
      setSettings(res.result);
      form.setFieldsValue({ acknowledge: res.result.acknowledge, texts: res.result.texts });
      message.success(t('inquiries.saved'));
    }).finally(() => setBusy(false));
  };

  return (
    <Drawer open={open} onClose={onClose} width={620} title={t('inquiries.settings')} destroyOnHidden>
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => void save(v)}
        data-testid="inquiry-settings"
        disabled={!settings}
      >
        <Tabs
          items={LOCALES.map((l) => ({
            key: l,
            label: t(`lang.${l}`),
            forceRender: true,
            children: (
              <>
                <Form.Item
                  name={['texts', l, 'consent']}
                  label={t('inquiries.settings.consent')}
                  htmlFor={`inq-set-consent-${l}`}
                  extra={
                    settings ? t('inquiries.settings.version', { version: settings.texts[l].consentVersion }) : null
                  }
                >
                  <Input.TextArea id={`inq-set-consent-${l}`} rows={4} maxLength={2000} showCount />
                </Form.Item>
                <Form.Item
                  name={['texts', l, 'notice']}
                  label={t('inquiries.settings.notice')}
                  htmlFor={`inq-set-notice-${l}`}
                >
                  <Input.TextArea id={`inq-set-notice-${l}`} rows={4} maxLength={2000} showCount />
                </Form.Item>
              </>
            ),
          }))}
        />
        <Form.Item
          name="acknowledge"
          label={t('inquiries.settings.acknowledge')}
          valuePropName="checked"
          htmlFor="inq-set-ack"
          extra={t('inquiries.settings.acknowledgeHelp')}
        >
          <Switch id="inq-set-ack" />
        </Form.Item>
        <Typography.Paragraph type="secondary">{t('inquiries.settings.emptyHelp')}</Typography.Paragraph>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('inquiries.save')}
        </Button>
      </Form>
    </Drawer>
  );
}
