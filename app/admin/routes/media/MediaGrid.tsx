import type { ReactNode } from 'react';
import { Empty, Pagination, Spin } from 'antd';
import type { MediaEntry } from '#contract/media.ts';
import type { Locale } from '#contract/locales.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { mediaName } from './api';
import { MediaThumb } from './MediaThumb';

/**
 * One page of the media library as cards (picture or file icon, name, `meta` under it), each a
 * button that `onOpen`s its entry, with the pager under them: the library screen's grid and the
 * picker's "From the library" tab (`small`).
 */
export function MediaGrid({
  items,
  loading,
  lang,
  label,
  small,
  cardLabel,
  onOpen,
  meta,
  page,
}: {
  items: MediaEntry[];
  loading: boolean;
  lang: Locale;
  /** The list's accessible name. */
  label: string;
  small?: boolean;
  /** A card's accessible name (what pressing it does). */
  cardLabel: (entry: MediaEntry) => string;
  onOpen: (entry: MediaEntry) => void;
  meta?: (entry: MediaEntry) => ReactNode;
  page: { current: number; pageSize: number; total: number; onChange: (page: number) => void };
}) {
  const { t } = useI18n();
  return (
    <Spin spinning={loading}>
      {items.length === 0 && !loading ? (
        <Empty description={t('media.empty')} />
      ) : (
        <ul className={small ? 'media-grid media-grid--small' : 'media-grid'} aria-label={label}>
          {items.map((e) => (
            <li key={e.id} data-testid={small ? 'media-pick' : 'media-card'}>
              <button type="button" className="media-card" aria-label={cardLabel(e)} onClick={() => onOpen(e)}>
                <MediaThumb entry={e} lang={lang} size={small ? 120 : 140} />
                <span className="media-card__name">{mediaName(e, lang)}</span>
                {meta?.(e)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Pagination {...page} hideOnSinglePage showSizeChanger={false} style={{ marginTop: small ? 12 : 16 }} />
    </Spin>
  );
}
