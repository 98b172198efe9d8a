import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { siteEnhancement } from './scripts/site-enhancement';
import { backOfficeClientOnly } from './scripts/back-office-client-only';

const basePath = (process.env.BASE_PATH ?? '').replace(/\/+$/, '');

export default defineConfig({
  base: `${basePath}/`,
  plugins: [siteEnhancement(), backOfficeClientOnly(), reactRouter()],
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    // Shared components would otherwise become a dozen sub-kilobyte chunks, each a request with its
    // own headers on a phone: chunks below ~10 KB are merged into the ones that import them.
    rollupOptions: {
      output: { experimentalMinChunkSize: 10_000 },
      // Resource routes (robots.txt, sitemap.xml, vCards) have no browser code by design.
      onwarn(warning, warn) {
        if (warning.code !== 'EMPTY_BUNDLE') warn(warning);
      },
    },
  },
  server: { port: 5173 },
});
