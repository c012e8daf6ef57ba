import { defineConfig } from '@playwright/test';
import { graphicsStorage } from './tests/e2e/support/graphics';

const PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_BASE_URL = `http://127.0.0.1:${PORT}`;
// One storage folder per port, so e2e runs on different ports never wipe each other's database.
const STORAGE_DIR = `storage/e2e-${PORT}`;

/** Debian's Chromium (never a downloaded browser), headless, with WebGL through SwiftShader. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    // Graphics Off: specs that don't test the scene spend no CPU on a software-rendered 3D view.
    // The scene's own specs (scene, travel) ask for Auto with graphicsStorage(E2E_BASE_URL, 'auto').
    storageState: graphicsStorage(E2E_BASE_URL, 'off'),
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: {
    // A fresh embedded database for every run, on the production build that `npm test` made.
    command: `rm -rf ${STORAGE_DIR} && npx tsx src/server/main.ts`,
    url: `${E2E_BASE_URL}/up`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      STORAGE_DIR,
      SKIP_CLIENT_BUILD: '1',
      GALAXY_SEED: 'starlane-e2e',
      LOG_LEVEL: 'warn',
      // Journeys take seconds instead of minutes.
      TRAVEL_TIME_SCALE: '0.01',
      // Mail goes to storage/mail and is listed at /dev/mailbox, where the account specs open their links.
      MAILBOX_PAGE: '1',
      // The content admin's spec (world.spec.ts) verifies these addresses, builds a planet and adds a system.
      // The game master of combatTravel.spec.ts forces a pirate encounter on its own character.
      ADMIN_EMAILS: 'world-admin@example.com,world-builder@example.com,combat-admin@example.com',
    },
  },
});
