import { lazy, Suspense, useState } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { EyeOutlined, HistoryOutlined, ShareAltOutlined } from '@ant-design/icons';
import type { Locale } from '#contract/locales.ts';
import { useI18n } from '#app/i18n/index.tsx';
import type { ItemRef } from './api';

// Loaded when first opened: the drawer with its diff code, the preview and share dialogs.
const HistoryDrawer = lazy(() => import('./HistoryDrawer'));
const PreviewDialog = lazy(() => import('./PreviewDialog'));

export interface ItemToolsProps {
  /** The item; null while it is new (nothing to show yet). */
  item: ItemRef | null;
  /** The language shown, and its row's id (undefined: this language is not saved yet). */
  lang: Locale;
  rowId: number | undefined;
  /** The form has unsaved changes. */
  dirty?: boolean;
  /** After a version was restored: reload the item. */
  onRestored: () => void;
  size?: 'small' | 'middle';
}

type Open = 'history' | 'preview' | 'share' | null;

/** History, Preview and "Share preview link" of one item: the same on every edit screen and for banners. */
export function ItemTools({ item, lang, rowId, dirty, onRestored, size = 'middle' }: ItemToolsProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState<Open>(null);
  const language = t(`lang.${lang}`);
  const noRow = !item
    ? t('tools.saveFirst')
    : rowId === undefined
      ? t('tools.langNotSaved', { lang: language })
      : undefined;
  return (
    <Space wrap size={8} className="admin-item-tools" role="group" aria-label={t('tools.group')}>
      <Tooltip title={!item ? t('tools.saveFirst') : t('tools.historyHint')}>
        <Button size={size} icon={<HistoryOutlined />} disabled={!item} onClick={() => setOpen('history')}>
          {t('tools.history')}
        </Button>
      </Tooltip>
      <Tooltip title={noRow ?? t('tools.previewHint', { lang: language })}>
        <Button size={size} icon={<EyeOutlined />} disabled={!!noRow} onClick={() => setOpen('preview')}>
          {t('tools.preview')}
        </Button>
      </Tooltip>
      <Tooltip title={noRow ?? t('tools.shareHint', { lang: language })}>
        <Button size={size} icon={<ShareAltOutlined />} disabled={!!noRow} onClick={() => setOpen('share')}>
          {t('tools.share')}
        </Button>
      </Tooltip>
      {item && open ? (
        <Suspense fallback={null}>
          {open === 'history' ? (
            <HistoryDrawer
              open
              item={item}
              lang={lang}
              dirty={dirty}
              onClose={() => setOpen(null)}
              onRestored={onRestored}
            />
          ) : rowId !== undefined ? (
            <PreviewDialog
              open
              mode={open}
              item={item}
              rowId={rowId}
              lang={lang}
              dirty={dirty}
              onClose={() => setOpen(null)}
            />
          ) : null}
        </Suspense>
      ) : null}
    </Space>
  );
}
