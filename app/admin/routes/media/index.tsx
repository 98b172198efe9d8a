import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { App, Checkbox, Flex, Input, Segmented, Select, Typography, Upload } from 'antd';
import type { UploadProps } from 'antd';
import { AppstoreOutlined, BarsOutlined, InboxOutlined } from '@ant-design/icons';
import type { MediaEntry, MediaType } from '#contract/media.ts';
import { LANGUAGE_NAMES, LOCALES, isLocale, type Locale } from '#contract/locales.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { adminLocale } from '#app/admin/i18n.ts';
import { upload } from '#app/admin/request.ts';
import { ListTable, type ListColumn } from '#app/admin/list/ListTable.tsx';
import { IMAGE_MAX_MB } from '#app/admin/components/ImageUpload.tsx';
import { IMAGE_TYPES, MEDIA_ACCEPT, PDF_TYPE } from '#app/admin/components/accept.ts';
import { listMedia, formatSize, mediaName, type MediaQuery } from './api';
import { MediaThumb } from './MediaThumb';
import { MediaGrid } from './MediaGrid';
import { MediaDrawer } from './MediaDrawer';

const PAGE_SIZE = 24;

/**
 * The media library (issue 33): every picture and PDF once, with search, filters (type, unused,
 * missing alt text in a language), a grid and a list, drag-and-drop upload of many files with
 * progress, and a drawer that describes, replaces or deletes a file and shows where it is used.
 * `?open=<fileId>` opens a file's drawer.
 */
export default function MediaPage() {
  const i18n = useI18n();
  const { t } = i18n;
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const lang = adminLocale();
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [query, setQuery] = useState<MediaQuery>({
    pageNo: 1,
    pageSize: PAGE_SIZE,
    missingAlt: isLocale(params.get('missingAlt')) ? (params.get('missingAlt') as Locale) : undefined,
    unused: params.get('unused') === 'true' || undefined,
  });
  const [items, setItems] = useState<MediaEntry[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const openId = params.get('open');
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const res = await listMedia(query);
      setItems(res.items);
      setTotal(res.pageable.totalCount);
    } catch {
      /* shown by the request layer */
    } finally {
      setLoading(false);
    }
  }, [query]);

  useEffect(() => {
    void load();
  }, [load]);
  // The latest query's load, for uploads that finish after the search or filters changed.
  const latestLoad = useRef(load);
  latestLoad.current = load;

  /** Several uploads finishing one after another reload the list once. */
  const reloadSoon = () => {
    if (reloadTimer.current) clearTimeout(reloadTimer.current);
    reloadTimer.current = setTimeout(() => void latestLoad.current(), 300);
  };

  const open = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('open', id);
    else next.delete('open');
    setParams(next, { replace: true });
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (![...IMAGE_TYPES, PDF_TYPE].includes(file.type)) {
      message.error(t('upload.wrongType', { name: file.name, max: IMAGE_MAX_MB }));
      return Upload.LIST_IGNORE;
    }
    if (file.size > IMAGE_MAX_MB * 1024 * 1024) {
      message.error(t('upload.tooLarge', { name: file.name, max: IMAGE_MAX_MB }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = async ({ file, onProgress, onSuccess, onError }) => {
    try {
      const res = await upload(file as File, (percent) => onProgress?.({ percent }));
      onSuccess?.(res.result);
      message.success(t('media.uploaded', { name: (file as File).name }));
      reloadSoon();
    } catch (err) {
      onError?.(err as Error);
    }
  };

  const set = (patch: Partial<MediaQuery>) => setQuery((q) => ({ ...q, ...patch, pageNo: patch.pageNo ?? 1 }));

  const altLangs = (e: MediaEntry) =>
    LOCALES.filter((l) => e.texts[l]?.alt).map((l) => (
      <abbr key={l} className="media-alt-lang" title={LANGUAGE_NAMES[l]}>
        {l.slice(0, 2).toUpperCase()}
      </abbr>
    ));

  const columns: ListColumn<MediaEntry>[] = [
    {
      key: 'preview',
      title: t('media.col.preview'),
      width: 72,
      keep: true,
      render: (_: unknown, e) => <MediaThumb entry={e} lang={lang} size={48} />,
    },
    {
      key: 'name',
      title: t('media.col.name'),
      width: 200,
      grow: true,
      keep: true,
      render: (_: unknown, e) => (
        <Typography.Link onClick={() => open(e.id)} aria-label={t('media.open', { name: mediaName(e, lang) })}>
          {mediaName(e, lang)}
        </Typography.Link>
      ),
    },
    {
      key: 'type',
      title: t('media.col.type'),
      width: 90,
      nowrap: true,
      render: (_: unknown, e) => (e.type === 'pdf' ? 'PDF' : e.mime.replace('image/', '').toUpperCase()),
    },
    {
      key: 'dimensions',
      title: t('media.col.dimensions'),
      width: 110,
      optional: true,
      nowrap: true,
      render: (_: unknown, e) => (e.width ? `${e.width} × ${e.height}` : '–'),
    },
    {
      key: 'size',
      title: t('media.col.size'),
      width: 90,
      nowrap: true,
      render: (_: unknown, e) => formatSize(e.size, lang),
    },
    {
      key: 'alt',
      title: t('media.col.alt'),
      width: 130,
      render: (_: unknown, e) => (e.type === 'image' ? altLangs(e) : '–'),
    },
    {
      key: 'used',
      title: t('media.col.used'),
      width: 110,
      nowrap: true,
      render: (_: unknown, e) => t('media.uses', { n: e.usageCount }),
    },
    {
      key: 'uploaded',
      title: t('media.col.uploaded'),
      width: 120,
      optional: true,
      nowrap: true,
      render: (_: unknown, e) => i18n.formatDate(e.createTime, 'short'),
    },
  ];

  return (
    <div className="admin-page media-page">
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {t('media.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: '4px 0 16px' }}>
        {t('media.intro')}
      </Typography.Paragraph>

      <Upload.Dragger
        multiple
        accept={MEDIA_ACCEPT}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        style={{ marginBottom: 16 }}
        data-testid="media-dropzone"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden="true" />
        </p>
        <p className="ant-upload-text">{t('media.drop')}</p>
        <p className="ant-upload-hint">{t('media.dropHint', { max: IMAGE_MAX_MB })}</p>
      </Upload.Dragger>

      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('media.search')}
          aria-label={t('media.search')}
          maxLength={200}
          style={{ width: 300 }}
          onSearch={(q) => set({ q: q.trim() || undefined })}
        />
        <Select<MediaType | 'all'>
          aria-label={t('media.type')}
          value={query.type ?? 'all'}
          style={{ width: 160 }}
          onChange={(v) => set({ type: v === 'all' ? undefined : v })}
          options={[
            { value: 'all', label: t('media.type.all') },
            { value: 'image', label: t('media.type.image') },
            { value: 'pdf', label: t('media.type.pdf') },
          ]}
        />
        <Select<Locale | 'any'>
          aria-label={t('media.missingAlt')}
          value={query.missingAlt ?? 'any'}
          style={{ width: 240 }}
          onChange={(v) => set({ missingAlt: v === 'any' ? undefined : v })}
          options={[
            { value: 'any', label: t('media.missingAlt.any') },
            ...LOCALES.map((l) => ({ value: l, label: t('media.missingAlt.in', { lang: LANGUAGE_NAMES[l] }) })),
          ]}
        />
        <Checkbox checked={!!query.unused} onChange={(e) => set({ unused: e.target.checked || undefined })}>
          {t('media.unused')}
        </Checkbox>
        <Segmented<'grid' | 'list'>
          aria-label={t('media.view')}
          value={view}
          onChange={setView}
          options={[
            { value: 'grid', icon: <AppstoreOutlined />, label: t('media.view.grid') },
            { value: 'list', icon: <BarsOutlined />, label: t('media.view.list') },
          ]}
        />
      </Flex>

      {view === 'list' ? (
        <ListTable<MediaEntry>
          listId="media"
          rowKey="id"
          loading={loading}
          columns={columns}
          dataSource={items}
          locale={{ emptyText: t('media.empty') }}
          pagination={{
            current: query.pageNo,
            pageSize: query.pageSize,
            total,
            onChange: (pageNo) => set({ pageNo }),
            hideOnSinglePage: true,
          }}
        />
      ) : (
        <MediaGrid
          items={items}
          loading={loading}
          lang={lang}
          label={t('media.title')}
          cardLabel={(e) => t('media.open', { name: mediaName(e, lang) })}
          onOpen={(e) => open(e.id)}
          meta={(e) => (
            <span className="media-card__meta">
              {t('media.uses', { n: e.usageCount })}
              {e.type === 'image' ? <span className="media-card__alt">{altLangs(e)}</span> : null}
            </span>
          )}
          page={{
            current: query.pageNo,
            pageSize: query.pageSize,
            total,
            onChange: (pageNo) => set({ pageNo }),
          }}
        />
      )}

      <MediaDrawer id={openId} onClose={() => open(null)} onChanged={() => void load()} />
    </div>
  );
}
