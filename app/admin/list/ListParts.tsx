import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button, Flex, Space, Typography } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useI18n } from '#app/i18n/index.tsx';
import { DeleteButton } from '#app/admin/components/DeleteButton.tsx';

/** A list screen's heading with its "Add …" button, which opens the screen for a new item at `addPath`. */
export function ListHeader({
  title,
  addLabel,
  addPath,
  marginBottom,
}: {
  title: ReactNode;
  addLabel: ReactNode;
  addPath: string;
  marginBottom: number;
}) {
  const navigate = useNavigate();
  return (
    <Flex justify="space-between" align="center" wrap gap={16} style={{ marginBottom }}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {title}
      </Typography.Title>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(addPath)}>
        {addLabel}
      </Button>
    </Flex>
  );
}

/**
 * The actions of a list row whose item has its own edit screen: edit (to `editPath`) and delete
 * to the trash (asking `deleteTitle`/`deleteText`), after the screen's own (`children`).
 */
export function EditDeleteActions({
  name,
  editPath,
  deleteTitle,
  deleteText,
  onDelete,
  size,
  children,
}: {
  name: string;
  editPath: string;
  deleteTitle: ReactNode;
  deleteText: ReactNode;
  onDelete: () => unknown;
  size: number;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <Space size={size}>
      {children}
      <Button
        type="text"
        icon={<EditOutlined />}
        aria-label={`${t('content.edit')}: ${name}`}
        title={t('content.edit')}
        onClick={() => navigate(editPath)}
      />
      <DeleteButton trash name={name} title={deleteTitle} text={deleteText} onConfirm={onDelete} />
    </Space>
  );
}
