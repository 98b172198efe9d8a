import { useState } from 'react';
import { App, Button, Image, Progress, Space, Typography, Upload } from 'antd';
import type { UploadProps } from 'antd';
import { DeleteOutlined, FolderOpenOutlined, UploadOutlined } from '@ant-design/icons';
import type { UploadedFile } from '#contract/entities.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { useReadOnly } from './ReadOnly';
import { upload } from '../request';
import { MediaPicker } from './MediaPicker';
import { IMAGE_ACCEPT, IMAGE_TYPES } from './accept';

export { IMAGE_ACCEPT, IMAGE_TYPES };
export const IMAGE_MAX_MB = 20;

/** Checks type and size before anything is sent; answers the message key of the problem or null. */
export function checkImageFile(file: File, maxMb = IMAGE_MAX_MB): 'upload.wrongType' | 'upload.tooLarge' | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'upload.wrongType';
  if (file.size > maxMb * 1024 * 1024) return 'upload.tooLarge';
  return null;
}

export interface ImageUploadProps {
  /** The image URL (as stored, e.g. /api/upload/…); controlled, so it works as a Form.Item child. */
  value?: string | null;
  onChange?: (url: string | undefined) => void;
  /** Given by Form.Item: put on the file input so the field label targets it. */
  id?: string;
  disabled?: boolean;
  /** Largest accepted file in MB (default 20). */
  maxMb?: number;
  /** Preview box size in px (default 160 wide, 100 high). */
  width?: number;
  height?: number;
  /** Called with the full upload answer (fileId, width, height …) after a successful upload. */
  onUploaded?: (file: UploadedFile) => void;
  'aria-describedby'?: string;
}

/** One image: preview (click to enlarge), upload with progress, choose from the media library, replace, remove. */
export function ImageUpload({
  value,
  onChange,
  id,
  disabled: disabledProp,
  maxMb = IMAGE_MAX_MB,
  width = 160,
  height = 100,
  onUploaded,
  ...rest
}: ImageUploadProps) {
  const i18n = useI18n();
  // A language or item the account may only read (the explicit props below would override antd's disabled context).
  const disabled = useReadOnly() || disabledProp;
  const { message } = App.useApp();
  const [percent, setPercent] = useState<number | null>(null);
  const [picking, setPicking] = useState(false);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = checkImageFile(file, maxMb);
    if (problem) {
      message.error(i18n.t(problem, { name: file.name, max: maxMb }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    setPercent(0);
    try {
      const res = await upload(file as File, setPercent);
      onChange?.(res.result.url);
      onUploaded?.(res.result as UploadedFile);
      onSuccess?.(res.result);
    } catch (err) {
      onError?.(err as Error);
    } finally {
      setPercent(null);
    }
  };

  return (
    <Space align="start" wrap size={12}>
      <div
        style={{
          width,
          height,
          border: '1px dashed #c9d3e6',
          borderRadius: 6,
          background: '#fafbfd',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
        }}
      >
        {percent !== null ? (
          <Progress type="circle" percent={percent} size={56} aria-label={i18n.t('upload.uploading', { n: percent })} />
        ) : value ? (
          <Image
            src={value}
            alt={i18n.t('upload.preview')}
            width={width}
            height={height}
            style={{ objectFit: 'cover' }}
          />
        ) : (
          <PictureIcon />
        )}
      </div>
      <Space orientation="vertical" size={6}>
        <Upload
          id={id}
          accept={IMAGE_ACCEPT}
          showUploadList={false}
          multiple={false}
          maxCount={1}
          disabled={disabled || percent !== null}
          beforeUpload={beforeUpload}
          customRequest={customRequest}
        >
          <Button
            icon={<UploadOutlined />}
            disabled={disabled || percent !== null}
            aria-describedby={rest['aria-describedby']}
          >
            {value ? i18n.t('upload.replace') : i18n.t('upload.button')}
          </Button>
        </Upload>
        {!disabled ? (
          <Button icon={<FolderOpenOutlined />} onClick={() => setPicking(true)} disabled={percent !== null}>
            {i18n.t('media.pick')}
          </Button>
        ) : null}
        <MediaPicker
          open={picking}
          onClose={() => setPicking(false)}
          onPick={(url) => onChange?.(url)}
          beforeUpload={beforeUpload}
        />
        {value && !disabled ? (
          <Button type="text" danger size="small" icon={<DeleteOutlined />} onClick={() => onChange?.(undefined)}>
            {i18n.t('upload.remove')}
          </Button>
        ) : null}
        <Typography.Text type="secondary" style={{ fontSize: 12, maxWidth: 220, display: 'block' }}>
          {percent !== null ? i18n.t('upload.uploading', { n: percent }) : i18n.t('upload.hint', { max: maxMb })}
        </Typography.Text>
      </Space>
    </Space>
  );
}

function PictureIcon() {
  return (
    <svg width="40" height="40" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="#9aa8c2" strokeWidth="1.5">
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="M21 17l-5-5-8 8" />
    </svg>
  );
}

export default ImageUpload;
