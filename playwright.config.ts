import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './tests/support';

/**
 * Browser tests: the production build on a free port with a temporary data folder and the demo
 * content, driven in Debian's Chromium (never a downloaded browser).
 */
const PORT = Number(process.env.E2E_PORT ?? 3900 + Math.floor(Math.random() * 90));
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
process.env.E2E_PORT = String(PORT);
const chromium = chromiumPath();

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  workers: 1,
  fullyParallel: false,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: chromium,
      args: CHROMIUM_FLAGS,
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      // The inquiry spec sends a dozen forms from 127.0.0.1 within a minute.
      INQUIRY_HOURLY_LIMIT: '200',
      // The authors picker's spec makes (and removes) a hundred lawyers within a minute.
      ADMIN_RATE_LIMIT: '2000',
    },
  },
});
