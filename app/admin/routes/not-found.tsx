import { useNavigate } from 'react-router';
import { Button, Result } from 'antd';
import { useI18n } from '#app/i18n/index.tsx';

/** Unknown admin paths, and screens that do not exist for a kind (e.g. honour categories). */
export function AdminNotFound({ text }: { text?: string }) {
  const i18n = useI18n();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{i18n.t('notFound.title')}</h1>}
      subTitle={text ?? i18n.t('notFound.text')}
      extra={
        <Button type="primary" onClick={() => navigate('/admin')}>
          {i18n.t('notFound.back')}
        </Button>
      }
    />
  );
}

/** A screen the account's role may not open (the menu does not offer it; a typed or old link can). */
export function Forbidden() {
  const i18n = useI18n();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{i18n.t('forbidden.title')}</h1>}
      subTitle={i18n.t('forbidden.text')}
      extra={
        <Button type="primary" onClick={() => navigate('/admin')}>
          {i18n.t('notFound.back')}
        </Button>
      }
    />
  );
}

export default function NotFoundPage() {
  return <AdminNotFound />;
}
