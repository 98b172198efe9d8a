import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  Alert,
  App,
  Button,
  Checkbox,
  Drawer,
  Empty,
  Flex,
  Image,
  Segmented,
  Skeleton,
  Spin,
  Tag,
  Typography,
} from 'antd';
import { HistoryOutlined, RollbackOutlined } from '@ant-design/icons';
import type { Version, VersionSummary } from '#contract/entities.ts';
import { LOCALES, type Locale } from '#contract/locales.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { useItemActions } from '../permissions';
import { LangBadges } from '../components/LangBadges';
import { firmTime } from '../edit/firm-time';
import { useStatusLabel } from '../components/StatusTag';
import { getVersion, listVersions, restoreVersion, type ItemRef } from './api';
import { DIFF_FIELDS, richText, type DiffField, type Row } from './diff-fields';
import { diffWords, type Change } from './word-diff';
import { notified } from '../errors';

export interface HistoryDrawerProps {
  open: boolean;
  item: ItemRef;
  /** The language shown first (the edit screen's tab). */
  lang?: Locale;
  /** The form has unsaved changes (a restore replaces them). */
  dirty?: boolean;
  onClose: () => void;
  /** After a restore: the screen reloads the item. */
  onRestored: () => void;
}

const PAGE = 20;

/**
 * The versions of one item (newest first: time, who, what), and for a chosen one what differs
 * from the current state, per language and field, side by side; rich text compared as text with
 * the changed words marked. "Restore this version" writes it back as a new version, so the
 * current state stays in the history too. Loaded with its diff code only when opened.
 */
export default function HistoryDrawer({ open, item, lang, dirty, onClose, onRestored }: HistoryDrawerProps) {
  const { t, tag } = useI18n();
  const { modal, message } = App.useApp();
  const [versions, setVersions] = useState<VersionSummary[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const [loaded, setLoaded] = useState<Record<number, Version>>({});

  const load = useCallback(
    async (pageNo: number) => {
      setLoading(true);
      setFailed(false);
      try {
        const page = await listVersions(item, pageNo, PAGE);
        setVersions((prev) => (pageNo === 1 ? page.items : [...prev, ...page.items]));
        setTotal(page.total);
        if (pageNo === 1) {
          setLoaded({});
          setSelected(page.items[1]?.id ?? null);
        }
      } catch {
        setFailed(true);
      } finally {
        setLoading(false);
      }
    },
    [item],
  );

  useEffect(() => {
    if (open) void load(1);
  }, [open, load]);

  const current = versions[0];
  const chosen = versions.find((v) => v.id === selected);
  useEffect(() => {
    for (const v of [current, chosen]) {
      if (!v || loaded[v.id]) continue;
      void notified(getVersion(v.id)).then((full) => full && setLoaded((prev) => ({ ...prev, [full.id]: full })));
    }
  }, [current, chosen, loaded]);

  const restore = (v: VersionSummary) => {
    // Off unless asked for: a restore of a text never puts back online what was taken offline since.
    let withStatus = false;
    modal.confirm({
      title: t('history.restoreConfirm', { time: firmTime(v.createTime, tag) }),
      content: (
        <>
          <p>{t('history.restoreText')}</p>
          <Checkbox onChange={(e) => (withStatus = e.target.checked)}>{t('history.restoreStatus')}</Checkbox>
          {dirty ? <p style={{ color: '#ad4e00' }}>{t('history.restoreDirty')}</p> : null}
        </>
      ),
      okText: t('history.restore'),
      cancelText: t('action.cancel'),
      onOk: async () => {
        await notified(async () => {
          await restoreVersion(v.id, withStatus);
          message.success(t('history.restored'));
          onRestored();
          await load(1);
        });
      },
    });
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={
        <span>
          <HistoryOutlined aria-hidden /> {t('history.title')}
        </span>
      }
      size={1080}
      destroyOnHidden
      styles={{ body: { paddingTop: 12 } }}
      className="admin-history"
    >
      <Typography.Paragraph type="secondary">{t('history.intro')}</Typography.Paragraph>
      {failed ? (
        <Alert
          type="error"
          showIcon
          title={t('content.loadFailed')}
          action={<Button onClick={() => void load(1)}>{t('content.retry')}</Button>}
        />
      ) : null}
      {!failed && !loading && versions.length === 0 ? <Empty description={t('history.empty')} /> : null}
      <div className="admin-history-grid">
        <nav aria-label={t('history.versions')} className="admin-history-list">
          <ol>
            {versions.map((v, i) => (
              <li key={v.id}>
                <button
                  type="button"
                  className="admin-history-version"
                  aria-current={v.id === selected ? 'true' : undefined}
                  disabled={i === 0}
                  onClick={() => setSelected(v.id)}
                  data-testid="version"
                >
                  <span className="admin-history-time">{firmTime(v.createTime, tag)}</span>
                  <span>
                    <Tag style={{ marginInlineEnd: 6 }}>{t(`history.action.${v.action}`)}</Tag>
                    {i === 0 ? <Tag color="#1f4e8c">{t('history.current')}</Tag> : null}
                  </span>
                  <span className="admin-history-who">{v.operatorName ?? t('history.system')}</span>
                  <LangBadges langs={v.langs} />
                </button>
              </li>
            ))}
          </ol>
          {loading ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
          {!loading && versions.length < total ? (
            <Button block onClick={() => void load(Math.floor(versions.length / PAGE) + 1)}>
              {t('history.more')}
            </Button>
          ) : null}
        </nav>
        <section aria-live="polite" className="admin-history-diff">
          {versions.length === 1 ? <Alert type="info" showIcon title={t('history.onlyCurrent')} /> : null}
          {chosen && current ? (
            <Comparison
              key={chosen.id}
              summary={chosen}
              before={loaded[chosen.id]}
              after={loaded[current.id]}
              kind={item.kind}
              lang={lang}
              onRestore={() => restore(chosen)}
            />
          ) : null}
        </section>
      </div>
    </Drawer>
  );
}

interface ComparisonProps {
  summary: VersionSummary;
  before: Version | undefined;
  after: Version | undefined;
  kind: ItemRef['kind'];
  lang?: Locale;
  onRestore: () => void;
}

interface FieldDiff {
  field: DiffField;
  before: string;
  after: string;
}

function Comparison({ summary, before, after, kind, lang, onRestore }: ComparisonProps) {
  const { t, tag } = useI18n();
  const itemActions = useItemActions();
  const fields = DIFF_FIELDS[kind];
  const byLang = useMemo(() => {
    const rows = (v: Version | undefined) =>
      new Map((v?.rows ?? []).map((r) => [String((r as Row).lang ?? ''), r as Row]));
    const b = rows(before);
    const a = rows(after);
    const out: Partial<Record<Locale, { before?: Row; after?: Row; changed: FieldDiff[]; same: DiffField[] }>> = {};
    for (const l of LOCALES) {
      const rb = b.get(l);
      const ra = a.get(l);
      if (!rb && !ra) continue;
      const changed: FieldDiff[] = [];
      const same: DiffField[] = [];
      for (const field of fields) {
        const vb = rb ? field.value(rb) : '';
        const va = ra ? field.value(ra) : '';
        if (vb === va) same.push(field);
        else changed.push({ field, before: vb, after: va });
      }
      out[l] = { before: rb, after: ra, changed, same };
    }
    return out;
  }, [before, after, fields]);
  const langs = LOCALES.filter((l) => byLang[l]);
  const [shown, setShown] = useState<Locale | undefined>(undefined);
  // The language chosen, else the screen's when it changed, else the first that changed.
  const changedIn = (l: Locale | undefined) => !!l && !!byLang[l] && (byLang[l]?.changed.length ?? 0) > 0;
  const active =
    shown && byLang[shown]
      ? shown
      : changedIn(lang)
        ? lang
        : (langs.find(changedIn) ?? (lang && byLang[lang] ? lang : langs[0]));

  if (!before || !after) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  const diff = active ? byLang[active] : undefined;
  const changes = (l: Locale) => byLang[l]?.changed.length ?? 0;

  return (
    <div data-testid="version-diff">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {t('history.compare', { time: firmTime(summary.createTime, tag) })}
        </Typography.Title>
        {itemActions ? (
          <Button type="primary" icon={<RollbackOutlined />} onClick={onRestore}>
            {t('history.restore')}
          </Button>
        ) : null}
      </Flex>
      {langs.length > 1 ? (
        <Segmented<Locale>
          aria-label={t('langTabs.label')}
          value={active}
          onChange={setShown}
          options={langs.map((l) => ({
            value: l,
            label: `${t(`lang.${l}`)} · ${changes(l) ? t('history.changes', { count: changes(l) }) : t('history.noChanges')}`,
          }))}
          style={{ marginBottom: 12, maxWidth: '100%', overflowX: 'auto' }}
        />
      ) : null}
      {diff && active && !diff.before ? (
        <Alert
          type="warning"
          showIcon
          title={t('history.langAdded', { lang: t(`lang.${active}`) })}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {diff && active && !diff.after ? (
        <Alert
          type="warning"
          showIcon
          title={t('history.langRemoved', { lang: t(`lang.${active}`) })}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {diff && diff.changed.length === 0 ? <Alert type="info" showIcon title={t('history.sameAsCurrent')} /> : null}
      {diff?.changed.length ? (
        <div
          className="admin-diff"
          role="table"
          aria-label={t('history.compare', { time: firmTime(summary.createTime, tag) })}
        >
          <div className="admin-diff-head" role="row">
            <span role="columnheader">{t('history.field')}</span>
            <span role="columnheader">{t('history.thisVersion')}</span>
            <span role="columnheader">{t('history.currentState')}</span>
          </div>
          {diff.changed.map((d) => (
            <FieldRow key={d.field.label} diff={d} />
          ))}
        </div>
      ) : null}
      {diff?.same.length ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          {t('history.unchanged', { fields: diff.same.map((f) => t(f.label)).join(', ') })}
        </Typography.Paragraph>
      ) : null}
    </div>
  );
}

function FieldRow({ diff }: { diff: FieldDiff }) {
  const { t } = useI18n();
  const statusLabel = useStatusLabel();
  const { field } = diff;
  let left: ReactNode;
  let right: ReactNode;
  if (field.type === 'image') {
    const img = (src: string) =>
      src ? (
        <Image src={src} alt="" width={160} style={{ maxHeight: 120, objectFit: 'contain' }} />
      ) : (
        <Typography.Text type="secondary">—</Typography.Text>
      );
    left = img(diff.before);
    right = img(diff.after);
  } else if (field.type === 'publication' || field.type === 'flag') {
    const label = (v: string) => {
      if (!v) return '—';
      if (field.type === 'flag') return t(v === '1' ? 'list.yes' : 'list.no');
      const [status, at] = v.split('@');
      return statusLabel({ status: status === 'draft' ? 'draft' : 'published', publishAt: at ?? null }, 'long');
    };
    left = <del className="admin-diff-removed">{label(diff.before)}</del>;
    right = <ins className="admin-diff-added">{label(diff.after)}</ins>;
  } else {
    const text = (v: string) => (field.type === 'rich' ? richText(v) : v);
    const changes = diffWords(text(diff.before), text(diff.after));
    left = <Words changes={changes} side="before" />;
    right = <Words changes={changes} side="after" />;
  }
  return (
    <div className="admin-diff-row" role="row" data-field={field.label}>
      <span role="rowheader" className="admin-diff-label">
        {t(field.label)}
      </span>
      <div role="cell" className="admin-diff-cell" data-side="before">
        <span className="admin-diff-side">{t('history.thisVersion')}</span>
        {left}
      </div>
      <div role="cell" className="admin-diff-cell" data-side="after">
        <span className="admin-diff-side">{t('history.currentState')}</span>
        {right}
      </div>
    </div>
  );
}

/** One side of a word diff: the words it shares with the other side, and its own marked. */
function Words({ changes, side }: { changes: Change[]; side: 'before' | 'after' }) {
  const parts = changes.filter((c) => (side === 'before' ? !c.added : !c.removed));
  if (!parts.some((p) => p.value.trim())) return <span className="admin-diff-empty">—</span>;
  return (
    <span className="admin-diff-text">
      {parts.map((p, i) =>
        p.removed ? (
          <del key={i} className="admin-diff-removed">
            {p.value}
          </del>
        ) : p.added ? (
          <ins key={i} className="admin-diff-added">
            {p.value}
          </ins>
        ) : (
          <span key={i}>{p.value}</span>
        ),
      )}
    </span>
  );
}
