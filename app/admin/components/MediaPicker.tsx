import { useCallback, useEffect, useState } from 'react';
import { Input, Modal, Tabs, Upload } from 'antd';
import type { UploadProps } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import type { MediaEntry, MediaType } from '#contract/media.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { adminLocale } from '../i18n';
import { upload } from '../request';
import { listMedia, mediaName } from '../routes/media/api';
import { IMAGE_ACCEPT, PDF_ACCEPT } from './accept';
import { MediaGrid } from '../routes/media/MediaGrid';

const PAGE_SIZE = 12;

/**
 * "Choose from the library or upload" in one dialog (issue 33): wherever a file is chosen, the
 * library's files of the wanted type (searchable), or a new upload, which joins the library.
 */
export function MediaPicker({
  open,
  type = 'image',
  onClose,
  onPick,
  beforeUpload,
  keepFocusAfterPick = false,
}: {
  open: boolean;
  type?: MediaType;
  onClose: () => void;
  /** The chosen file's URL (as content stores it), with its library entry (a pick) or the file's name (an upload) */
  onPick: (url: string, picked: { entry?: MediaEntry; fileName?: string }) => void;
  beforeUpload?: UploadProps['beforeUpload'];
  /**
   * `onPick` puts the focus where the file went (the rich-text editor puts it back in the text): after
   * a pick the dialog leaves it there instead of returning it to the button that opened the dialog.
   * Closed without a pick, the dialog always returns it.
   */
  keepFocusAfterPick?: boolean;
}) {
  const { t } = useI18n();
  const lang = adminLocale();
  const [q, setQ] = useState<string | undefined>();
  const [pageNo, setPageNo] = useState(1);
  const [items, setItems] = useState<MediaEntry[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  // A file was picked since the dialog opened (read when it has closed: where the focus goes).
  const [picked, setPicked] = useState(false);
  const pick = (url: string, what: { entry?: MediaEntry; fileName?: string }) => {
    setPicked(true);
    onPick(url, what);
    onClose();
  };

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const res = await listMedia({ q, type, pageNo, pageSize: PAGE_SIZE });
      setItems(res.items);
      setTotal(res.pageable.totalCount);
    } catch {
      /* shown by the request layer */
    } finally {
      setLoading(false);
    }
  }, [q, type, pageNo]);

  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  const customRequest: UploadProps['customRequest'] = async ({ file, onProgress, onSuccess, onError }) => {
    try {
      const res = await upload(file as File, (percent) => onProgress?.({ percent }));
      onSuccess?.(res.result);
      pick(res.result.url, { fileName: (file as File).name });
    } catch (err) {
      onError?.(err as Error);
    }
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={760}
      title={t('media.pickTitle')}
      destroyOnHidden
      focusTriggerAfterClose={!(keepFocusAfterPick && picked)}
      afterClose={() => setPicked(false)}
    >
      <Tabs
        items={[
          {
            key: 'library',
            label: t('media.pickTab.library'),
            children: (
              <>
                <Input.Search
                  allowClear
                  placeholder={t('media.search')}
                  aria-label={t('media.search')}
                  maxLength={200}
                  style={{ marginBottom: 12, maxWidth: 320 }}
                  onSearch={(v) => {
                    setPageNo(1);
                    setQ(v.trim() || undefined);
                  }}
                />
                <MediaGrid
                  small
                  items={items}
                  loading={loading}
                  lang={lang}
                  label={t('media.pickTab.library')}
                  cardLabel={(e) => t('media.pickThis', { name: mediaName(e, lang) })}
                  onOpen={(e) => pick(e.url, { entry: e })}
                  page={{ current: pageNo, pageSize: PAGE_SIZE, total, onChange: setPageNo }}
                />
              </>
            ),
          },
          {
            key: 'upload',
            label: t('media.pickTab.upload'),
            children: (
              <Upload.Dragger
                accept={type === 'pdf' ? PDF_ACCEPT : IMAGE_ACCEPT}
                maxCount={1}
                beforeUpload={beforeUpload}
                customRequest={customRequest}
              >
                <p className="ant-upload-drag-icon">
                  <InboxOutlined aria-hidden="true" />
                </p>
                <p className="ant-upload-text">{t('media.drop')}</p>
              </Upload.Dragger>
            ),
          },
        ]}
      />
    </Modal>
  );
}
