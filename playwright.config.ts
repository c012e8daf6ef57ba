import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { softwareBrowser } from './tests/e2e/support/chromium';
import { datapadOnly } from './tests/e2e/support/graphics';
import { E2E_TRAVEL_TIME_SCALE } from './tests/e2e/support/timeScale';

const PORT = Number(process.env.E2E_PORT ?? 8181);

/**
 * The suite runs as two halves side by side, each against a server of its own (a fresh embedded
 * database each) with one worker: specs never see another spec's traffic on their server, and the
 * two halves overlap their waits (journeys, animations) on the machine's two cores. The first half
 * is listed (about half the time, measured from the list reporter's figures); the second is
 * everything else, so a new spec always runs. The ports: PORT and PORT + 2; connection.spec.ts
 * starts a server of its own on its half's port + 1.
 */
const FIRST_HALF = ['travel', 'world', 'skills', 'accounts', 'spine', 'connection', 'accessibility'].map((name) => `**/${name}.spec.ts`);

function server(port: number): NonNullable<Extract<PlaywrightTestConfig['webServer'], object[]>>[number] {
  // One storage folder per port, so e2e runs on different ports never wipe each other's database.
  const storage = `storage/e2e-${port}`;
  return {
    // A fresh embedded database for every run, on the production build that `npm test` made.
    command: `rm -rf ${storage} && npx tsx src/server/main.ts`,
    url: `http://127.0.0.1:${port}/up`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      STORAGE_DIR: storage,
      SKIP_CLIENT_BUILD: '1',
      GALAXY_SEED: 'starlane-e2e',
      LOG_LEVEL: 'warn',
      // Journeys take seconds: 0.4 of the game's pace, so a light-year lasts 1.2 s in the starter
      // ship (the tunnel has time to show) and a shuttle ride 2 to 18 s.
      TRAVEL_TIME_SCALE: String(E2E_TRAVEL_TIME_SCALE),
      // Mail goes to storage/mail and is listed at /dev/mailbox, where the account specs open their links.
      MAILBOX_PAGE: '1',
      // The content admin's spec (world.spec.ts) verifies these addresses, builds a planet and adds a system.
      // The game master of combatTravel.spec.ts forces a pirate encounter on its own character.
      ADMIN_EMAILS: 'world-admin@example.com,world-builder@example.com,combat-admin@example.com',
    },
  };
}

/** A half of the suite against its own server. */
function half(name: string, port: number, files: { testMatch?: string[]; testIgnore?: string[] }) {
  const baseURL = `http://127.0.0.1:${port}`;
  return {
    name,
    ...files,
    workers: 1,
    // Graphics Off, reduced motion and a browser without a GPU process (the config's launchOptions):
    // specs that test the datapad's flows spend no CPU on a software-rendered 3D view, on CSS
    // animations (theme.css makes them instant) nor on compositing pages with SwiftShader. Specs
    // that test the scene or motion (scene, travel, graphics...) ask for theirs with withGraphics(mode).
    use: { baseURL, ...datapadOnly(baseURL) },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    // Software compositing and no WebGL (support/chromium.ts); specs that draw 3D use withGraphics().
    launchOptions: softwareBrowser,
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  projects: [half('first-half', PORT, { testMatch: FIRST_HALF }), half('second-half', PORT + 2, { testIgnore: FIRST_HALF })],
  webServer: [server(PORT), server(PORT + 2)],
});
