import type { AdminKey } from '#app/i18n/keys.ts';
import { useState, type ReactNode } from 'react';
import { App, Button, Form, Modal, Popconfirm, Typography, type FormInstance } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { LOCALES, type Locale } from '#contract/locales.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { LangTabs } from '../components/LangTabs';
import { useLangTabs } from './useLangTabs';
import { RequestError } from '../request';

/** The dialog's values: the fields per language, and those once for every language (sort, parent …). */
export type GroupValues = Partial<Record<Locale, { name?: string }>>;

/**
 * The one dialog of a translation group (a category, an office, a job title): every language's
 * fields in language tabs, written at once. `useGroupDialog` holds its state: which group is
 * open, the tab shown, the tabs with errors, the save in flight; `save` validates, asks for a name
 * in at least one language, sends and reloads the list; `remove` deletes every language and
 * explains a refusal (e.g. still in use) in a dialog.
 */
export function useGroupDialog<E, V extends GroupValues>({
  reload,
  nameRequiredOne,
}: {
  /** Reads the list again after a save or a refused one (someone else saved meanwhile: a 409). */
  reload: () => Promise<unknown>;
  /** The message key shown when no language has a name. */
  nameRequiredOne: AdminKey;
}) {
  const { t } = useI18n();
  const { message, modal } = App.useApp();
  const [editing, setEditing] = useState<E | null>(null);
  const { activeLang, setActiveLang, langErrors, setLangErrors, showErrors } = useLangTabs(LOCALES[0]);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<V>();

  const open = (e: E, lang: Locale, values: V) => {
    setEditing(e);
    setLangErrors({});
    setActiveLang(lang);
    form.resetFields();
    form.setFieldsValue(values as Parameters<FormInstance<V>['setFieldsValue']>[0]);
  };
  const close = () => setEditing(null);

  /** The form's values, or null when a field is wrong (its language's tab is shown). */
  const validate = async (): Promise<V | null> => {
    try {
      const v = await form.validateFields();
      setLangErrors({});
      return v;
    } catch (err) {
      showErrors((err as { errorFields?: { name: (string | number)[]; errors?: string[] }[] }).errorFields ?? []);
      return null;
    }
  };

  /** No language has a name: said at the tab shown. */
  const needName = () => {
    form.setFields([{ name: [activeLang, 'name'] as never, errors: [t(nameRequiredOne)] }]);
    setLangErrors({ [activeLang]: true });
  };

  /**
   * Sends the group. The request layer notifies an error; the dialog keeps what was typed. Someone
   * else saved meanwhile (409): the list shows their version, and the dialog opened again starts from it.
   */
  const send = async (write: () => Promise<unknown>) => {
    setSaving(true);
    try {
      await write();
      message.success(t('msg.saved'));
      setEditing(null);
      await reload();
    } catch (err) {
      if (!(err instanceof RequestError)) throw err;
      if (err.status === 409) await reload();
    } finally {
      setSaving(false);
    }
  };

  /** Deletes the group (every language); a refusal is explained in a dialog (`inUseTitle` for a 409). */
  const remove = async (write: () => Promise<unknown>, done: string, inUseTitle: string) => {
    try {
      await write();
      message.success(done);
      await reload();
    } catch (err) {
      const e = err instanceof RequestError ? err : null;
      modal.error({
        title: e?.status === 409 ? inUseTitle : t('request.errorTitle'),
        content: e?.message || t('request.errorGeneric'),
        okText: t('action.back'),
      });
    }
  };

  return {
    editing,
    open,
    close,
    form,
    activeLang,
    setActiveLang,
    langErrors,
    saving,
    validate,
    needName,
    send,
    remove,
  };
}

export type GroupDialogState<E, V extends GroupValues> = ReturnType<typeof useGroupDialog<E, V>>;

/** The dialog itself: a hint, the language tabs with `children(lang)`, then the fields once for all (`shared`). */
export function GroupDialog<E, V extends GroupValues>({
  dialog,
  name,
  title,
  hint,
  fields,
  readOnly,
  width,
  onSave,
  shared,
  children,
}: {
  dialog: GroupDialogState<E, V>;
  /** The form's name (field ids). */
  name: string;
  title: ReactNode;
  hint: ReactNode;
  /** The per-language fields whose errors mark a tab. */
  fields: string[];
  readOnly?: Partial<Record<Locale, boolean>> | null;
  width: number;
  onSave: () => Promise<void>;
  shared?: ReactNode;
  children: (lang: Locale) => ReactNode;
}) {
  const { t } = useI18n();
  return (
    <Modal
      open={dialog.editing !== null}
      title={title}
      okText={t('action.save')}
      cancelText={t('action.cancel')}
      confirmLoading={dialog.saving}
      onOk={() => void onSave()}
      onCancel={dialog.close}
      destroyOnHidden
      forceRender
      width={width}
    >
      <Form form={dialog.form} name={name} layout="vertical" onFinish={() => void onSave()}>
        <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>
        <LangTabs
          fields={fields}
          errors={dialog.langErrors}
          activeKey={dialog.activeLang}
          onChange={dialog.setActiveLang}
          readOnly={readOnly ?? undefined}
        >
          {children}
        </LangTabs>
        {shared}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
    </Modal>
  );
}

/**
 * The delete action of a translation group's row (a category, an office, a job title): a small red
 * bin named after the group, asking before it deletes every language (`text` says what goes).
 */
export function GroupDeleteButton({
  name,
  text,
  onConfirm,
}: {
  name: string;
  text: ReactNode;
  onConfirm: () => void | Promise<unknown>;
}) {
  const { t } = useI18n();
  return (
    <Popconfirm
      title={t('confirm.delete.title')}
      description={<div style={{ maxWidth: 280 }}>{text}</div>}
      okText={t('action.delete')}
      cancelText={t('action.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`${t('action.delete')}: ${name}`} />
    </Popconfirm>
  );
}
