import type { ReactNode } from 'react';
import { Button, Popconfirm } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useI18n } from '#app/i18n/index.tsx';
import { useItemActions } from '../permissions';
import { useTrashDays } from './trash-days';

/**
 * The delete action of a list row: a red bin named after the item, asking before it deletes; none
 * for a role that may not delete. Content goes to the trash (`trash`): the question says so and for
 * how long it can be restored there (TRASH_DAYS); only the trash's own delete is for good.
 */
export function DeleteButton({
  name,
  title,
  text,
  trash,
  onConfirm,
}: {
  name: string;
  title: ReactNode;
  text?: ReactNode;
  trash?: boolean;
  onConfirm: () => unknown;
}) {
  const { t } = useI18n();
  const allowed = useItemActions();
  if (!allowed) return null;
  const description =
    text || trash ? (
      <div style={{ maxWidth: 300 }} data-testid="delete-text">
        {text ? <p style={{ margin: 0 }}>{text}</p> : null}
        {trash ? <TrashNote /> : null}
      </div>
    ) : undefined;
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={t('action.delete')}
      cancelText={t('action.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={() => void onConfirm()}
    >
      <Button
        type="text"
        danger
        icon={<DeleteOutlined />}
        aria-label={`${t('action.delete')}: ${name}`}
        title={t('action.delete')}
      />
    </Popconfirm>
  );
}

/** "It goes to the trash and can be restored there for 30 days." (asked of the server when the dialog opens). */
export function TrashNote() {
  const { t } = useI18n();
  const days = useTrashDays();
  return <p style={{ margin: '6px 0 0' }}>{days ? t('delete.toTrash', { days }) : t('delete.toTrashSoon')}</p>;
}
