import { api } from '#app/admin/api.ts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Card, Flex, Statistic, Typography } from 'antd';
import { LANGUAGE_NAMES, LOCALES, type Locale } from '#contract/locales.ts';
import { useI18n } from '#app/i18n/index.tsx';

/** The start page's count of pictures without alt text, per language, each linked to the filtered Media screen. */
export function MissingAltCard() {
  const { t } = useI18n();
  const [counts, setCounts] = useState<Partial<Record<Locale, number>> | null>(null);
  useEffect(() => {
    let live = true;
    api('GET', '/admin/media/missing-alt', { silent: true })
      .then((res) => live && setCounts(res.result))
      .catch(() => {
        /* the start page shows the rest */
      });
    return () => {
      live = false;
    };
  }, []);
  if (!counts) return null;
  return (
    <Card size="small" style={{ marginBottom: 24 }} data-testid="missing-alt">
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 0 }}>
        {t('media.missingAltStart')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('media.missingAltStartHint')}</Typography.Paragraph>
      <Flex gap={32} wrap>
        {LOCALES.map((l) => (
          <Link key={l} to={`/admin/media?missingAlt=${l}`} data-lang={l}>
            <Statistic title={LANGUAGE_NAMES[l]} value={counts[l]} />
          </Link>
        ))}
      </Flex>
    </Card>
  );
}
