import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import { useI18n } from '#app/i18n/index.tsx';
import { useReadOnly } from './ReadOnly';

export interface RichTextEditorProps {
  /** HTML; controlled, so it works as a Form.Item child. Empty content is ''. */
  value?: string | null;
  onChange?: (html: string) => void;
  /** Given by Form.Item: put on the editable area. */
  id?: string;
  /** Accessible name of the editable area (default "Text content"). */
  placeholderLabel?: string;
  /** Height of the editable area in px (default 260). */
  minHeight?: number;
  disabled?: boolean;
}

// TipTap and ProseMirror load only when an edit screen shows an editor.
const TipTapEditor = lazy(() => import('./rich-text/TipTapEditor'));

/**
 * Rich text (headings, bold/italic, lists, links, quotes, tables, pictures and PDF links chosen from
 * the media library or uploaded in the same dialog). Its HTML passes the server's sanitiser unchanged.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const i18n = useI18n();
  const readOnly = useReadOnly();
  return (
    <Suspense
      fallback={
        <div className="admin-rte" aria-busy="true" aria-label={i18n.t('editor.loading')} style={{ padding: 12 }}>
          <Skeleton active paragraph={{ rows: 4 }} />
        </div>
      }
    >
      <TipTapEditor {...props} disabled={props.disabled || readOnly} />
    </Suspense>
  );
}

export default RichTextEditor;
