import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, Empty, Flex, Modal, Spin, Typography } from 'antd';
import { AppstoreOutlined, CloseOutlined } from '@ant-design/icons';
import type { Icon } from '#contract/entities.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { api } from '../api';
import { ImageUpload } from './ImageUpload';

export interface IconPickerProps {
  /** The icon's URL; controlled, so it works as a Form.Item child. */
  value?: string | null;
  onChange?: (url: string | undefined) => void;
  id?: string;
  disabled?: boolean;
}

/** Picks an icon from the library (/admin/icon) in a dialog, or takes an uploaded image. */
export function IconPicker({ value, onChange, id, disabled }: IconPickerProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [icons, setIcons] = useState<Icon[] | null>(null);

  useEffect(() => {
    if (!open) return;
    let live = true;
    api('GET', '/admin/icon')
      .then((res) => live && setIcons(res.result ?? []))
      .catch(() => live && setIcons([]));
    return () => {
      live = false;
    };
  }, [open]);

  return (
    <Flex gap={16} wrap align="start">
      <Flex vertical gap={8} align="start">
        {/* Form.Item's label points here; aria-label keeps the button's own name. */}
        <Button
          id={id}
          aria-label={t('icons.choose')}
          icon={<AppstoreOutlined aria-hidden />}
          onClick={() => setOpen(true)}
          disabled={disabled}
        >
          {t('icons.choose')}
        </Button>
        {value && !disabled && (
          <Button type="text" size="small" icon={<CloseOutlined />} onClick={() => onChange?.(undefined)}>
            {t('icons.clear')}
          </Button>
        )}
      </Flex>
      <div>
        <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 6, fontSize: 12 }}>
          {t('icons.orUpload')}
        </Typography.Text>
        <ImageUpload value={value} onChange={onChange} disabled={disabled} width={96} height={96} maxMb={2} />
      </div>

      <Modal
        open={open}
        title={t('icons.chooseTitle')}
        onCancel={() => setOpen(false)}
        footer={
          <Flex justify="space-between" align="center">
            <Link to="/admin/site/icons">{t('icons.manage')}</Link>
            <Button onClick={() => setOpen(false)}>{t('content.cancel')}</Button>
          </Flex>
        }
        width={640}
      >
        {icons === null ? (
          <Flex justify="center" style={{ padding: 32 }}>
            <Spin />
          </Flex>
        ) : icons.length === 0 ? (
          <Empty description={t('icons.empty')} />
        ) : (
          <ul
            style={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
              gap: 12,
            }}
          >
            {icons.map((icon) => {
              const selected = icon.url === value;
              return (
                <li key={icon.id}>
                  <button
                    type="button"
                    aria-pressed={selected}
                    aria-label={t('icons.select', { name: icon.name })}
                    onClick={() => {
                      onChange?.(icon.url);
                      setOpen(false);
                    }}
                    style={{
                      width: '100%',
                      padding: 8,
                      background: selected ? '#e8eef8' : '#fff',
                      border: `2px solid ${selected ? '#1f4e8c' : '#d9deea'}`,
                      borderRadius: 8,
                      cursor: 'pointer',
                      display: 'flex',
                      flexDirection: 'column',
                      alignItems: 'center',
                      gap: 6,
                    }}
                  >
                    <img src={icon.url} alt="" width={48} height={48} style={{ objectFit: 'contain' }} />
                    <span style={{ fontSize: 12, color: '#333', wordBreak: 'break-word' }}>{icon.name}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </Modal>
    </Flex>
  );
}

export default IconPicker;
