import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { AppstoreOutlined, FileTextOutlined, LinkOutlined, PictureOutlined, ReadOutlined, SettingOutlined, TeamOutlined, TrophyOutlined } from '@ant-design/icons';
import { useI18n } from '../../i18n';
import { request } from '../request';
import { useAdminUser } from '../layout';
import { adminLocale } from '../i18n';
import { ARTICLE_KIND_CONFIGS, ARTICLE_KIND_LIST } from '../../../contract/article-kinds';
import type { ArticleKind } from '../../../contract/enums';
import { adminArticlePath } from '../articles/kinds';

interface Count {
  key: string;
  label: string;
  path: string;
  api: string;
  icon: React.ReactNode;
  query?: Record<string, string | number>;
}

const KIND_ICONS: Record<ArticleKind, React.ReactNode> = { news: <ReadOutlined />, case: <FileTextOutlined />, honour: <TrophyOutlined /> };
const { news, case: cases, honour } = ARTICLE_KIND_CONFIGS;

/** The start page: what there is, and the usual next steps. */
export default function StartPage() {
  const i18n = useI18n();
  const navigate = useNavigate();
  const { user } = useAdminUser();
  const lang = adminLocale();
  const counts: Count[] = [
    ...ARTICLE_KIND_LIST.map((k) => ({ key: k.adminSegment, label: k.adminMsg.label, path: adminArticlePath(k, 'list'), api: k.adminPath, icon: KIND_ICONS[k.kind], query: { lang } })),
    { key: 'banners', label: 'menu.banners', path: '/admin/banner/list', api: '/admin/banner', icon: <PictureOutlined />, query: { lang } },
    { key: 'team', label: 'menu.team', path: '/admin/team/list', api: '/admin/lawyerTeam', icon: <TeamOutlined /> },
    { key: 'expertise', label: 'menu.expertise', path: '/admin/expertise/list', api: '/admin/professionalField', icon: <AppstoreOutlined /> },
  ];
  const [values, setValues] = useState<Record<string, number | null> | null>(null);

  useEffect(() => {
    let cancelled = false;
    void Promise.all(
      counts.map((c) =>
        request<unknown[]>(c.api, { query: { pageNo: 1, page: 1, pageSize: 1, ...c.query }, silent: true })
          .then((r) => [c.key, r.pageable?.totalCount ?? (Array.isArray(r.result) ? r.result.length : null)] as const)
          .catch(() => [c.key, null] as const),
      ),
    ).then((entries) => !cancelled && setValues(Object.fromEntries(entries)));
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the list is static per language
  }, [lang]);

  const shortcuts = [
    { label: 'menu.news.edit', path: adminArticlePath(news, 'edit'), icon: <ReadOutlined /> },
    { label: 'menu.news.external', path: adminArticlePath(news, 'edit-external'), icon: <LinkOutlined /> },
    { label: 'menu.cases.edit', path: adminArticlePath(cases, 'edit'), icon: <FileTextOutlined /> },
    { label: 'menu.honours.edit', path: adminArticlePath(honour, 'edit'), icon: <TrophyOutlined /> },
    { label: 'menu.team.add', path: '/admin/team/add', icon: <TeamOutlined /> },
    { label: 'menu.site.config', path: '/admin/site/config', icon: <SettingOutlined /> },
  ];

  return (
    <>
      <div className="admin-page-head">
        <Typography.Title level={1}>{i18n.t('start.welcome', { name: user.userName || user.loginAccount })}</Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {i18n.t('start.intro')}
          {user.lastLoginTime ? ` ${i18n.t('start.lastLogin', { name: new Date(user.lastLoginTime).toLocaleString(i18n.tag) })}` : ''}
        </Typography.Paragraph>
      </div>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {i18n.t('start.counts')} ({i18n.t(`lang.${lang}`)})
      </Typography.Title>
      <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
        {counts.map((c) => (
          <Col xs={12} md={8} xl={4} key={c.key}>
            <Link to={c.path} style={{ display: 'block' }} aria-label={`${i18n.t(c.label)}: ${values?.[c.key] ?? ''}`}>
              <Card hoverable size="small">
                {values ? <Statistic title={i18n.t(c.label)} value={values[c.key] ?? '—'} prefix={c.icon} /> : <Skeleton active paragraph={false} />}
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {i18n.t('start.shortcuts')}
      </Typography.Title>
      <div className="admin-toolbar">
        {shortcuts.map((s) => (
          <Button key={s.path} icon={s.icon} size="large" onClick={() => navigate(s.path)}>
            {i18n.t(s.label)}
          </Button>
        ))}
      </div>
    </>
  );
}
