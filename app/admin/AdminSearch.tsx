import { useState } from 'react';
import { Link } from 'react-router';
import { Input, List, Space, Tag, Typography } from 'antd';
import { useI18n } from '../i18n';
import { api } from './api';
import { LANG_BADGE } from './components/LangBadges';
import { itemEditPath } from './workflow/kinds';
import { firmTime } from './edit/firm-time';
import type { Locale } from '#contract/locales.ts';
import type { ContentKind } from '#contract/enums.ts';

interface Hit {
  type: 'news' | 'case' | 'honour' | 'lawyer' | 'practiceArea' | 'doc';
  id: number;
  no: string;
  title: string;
  lang: Locale;
  status: string;
  publishAt: string | null;
}

const kindOf = (type: Hit['type']): ContentKind => (type === 'doc' ? 'document' : type);

/** The start page's search over every kind of content in every state (GET /api/admin/search). */
export function AdminSearch() {
  const i18n = useI18n();
  const [result, setResult] = useState<{ q: string; items: Hit[]; total: number } | null>(null);
  const [loading, setLoading] = useState(false);

  const search = async (value: string) => {
    const q = value.trim().slice(0, 200);
    if (!q) return setResult(null);
    setLoading(true);
    try {
      const res = await api('GET', '/admin/search', { query: { q, pageSize: 20 } });
      setResult({ q, items: res.result, total: res.pageable?.totalCount ?? res.result.length });
    } finally {
      setLoading(false);
    }
  };

  return (
    <div style={{ marginBottom: 24 }}>
      <Typography.Paragraph type="secondary">{i18n.t('start.searchHint')}</Typography.Paragraph>
      <Input.Search
        aria-label={i18n.t('start.search')}
        placeholder={i18n.t('start.searchPlaceholder')}
        maxLength={200}
        allowClear
        enterButton
        loading={loading}
        onSearch={(v) => void search(v)}
        style={{ maxWidth: 560 }}
        data-testid="admin-search"
      />
      {result ? (
        <List
          style={{ marginTop: 12, maxWidth: 860 }}
          size="small"
          header={result.total ? i18n.t('start.searchCount', { count: result.total }) : undefined}
          locale={{ emptyText: i18n.t('start.searchNone') }}
          dataSource={result.items}
          renderItem={(hit) => {
            const kind = kindOf(hit.type);
            const scheduled = hit.status === 'published' && hit.publishAt && hit.publishAt > new Date().toISOString();
            return (
              <List.Item>
                <Space wrap>
                  <Tag>{i18n.t(`contentKind.${kind}`)}</Tag>
                  <span title={i18n.t(`lang.${hit.lang}`)}>{LANG_BADGE[hit.lang]}</span>
                  <Link to={itemEditPath(kind, { id: hit.id, no: hit.no, name: hit.no, lang: hit.lang })}>
                    {hit.title}
                  </Link>
                  {hit.status === 'draft' ? (
                    <Tag color="default">{i18n.t('status.draft')}</Tag>
                  ) : scheduled ? (
                    <Tag color="blue">{i18n.t('status.scheduledAt', { time: firmTime(hit.publishAt!, i18n.tag) })}</Tag>
                  ) : null}
                </Space>
              </List.Item>
            );
          }}
        />
      ) : null}
    </div>
  );
}
