import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { Button, Flex, Form, Input, InputNumber, Space } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { Office } from '#contract/entities.ts';
import { LOCALES, type Locale } from '#contract/locales.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { LangBadges } from '../components/LangBadges';
import { api } from '../api';
import { readOnlyLanguages, useAccountRights } from '../permissions';
import { NO_RECORD } from '#contract/enums.ts';
import { ListTable, type ListColumn } from '../list/ListTable';
import { useList } from '../list/useList';
import { GroupDeleteButton, GroupDialog, useGroupDialog } from '../edit/GroupDialog';
import { listPage } from '#app/admin/list/page.ts';
import { PageHead } from '#app/admin/list/ListParts.tsx';

/** Offices and job titles: the same list and dialog; offices also say where they are. */
type TaxonomyKind = 'office' | 'job';

/** A row of either table (a job title has no address or phone). */
type Row = Omit<Office, 'address' | 'phone'> & { address?: string; phone?: string; openingHours?: string };

interface Group {
  no: string;
  rows: Partial<Record<Locale, Row>>;
  /** The row shown in the interface language, else the first language the item has. */
  shown: Row;
  sort: number;
}

type FormValues = Partial<
  Record<Locale, { name?: string; address?: string; phone?: string; openingHours?: string }>
> & { sort?: number | null };

const PHONE = /^[0-9+()/ .-]*$/;

function groupRows(rows: Row[], display: Locale): Group[] {
  const byNo = new Map<string, Group>();
  for (const r of rows) {
    const g = byNo.get(r.no) ?? { no: r.no, rows: {}, shown: r, sort: r.sort };
    g.rows[r.lang] = r;
    byNo.set(r.no, g);
  }
  for (const g of byNo.values()) {
    g.shown = g.rows[display] ?? LOCALES.map((l) => g.rows[l]).find(Boolean)!;
    g.sort = g.shown.sort;
  }
  return [...byNo.values()].sort((a, b) => a.sort - b.sort || a.shown.name.localeCompare(b.shown.name));
}

/** /admin/offices and /admin/jobs (Editor and Administrator). */
export default function TaxonomyPage() {
  const kind: TaxonomyKind = useLocation().pathname.includes('/jobs') ? 'job' : 'office';
  return <Taxonomy kind={kind} key={kind} />;
}

function Taxonomy({ kind }: { kind: TaxonomyKind }) {
  const i18n = useI18n();
  // A language-restricted account names the languages it may write; the others are shown, not sent.
  const readOnly = readOnlyLanguages(useAccountRights());
  const { t, locale } = i18n;
  const office = kind === 'office';
  const base = `/admin/${kind}` as const;
  const list = useList<Row, null>({
    query: null,
    fetch: async () => listPage(await api('GET', base)),
    paging: false,
    empty: t(`taxonomy.${kind}.empty`),
  });
  const dialog = useGroupDialog<Group | 'new', FormValues>({
    reload: list.reload,
    nameRequiredOne: 'taxonomy.nameRequiredOne',
  });
  const { editing } = dialog;

  const groups = useMemo(() => groupRows(list.rows, locale), [list.rows, locale]);
  const nameOf = (g: Group) => g.shown.name;

  const open = (g: Group | 'new') => {
    const values: FormValues = { sort: g === 'new' ? null : g.sort };
    for (const l of LOCALES) {
      const r = g === 'new' ? undefined : g.rows[l];
      values[l] = {
        name: r?.name ?? '',
        address: r?.address ?? '',
        phone: r?.phone ?? '',
        openingHours: r?.openingHours ?? '',
      };
    }
    dialog.open(g, g !== 'new' && !g.rows[locale] ? g.shown.lang : locale, values);
  };

  const save = async () => {
    if (!editing) return;
    const v = await dialog.validate();
    if (!v) return;
    const group = editing === 'new' ? null : editing;
    const langs = LOCALES.filter((l) => v[l]?.name?.trim() && !readOnly?.[l]);
    if (!langs.length) return dialog.needName();
    const sort = v.sort ?? undefined;
    const body = langs.map((l) => {
      const row = group?.rows[l];
      const address = (v[l]?.address ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .join('\n');
      return {
        // Based on the row as the list showed it: a change someone else saved since is refused (409).
        ...(row ? { id: row.id, revision: row.revision } : group ? { no: group.no, revision: NO_RECORD } : {}),
        lang: l,
        name: v[l]!.name!.trim(),
        ...(sort !== undefined ? { sort } : {}),
        ...(office
          ? { address, phone: v[l]?.phone?.trim() ?? '', openingHours: v[l]?.openingHours?.trim() ?? '' }
          : {}),
      };
    });
    await dialog.send(() => (group ? api('PUT', base, { body }) : api('POST', base, { body })));
  };

  const remove = (g: Group) =>
    dialog.remove(
      () => api('DELETE', `${base}/{id}` as const, { path: { id: g.shown.id }, silent: true }),
      t('taxonomy.deleted', { name: nameOf(g) }),
      t(`taxonomy.${kind}.inUse`),
    );

  const columns: ListColumn<Group>[] = [
    {
      title: t('taxonomy.name'),
      key: 'name',
      keep: true,
      grow: true,
      width: 160,
      render: (_v, g) => (
        <Flex vertical gap={2}>
          {LOCALES.filter((l) => g.rows[l]).map((l) => (
            <span
              key={l}
              lang={l.replace('_', '-')}
              data-lang={l}
              style={l === g.shown.lang ? { fontWeight: 600 } : { color: 'rgba(0,0,0,0.6)' }}
            >
              {g.rows[l]!.name}
            </span>
          ))}
        </Flex>
      ),
    },
    ...(office
      ? ([
          {
            title: t('taxonomy.address'),
            key: 'address',
            width: 220,
            render: (_v, g) => <span style={{ whiteSpace: 'pre-line' }}>{g.shown.address || '—'}</span>,
          },
          {
            title: t('taxonomy.phone'),
            key: 'phone',
            width: 170,
            nowrap: true,
            render: (_v, g) => g.shown.phone || '—',
          },
        ] satisfies ListColumn<Group>[])
      : []),
    {
      title: t('col.languages'),
      key: 'langs',
      width: 150,
      render: (_v, g) => <LangBadges langs={LOCALES.filter((l) => g.rows[l])} />,
    },
    { title: t('taxonomy.sort'), key: 'sort', dataIndex: 'sort', width: 110 },
    {
      title: t('col.actions'),
      key: 'actions',
      keep: true,
      width: 110,
      render: (_v, g) => (
        <Space size={4}>
          <Button
            size="small"
            type="text"
            icon={<EditOutlined />}
            onClick={() => open(g)}
            aria-label={`${t('action.edit')}: ${nameOf(g)}`}
          />
          <GroupDeleteButton
            name={nameOf(g)}
            text={t('taxonomy.deleteAll', { name: nameOf(g) })}
            onConfirm={() => remove(g)}
          />
        </Space>
      ),
    },
  ];

  const title = t(office ? 'menu.offices' : 'menu.jobs');
  return (
    <>
      <PageHead
        title={title}
        action={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
            {t(`taxonomy.${kind}.add`)}
          </Button>
        }
        intro={t(`taxonomy.${kind}.intro`)}
      />
      <ListTable<Group>
        listId={`taxonomy-${kind}`}
        rowKey="no"
        columns={columns}
        {...list.tableProps}
        dataSource={groups}
        onRow={(g) => ({ 'data-no': g.no }) as React.HTMLAttributes<HTMLElement>}
      />
      <GroupDialog
        dialog={dialog}
        name={kind}
        title={editing === 'new' ? t(`taxonomy.${kind}.add`) : t(`taxonomy.${kind}.edit`)}
        hint={t('taxonomy.groupHint')}
        fields={office ? ['name', 'address', 'phone'] : ['name']}
        readOnly={readOnly}
        width={640}
        onSave={save}
        shared={
          <Form.Item name="sort" label={t('taxonomy.sort')} extra={t('taxonomy.sortHint')}>
            <InputNumber
              min={0}
              max={1_000_000}
              precision={0}
              style={{ width: 160 }}
              disabled={!!readOnly && editing !== 'new'}
            />
          </Form.Item>
        }
      >
        {(l) => (
          <>
            <Form.Item
              name={[l, 'name']}
              label={t('taxonomy.name')}
              // A language the item has stays (delete removes every language); a new one is optional.
              rules={[{ required: editing !== 'new' && !!editing?.rows[l] }, { whitespace: true }, { max: 200 }]}
            >
              <Input maxLength={200} lang={l.replace('_', '-')} />
            </Form.Item>
            {office ? (
              <>
                <Form.Item
                  name={[l, 'address']}
                  label={t('taxonomy.address')}
                  extra={t('taxonomy.addressHint')}
                  rules={[{ max: 500 }]}
                >
                  <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={500} lang={l.replace('_', '-')} />
                </Form.Item>
                <Form.Item
                  name={[l, 'phone']}
                  label={t('taxonomy.phone')}
                  rules={[{ max: 50 }, { pattern: PHONE, message: t('taxonomy.phoneRule') }]}
                >
                  <Input maxLength={50} inputMode="tel" autoComplete="off" style={{ maxWidth: 280 }} />
                </Form.Item>
                <Form.Item name={[l, 'openingHours']} label={t('taxonomy.openingHours')} rules={[{ max: 500 }]}>
                  <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={500} lang={l.replace('_', '-')} />
                </Form.Item>
              </>
            ) : null}
          </>
        )}
      </GroupDialog>
    </>
  );
}
