import { useEffect, useRef, useState } from 'react';
import { App, Button, Checkbox, Drawer, Flex, Form, Image, Input, Segmented, Space, Switch, Typography } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { Banner } from '#contract/entities.ts';
import type { StatusFilter } from '#contract/enums.ts';
import { LOCALES, isLocale, type Locale } from '#contract/locales.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { useItemActions } from '../permissions';
import { RequestError } from '../request';
import { api } from '../api';
import { adminLocale } from '../i18n';
import { ImageUpload } from '../components/ImageUpload';
import { useUnsavedChanges } from '../useUnsavedChanges';
import { DeleteButton } from '../components/DeleteButton';
import { ListTable, type ListColumn } from '../list/ListTable';
import { useList } from '../list/useList';
import { useUrlState } from '../list/url-state';
import { notified } from '../errors';
import { StatusFilterSelect, StatusTag, isStatusFilter } from '../components/StatusTag';
import { PublishButtons } from '../edit/PublishButtons';
import { publishHeadline } from '../edit/usePublication';
import {
  keepPublication,
  keptAfterConflict,
  stateOf,
  targetOf,
  type KeptPublication,
  type PublishIntent,
} from '../edit/publication';
import { ItemTools } from '../workflow/ItemTools';
import { newestVersionId } from '../workflow/api';
import { useVersionGuard } from '../edit/useVersionGuard';
import { ConflictAlert } from '../edit/ConflictAlert';
import { listPage } from '#app/admin/list/page.ts';
import { updatedColumn } from '#app/admin/list/ListParts.tsx';

interface BannerForm {
  imgPath?: string;
  title?: string;
  subTitle?: string;
  linkUrl?: string;
  top?: boolean;
}

const LINK = /^(https?:\/\/\S+|\/(?!\/)\S*)$/i;

/**
 * Home-page banners per language: add and edit in a drawer (with the same Save draft / Schedule… /
 * Publish buttons, History and Preview as the edit screens), pin toggle, status filter, delete.
 * `?lang=` opens a language, `?edit=<id>` a banner (links from the start page).
 */
export default function BannerList() {
  const i18n = useI18n();
  const itemActions = useItemActions();
  const { message } = App.useApp();
  const url = useUrlState();
  const lang: Locale = url.pick('lang', isLocale) ?? adminLocale();
  const status: StatusFilter | undefined = url.pick('status', isStatusFilter);
  const list = useList<Banner, { lang: Locale; status?: StatusFilter }>({
    query: { lang, status },
    fetch: async (q, { pageNo, pageSize }) => {
      return listPage(await api('GET', '/admin/banner', { query: { ...q, pageNo, pageSize } }));
    },
    paging: { hideOnSinglePage: true },
    empty: i18n.t('banner.empty'),
  });
  const load = list.reload;
  const [editing, setEditing] = useState<Banner | 'new' | null>(null);
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  /** "Keep as draft" for a banner that is public or scheduled: the next save takes it back to draft. */
  const [keepDraft, setKeepDraft] = useState(false);
  const [form] = Form.useForm<BannerForm>();
  const { markSaved } = useUnsavedChanges(dirty);

  /** The banner in the drawer, and the version its save is based on (see track). */
  const opened = useRef<number | null>(null);
  const guard = useVersionGuard();
  const { basedOn, conflict } = guard;
  const tracking = useRef<Promise<void>>(Promise.resolve());

  const fill = (b: Banner) =>
    form.setFieldsValue({
      imgPath: b.imgPath,
      title: b.title ?? '',
      subTitle: b.subTitle ?? '',
      linkUrl: b.linkUrl ?? '',
      top: b.top === 1,
    });
  const open = (b: Banner | 'new') => {
    setEditing(b);
    setDirty(false);
    setKeepDraft(false);
    guard.clear();
    form.resetFields();
    opened.current = b === 'new' ? null : b.id;
    basedOn.current = undefined;
    if (b !== 'new') {
      fill(b);
      tracking.current = track(b);
    }
  };

  /**
   * The banner's newest version, then the banner as stored now (the list row may be older): read in
   * that order, a save landing in between makes the drawer's save a conflict, never an overwrite.
   */
  const track = async (shown: Banner) => {
    // A request's error is shown by the request layer; the save then goes unchecked.
    await notified(async () => {
      const newest = await newestVersionId({ kind: 'banner', key: String(shown.id) });
      const res = await api('GET', '/admin/banner/detail/{id}', { path: { id: shown.id } });
      if (opened.current !== shown.id || !res.result) return;
      if (!form.isFieldsTouched()) {
        basedOn.current = newest;
        setEditing(res.result);
        fill(res.result);
      } else {
        // Typed on the list's row: based on the newest version only if the row was that; else on an
        // older one (0), so the save is refused and says who saved meanwhile.
        basedOn.current = res.result.updateTime === shown.updateTime ? newest : 0;
      }
    });
  };

  // A link from elsewhere (?edit=<id>) opens that banner, even when it is not on the first page.
  const editParam = Number(url.get('edit')) || null;
  useEffect(() => {
    if (!editParam) return;
    let live = true;
    void notified(api('GET', '/admin/banner/detail/{id}', { path: { id: editParam } })).then((res) => {
      if (!live) return;
      if (res?.result) open(res.result);
      // The banner's language is shown behind the drawer.
      url.update({ edit: null, ...(res?.result ? { lang: res.result.lang } : {}) }, { replace: true });
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a link asks for a banner
  }, [editParam]);

  const close = () => {
    setEditing(null);
    setDirty(false);
    markSaved();
  };

  /** Reloads the banner in the drawer (after a version was restored). */
  const reopen = async (id: number) => {
    await notified(async () => {
      const res = await api('GET', '/admin/banner/detail/{id}', { path: { id } });
      open(res.result);
      void load();
    });
  };

  /** `now`: the banner's publication as read just before an overwrite (instead of the one opened). */
  const save = async (
    intent: PublishIntent = { action: 'save' },
    now?: { stored: KeptPublication; keepDraft: boolean },
  ) => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      await tracking.current;
      const stored = now?.stored ?? (editing !== 'new' && editing ? keepPublication(editing) : undefined);
      const body = {
        lang: editing !== 'new' && editing ? editing.lang : lang,
        // Required by the form (validated above).
        imgPath: v.imgPath ?? '',
        title: v.title?.trim() ?? '',
        subTitle: v.subTitle?.trim() ?? '',
        linkUrl: v.linkUrl?.trim() ?? '',
        // The pin only when new or changed: one set from the list meanwhile is then no conflict.
        ...(editing === 'new' || !editing || (v.top ? 1 : 0) !== editing.top ? { top: v.top ? 1 : 0 } : {}),
        ...targetOf(intent, stored, now?.keepDraft ?? keepDraft),
      };
      await (editing === 'new' || !editing
        ? api('POST', '/admin/banner', { body })
        : api('PUT', '/admin/banner', { body: { ...body, id: editing.id }, basedOn: basedOn.current }));
      message.success(publishHeadline(intent, i18n) ?? i18n.t('msg.saved'));
      close();
      void load();
    } catch (err) {
      // Someone else saved this banner meanwhile: say who and when; the values stay in the form.
      const item = editing && editing !== 'new' ? { kind: 'banner' as const, key: String(editing.id) } : null;
      const refused = await guard.refused(err, item, intent);
      // Another 409 of a checked write is left to this screen by the request layer: the server's reason.
      if (!refused)
        message.warning(
          err instanceof RequestError && err.status === 409 && err.message ? err.message : i18n.t('msg.saveFailed'),
        );
    } finally {
      setSaving(false);
    }
  };

  const toggleTop = (b: Banner, top: boolean) =>
    list.act(
      () => api('PUT', '/admin/banner/{id}/{top}', { path: { id: b.id, top: top ? 1 : 0 } }),
      i18n.t(top ? 'msg.pinned' : 'msg.unpinned'),
    );

  const remove = (b: Banner) =>
    list.remove(() => api('DELETE', '/admin/banner/{id}', { path: { id: b.id } }), i18n.t('msg.deleted'));

  const name = (b: Banner) => b.title || b.imgPath.split('/').pop() || String(b.id);

  const columns: ListColumn<Banner>[] = [
    {
      key: 'image',
      title: i18n.t('banner.image'),
      dataIndex: 'imgPath',
      width: 150,
      render: (src: string, b) => (
        <Image src={src} alt={b.title || ''} width={128} height={64} style={{ objectFit: 'cover', borderRadius: 4 }} />
      ),
    },
    {
      key: 'title',
      keep: true,
      grow: true,
      width: 180,
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
      title: i18n.t('status.column'),
      key: 'status',
      width: 170,
      render: (_v, b) => <StatusTag publication={b} />,
    },
    {
      key: 'pinned',
      title: i18n.t('banner.pinned'),
      dataIndex: 'top',
      width: 120,
      render: (top: number, b) => (
        <Switch
          checked={top === 1}
          disabled={!itemActions}
          onChange={(c) => void toggleTop(b, c)}
          aria-label={`${i18n.t('banner.pinned')}: ${name(b)}`}
        />
      ),
    },
    updatedColumn<Banner>(i18n),
    {
      key: 'link',
      title: i18n.t('banner.link'),
      dataIndex: 'linkUrl',
      width: 220,
      ellipsis: true,
      render: (v: string | null) => v || '—',
    },
    {
      title: i18n.t('col.actions'),
      key: 'actions',
      keep: true,
      width: 110,
      render: (_v, b) => (
        <Space size={0}>
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={`${i18n.t('action.edit')}: ${name(b)}`}
            onClick={() => open(b)}
          />
          <DeleteButton
            trash
            name={name(b)}
            title={i18n.t('confirm.delete.title')}
            text={i18n.t('confirm.delete.one', { name: name(b) })}
            onConfirm={() => remove(b)}
          />
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
          onChange={(v) => url.update({ lang: v })}
          options={LOCALES.map((l) => ({ value: l, label: i18n.t(`lang.${l}`) }))}
        />
        <StatusFilterSelect value={status} onChange={(v) => url.update({ status: v })} />
        <div className="admin-toolbar-spacer" />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
          {i18n.t('banner.add')}
        </Button>
      </div>
      <ListTable<Banner> listId="banners" rowKey="id" columns={columns} {...list.tableProps} />
      <Drawer
        open={!!editing}
        title={editing === 'new' ? `${i18n.t('banner.add')} (${i18n.t(`lang.${lang}`)})` : i18n.t('banner.edit')}
        size={560}
        onClose={close}
        destroyOnHidden
        forceRender
        footer={
          <Flex justify="space-between" wrap gap={8}>
            <Button onClick={close}>{i18n.t('action.cancel')}</Button>
            <PublishButtons
              stored={[editing && editing !== 'new' ? keepPublication(editing) : undefined]}
              saving={saving}
              onSubmit={(intent) => void save(intent).catch(() => undefined)}
            />
          </Flex>
        }
      >
        {editing ? (
          <Flex vertical gap={12} style={{ marginBottom: 20 }}>
            <Flex gap={8} align="center" wrap justify="space-between">
              <Flex gap={8} align="center" wrap>
                <Typography.Text type="secondary">
                  {i18n.t('status.of', { lang: i18n.t(`lang.${editing === 'new' ? lang : editing.lang}`) })}
                </Typography.Text>
                {editing === 'new' ? (
                  <Typography.Text>{i18n.t('status.notSaved')}</Typography.Text>
                ) : (
                  <StatusTag publication={editing} style="long" />
                )}
              </Flex>
              {editing !== 'new' && stateOf(editing) !== 'draft' ? (
                <Checkbox checked={keepDraft} onChange={(e) => setKeepDraft(e.target.checked)}>
                  {i18n.t(stateOf(editing) === 'published' ? 'status.takeOffline' : 'status.unschedule', {
                    lang: i18n.t(`lang.${editing.lang}`),
                  })}
                </Checkbox>
              ) : null}
            </Flex>
            <ItemTools
              size="small"
              item={editing !== 'new' ? { kind: 'banner', key: String(editing.id) } : null}
              lang={editing === 'new' ? lang : editing.lang}
              rowId={editing !== 'new' ? editing.id : undefined}
              dirty={dirty}
              onRestored={() => editing !== 'new' && void reopen(editing.id)}
            />
          </Flex>
        ) : null}
        {conflict && editing && editing !== 'new' ? (
          <ConflictAlert
            keptAsDraft={false}
            conflict={{
              version: conflict.version,
              overwrite: async () => {
                // Based on the version that refused the save; the banner keeps the status it has
                // now (what the other editor published or took offline stays so).
                let now: { stored: KeptPublication; keepDraft: boolean } | undefined;
                try {
                  const fresh = keepPublication(
                    (await api('GET', '/admin/banner/detail/{id}', { path: { id: editing.id } })).result,
                  );
                  const lang = editing.lang;
                  const keep = !!keptAfterConflict(
                    { [lang]: keepPublication(editing) },
                    { [lang]: fresh },
                    { [lang]: keepDraft },
                  )[lang];
                  now = { stored: fresh, keepDraft: keep };
                  setKeepDraft(keep);
                } catch {
                  /* the save below says what is wrong */
                }
                void save(guard.overwriteFrom(conflict), now).catch(() => undefined);
              },
              loadSaved: () => void reopen(editing.id),
            }}
          />
        ) : null}
        <Form
          form={form}
          name="banner"
          layout="vertical"
          onValuesChange={() => setDirty(true)}
          onFinish={() => void save()}
        >
          <Form.Item name="imgPath" label={i18n.t('banner.image')} rules={[{ required: true }]}>
            <ImageUpload width={240} height={120} />
          </Form.Item>
          <Form.Item name="title" label={i18n.t('banner.title')} rules={[{ max: 300 }]}>
            <Input maxLength={300} />
          </Form.Item>
          <Form.Item name="subTitle" label={i18n.t('banner.subTitle')} rules={[{ max: 500 }]}>
            <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
          </Form.Item>
          <Form.Item
            name="linkUrl"
            label={i18n.t('banner.link')}
            rules={[{ pattern: LINK, message: i18n.t('banner.linkInvalid') }]}
          >
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
