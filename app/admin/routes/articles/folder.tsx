import { useCallback, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { Alert, App, Button, Empty, Form, Input, Modal, Popconfirm, Segmented, Skeleton, Space, Tooltip, Tree, TreeSelect, Typography, type TreeProps } from 'antd';
import { DeleteOutlined, EditOutlined, FolderAddOutlined, PlusOutlined } from '@ant-design/icons';
import type { Catalog } from '../../../../contract/entities';
import { LOCALES, type Locale } from '../../../../contract/locales';
import { useI18n } from '../../../i18n';
import { request, RequestError } from '../../request';
import type { ArticleKindConfig } from '../../../../contract/article-kinds';
import { findKind } from '../../articles/kinds';
import { adminLocale } from '../../i18n';
import { AdminNotFound } from '../not-found';

export default function FolderPage() {
  const i18n = useI18n();
  const kind = findKind(useParams().kind);
  if (!kind) return <AdminNotFound />;
  if (kind.catalogType === null) return <AdminNotFound text={i18n.t('folder.none')} />;
  return <Folder kind={kind} key={kind.kind} />;
}

interface Editing {
  id?: number;
  no?: string;
  name: string;
  parentId: number | null;
}

/** Children of a parent (null = top level) in the loaded tree. */
function childrenOf(tree: Catalog[], parentId: number | null): Catalog[] {
  if (parentId === null) return tree;
  const walk = (list: Catalog[]): Catalog[] | null => {
    for (const c of list) {
      if (c.id === parentId) return c.childrenList ?? [];
      const found = walk(c.childrenList ?? []);
      if (found) return found;
    }
    return null;
  };
  return walk(tree) ?? [];
}
function findNode(tree: Catalog[], id: number): Catalog | undefined {
  for (const c of tree) {
    if (c.id === id) return c;
    const found = findNode(c.childrenList ?? [], id);
    if (found) return found;
  }
  return undefined;
}
function descendantIds(node: Catalog): number[] {
  return (node.childrenList ?? []).flatMap((c) => [c.id, ...descendantIds(c)]);
}

function Folder({ kind }: { kind: ArticleKindConfig }) {
  const i18n = useI18n();
  const { message, modal } = App.useApp();
  const [lang, setLang] = useState<Locale>(adminLocale());
  const [tree, setTree] = useState<Catalog[] | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<Editing>();

  const load = useCallback(async () => {
    try {
      const res = await request<Catalog[]>('/admin/catalog', { query: { type: kind.catalogType, lang } });
      setTree(res.result ?? []);
    } catch {
      setTree([]);
    }
  }, [kind.catalogType, lang]);

  useEffect(() => {
    setTree(null);
    void load();
  }, [load]);

  const open = (e: Editing) => {
    setEditing(e);
    form.setFieldsValue({ name: e.name, parentId: e.parentId });
  };

  const save = async () => {
    if (!editing) return;
    const v = await form.validateFields();
    setSaving(true);
    try {
      const el = { ...(editing.id ? { id: editing.id, no: editing.no } : {}), lang, type: kind.catalogType, name: v.name.trim(), parentId: v.parentId ?? null };
      await request('/admin/catalog', { method: editing.id ? 'PUT' : 'POST', body: [el] });
      message.success(i18n.t('msg.saved'));
      setEditing(null);
      await load();
    } catch {
      /* notified; the dialog keeps what was typed */
    } finally {
      setSaving(false);
    }
  };

  const remove = async (c: Catalog) => {
    try {
      await request(`/admin/catalog/${c.id}`, { method: 'DELETE', silent: true });
      message.success(i18n.t('msg.deleted'));
      await load();
    } catch (err) {
      const e = err instanceof RequestError ? err : null;
      modal.error({
        title: e?.status === 409 ? i18n.t('folder.inUseTitle') : i18n.t('request.errorTitle'),
        content: e?.message || i18n.t('request.errorGeneric'),
        okText: i18n.t('action.back'),
      });
    }
  };

  const sort = (sourceId: number, targetId: number) => request('/admin/catalog/sort', { method: 'PUT', body: { sourceId, targetId } });

  /** Moves `source` to index k among the children of `parentId` with the server's "take the target's place" move. */
  const moveTo = async (source: Catalog, parentId: number | null, k: number) => {
    const s = childrenOf(tree ?? [], parentId);
    if (s.some((c) => c.id === source.id)) {
      const target = s[k];
      if (!target || target.id === source.id) return;
      await sort(source.id, target.id);
    } else if (k < s.length) {
      await sort(source.id, s[k].id);
    } else if (s.length === 0) {
      await request('/admin/catalog', { method: 'PUT', body: [{ id: source.id, no: source.no, lang, name: source.name, parentId }] });
    } else {
      const last = s[s.length - 1];
      await sort(source.id, last.id);
      await sort(last.id, source.id);
    }
  };

  const onDrop: TreeProps['onDrop'] = async (info) => {
    if (!tree) return;
    const source = findNode(tree, Number(info.dragNode.key));
    const over = findNode(tree, Number(info.node.key));
    if (!source || !over) return;
    try {
      if (!info.dropToGap) {
        await moveTo(source, over.id, 0);
      } else {
        const relative = info.dropPosition - Number(String(info.node.pos).split('-').pop());
        const parentId = over.parentId ?? null;
        const siblings = childrenOf(tree, parentId).filter((c) => c.id !== source.id);
        const k = siblings.findIndex((c) => c.id === over.id) + (relative === 1 ? 1 : 0);
        await moveTo(source, parentId, Math.max(0, k));
      }
      message.success(i18n.t('folder.moved'));
    } catch {
      /* notified */
    }
    await load();
  };

  const treeData = useMemo(() => {
    const build = (list: Catalog[]): NonNullable<TreeProps['treeData']> =>
      list.map((c) => ({
        key: c.id,
        title: (
          <span className="admin-folder-node">
            <span className="admin-folder-name">{c.name}</span>
            <Space size={0} className="admin-folder-actions" onClick={(e) => e.stopPropagation()}>
              <Tooltip title={i18n.t('folder.addChild')}>
                <Button size="small" type="text" icon={<FolderAddOutlined />} aria-label={`${i18n.t('folder.addChild')}: ${c.name}`} onClick={() => open({ name: '', parentId: c.id })} />
              </Tooltip>
              <Tooltip title={i18n.t('folder.edit')}>
                <Button size="small" type="text" icon={<EditOutlined />} aria-label={`${i18n.t('folder.edit')}: ${c.name}`} onClick={() => open({ id: c.id, no: c.no, name: c.name, parentId: c.parentId ?? null })} />
              </Tooltip>
              <Popconfirm
                title={i18n.t('confirm.delete.title')}
                description={<div style={{ maxWidth: 280 }}>{i18n.t('confirm.delete.item', { name: c.name })}</div>}
                okText={i18n.t('action.delete')}
                cancelText={i18n.t('action.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => remove(c)}
              >
                <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`${i18n.t('action.delete')}: ${c.name}`} />
              </Popconfirm>
            </Space>
          </span>
        ),
        children: c.childrenList?.length ? build(c.childrenList) : undefined,
      }));
    return build(tree ?? []);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- open/remove are stable enough for rendering
  }, [tree, i18n]);

  // Parent choices: the language's tree without the edited node and its descendants.
  const parentTree = useMemo(() => {
    const excluded = new Set<number>();
    if (editing?.id && tree) {
      const node = findNode(tree, editing.id);
      if (node) [node.id, ...descendantIds(node)].forEach((id) => excluded.add(id));
    }
    type Opt = { value: number; title: string; children?: Opt[] };
    const build = (list: Catalog[]): Opt[] =>
      list.filter((c) => !excluded.has(c.id)).map((c) => ({ value: c.id, title: c.name, children: c.childrenList?.length ? build(c.childrenList) : undefined }));
    return build(tree ?? []);
  }, [tree, editing]);

  return (
    <>
      <div className="admin-page-head">
        <Typography.Title level={1}>
          {i18n.t(kind.adminMsg.label)} · {i18n.t('menu.news.folder')}
        </Typography.Title>
      </div>
      <div className="admin-toolbar">
        <Segmented
          aria-label={i18n.t('langTabs.label')}
          value={lang}
          onChange={(v) => setLang(v as Locale)}
          options={LOCALES.map((l) => ({ value: l, label: i18n.t(`lang.${l}`) }))}
        />
        <div className="admin-toolbar-spacer" />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open({ name: '', parentId: null })}>
          {i18n.t('folder.add')}
        </Button>
      </div>
      <Alert type="info" showIcon title={i18n.t('folder.dragHint')} style={{ marginBottom: 16, maxWidth: 720 }} />
      <div style={{ background: '#fff', padding: 16, borderRadius: 8, maxWidth: 720 }}>
        {tree === null ? (
          <Skeleton active />
        ) : tree.length === 0 ? (
          <Empty description={i18n.t('folder.empty')} />
        ) : (
          <Tree
            treeData={treeData}
            draggable={{ icon: false }}
            blockNode
            defaultExpandAll
            selectable={false}
            onDrop={(info) => void onDrop(info)}
            aria-label={`${i18n.t(kind.adminMsg.label)} · ${i18n.t('menu.news.folder')}`}
          />
        )}
      </div>
      <Modal
        open={!!editing}
        title={editing?.id ? i18n.t('folder.edit') : i18n.t('folder.add')}
        okText={i18n.t('action.save')}
        cancelText={i18n.t('action.cancel')}
        confirmLoading={saving}
        onOk={() => void save().catch(() => undefined)}
        onCancel={() => setEditing(null)}
        destroyOnHidden
        forceRender
      >
        <Form form={form} name="category" layout="vertical" onFinish={() => void save()}>
          <Typography.Paragraph type="secondary">{i18n.t(`lang.${lang}`)}</Typography.Paragraph>
          <Form.Item name="name" label={i18n.t('folder.name')} rules={[{ required: true }, { whitespace: true }, { max: 200 }]}>
            <Input maxLength={200} autoFocus />
          </Form.Item>
          <Form.Item name="parentId" label={i18n.t('folder.parent')}>
            <TreeSelect treeData={parentTree} allowClear placeholder={i18n.t('folder.noParent')} treeDefaultExpandAll />
          </Form.Item>
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </Form>
      </Modal>
    </>
  );
}
