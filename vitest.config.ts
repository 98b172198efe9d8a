import { defineConfig } from 'vitest/config';
import { siteEnhancement } from './scripts/site-enhancement';

export default defineConfig({
  // The site's layout names its enhancement script through this plugin's module (tests render it too).
  plugins: [siteEnhancement()],
  test: {
    include: ['tests/api/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/security/**/*.test.ts'],
    // The crash test is about SQLite's file (kill -9, then PRAGMA integrity_check); it belongs to
    // the SQLite run. The PostgreSQL run (TEST_DATABASE_URL) is about the queries.
    // The SQLite ⇄ PostgreSQL backup round trip needs both databases, and the server's answer to
    // PostgreSQL ending its connections needs PostgreSQL: they belong to the PostgreSQL run, and so
    // do the checks of several nodes on one database (SQLite is served by one process; they also
    // check the caches across nodes on PostgreSQL). The checks of the built site's pages and log,
    // and of the page and API caches, build the whole site; they are about the pages, not the
    // database, so they belong to the SQLite run.
    exclude: [
      '**/node_modules/**',
      ...(process.env.TEST_DATABASE_URL
        ? ['tests/security/crash.test.ts', 'tests/api/built-site.test.ts', 'tests/api/cache.test.ts']
        : [
            'tests/api/backup-dialects.test.ts',
            'tests/api/database-restart.test.ts',
            'tests/api/nodes.test.ts',
            'tests/api/nodes-together.test.ts',
            'tests/api/nodes-s3.test.ts',
          ]),
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The default report, and its unhandled errors repeated in short after the summary.
    reporters: ['default', './tests/reporters/errors-last.ts'],
  },
});
