import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { App } from 'antd';
import { useI18n } from '../i18n';

/**
 * Asks before leaving a form with unsaved changes: in-app navigation through React Router's
 * blocker (an antd confirm dialog), closing or reloading the tab through beforeunload.
 *
 * `dirty` is read at navigation time; call `markSaved()` right before navigating away after a
 * successful save (state updates would arrive too late for the blocker). `onLeave` runs when the
 * user chooses to leave anyway (the edit shell drops the local draft then).
 */
export function useUnsavedChanges(dirty: boolean, onLeave?: () => void): { markSaved: () => void } {
  const dirtyRef = useRef(dirty);
  const onLeaveRef = useRef(onLeave);
  useEffect(() => {
    onLeaveRef.current = onLeave;
  }, [onLeave]);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  const { modal } = App.useApp();
  const i18n = useI18n();

  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        dirtyRef.current &&
        (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
      [],
    ),
  );

  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    modal.confirm({
      title: i18n.t('unsaved.title'),
      content: i18n.t('unsaved.text'),
      okText: i18n.t('unsaved.leave'),
      cancelText: i18n.t('unsaved.stay'),
      okButtonProps: { danger: true },
      onOk: () => {
        asking.current = false;
        dirtyRef.current = false;
        onLeaveRef.current?.();
        blocker.proceed?.();
      },
      onCancel: () => {
        asking.current = false;
        blocker.reset?.();
      },
    });
  }, [blocker, modal, i18n]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!dirtyRef.current) return;
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const markSaved = useCallback(() => {
    dirtyRef.current = false;
  }, []);
  return { markSaved };
}
