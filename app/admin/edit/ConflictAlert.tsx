import { Alert, Button, Space } from 'antd';
import type { VersionSummary } from '#contract/entities.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { firmTime } from './firm-time';

export interface Conflict {
  /** The version someone else saved (who and when). */
  version: VersionSummary;
  /** Saves the editor's values again, based on the newest version. */
  overwrite: () => void;
  /** Loads the saved version into the form. */
  loadSaved: () => void;
}

/**
 * A save refused because someone else saved the item after it was opened (409 on If-Match): who
 * and when, that nothing was overwritten, and the two ways on. The edit shell and the banner
 * drawer show the same.
 */
export function ConflictAlert({ conflict, keptAsDraft }: { conflict: Conflict; keptAsDraft: boolean }) {
  const { t, tag } = useI18n();
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      data-testid="edit-conflict"
      title={
        conflict.version.operatorName
          ? t('conflict.title', {
              name: conflict.version.operatorName,
              time: firmTime(conflict.version.createTime, tag),
            })
          : t('conflict.titleUnknown')
      }
      description={
        <>
          <div>{t(keptAsDraft ? 'conflict.text' : 'conflict.textInForm')}</div>
          <div>{t('conflict.keepsStatus')}</div>
          <Space wrap style={{ display: 'flex', marginTop: 8 }}>
            <Button size="small" danger onClick={conflict.overwrite}>
              {t('conflict.overwrite')}
            </Button>
            <Button size="small" onClick={conflict.loadSaved}>
              {t('conflict.loadTheirs')}
            </Button>
          </Space>
        </>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
