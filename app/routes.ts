import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { ADMIN_SCREENS } from './admin/screens.ts';

export default [
  index('site/routes/index-redirect.tsx'),
  route('sitemap.xml', 'site/routes/sitemap.ts'),
  route('robots.txt', 'site/routes/robots.ts'),
  route('news/feed.xml', 'site/routes/feed.ts', { id: 'news-feed' }),
  route('case/feed.xml', 'site/routes/feed.ts', { id: 'case-feed' }),
  route('team/vcard/:id', 'site/routes/vcard.ts'),
  layout('site/layout.tsx', [
    route('home', 'site/routes/home.tsx'),
    route('about', 'site/routes/about.tsx'),
    route('about/detail', 'site/routes/about-detail.tsx'),
    route('services', 'site/routes/services.tsx'),
    route('services/detail/:id', 'site/routes/service-detail.tsx'),
    route('team', 'site/routes/team.tsx'),
    route('team/detail/:id', 'site/routes/team-detail.tsx'),
    route('news', 'site/routes/news.tsx'),
    route('news/detail/:id', 'site/routes/news-detail.tsx'),
    route('case', 'site/routes/case.tsx'),
    route('case/detail/:id', 'site/routes/case-detail.tsx'),
    route('honor/detail/:id', 'site/routes/honor-detail.tsx'),
    route('contact', 'site/routes/contact.tsx'),
    route('docs/:name', 'site/routes/doc.tsx'),
    route('search', 'site/routes/search.tsx'),
    route('*', 'site/routes/not-found.tsx'),
  ]),
  route('admin-login', 'admin/routes/login.tsx'),
  // The back office's screens come from the one table the menu is made from too.
  route(
    'admin',
    'admin/layout.tsx',
    ADMIN_SCREENS.map((s) =>
      s.path === '' ? index(s.file) : s.id ? route(s.path, s.file, { id: s.id }) : route(s.path, s.file),
    ),
  ),
] satisfies RouteConfig;
