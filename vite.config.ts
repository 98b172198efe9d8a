import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const basePath = (process.env.BASE_PATH ?? '').replace(/\/+$/, '');

export default defineConfig({
  base: `${basePath}/`,
  plugins: [reactRouter()],
  build: { target: 'es2022', chunkSizeWarningLimit: 1500 },
  server: { port: 5173 },
});
