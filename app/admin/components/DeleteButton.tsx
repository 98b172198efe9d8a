import type { ReactNode } from 'react';
import { Button, Popconfirm } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useI18n } from '../../i18n';
import { useItemActions } from '../permissions';

/** The delete action of a list row: a red bin named after the item, asking before it deletes; none for a role that may not delete. */
export function DeleteButton({ name, title, text, onConfirm }: { name: string; title: ReactNode; text?: ReactNode; onConfirm: () => unknown }) {
  const { t } = useI18n();
  if (!useItemActions()) return null;
  return (
    <Popconfirm
      title={title}
      description={text ? <div style={{ maxWidth: 280 }}>{text}</div> : undefined}
      okText={t('action.delete')}
      cancelText={t('action.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={() => void onConfirm()}
    >
      <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${t('action.delete')}: ${name}`} title={t('action.delete')} />
    </Popconfirm>
  );
}
