import { useState } from 'react';
import { Button, Card, Empty, Flex, Form, Input, Popconfirm, Spin, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Icon } from '#contract/entities.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { api } from '../api.ts';
import { useList } from '../list/useList';
import { ImageUpload } from '../components/ImageUpload';
import { useUnsavedChanges } from '../useUnsavedChanges';
import { listPage } from '#app/admin/list/page.ts';

interface NewIcon {
  name: string;
  url?: string;
}

/** The icon library offered when editing practice areas: upload (image, then name), list, delete. */
export default function IconsPage() {
  const { t } = useI18n();
  const [form] = Form.useForm<NewIcon>();
  const list = useList<Icon, null>({
    query: null,
    fetch: async () => listPage(await api('GET', '/admin/icon')),
    paging: false,
  });
  const { rows: icons, loading } = list;
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);

  const add = async (v: NewIcon) => {
    setSaving(true);
    // On an error the form keeps its values.
    await list.act(async () => {
      await api('POST', '/admin/icon', { body: { name: v.name.trim(), url: v.url ?? '' } });
      form.resetFields();
      setDirty(false);
    }, t('icons.added'));
    setSaving(false);
  };

  const remove = (icon: Icon) =>
    list.act(() => api('DELETE', '/admin/icon/{id}', { path: { id: icon.id } }), t('content.deleted'));

  return (
    <div className="admin-page">
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {t('icons.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: '4px 0 16px' }}>
        {t('icons.intro')}
      </Typography.Paragraph>

      <Card title={t('icons.upload')} style={{ marginBottom: 16 }}>
        <Form<NewIcon> form={form} layout="vertical" onFinish={add} onValuesChange={() => setDirty(true)}>
          <Flex gap={24} wrap align="start">
            <Form.Item name="url" label={t('icons.image')} rules={[{ required: true }]}>
              <ImageUpload width={96} height={96} maxMb={2} />
            </Form.Item>
            <Form.Item
              name="name"
              label={t('icons.name')}
              rules={[{ required: true, whitespace: true }, { max: 200 }]}
              style={{ flex: '1 1 240px', maxWidth: 360 }}
            >
              <Input maxLength={200} autoComplete="off" />
            </Form.Item>
            <Form.Item label=" " colon={false}>
              <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={saving}>
                {t('content.add')}
              </Button>
            </Form.Item>
          </Flex>
        </Form>
      </Card>

      <Spin spinning={loading}>
        {list.error ? (
          list.tableProps.locale?.emptyText
        ) : icons.length === 0 && !loading ? (
          <Empty description={t('icons.empty')} />
        ) : (
          <ul
            aria-label={t('icons.title')}
            style={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
              gap: 16,
            }}
          >
            {icons.map((icon) => (
              <li key={icon.id} data-testid="icon-card">
                <Card
                  size="small"
                  styles={{ body: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 } }}
                >
                  <img src={icon.url} alt={icon.name} width={64} height={64} style={{ objectFit: 'contain' }} />
                  <Typography.Text ellipsis={{ tooltip: icon.name }} style={{ maxWidth: '100%' }}>
                    {icon.name}
                  </Typography.Text>
                  <Popconfirm
                    title={t('icons.deleteConfirm', { name: icon.name })}
                    description={t('icons.deleteText')}
                    okText={t('content.delete')}
                    cancelText={t('content.cancel')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove(icon)}
                  >
                    <Button
                      size="small"
                      danger
                      type="text"
                      icon={<DeleteOutlined />}
                      aria-label={`${t('content.delete')}: ${icon.name}`}
                    >
                      {t('content.delete')}
                    </Button>
                  </Popconfirm>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </Spin>
    </div>
  );
}
