import { useState } from 'react';
import { Alert, App, Button, Flex, Typography } from 'antd';
import { CheckOutlined, CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { useI18n } from '#app/i18n/index.tsx';

/** Copies text; says so (or that it could not: the text is still selectable on screen). */
function useCopy() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const [copied, setCopied] = useState(false);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      message.success(t('secret.copied'));
      setTimeout(() => setCopied(false), 2000);
    } catch {
      message.warning(t('secret.copyFailed'));
    }
  };
  return { copied, copy };
}

/** A one-time password, shown once: large, selectable, with a copy button. */
export function OneTimeSecret({ account, password }: { account: string; password: string }) {
  const { t } = useI18n();
  const { copied, copy } = useCopy();
  return (
    <>
      <Alert
        type="warning"
        showIcon
        title={t('secret.onceTitle')}
        description={t('secret.onceText', { account })}
        style={{ marginBottom: 16 }}
      />
      <Flex gap={8} align="center" wrap>
        <Typography.Text code className="admin-secret" data-testid="one-time-password">
          {password}
        </Typography.Text>
        <Button icon={copied ? <CheckOutlined /> : <CopyOutlined />} onClick={() => void copy(password)}>
          {t('secret.copy')}
        </Button>
      </Flex>
    </>
  );
}

/** The recovery codes of two-factor sign-in, shown once: copy all, or download them as a text file. */
export function RecoveryCodes({ codes, account }: { codes: string[]; account: string }) {
  const { t } = useI18n();
  const { copied, copy } = useCopy();
  const text = codes.join('\n');
  const download = () => {
    const href = URL.createObjectURL(
      new Blob([`${t('recovery.fileTitle', { account, host: window.location.host })}\n\n${text}\n`], {
        type: 'text/plain;charset=utf-8',
      }),
    );
    const link = document.createElement('a');
    link.href = href;
    link.download = `recovery-codes-${account}.txt`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  };
  return (
    <>
      <Alert
        type="warning"
        showIcon
        title={t('recovery.onceTitle')}
        description={t('recovery.onceText', { n: codes.length })}
        style={{ marginBottom: 16 }}
      />
      <ol className="admin-recovery-codes" data-testid="recovery-codes" aria-label={t('recovery.title')}>
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <Flex gap={8} wrap>
        <Button icon={copied ? <CheckOutlined /> : <CopyOutlined />} onClick={() => void copy(text)}>
          {t('recovery.copy')}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={download}>
          {t('recovery.download')}
        </Button>
      </Flex>
    </>
  );
}
