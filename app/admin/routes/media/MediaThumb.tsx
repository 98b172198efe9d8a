import { FilePdfOutlined } from '@ant-design/icons';
import type { MediaEntry } from '#contract/media.ts';
import type { Locale } from '#contract/locales.ts';
import { thumbnailUrl } from '#contract/images.ts';
import './media.css';

/** A small preview of an entry: its picture's smallest variant (320 pixels wide), or a PDF mark. */
export function MediaThumb({ entry, lang, size = 120 }: { entry: MediaEntry; lang: Locale; size?: number }) {
  if (entry.type === 'pdf')
    return (
      <div className="media-thumb media-thumb--pdf" style={{ width: size, height: size }} aria-hidden="true">
        <FilePdfOutlined style={{ fontSize: size / 3 }} />
      </div>
    );
  const fp = entry.focalPoint;
  return (
    <img
      src={thumbnailUrl(entry.url) ?? entry.url}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      className="media-thumb"
      style={{
        width: size,
        height: size,
        objectFit: 'cover',
        objectPosition: fp ? `${Math.round(fp.x * 100)}% ${Math.round(fp.y * 100)}%` : undefined,
      }}
      data-lang={lang}
    />
  );
}
