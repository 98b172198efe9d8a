import { lazy, Suspense, useState } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { ClockCircleOutlined, SaveOutlined, SendOutlined } from '@ant-design/icons';
import { useI18n } from '#app/i18n/index.tsx';
import { stateOf, type KeptPublication, type PublishIntent } from './publication';
import { usePermission } from '../permissions';

// The date-time picker (and dayjs' time-zone support) loads when "Schedule…" is pressed.
const ScheduleDialog = lazy(() => import('./ScheduleDialog'));

export interface PublishButtonsProps {
  /** The stored publication of each language the item has (empty for a new item). */
  stored: (KeptPublication | undefined)[];
  saving?: boolean;
  disabled?: boolean;
  onSubmit: (intent: PublishIntent) => void;
}

/**
 * "Save draft" (or "Save" once something is public or scheduled: every language keeps its status),
 * "Schedule…" and "Publish", the same on every edit screen and in the banner drawer. The primary
 * one is Publish while nothing is public, Save afterwards.
 */
export function PublishButtons({ stored, saving, disabled, onSubmit }: PublishButtonsProps) {
  const { t } = useI18n();
  const can = usePermission();
  const [scheduling, setScheduling] = useState(false);
  const states = stored.map((p) => stateOf(p));
  const out = states.some((s) => s === 'published' || s === 'scheduled');
  const scheduled = stored.find((p) => stateOf(p) === 'scheduled')?.publishAt ?? null;
  // Without the right to publish (an Author): drafts only, so the one button saves a draft.
  if (!can('publish')) {
    return (
      <Space wrap className="admin-publish-buttons">
        <Tooltip title={t('rights.draftOnly')}>
          <Button
            icon={<SaveOutlined />}
            type="primary"
            loading={saving}
            disabled={disabled}
            onClick={() => onSubmit({ action: 'save' })}
            data-testid="save"
          >
            {t('publish.saveDraft')}
          </Button>
        </Tooltip>
      </Space>
    );
  }
  return (
    <Space wrap className="admin-publish-buttons">
      <Tooltip title={t(out ? 'publish.saveHint' : 'publish.saveDraftHint')}>
        <Button
          icon={<SaveOutlined />}
          type={out ? 'primary' : 'default'}
          loading={saving}
          disabled={disabled}
          onClick={() => onSubmit({ action: 'save' })}
          data-testid="save"
        >
          {t(out ? 'publish.save' : 'publish.saveDraft')}
        </Button>
      </Tooltip>
      <Tooltip title={t('publish.scheduleHint')}>
        <Button icon={<ClockCircleOutlined />} disabled={disabled || saving} onClick={() => setScheduling(true)}>
          {t('publish.schedule')}
        </Button>
      </Tooltip>
      <Tooltip title={t('publish.publishHint')}>
        <Button
          icon={<SendOutlined />}
          type={out ? 'default' : 'primary'}
          disabled={disabled || saving}
          onClick={() => onSubmit({ action: 'publish' })}
        >
          {t('publish.publish')}
        </Button>
      </Tooltip>
      {scheduling ? (
        <Suspense fallback={null}>
          <ScheduleDialog
            open
            initial={scheduled}
            onCancel={() => setScheduling(false)}
            onSchedule={(at) => {
              setScheduling(false);
              onSubmit({ action: 'schedule', at });
            }}
          />
        </Suspense>
      ) : null}
    </Space>
  );
}
