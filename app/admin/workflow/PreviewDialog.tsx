import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Alert, App, Button, Flex, Input, List, Modal, Popconfirm, Segmented, Spin, Typography } from 'antd';
import { CopyOutlined, DesktopOutlined, ExportOutlined, MobileOutlined, StopOutlined } from '@ant-design/icons';
import type { PreviewLink, PreviewLinkItem } from '#contract/entities.ts';
import type { ContentKind } from '#contract/enums.ts';
import type { Locale } from '#contract/locales.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { firmTime } from '../edit/firm-time';
import { absoluteUrl, createPreviewLink, listPreviewLinks, revokePreviewLink, type ItemRef } from './api';
import { notified } from '../errors';

export interface PreviewDialogProps {
  mode: 'preview' | 'share';
  open: boolean;
  item: ItemRef;
  /** The language row to show (its id) and its language. */
  rowId: number;
  lang: Locale;
  /** The form has unsaved changes: they are not in the preview. */
  dirty?: boolean;
  onClose: () => void;
}

/** Phone and desktop widths of the preview (CSS pixels). */
const WIDTHS = { phone: 390, desktop: 1440 } as const;
type Device = keyof typeof WIDTHS;

/**
 * Preview: the real public page of the item in one language, with its draft content, in a frame
 * at phone or desktop width (the desktop page scaled to fit). It uses a preview link made for the
 * purpose and revoked when the dialog closes, unless it was opened in a new tab.
 *
 * Share: a new link anyone can open for 7 days without logging in, with a copy button, and the
 * item's other active links, each revocable.
 */
export default function PreviewDialog(props: PreviewDialogProps) {
  return props.mode === 'preview' ? <PreviewFrame {...props} /> : <ShareLinks {...props} />;
}

/**
 * The Preview dialog's own link works for PREVIEW_HOURS only: it is withdrawn when the dialog
 * closes, and one left behind by a closed or crashed tab runs out the same day.
 */
const PREVIEW_HOURS = 12;

function usePreviewLink(open: boolean, kind: ContentKind, rowId: number, hours?: number) {
  const [link, setLink] = useState<PreviewLink | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!open) return;
    let live = true;
    setLink(null);
    setFailed(false);
    createPreviewLink(kind, rowId, hours)
      .then((l) => live && setLink(l))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [open, kind, rowId, hours]);
  return { link, failed };
}

function PreviewFrame({ open, item, rowId, lang, dirty, onClose }: PreviewDialogProps) {
  const { t } = useI18n();
  const { link, failed } = usePreviewLink(open, item.kind, rowId, PREVIEW_HOURS);
  const [device, setDevice] = useState<Device>('desktop');
  const keep = useRef(false);
  const box = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState(0);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setBoxWidth(el.clientWidth));
    observer.observe(el);
    setBoxWidth(el.clientWidth);
    return () => observer.disconnect();
  }, [link]);

  // The link served this dialog only: it goes when the dialog closes (not when it was opened in a tab).
  useEffect(() => {
    if (!link) return;
    keep.current = false;
    return () => {
      if (!keep.current) void revokePreviewLink(link.id).catch(() => undefined);
    };
  }, [link]);

  const width = WIDTHS[device];
  const scale = boxWidth ? Math.min(1, boxWidth / width) : 1;
  // As tall as the window leaves room for (the page scrolls inside the frame), at most a screen's height.
  const room = Math.max(360, (typeof window === 'undefined' ? 900 : window.innerHeight) - 220);
  const boxHeight = Math.min((device === 'phone' ? 760 : 900) * scale, room);
  const height = boxHeight / scale;

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width="min(1280px, 96vw)"
      centered
      destroyOnHidden
      title={t('preview.title', { lang: t(`lang.${lang}`) })}
      styles={{ body: { paddingTop: 8 } }}
    >
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
        <Segmented<Device>
          aria-label={t('preview.width')}
          value={device}
          onChange={setDevice}
          options={[
            { value: 'phone', label: t('preview.phone'), icon: <MobileOutlined /> },
            { value: 'desktop', label: t('preview.desktop'), icon: <DesktopOutlined /> },
          ]}
        />
        {link ? (
          <Button
            icon={<ExportOutlined />}
            href={link.url}
            target="_blank"
            rel="noopener"
            onClick={() => {
              keep.current = true;
            }}
          >
            {t('preview.newTab')}
          </Button>
        ) : null}
      </Flex>
      {/* The page is rendered from what is stored: say so always, and loudly when the form has more. */}
      {dirty ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          data-testid="preview-state"
          title={t('preview.unsaved')}
          style={{ marginBottom: 12 }}
        />
      ) : (
        <Typography.Paragraph type="secondary" data-testid="preview-state" style={{ margin: '0 0 8px' }}>
          {t('preview.lastSaved', { lang: t(`lang.${lang}`) })}
        </Typography.Paragraph>
      )}
      {failed ? <Alert type="error" showIcon title={t('preview.failed')} /> : null}
      <div ref={box} className="admin-preview-box" style={{ height: boxHeight }}>
        {link ? (
          <div
            className="admin-preview-device"
            style={{ width: width * scale, height: boxHeight }}
            data-device={device}
          >
            <iframe
              title={t('preview.frame', { lang: t(`lang.${lang}`) })}
              src={link.url}
              style={{
                width,
                height,
                transform: `scale(${scale})`,
                transformOrigin: '0 0',
                border: 0,
                display: 'block',
              }}
              data-testid="preview-frame"
            />
          </div>
        ) : !failed ? (
          <Spin style={{ display: 'block', paddingTop: 120 }} />
        ) : null}
      </div>
    </Modal>
  );
}

function ShareLinks({ open, item, rowId, lang, dirty, onClose }: PreviewDialogProps) {
  const { t, tag } = useI18n();
  const { message } = App.useApp();
  const { link, failed } = usePreviewLink(open, item.kind, rowId);
  const [active, setActive] = useState<PreviewLinkItem[] | null>(null);
  const url = link ? absoluteUrl(link.url) : '';

  const refresh = () =>
    listPreviewLinks(item)
      .then(setActive)
      .catch(() => setActive([]));
  useEffect(() => {
    if (open && link) void refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refresh reads item, which names the same item while the dialog is open
  }, [open, link]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      message.success(t('share.copied'));
    } catch {
      // No clipboard permission (or no secure context): the address is selected for Ctrl+C.
      const input = document.getElementById('admin-share-url') as HTMLInputElement | null;
      input?.select();
      message.info(t('share.copyManually'));
    }
  };

  const revoke = async (id: number) => {
    await notified(async () => {
      await revokePreviewLink(id);
      message.success(t('share.revoked'));
      await refresh();
    });
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('action.close')}</Button>}
      width={640}
      destroyOnHidden
      title={t('share.title', { lang: t(`lang.${lang}`) })}
    >
      <Typography.Paragraph type="secondary">{t('share.intro')}</Typography.Paragraph>
      {dirty ? <Alert type="warning" showIcon title={t('preview.unsaved')} style={{ marginBottom: 12 }} /> : null}
      {failed ? <Alert type="error" showIcon title={t('preview.failed')} /> : null}
      {link ? (
        <>
          <label htmlFor="admin-share-url" className="admin-field-label">
            {t('share.url')}
          </label>
          <Flex gap={8}>
            <Input
              id="admin-share-url"
              readOnly
              value={url}
              onFocus={(e) => e.target.select()}
              data-testid="share-url"
            />
            <Button icon={<CopyOutlined />} onClick={() => void copy()}>
              {t('share.copy')}
            </Button>
          </Flex>
          <Typography.Paragraph type="secondary" style={{ marginTop: 6 }}>
            {t('share.expires', { time: firmTime(link.expiresAt, tag) })}
          </Typography.Paragraph>
        </>
      ) : !failed ? (
        <Spin />
      ) : null}
      <Typography.Title level={2} style={{ fontSize: 15, marginTop: 16 }}>
        {t('share.active')}
      </Typography.Title>
      <List<PreviewLinkItem>
        size="small"
        loading={active === null && !failed}
        dataSource={active ?? []}
        locale={{ emptyText: t('share.none') }}
        renderItem={(l) => (
          <List.Item
            actions={[
              // The server says which links this account may revoke.
              !l.revocable ? null : (
                <Popconfirm
                  key="revoke"
                  title={t('share.revokeConfirm')}
                  okText={t('share.revoke')}
                  cancelText={t('action.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => revoke(l.id)}
                >
                  <Button
                    size="small"
                    danger
                    icon={<StopOutlined />}
                    aria-label={`${t('share.revoke')}: ${t(`lang.${l.lang}`)} ${firmTime(l.createTime, tag)}`}
                  >
                    {t('share.revoke')}
                  </Button>
                </Popconfirm>
              ),
            ]}
          >
            <List.Item.Meta
              title={`${t(`lang.${l.lang}`)}${link && l.id === link.id ? ` · ${t('share.thisOne')}` : ''}`}
              description={t('share.item', {
                created: firmTime(l.createTime, tag),
                who: l.operatorName ?? '—',
                expires: firmTime(l.expiresAt, tag),
              })}
            />
          </List.Item>
        )}
      />
    </Modal>
  );
}
