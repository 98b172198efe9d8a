import { Form, Input } from 'antd';
import { PASSWORD_MAX, PASSWORD_MIN } from '#contract/accounts.ts';
import { useI18n } from '#app/i18n/index.tsx';

/**
 * A new password and its repetition (fields `newPassword` and `repeat`): the length the server
 * accepts, and the repetition must match. In the forced first change and the account menu's dialog.
 */
export function NewPasswordFields() {
  const { t } = useI18n();
  return (
    <>
      <Form.Item
        name="newPassword"
        label={t('password.new')}
        rules={[
          { required: true },
          { min: PASSWORD_MIN, max: PASSWORD_MAX, message: t('password.minLength', { min: PASSWORD_MIN }) },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="repeat"
        label={t('password.repeat')}
        dependencies={['newPassword']}
        rules={[
          { required: true },
          ({ getFieldValue }) => ({
            validator: (_r, v) =>
              !v || v === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(t('password.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
