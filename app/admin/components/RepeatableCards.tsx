import type { ReactNode } from 'react';
import { Button, Card, Empty, Form, Space, Typography, type FormListFieldData } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useI18n } from '#app/i18n/index.tsx';
import { useReadOnly } from './ReadOnly';

export interface RepeatableCardsProps {
  /** The list's field name in the form, e.g. [lang, 'advantagesList']. */
  name: (string | number)[];
  heading: string;
  empty: string;
  addLabel: string;
  /** The values of a new entry. */
  newItem: () => object;
  max?: number;
  /** The fields of one entry (names relative to `field.name`). */
  children: (field: FormListFieldData) => ReactNode;
}

/** A repeatable block of a form (advantages, pictures, a lawyer's own sections): a card per entry with move and remove, and an add button. */
export function RepeatableCards({ name, heading, empty, addLabel, newItem, max = 50, children }: RepeatableCardsProps) {
  const { t } = useI18n();
  // Explicit `disabled` props override antd's disabled context: a read-only language says so here.
  const readOnly = useReadOnly();
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
        {heading}
      </Typography.Title>
      <Form.List name={name}>
        {(fields, { add, remove, move }) => (
          <>
            {fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />}
            {fields.map((field, index) => (
              <Card
                key={field.key}
                size="small"
                style={{ marginBottom: 12 }}
                title={t('content.item', { n: index + 1 })}
                extra={
                  <Space size={4}>
                    <Button
                      size="small"
                      type="text"
                      icon={<ArrowUpOutlined />}
                      aria-label={t('content.moveUp')}
                      title={t('content.moveUp')}
                      disabled={readOnly || index === 0}
                      onClick={() => move(index, index - 1)}
                    />
                    <Button
                      size="small"
                      type="text"
                      icon={<ArrowDownOutlined />}
                      aria-label={t('content.moveDown')}
                      title={t('content.moveDown')}
                      disabled={readOnly || index === fields.length - 1}
                      onClick={() => move(index, index + 1)}
                    />
                    <Button
                      size="small"
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('content.remove')}
                      title={t('content.remove')}
                      onClick={() => remove(index)}
                    />
                  </Space>
                }
              >
                {children(field)}
              </Card>
            ))}
            <Button
              type="dashed"
              block
              icon={<PlusOutlined />}
              onClick={() => add(newItem())}
              disabled={readOnly || fields.length >= max}
            >
              {addLabel}
            </Button>
          </>
        )}
      </Form.List>
    </>
  );
}
