import { createContext, useContext, type ReactNode } from 'react';
import { ConfigProvider, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import type { Locale } from '#contract/locales.ts';
import { useI18n } from '#app/i18n/index.tsx';

/** Fields below are shown but not editable (antd's own controls follow their disabled context; ours read this). */
const ReadOnlyContext = createContext(false);

export const useReadOnly = () => useContext(ReadOnlyContext);

/**
 * For controls that are not antd's (the rich-text editor) inside a Form that is disabled as a
 * whole: the Form disables antd's controls, this the rest. Toggling it keeps the tree (no remount).
 */
export function ReadOnlyFields({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  const outer = useReadOnly();
  return <ReadOnlyContext.Provider value={readOnly || outer}>{children}</ReadOnlyContext.Provider>;
}

/**
 * Makes everything below read-only when `readOnly` (e.g. a language the account may not write):
 * antd controls disabled, the rich-text editor not editable. Meant for a state that does not
 * change while the screen is open (switching it remounts what is below).
 */
export function ReadOnly({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  return (
    <ReadOnlyFields readOnly={readOnly}>
      {readOnly ? <ConfigProvider componentDisabled>{children}</ConfigProvider> : children}
    </ReadOnlyFields>
  );
}

/**
 * The fields an item shares between its languages (edit screens put them in one block): read-only
 * with a line saying why, for an account that may write only `writable` of the item's languages.
 */
export function SharedFields({ writable, children }: { writable: readonly Locale[] | null; children: ReactNode }) {
  const { t } = useI18n();
  if (!writable) return <>{children}</>;
  return (
    <>
      <Typography.Paragraph type="secondary" data-testid="shared-read-only">
        <LockOutlined /> {t('rights.sharedReadOnly', { langs: writable.map((l) => t(`lang.${l}`)).join(', ') })}
      </Typography.Paragraph>
      <ReadOnly readOnly>{children}</ReadOnly>
    </>
  );
}
