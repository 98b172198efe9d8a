import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button, Flex, Space, Typography } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useI18n, type I18n } from '#app/i18n/index.tsx';
import type { Locale } from '#contract/locales.ts';
import { LangBadges } from '#app/admin/components/LangBadges.tsx';
import { StatusTag } from '#app/admin/components/StatusTag.tsx';
import type { KeptPublication } from '#app/admin/edit/publication.ts';
import type { ListColumn } from './ListTable.tsx';
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

/** A screen's heading with its one action beside it (Add …, Export …) and a line about the screen under it. */
export function PageHead({ title, action, intro }: { title: ReactNode; action: ReactNode; intro: ReactNode }) {
  return (
    <div className="admin-page-head">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {action}
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
        {intro}
      </Typography.Paragraph>
    </div>
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

/** The columns every list of published content has: its publication status and the languages it has. */
export function publicationColumns<T extends KeptPublication & { langs?: Locale[] }>(t: I18n['t']): ListColumn<T>[] {
  return [
    { key: 'status', title: t('status.column'), width: 170, render: (_v, row) => <StatusTag publication={row} /> },
    {
      key: 'langs',
      title: t('col.languages'),
      dataIndex: 'langs',
      width: 150,
      render: (langs: Locale[] | undefined) => <LangBadges langs={langs} />,
    },
  ];
}

/** The "Updated" column with the short date (lists with many columns: articles, banners). */
export function updatedColumn<T>({ t, formatDate }: I18n): ListColumn<T> {
  return {
    key: 'updated',
    title: t('col.updated'),
    dataIndex: 'updateTime',
    width: 125,
    nowrap: true,
    render: (v: string) => formatDate(v, 'short'),
  };
}
