import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Flex, Form, Space, Spin, Typography } from 'antd';
import { ArrowLeftOutlined, LockOutlined, SaveOutlined } from '@ant-design/icons';
import { LOCALES } from '#contract/locales.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { ItemTools } from '../workflow/ItemTools';
import { PublishButtons } from './PublishButtons';
import { ReadOnlyFields } from '../components/ReadOnly';
import { ConflictAlert } from './ConflictAlert';
import { firmTime } from './firm-time';
import type { EditForm } from './useEditForm';

export interface EditPageProps<V> {
  edit: EditForm<V>;
  /** The form's name (prefixes the field ids). */
  name?: string;
  title: string;
  /** A line under the title (what the screen is for, or the item's number). */
  subtitle?: ReactNode;
  /** The list this item belongs to: a back button in the header and on "not found". */
  backTo?: string;
  /** Between the header and the form (e.g. a document switcher). */
  toolbar?: ReactNode;
  /** The screen's own change handling (runs before the shell's dirty tracking). */
  onValuesChange?: (changed: Partial<V>, all: V) => void;
  children: ReactNode;
}

/**
 * The page around every edit form of the back office: header with back and save buttons, the
 * offer of a local draft, load and save errors, the spinner, and the form that tracks changes.
 */
export function EditPage<V extends object>({
  edit,
  name,
  title,
  subtitle,
  backTo,
  toolbar,
  onValuesChange,
  children,
}: EditPageProps<V>) {
  const { t, tag } = useI18n();
  const navigate = useNavigate();
  const back = backTo ? (
    <Button
      type="text"
      icon={<ArrowLeftOutlined />}
      aria-label={t('content.back')}
      title={t('content.back')}
      onClick={() => navigate(backTo)}
    />
  ) : null;

  useSaveShortcut(edit);

  if (edit.notFound) {
    return (
      <div className="admin-page">
        <Typography.Title level={1} style={{ fontSize: 24 }}>
          {title}
        </Typography.Title>
        <Alert
          type="error"
          showIcon
          title={t('edit.notFound')}
          action={backTo ? <Button onClick={() => navigate(backTo)}>{t('content.back')}</Button> : undefined}
        />
      </div>
    );
  }

  return (
    <div className="admin-page">
      {/* The action bar stays in view on long forms (sticky under the header); Ctrl/⌘+S saves. */}
      <Flex
        justify="space-between"
        align="center"
        wrap
        gap={12}
        className="admin-edit-bar"
        data-testid="edit-bar"
        style={{ marginBottom: subtitle ? 4 : 12 }}
      >
        <Space align="center">
          {back}
          <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
            {title}
          </Typography.Title>
        </Space>
        {edit.readOnly ? null : edit.workflow ? (
          <PublishButtons
            stored={LOCALES.map((l) => edit.workflow?.stored[l])}
            saving={edit.saving}
            disabled={edit.loading || edit.loadError}
            onSubmit={edit.workflow.submit}
          />
        ) : (
          <Button
            type="primary"
            icon={<SaveOutlined />}
            loading={edit.saving}
            disabled={edit.loading || edit.loadError}
            onClick={() => edit.form.submit()}
          >
            {t('content.save')}
          </Button>
        )}
      </Flex>
      {subtitle ? (
        <Typography.Paragraph
          type="secondary"
          className={back ? 'admin-edit-indent' : undefined}
          style={{ margin: '0 0 12px' }}
        >
          {subtitle}
        </Typography.Paragraph>
      ) : null}
      {edit.workflow ? (
        <div className={back ? 'admin-edit-indent' : undefined} style={{ marginBottom: 16 }}>
          <ItemTools
            item={edit.workflow.item}
            lang={edit.langTabs.activeKey}
            rowId={edit.workflow.stored[edit.langTabs.activeKey]?.id}
            dirty={edit.dirty}
            onRestored={() => void edit.reload()}
          />
        </div>
      ) : null}
      {edit.readOnly ? (
        <Alert
          type="info"
          showIcon
          icon={<LockOutlined />}
          role="status"
          data-testid="read-only"
          title={t('rights.itemReadOnly')}
          description={t('rights.itemReadOnlyText')}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {toolbar}
      {edit.draft && !edit.readOnly ? (
        <Alert
          type="info"
          showIcon
          role="status"
          data-testid="draft-offer"
          title={t('draft.found', { time: firmTime(edit.draft.savedAt, tag) })}
          description={
            <>
              {edit.moreDrafts ? (
                <div data-testid="draft-more">{t('draft.more', { count: edit.moreDrafts })}</div>
              ) : null}
              <Space wrap style={{ marginTop: 4 }}>
                <Button size="small" type="primary" onClick={edit.restoreDraft}>
                  {t('draft.restore')}
                </Button>
                <Button size="small" onClick={edit.discardDraft}>
                  {t('draft.discard')}
                </Button>
              </Space>
            </>
          }
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {edit.loadError ? (
        <Alert
          type="error"
          showIcon
          title={t('content.loadFailed')}
          action={<Button onClick={() => void edit.reload()}>{t('content.retry')}</Button>}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {edit.conflict ? <ConflictAlert conflict={edit.conflict} keptAsDraft /> : null}
      {edit.saveError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={edit.saveError}
          closable={{ onClose: edit.clearSaveError }}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Spin spinning={edit.loading}>
        {/* Only changes after the user typed, clicked, pasted or dropped in the form count as unsaved. */}
        <div
          onKeyDownCapture={edit.touch}
          onPointerDownCapture={edit.touch}
          onChangeCapture={edit.touch}
          onPasteCapture={edit.touch}
          onDropCapture={edit.touch}
        >
          <Form<V> name={name} {...edit.formProps(onValuesChange)}>
            <ReadOnlyFields readOnly={!!edit.readOnly}>{children}</ReadOnlyFields>
          </Form>
        </div>
      </Spin>
    </div>
  );
}

/**
 * Ctrl+S (⌘+S on a Mac) saves the form as the Save button does (never publishes), instead of the
 * browser's "save page as". While the screen loads, saves or is read-only, the key does nothing.
 */
function useSaveShortcut<V>(edit: EditForm<V>) {
  const latest = useRef(edit);
  useEffect(() => {
    latest.current = edit;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() !== 's' || !(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return;
      e.preventDefault();
      const now = latest.current;
      if (now.loading || now.loadError || now.saving || now.readOnly || now.notFound) return;
      if (now.workflow) now.workflow.submit({ action: 'save' });
      else now.form.submit();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);
}
