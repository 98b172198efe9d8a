import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  Alert,
  App,
  Button,
  Drawer,
  Flex,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Select,
  Space,
  Spin,
  Tabs,
  Tag,
  Typography,
  Upload,
} from 'antd';
import { DeleteOutlined, SwapOutlined } from '@ant-design/icons';
import {
  MEDIA_LIMITS,
  MEDIA_TRASH_FIELD,
  type FocalPoint,
  type MediaDetail,
  type MediaText,
  type MediaUse,
} from '#contract/media.ts';
import { LANGUAGE_NAMES, LOCALES, type Locale } from '#contract/locales.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { adminLocale } from '#app/admin/i18n.ts';
import { readOnlyLanguages, useAccountRights, usePermission } from '#app/admin/permissions.ts';
import { ReadOnly } from '#app/admin/components/ReadOnly.tsx';
import { TrashNote } from '#app/admin/components/DeleteButton.tsx';
import { RequestError } from '#app/admin/request.ts';
import { api } from '#app/admin/api.ts';
import { formatSize, getMedia, mediaName, useLink } from './api';
import { MEDIA_ACCEPT, PDF_ACCEPT } from '#app/admin/components/accept.ts';

interface Values {
  texts: Record<Locale, MediaText>;
  credit: string;
  tags: string[];
}

const emptyText: MediaText = { title: '', alt: '', caption: '' };

/** A use as a line: the item's kind and title, the field and language, linked to its edit screen. */
function UseLine({ use }: { use: MediaUse }) {
  const { t } = useI18n();
  const to = useLink(use);
  const label = `${t(`media.usage.kind.${use.kind}`)}: ${use.title || use.no || ''}`;
  return (
    <li>
      {to ? <Link to={to}>{label}</Link> : label}{' '}
      <Typography.Text type="secondary">
        ({use.field}
        {use.lang ? `, ${LANGUAGE_NAMES[use.lang]}` : ''})
      </Typography.Text>{' '}
      {use.field === MEDIA_TRASH_FIELD ? (
        <Tag>{t('media.usage.trash')}</Tag>
      ) : use.published ? null : (
        <Tag>{t('media.usage.draft')}</Tag>
      )}
    </li>
  );
}

/**
 * One library entry: its picture (a click sets the focal point), its title, alt text and caption
 * per language, credit and tags, where it is used, replace and delete.
 */
export function MediaDrawer({
  id,
  onClose,
  onChanged,
}: {
  id: string | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const { message } = App.useApp();
  const may = usePermission();
  // The languages the account may not write: shown, not editable, and not sent (the server refuses them).
  const locked = readOnlyLanguages(useAccountRights()) ?? {};
  const lang = adminLocale();
  const [form] = Form.useForm<Values>();
  const [entry, setEntry] = useState<MediaDetail | null>(null);
  const [focal, setFocal] = useState<FocalPoint | null>(null);
  const [saving, setSaving] = useState(false);
  const [busy, setBusy] = useState(false);
  const [inUse, setInUse] = useState<string | null>(null);

  // The latest onClose without reloading on each render of the screen (its arrow is new each time):
  // the entry loads when `id` changes, not when the list behind the drawer reloads.
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    let live = true;
    setEntry(null);
    setInUse(null);
    if (!id) return;
    getMedia(id)
      .then((e) => {
        if (!live) return;
        setEntry(e);
        setFocal(e.focalPoint);
        form.setFieldsValue({
          texts: Object.fromEntries(LOCALES.map((l) => [l, { ...emptyText, ...e.texts[l] }])) as Values['texts'],
          credit: e.credit ?? '',
          tags: e.tags,
        });
      })
      .catch(() => close.current());
    return () => {
      live = false;
    };
  }, [id, form]);

  const save = async (v: Values) => {
    if (!entry) return;
    setSaving(true);
    try {
      const res = await api('PUT', '/admin/media/{id}', {
        path: { id: entry.id },
        body: {
          texts: Object.fromEntries(LOCALES.filter((l) => !locked[l]).map((l) => [l, v.texts[l]])),
          credit: v.credit || null,
          tags: v.tags,
          focalPoint: focal,
        },
      });
      setEntry(res.result);
      message.success(t('media.saved'));
      onChanged();
    } catch {
      /* shown by the request layer */
    } finally {
      setSaving(false);
    }
  };

  const replace = async (file: File) => {
    if (!entry) return;
    setBusy(true);
    try {
      const form = new FormData();
      form.append('file', file);
      const res = await api('PUT', '/admin/media/{id}/file', { path: { id: entry.id }, form });
      setEntry(res.result);
      message.success(t('media.replaced'));
      onChanged();
    } catch {
      /* shown by the request layer */
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!entry) return;
    setBusy(true);
    try {
      await api('DELETE', '/admin/media/{id}', { path: { id: entry.id }, silent: true });
      message.success(t('media.deleted'));
      onChanged();
      onClose();
    } catch (err) {
      if (err instanceof RequestError && err.status === 409) {
        // The uses as they are now (the 409 names them; the list below links them).
        setEntry(await getMedia(entry.id));
        setInUse(err.message);
      } else if (err instanceof RequestError) message.error(err.message);
    } finally {
      setBusy(false);
    }
  };

  /** A click on the picture puts the focal point there (the inputs below do it by keyboard). */
  const pick = (e: React.MouseEvent<HTMLImageElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const round = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 100) / 100;
    setFocal({ x: round((e.clientX - box.left) / box.width), y: round((e.clientY - box.top) / box.height) });
  };

  const name = entry ? mediaName(entry, lang) : '';
  const pct = (n: number) => Math.round(n * 100);

  return (
    <Drawer
      open={!!id}
      onClose={onClose}
      size="large"
      title={entry ? t('media.drawer', { name }) : t('media.title')}
      destroyOnHidden
    >
      {!entry ? (
        <Spin />
      ) : (
        <Flex vertical gap={16}>
          {entry.type === 'image' ? (
            <div>
              <div className="media-focal">
                {/* The focal point is also set with the two number fields below (keyboard). */}
                <img
                  src={entry.url}
                  alt={entry.texts[lang]?.alt || ''}
                  onClick={pick}
                  className="media-focal__img"
                  data-testid="media-focal-image"
                />
                {focal ? (
                  <span
                    className="media-focal__mark"
                    style={{ left: `${pct(focal.x)}%`, top: `${pct(focal.y)}%` }}
                    aria-hidden="true"
                  />
                ) : null}
              </div>
              <Typography.Paragraph type="secondary" style={{ margin: '8px 0' }}>
                {t('media.focalHint')}
              </Typography.Paragraph>
              <Space wrap>
                <span>{t('media.focal')}:</span>
                <InputNumber
                  aria-label={t('media.focalX')}
                  min={0}
                  max={100}
                  value={focal ? pct(focal.x) : 50}
                  onChange={(v) => setFocal({ x: (v ?? 50) / 100, y: focal?.y ?? 0.5 })}
                />
                <InputNumber
                  aria-label={t('media.focalY')}
                  min={0}
                  max={100}
                  value={focal ? pct(focal.y) : 50}
                  onChange={(v) => setFocal({ x: focal?.x ?? 0.5, y: (v ?? 50) / 100 })}
                />
                <Button onClick={() => setFocal(null)} disabled={!focal}>
                  {t('media.focalReset')}
                </Button>
              </Space>
              <div role="status" className="admin-sr-only" data-testid="media-focal-status">
                {focal ? t('media.focalSet', { x: pct(focal.x), y: pct(focal.y) }) : ''}
              </div>
            </div>
          ) : (
            <a href={entry.url} target="_blank" rel="noreferrer">
              {t('media.download')}
            </a>
          )}
          <Typography.Text type="secondary">
            {t('media.meta', {
              type: entry.type === 'pdf' ? 'PDF' : `${entry.width} × ${entry.height}`,
              size: formatSize(entry.size, lang),
              date: i18n.formatDate(entry.createTime, 'short'),
              who: entry.uploader ?? '–',
            })}
          </Typography.Text>

          <Form<Values> form={form} layout="vertical" onFinish={save}>
            <Typography.Title level={2} style={{ fontSize: 16 }}>
              {t('media.texts')}
            </Typography.Title>
            <Tabs
              items={LOCALES.map((l) => ({
                key: l,
                label: LANGUAGE_NAMES[l],
                forceRender: true,
                children: (
                  <ReadOnly readOnly={!!locked[l]}>
                    <Form.Item name={['texts', l, 'title']} label={t('media.field.title')}>
                      <Input maxLength={MEDIA_LIMITS.title} />
                    </Form.Item>
                    {entry.type === 'image' ? (
                      <Form.Item
                        name={['texts', l, 'alt']}
                        label={t('media.field.alt')}
                        extra={t('media.field.altHint')}
                      >
                        <Input.TextArea maxLength={MEDIA_LIMITS.alt} autoSize={{ minRows: 2 }} />
                      </Form.Item>
                    ) : null}
                    <Form.Item name={['texts', l, 'caption']} label={t('media.field.caption')}>
                      <Input.TextArea maxLength={MEDIA_LIMITS.caption} autoSize={{ minRows: 1 }} />
                    </Form.Item>
                  </ReadOnly>
                ),
              }))}
            />
            <Form.Item name="credit" label={t('media.field.credit')}>
              <Input maxLength={MEDIA_LIMITS.credit} />
            </Form.Item>
            <Form.Item name="tags" label={t('media.field.tags')}>
              <Select mode="tags" maxCount={MEDIA_LIMITS.tags} aria-label={t('media.field.tags')} open={false} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('content.save')}
            </Button>
          </Form>

          <section aria-labelledby="media-usage">
            <Typography.Title level={2} style={{ fontSize: 16 }} id="media-usage">
              {t('media.usage')}
            </Typography.Title>
            {entry.usage.length ? (
              <ul className="media-usage" data-testid="media-usage">
                {entry.usage.map((u, i) => (
                  <UseLine key={i} use={u} />
                ))}
              </ul>
            ) : (
              <Typography.Text type="secondary">{t('media.usageNone')}</Typography.Text>
            )}
          </section>

          <Flex gap={12} wrap>
            <Upload
              accept={entry.type === 'pdf' ? PDF_ACCEPT : MEDIA_ACCEPT}
              showUploadList={false}
              maxCount={1}
              customRequest={({ file, onSuccess }) => {
                void replace(file as File).then(() => onSuccess?.(true));
              }}
            >
              <Button icon={<SwapOutlined />} loading={busy}>
                {t('media.replace')}
              </Button>
            </Upload>
            {may('upload') ? (
              <Popconfirm title={t('media.deleteConfirm')} description={<TrashNote />} onConfirm={() => void remove()}>
                <Button danger icon={<DeleteOutlined />} loading={busy}>
                  {t('media.delete')}
                </Button>
              </Popconfirm>
            ) : null}
          </Flex>
          <Typography.Text type="secondary">{t('media.replaceHint')}</Typography.Text>
          {inUse ? (
            <Alert
              type="warning"
              showIcon
              title={t('media.inUse')}
              description={
                <ul className="media-usage" data-testid="media-in-use">
                  {entry.usage.map((u, i) => (
                    <UseLine key={i} use={u} />
                  ))}
                </ul>
              }
            />
          ) : null}
        </Flex>
      )}
    </Drawer>
  );
}
