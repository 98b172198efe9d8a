import type { Config } from '@react-router/dev/config';

// BASE_PATH is read at build time: `npm start` builds and serves with the same environment.
const basePath = (process.env.BASE_PATH ?? '').replace(/\/+$/, '');

export default {
  appDirectory: 'app',
  // BUILD_DIR (default ./build) is where the build goes and where the server looks for it.
  buildDirectory: process.env.BUILD_DIR || 'build',
  ssr: true,
  basename: `${basePath}/`,
  // Today's behaviour, stated so the build does not warn about each flag; revisit for v8.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
