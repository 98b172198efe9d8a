import type { I18n } from '#app/i18n/index.tsx';
import { useEffect, useState } from 'react';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Drawer,
  Input,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  Timeline,
  Typography,
  type TableColumnsType,
} from 'antd';
import { DeleteOutlined, MailOutlined, SettingOutlined } from '@ant-design/icons';
import { InquirySettingsDrawer } from './InquirySettings';
import type { Inquiry, InquirySummary } from '#contract/inquiries.ts';
import { INQUIRY_STATUSES, isInquiryStatus, type InquiryStatus } from '#contract/inquiries.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { firmTime } from '../edit/firm-time';
import { api } from '#app/admin/api.ts';
import { useList } from '../list/useList';
import { notified } from '../errors';
import { useUrlState } from '../list/url-state';
import { useAccountRights } from '../permissions';
import { listPage } from '#app/admin/list/page.ts';

/** What an inquiry is about, in a line. */
function contextLabel(i: Inquiry, t: I18n['t']): string {
  if (i.lawyerName) return t('inquiries.lawyer', { name: i.lawyerName });
  if (i.practiceAreaName) return t('inquiries.area', { name: i.practiceAreaName });
  if (i.articleTitle) return t('inquiries.article', { name: i.articleTitle });
  return t('inquiries.general');
}

/**
 * The inquiry inbox: list with status, context, language and assignee, search and filters; a
 * drawer with the whole message, the consent text shown at the time, internal notes, a mailto
 * reply, the status history and assignment. Every text is React text: nothing a visitor typed runs.
 */
export default function InquiriesPage() {
  const i18n = useI18n();
  const { t, tag } = i18n;
  const { message } = App.useApp();
  const rights = useAccountRights();
  const canAssign = rights?.can('publish') ?? false;
  const canSettings = rights?.can('site') ?? false;
  const [settingsOpen, setSettingsOpen] = useState(false);
  const url = useUrlState();
  const status = url.pick('status', isInquiryStatus);
  const q = url.get('q');
  const [summary, setSummary] = useState<InquirySummary | null>(null);
  const list = useList<Inquiry, { status?: InquiryStatus; q: string }>({
    query: { status, q },
    fetch: async (query, { pageNo, pageSize }) => {
      return listPage(await api('GET', '/admin/inquiries', { query: { pageNo, pageSize, ...query } }));
    },
    paging: { sizes: [10, 20, 50, 100] },
  });
  // The summary (is mail set up?) beside the list, not inside its load: its failure is no list error.
  useEffect(() => {
    void api('GET', '/admin/inquiries/summary', { silent: true }).then(
      (r) => setSummary(r.result),
      () => undefined,
    );
  }, [list.reload]);
  const [assignees, setAssignees] = useState<{ id: number; name: string }[]>([]);
  const [open, setOpen] = useState<Inquiry | null>(null);
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (canAssign)
      void api('GET', '/admin/inquiries/assignees', { silent: true }).then(
        (r) => setAssignees(r.result ?? []),
        () => undefined,
      );
  }, [canAssign]);

  const setParam = (name: string, value: string) => url.update({ [name]: value });

  const show = (i: Inquiry) => {
    setOpen(i);
    setNotes(i.notes);
  };

  const update = async (change: { status?: InquiryStatus; notes?: string; assigneeId?: number | null }) => {
    if (!open) return;
    setBusy(true);
    await list.act(async () => {
      const res = await api('PUT', '/admin/inquiries/{id}', { path: { id: open.id }, body: change });
      setOpen(res.result);
      setNotes(res.result.notes);
    }, t('inquiries.saved'));
    setBusy(false);
  };

  const remove = async () => {
    if (!open) return;
    if (await list.remove(() => api('DELETE', '/admin/inquiries/{id}', { path: { id: open.id } }))) setOpen(null);
  };

  const erase = async () => {
    if (!open) return;
    const res = await notified(api('POST', '/admin/inquiries/erase', { body: { email: open.email } }));
    if (!res) return;
    message.success(t('inquiries.erased', { count: res.result }));
    setOpen(null);
    void list.reload();
  };

  const statusOptions = INQUIRY_STATUSES.map((s) => ({ value: s, label: t(`inquiries.status.${s}`) }));
  const columns: TableColumnsType<Inquiry> = [
    { title: t('inquiries.received'), dataIndex: 'createTime', width: 170, render: (v: string) => firmTime(v, tag) },
    {
      title: t('inquiries.status'),
      dataIndex: 'status',
      width: 130,
      render: (s: InquiryStatus) => (
        <Tag style={s === 'new' ? { fontWeight: 700 } : undefined}>{t(`inquiries.status.${s}`)}</Tag>
      ),
    },
    {
      title: t('inquiries.from'),
      dataIndex: 'name',
      render: (_v, i) => (
        <>
          <div>{i.name}</div>
          <Typography.Text type="secondary">{i.email}</Typography.Text>
        </>
      ),
    },
    {
      title: t('inquiries.subject'),
      dataIndex: 'subject',
      render: (v: string) => <Typography.Text ellipsis={{ tooltip: v }}>{v}</Typography.Text>,
    },
    { title: t('inquiries.context'), key: 'context', render: (_v, i) => contextLabel(i, t) },
    { title: t('inquiries.language'), dataIndex: 'lang', width: 110, render: (l: Inquiry['lang']) => t(`lang.${l}`) },
    { title: t('inquiries.assignee'), dataIndex: 'assigneeName', width: 140, render: (v: string | null) => v ?? '—' },
    {
      title: t('col.actions'),
      key: 'actions',
      width: 110,
      render: (_v, i) => (
        <Button
          size="small"
          onClick={() => show(i)}
          aria-label={`${t('inquiries.open')}: ${i.subject}`}
          data-testid={`inquiry-open-${i.id}`}
        >
          {t('inquiries.open')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <div className="admin-page-head">
        <Typography.Title level={1}>{t('menu.inquiries')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('inquiries.intro')}</Typography.Paragraph>
      </div>
      {summary && !summary.mailConfigured ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('inquiries.mailOff')}
          data-testid="mail-off"
        />
      ) : null}
      <div className="admin-toolbar">
        <Input.Search
          aria-label={t('inquiries.search')}
          placeholder={t('inquiries.search')}
          defaultValue={q}
          allowClear
          onSearch={(v) => setParam('q', v.trim())}
          style={{ maxWidth: 320 }}
        />
        <Select
          aria-label={t('inquiries.status')}
          value={status ?? ''}
          onChange={(v) => setParam('status', v)}
          options={[{ value: '', label: t('inquiries.allStatuses') }, ...statusOptions]}
          style={{ minWidth: 180 }}
        />
        {canSettings ? (
          <Button icon={<SettingOutlined />} onClick={() => setSettingsOpen(true)} data-testid="inquiry-settings-open">
            {t('inquiries.settings')}
          </Button>
        ) : null}
      </div>
      {canSettings ? <InquirySettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} /> : null}
      <Table<Inquiry> rowKey="id" size="middle" columns={columns} scroll={{ x: 900 }} {...list.tableProps} />
      <Drawer
        open={!!open}
        onClose={() => setOpen(null)}
        width={620}
        title={open ? t('inquiries.detail', { id: open.id }) : ''}
        destroyOnHidden
      >
        {open ? (
          <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="inquiry-detail">
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label={t('inquiries.from')}>
                {open.name} ·{' '}
                <a href={`mailto:${open.email}`} style={{ textDecoration: 'underline' }}>
                  {open.email}
                </a>
              </Descriptions.Item>
              {open.phone ? <Descriptions.Item label={t('inquiries.phone')}>{open.phone}</Descriptions.Item> : null}
              {open.company ? (
                <Descriptions.Item label={t('inquiries.company')}>{open.company}</Descriptions.Item>
              ) : null}
              <Descriptions.Item label={t('inquiries.subject')}>{open.subject}</Descriptions.Item>
              <Descriptions.Item label={t('inquiries.context')}>{contextLabel(open, t)}</Descriptions.Item>
              <Descriptions.Item label={t('inquiries.language')}>{t(`lang.${open.lang}`)}</Descriptions.Item>
              <Descriptions.Item label={t('inquiries.received')}>
                {firmTime(open.createTime, tag)} · {t(`inquiries.mail.${open.mail}`)}
              </Descriptions.Item>
            </Descriptions>
            <div>
              <Typography.Title level={2} style={{ fontSize: 16 }}>
                {t('inquiries.message')}
              </Typography.Title>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="inquiry-message">
                {open.message}
              </Typography.Paragraph>
              <Button
                icon={<MailOutlined />}
                href={`mailto:${open.email}?subject=${encodeURIComponent(`Re: ${open.subject}`)}`}
              >
                {t('inquiries.reply')}
              </Button>
            </div>
            <Space wrap>
              <Select
                aria-label={t('inquiries.status')}
                value={open.status}
                disabled={busy}
                onChange={(v) => void update({ status: v })}
                options={statusOptions}
                style={{ minWidth: 180 }}
                data-testid="inquiry-status"
              />
              {canAssign ? (
                <Select
                  aria-label={t('inquiries.assignee')}
                  value={open.assigneeId ?? 0}
                  disabled={busy}
                  onChange={(v) => void update({ assigneeId: v || null })}
                  options={[
                    { value: 0, label: t('inquiries.nobody') },
                    ...assignees.map((a) => ({ value: a.id, label: a.name })),
                  ]}
                  style={{ minWidth: 200 }}
                />
              ) : null}
            </Space>
            <div>
              <Typography.Title level={2} style={{ fontSize: 16 }}>
                <label htmlFor="inquiry-notes">{t('inquiries.notes')}</label>
              </Typography.Title>
              <Input.TextArea
                id="inquiry-notes"
                rows={4}
                value={notes}
                maxLength={20000}
                onChange={(e) => setNotes(e.target.value)}
              />
              <Button style={{ marginTop: 8 }} loading={busy} onClick={() => void update({ notes })}>
                {t('inquiries.save')}
              </Button>
            </div>
            <div>
              <Typography.Title level={2} style={{ fontSize: 16 }}>
                {t('inquiries.history')}
              </Typography.Title>
              <Timeline
                items={open.history.map((h) => ({
                  children: `${firmTime(h.at, tag)} · ${t(`inquiries.status.${h.status}`)}${h.account ? ` · ${h.account}` : ''}`,
                }))}
              />
            </div>
            <div>
              <Typography.Title level={2} style={{ fontSize: 16 }}>
                {t('inquiries.consent', { version: open.consentVersion })}
              </Typography.Title>
              <Typography.Paragraph type="secondary">{open.consentText}</Typography.Paragraph>
            </div>
            {canAssign ? (
              <Space wrap>
                <Popconfirm
                  title={t('inquiries.deleteConfirm')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => void remove()}
                >
                  <Button danger icon={<DeleteOutlined />}>
                    {t('inquiries.delete')}
                  </Button>
                </Popconfirm>
                <Popconfirm
                  title={t('inquiries.eraseConfirm', { email: open.email })}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => void erase()}
                >
                  <Button danger>{t('inquiries.erase')}</Button>
                </Popconfirm>
              </Space>
            ) : null}
          </Space>
        ) : null}
      </Drawer>
    </>
  );
}
