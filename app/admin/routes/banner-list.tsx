import { useCallback, useEffect, useState } from 'react';
import { App, Button, Drawer, Form, Image, Input, Segmented, Space, Switch, Table, Typography, type TableColumnsType } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { Banner } from '../../../contract/entities';
import type { Pageable } from '../../../contract/envelope';
import { LOCALES, type Locale } from '../../../contract/locales';
import { useI18n } from '../../i18n';
import { request } from '../request';
import { adminLocale } from '../i18n';
import { ImageUpload } from '../components/ImageUpload';
import { useUnsavedChanges } from '../useUnsavedChanges';
import { DeleteButton } from '../components/DeleteButton';

interface BannerForm {
  imgPath?: string;
  title?: string;
  subTitle?: string;
  linkUrl?: string;
  top?: boolean;
}

const LINK = /^(https?:\/\/\S+|\/(?!\/)\S*)$/i;

/** Home-page banners per language: add and edit in a drawer, pin toggle, delete. */
export default function BannerList() {
  const i18n = useI18n();
  const { message } = App.useApp();
  const [lang, setLang] = useState<Locale>(adminLocale());
  const [rows, setRows] = useState<Banner[]>([]);
  const [pageable, setPageable] = useState<Pageable>({ pageNo: 1, pageSize: 10, totalCount: 0 });
  const [pageNo, setPageNo] = useState(1);
  const [loading, setLoading] = useState(true);
  const [editing, setEditing] = useState<Banner | 'new' | null>(null);
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [form] = Form.useForm<BannerForm>();
  const { markSaved } = useUnsavedChanges(dirty);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const res = await request<Banner[]>('/admin/banner', { query: { lang, pageNo, pageSize: 10 } });
      setRows(res.result ?? []);
      if (res.pageable) setPageable(res.pageable);
    } catch {
      setRows([]);
    } finally {
      setLoading(false);
    }
  }, [lang, pageNo]);

  useEffect(() => {
    void load();
  }, [load]);

  const open = (b: Banner | 'new') => {
    setEditing(b);
    setDirty(false);
    form.resetFields();
    if (b !== 'new') form.setFieldsValue({ imgPath: b.imgPath, title: b.title ?? '', subTitle: b.subTitle ?? '', linkUrl: b.linkUrl ?? '', top: b.top === 1 });
  };

  const close = () => {
    setEditing(null);
    setDirty(false);
    markSaved();
  };

  const save = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const body = {
        ...(editing !== 'new' && editing ? { id: editing.id } : {}),
        lang: editing !== 'new' && editing ? editing.lang : lang,
        imgPath: v.imgPath,
        title: v.title?.trim() ?? '',
        subTitle: v.subTitle?.trim() ?? '',
        linkUrl: v.linkUrl?.trim() ?? '',
        top: v.top ? 1 : 0,
      };
      await request('/admin/banner', { method: editing === 'new' ? 'POST' : 'PUT', body });
      message.success(i18n.t('msg.saved'));
      close();
      void load();
    } catch {
      message.warning(i18n.t('msg.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  const toggleTop = async (b: Banner, top: boolean) => {
    try {
      await request(`/admin/banner/${b.id}/${top ? 1 : 0}`, { method: 'PUT' });
      message.success(i18n.t(top ? 'msg.pinned' : 'msg.unpinned'));
      void load();
    } catch {
      /* notified */
    }
  };

  const remove = async (b: Banner) => {
    try {
      await request(`/admin/banner/${b.id}`, { method: 'DELETE' });
      message.success(i18n.t('msg.deleted'));
      void load();
    } catch {
      /* notified */
    }
  };

  const name = (b: Banner) => b.title || b.imgPath.split('/').pop() || String(b.id);

  const columns: TableColumnsType<Banner> = [
    {
      title: i18n.t('banner.image'),
      dataIndex: 'imgPath',
      width: 150,
      render: (src: string, b) => <Image src={src} alt={b.title || ''} width={128} height={64} style={{ objectFit: 'cover', borderRadius: 4 }} />,
    },
    {
      title: i18n.t('banner.title'),
      dataIndex: 'title',
      render: (_v, b) => (
        <div>
          <div style={{ fontWeight: 500 }}>{b.title || '—'}</div>
          {b.subTitle ? <Typography.Text type="secondary">{b.subTitle}</Typography.Text> : null}
        </div>
      ),
    },
    {
      title: i18n.t('banner.link'),
      dataIndex: 'linkUrl',
      width: 220,
      ellipsis: true,
      render: (v: string | null) => v || '—',
    },
    {
      title: i18n.t('banner.pinned'),
      dataIndex: 'top',
      width: 110,
      render: (top: number, b) => <Switch checked={top === 1} onChange={(c) => void toggleTop(b, c)} aria-label={`${i18n.t('banner.pinned')}: ${name(b)}`} />,
    },
    { title: i18n.t('col.updated'), dataIndex: 'updateTime', width: 130, render: (v: string) => i18n.formatDate(v, 'short') },
    {
      title: i18n.t('col.actions'),
      key: 'actions',
      width: 110,
      render: (_v, b) => (
        <Space size={0}>
          <Button type="text" icon={<EditOutlined />} aria-label={`${i18n.t('action.edit')}: ${name(b)}`} onClick={() => open(b)} />
          <DeleteButton name={name(b)} title={i18n.t('confirm.delete.title')} text={i18n.t('confirm.delete.one', { name: name(b) })} onConfirm={() => remove(b)} />
        </Space>
      ),
    },
  ];

  return (
    <>
      <div className="admin-page-head">
        <Typography.Title level={1}>{i18n.t('menu.banners')}</Typography.Title>
      </div>
      <div className="admin-toolbar">
        <Segmented
          aria-label={i18n.t('langTabs.label')}
          value={lang}
          onChange={(v) => {
            setLang(v as Locale);
            setPageNo(1);
          }}
          options={LOCALES.map((l) => ({ value: l, label: i18n.t(`lang.${l}`) }))}
        />
        <div className="admin-toolbar-spacer" />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
          {i18n.t('banner.add')}
        </Button>
      </div>
      <Table<Banner>
        rowKey="id"
        loading={loading}
        columns={columns}
        dataSource={rows}
        scroll={{ x: 860 }}
        locale={{ emptyText: i18n.t('banner.empty') }}
        pagination={{ current: pageable.pageNo, pageSize: pageable.pageSize, total: pageable.totalCount, onChange: setPageNo, hideOnSinglePage: true }}
      />
      <Drawer
        open={!!editing}
        title={editing === 'new' ? `${i18n.t('banner.add')} (${i18n.t(`lang.${lang}`)})` : i18n.t('banner.edit')}
        size={520}
        onClose={close}
        destroyOnHidden
        forceRender
        extra={
          <Space>
            <Button onClick={close}>{i18n.t('action.cancel')}</Button>
            <Button type="primary" loading={saving} onClick={() => void save().catch(() => undefined)}>
              {i18n.t('action.save')}
            </Button>
          </Space>
        }
      >
        <Form form={form} name="banner" layout="vertical" onValuesChange={() => setDirty(true)} onFinish={() => void save()}>
          <Form.Item name="imgPath" label={i18n.t('banner.image')} rules={[{ required: true }]}>
            <ImageUpload width={240} height={120} />
          </Form.Item>
          <Form.Item name="title" label={i18n.t('banner.title')} rules={[{ max: 300 }]}>
            <Input maxLength={300} />
          </Form.Item>
          <Form.Item name="subTitle" label={i18n.t('banner.subTitle')} rules={[{ max: 500 }]}>
            <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
          </Form.Item>
          <Form.Item name="linkUrl" label={i18n.t('banner.link')} rules={[{ pattern: LINK, message: i18n.t('banner.linkInvalid') }]}>
            <Input placeholder="https:// … / /news" inputMode="url" maxLength={2000} />
          </Form.Item>
          <Form.Item name="top" label={i18n.t('banner.pinned')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </Form>
      </Drawer>
    </>
  );
}
