import { useState } from 'react';
import { App, Button, Card, Typography } from 'antd';
import { CloudDownloadOutlined } from '@ant-design/icons';
import { useI18n } from '../i18n';
import { api } from './api';
import { notified } from './errors';

/**
 * "Download a backup": asks the server for a one-time link (with the session's token), then lets
 * the browser follow it, so the archive streams to disk instead of through the page's memory.
 */
export function BackupCard() {
  const i18n = useI18n();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    await notified(async () => {
      const { result } = await api('POST', '/admin/backup/link');
      // A download link: the browser saves the archive (or reports a failed download) and this
      // screen stays where it is.
      const link = document.createElement('a');
      link.href = result.url;
      link.download = '';
      document.body.append(link);
      link.click();
      link.remove();
      message.success(i18n.t('backup.started'));
    }).finally(() => setBusy(false));
  };

  return (
    <Card size="small" style={{ maxWidth: 720 }}>
      <Typography.Paragraph>{i18n.t('backup.intro')}</Typography.Paragraph>
      <Button icon={<CloudDownloadOutlined />} loading={busy} onClick={() => void download()}>
        {i18n.t('backup.download')}
      </Button>
    </Card>
  );
}
