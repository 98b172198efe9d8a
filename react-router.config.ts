import type { Config } from '@react-router/dev/config';

// BASE_PATH is read at build time: `npm start` builds and serves with the same environment.
const basePath = (process.env.BASE_PATH ?? '').replace(/\/+$/, '');

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  basename: `${basePath}/`,
} satisfies Config;
