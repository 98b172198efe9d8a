import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Card, Statistic } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import type { InquirySummary } from '#contract/inquiries.ts';
import { useI18n } from '../i18n';
import { api } from './api';

/** The start page's count of new inquiries (those the account sees), and a word when mail is not configured. */
export function InquiryCount() {
  const { t } = useI18n();
  const [summary, setSummary] = useState<InquirySummary | null>(null);
  useEffect(() => {
    void api('GET', '/admin/inquiries/summary', { silent: true }).then(
      (r) => setSummary(r.result),
      () => undefined,
    );
  }, []);
  if (!summary) return null;
  return (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'stretch', marginBottom: 24 }}>
      <Link to="/admin/inquiries?status=new" data-testid="start-inquiries">
        <Card hoverable size="small">
          <Statistic title={t('inquiries.newCount')} value={summary.newCount} prefix={<MailOutlined />} />
        </Card>
      </Link>
      {!summary.mailConfigured ? (
        <Alert type="warning" showIcon message={t('inquiries.mailOff')} style={{ flex: '1 1 280px' }} />
      ) : null}
    </div>
  );
}
