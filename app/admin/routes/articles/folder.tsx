import { api } from '#app/admin/api.ts';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import {
  Alert,
  App,
  Button,
  Empty,
  Form,
  Input,
  InputNumber,
  Segmented,
  Skeleton,
  Space,
  Tooltip,
  Tree,
  TreeSelect,
  Typography,
  type TreeProps,
} from 'antd';
import { EditOutlined, FolderAddOutlined, PlusOutlined } from '@ant-design/icons';
import type { Catalog } from '#contract/entities.ts';
import { LOCALES, type Locale } from '#contract/locales.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { RequestError } from '#app/admin/request.ts';
import type { ArticleKindConfig } from '#contract/article-kinds.ts';
import { findKind } from '#app/admin/articles/kinds.ts';
import { adminLocale } from '#app/admin/i18n.ts';
import { LangBadges } from '#app/admin/components/LangBadges.tsx';
import { readOnlyLanguages, useAccountRights } from '#app/admin/permissions.ts';
import { AdminNotFound } from '../not-found';
import { useList } from '#app/admin/list/useList.tsx';
import { GroupDeleteButton, GroupDialog, useGroupDialog } from '#app/admin/edit/GroupDialog.tsx';
import {
  childrenOf,
  commonLang,
  groupCategories,
  groupsByNo,
  langsOf,
  subtreeNos,
  type CategoryGroup,
} from './category-groups';
import { NO_RECORD } from '#contract/enums.ts';
import { listPage } from '#app/admin/list/page.ts';

export default function FolderPage() {
  const i18n = useI18n();
  const kind = findKind(useParams().kind);
  if (!kind) return <AdminNotFound />;
  if (kind.catalogType === null) return <AdminNotFound text={i18n.t('folder.none')} />;
  return <Folder kind={kind} key={kind.kind} />;
}

/** The dialog: a new category (under `parentNo`) or an existing one (`group`). */
interface Editing {
  group?: CategoryGroup;
  parentNo: string | null;
}

/** The dialog's fields: the name per language, the parent and the position once for all languages. */
type FormValues = Partial<Record<Locale, { name?: string }>> & { parentNo?: string | null; sort?: number | null };

/** One category element of a POST/PUT /admin/catalog body. */
interface CatalogElement {
  id?: number;
  no?: string;
  lang: Locale;
  type?: number;
  name: string;
  parentId: number | null;
  sort?: number;
}

/**
 * The categories of one article kind. A category is one translation group: the dialog writes its
 * name in every language at once (one `no`), the parent and the position once; the tree shows one
 * entry per category with its languages as badges; delete removes every language.
 */
function Folder({ kind }: { kind: ArticleKindConfig }) {
  const i18n = useI18n();
  // A language-restricted account names the languages it may write; the others are shown, not sent.
  const readOnly = readOnlyLanguages(useAccountRights());
  const { message } = App.useApp();
  const [display, setDisplay] = useState<Locale>(adminLocale());
  // Every language: the tree is built per category (translation group) here.
  const list = useList<Catalog, { type: number | null }>({
    query: { type: kind.catalogType },
    fetch: async (query) =>
      listPage(await api('GET', '/admin/catalog', { query: { ...query, type: query.type ?? undefined } })),
    paging: false,
  });
  const load = list.reload;
  const dialog = useGroupDialog<Editing, FormValues>({ reload: load, nameRequiredOne: 'folder.nameRequiredOne' });
  const { editing } = dialog;

  const tree = useMemo(
    () => (list.loading && !list.rows.length ? null : groupCategories(list.rows, display)),
    [list.loading, list.rows, display],
  );
  const byNo = useMemo(() => groupsByNo(tree ?? []), [tree]);
  const langNames = (langs: Locale[]) => langs.map((l) => i18n.t(`lang.${l}`)).join(', ');

  const open = (e: Editing) => {
    const values: FormValues = { parentNo: e.parentNo, sort: e.group?.shown.sort ?? null };
    for (const l of LOCALES) values[l] = { name: e.group?.rows[l]?.name ?? '' };
    dialog.open(e, display, values);
  };

  const save = async () => {
    if (!editing) return;
    const v = await dialog.validate();
    if (!v) return;
    const { group } = editing;
    const names = Object.fromEntries(LOCALES.map((l) => [l, v[l]?.name?.trim() ?? ''])) as Record<Locale, string>;
    const langs = LOCALES.filter((l) => names[l] !== '' && !readOnly?.[l]);
    if (langs.length === 0) return dialog.needName();
    // The parent is chosen once: in each language the category goes under the parent's row of that language.
    const parent = v.parentNo ? byNo.get(v.parentNo) : undefined;
    const missing = parent ? langs.filter((l) => !parent.rows[l]) : [];
    if (missing.length) {
      dialog.form.setFields([
        { name: 'parentNo', errors: [i18n.t('folder.parentMissingLang', { langs: langNames(missing) })] },
      ]);
      return;
    }
    // The position is sent when it is new or was changed, the same for every language.
    const sort = v.sort ?? undefined;
    const sendSort = sort !== undefined && (!group || sort !== group.shown.sort);
    const body: CatalogElement[] = langs.map((l) => {
      const row = group?.rows[l];
      return {
        // Based on the row as the tree showed it: a change someone else saved since is refused (409).
        ...(row ? { id: row.id, revision: row.revision } : group ? { no: group.no, revision: NO_RECORD } : {}),
        lang: l,
        type: kind.catalogType ?? undefined,
        name: names[l],
        parentId: parent?.rows[l]?.id ?? null,
        ...(sendSort ? { sort } : {}),
      };
    });
    await dialog.send(() => api(group ? 'PUT' : 'POST', '/admin/catalog', { body }));
  };

  // Deleting one row deletes the whole group (every language).
  const remove = (g: CategoryGroup) =>
    dialog.remove(
      () => api('DELETE', '/admin/catalog/{id}', { path: { id: g.shown.id }, silent: true }),
      i18n.t('folder.deletedAll', { name: g.shown.name, langs: langNames(langsOf(g)) }),
      i18n.t('folder.inUseTitle'),
    );

  /** PUT /admin/catalog/sort with the two categories' rows in one language; the server moves every language. */
  const sort = async (source: CategoryGroup, target: CategoryGroup) => {
    const lang = commonLang(source, target, display);
    if (!lang) throw new Error(i18n.t('folder.noCommonLang'));
    await api('PUT', '/admin/catalog/sort', {
      body: { sourceId: source.rows[lang]!.id, targetId: target.rows[lang]!.id },
    });
  };

  /** Moves `source` to index k among the children of `parentNo` with the server's "take the target's place" move. */
  const moveTo = async (source: CategoryGroup, parentNo: string | null, k: number) => {
    const s = childrenOf(tree ?? [], parentNo);
    if (s.some((c) => c.no === source.no)) {
      const target = s[k];
      if (!target || target.no === source.no) return;
      await sort(source, target);
    } else if (k < s.length) {
      await sort(source, s[k]);
    } else if (s.length === 0) {
      // Into a category without children: every language goes under the parent's row of that language.
      const parent = parentNo ? byNo.get(parentNo) : undefined;
      const langs = langsOf(source);
      const missing = parent ? langs.filter((l) => !parent.rows[l]) : [];
      if (missing.length) throw new Error(i18n.t('folder.parentMissingLang', { langs: langNames(missing) }));
      const body: CatalogElement[] = langs.map((l) => ({
        id: source.rows[l]!.id,
        lang: l,
        name: source.rows[l]!.name,
        parentId: parent?.rows[l]?.id ?? null,
      }));
      await api('PUT', '/admin/catalog', { body });
    } else {
      const last = s[s.length - 1];
      await sort(source, last);
      await sort(last, source);
    }
  };

  const onDrop: TreeProps['onDrop'] = async (info) => {
    if (!tree) return;
    const source = byNo.get(String(info.dragNode.key));
    const over = byNo.get(String(info.node.key));
    if (!source || !over) return;
    try {
      if (!info.dropToGap) {
        await moveTo(source, over.no, 0);
      } else {
        const relative = info.dropPosition - Number(String(info.node.pos).split('-').pop());
        const siblings = childrenOf(tree, over.parentNo).filter((c) => c.no !== source.no);
        const k = siblings.findIndex((c) => c.no === over.no) + (relative === 1 ? 1 : 0);
        await moveTo(source, over.parentNo, Math.max(0, k));
      }
      message.success(i18n.t('folder.moved'));
    } catch (err) {
      // Request errors are notified by the request layer; a refusal found here is said here.
      if (!(err instanceof RequestError) && err instanceof Error) message.error(err.message);
    }
    await load();
  };

  const treeData = useMemo(() => {
    const build = (list: CategoryGroup[]): NonNullable<TreeProps['treeData']> =>
      list.map((g) => {
        const name = g.shown.name;
        const fallback = g.shown.lang !== display;
        return {
          key: g.no,
          title: (
            <span className="admin-folder-node" data-no={g.no}>
              <span className="admin-folder-name">{name}</span>
              {fallback ? (
                <Typography.Text type="secondary" className="admin-folder-fallback">
                  {i18n.t('folder.noNameIn', { lang: i18n.t(`lang.${display}`) })}
                </Typography.Text>
              ) : null}
              <LangBadges langs={langsOf(g)} />
              <Space size={0} className="admin-folder-actions" onClick={(e) => e.stopPropagation()}>
                <Tooltip title={i18n.t('folder.addChild')}>
                  <Button
                    size="small"
                    type="text"
                    icon={<FolderAddOutlined />}
                    aria-label={`${i18n.t('folder.addChild')}: ${name}`}
                    onClick={() => open({ parentNo: g.no })}
                  />
                </Tooltip>
                <Tooltip title={i18n.t('folder.edit')}>
                  <Button
                    size="small"
                    type="text"
                    icon={<EditOutlined />}
                    aria-label={`${i18n.t('folder.edit')}: ${name}`}
                    onClick={() => open({ group: g, parentNo: g.parentNo })}
                  />
                </Tooltip>
                <GroupDeleteButton
                  name={name}
                  text={i18n.t('folder.deleteAll', { name, langs: langNames(langsOf(g)) })}
                  onConfirm={() => remove(g)}
                />
              </Space>
            </span>
          ),
          children: g.children.length ? build(g.children) : undefined,
        };
      });
    return build(tree ?? []);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- open/remove are stable enough for rendering
  }, [tree, i18n, display]);

  // Parent choices: every category except the edited one and those below it.
  const parentTree = useMemo(() => {
    const excluded = new Set(editing?.group ? subtreeNos(editing.group) : []);
    type Opt = { value: string; title: string; children?: Opt[] };
    const build = (list: CategoryGroup[]): Opt[] =>
      list
        .filter((g) => !excluded.has(g.no))
        .map((g) => ({
          value: g.no,
          title: g.shown.name,
          children: g.children.length ? build(g.children) : undefined,
        }));
    return build(tree ?? []);
  }, [tree, editing]);

  const title = `${i18n.t(kind.adminMsg.label)} · ${i18n.t('menu.news.folder')}`;
  return (
    <>
      <div className="admin-page-head">
        <Typography.Title level={1}>{title}</Typography.Title>
      </div>
      <div className="admin-toolbar">
        <Segmented
          aria-label={i18n.t('folder.showIn')}
          value={display}
          onChange={(v) => setDisplay(v as Locale)}
          options={LOCALES.map((l) => ({ value: l, label: i18n.t(`lang.${l}`) }))}
        />
        <div className="admin-toolbar-spacer" />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open({ parentNo: null })}>
          {i18n.t('folder.add')}
        </Button>
      </div>
      <Alert
        type="info"
        showIcon
        title={i18n.t('folder.dragHint')}
        description={i18n.t('folder.siteHint')}
        style={{ marginBottom: 16, maxWidth: 820 }}
      />
      <div style={{ background: '#fff', padding: 16, borderRadius: 8, maxWidth: 820 }}>
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
            aria-label={title}
          />
        )}
      </div>
      <GroupDialog
        dialog={dialog}
        name="category"
        title={editing?.group ? i18n.t('folder.edit') : i18n.t('folder.add')}
        hint={i18n.t('folder.groupHint')}
        fields={['name']}
        readOnly={readOnly}
        width={600}
        onSave={save}
        shared={
          <>
            <Form.Item name="parentNo" label={i18n.t('folder.parent')}>
              {/* Where a category stands is every language's: a restricted account leaves it as it is. */}
              <TreeSelect
                treeData={parentTree}
                allowClear
                placeholder={i18n.t('folder.noParent')}
                treeDefaultExpandAll
                disabled={!!readOnly && !!editing?.group}
              />
            </Form.Item>
            <Form.Item name="sort" label={i18n.t('folder.sort')} extra={i18n.t('folder.sortHelp')}>
              <InputNumber
                min={0}
                max={1_000_000}
                precision={0}
                style={{ width: 160 }}
                disabled={!!readOnly && !!editing?.group}
              />
            </Form.Item>
          </>
        }
      >
        {(l) => (
          <Form.Item
            name={[l, 'name']}
            label={i18n.t('folder.name')}
            // A language the category has stays (delete removes the whole category); a new one is optional.
            rules={[{ required: !!editing?.group?.rows[l] }, { whitespace: true }, { max: 200 }]}
          >
            <Input maxLength={200} autoFocus={l === dialog.activeLang} lang={l.replace('_', '-')} />
          </Form.Item>
        )}
      </GroupDialog>
    </>
  );
}
