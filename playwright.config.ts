import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { softwareBrowser } from './tests/e2e/support/chromium';
import { datapadOnly } from './tests/e2e/support/graphics';
import { TRAVEL_TIME_SCALE_OF_HALF, type Half } from './tests/e2e/support/timeScale';

const PORT = Number(process.env.E2E_PORT ?? 8181);

/**
 * The suite runs as two halves side by side, each against a server of its own (a fresh embedded
 * database each) with one worker: specs never see another spec's traffic on their server, and the
 * two halves overlap their waits (journeys, animations) on the machine's two cores. The first half
 * is listed: the specs that watch a journey drawn in 3D, whose server flies at 0.4 of play's pace,
 * and enough others for about half the time (measured from the list reporter's figures); the
 * second is everything else, so a new spec always runs, on a server whose journeys fly faster
 * (support/timeScale.ts). The ports: PORT and PORT + 2; connection.spec.ts
 * starts a server of its own on its half's port + 1.
 */
const FIRST_HALF = ['travel', 'world', 'skills', 'accounts', 'spine', 'connection', 'accessibility', 'accessibilityGameView', 'handheld'].map((name) => `**/${name}.spec.ts`);

function server(port: number, travelTimeScale: number): NonNullable<Extract<PlaywrightTestConfig['webServer'], object[]>>[number] {
  // One storage folder per port, so e2e runs on different ports never wipe each other's database.
  const storage = `storage/e2e-${port}`;
  return {
    // A fresh embedded database for every run, on the production build that `npm test` made. Each
    // half is a game of its own: no Redis fan-out (CI sets REDIS_URL for the two-process tests),
    // or one half's events would reach the other's characters of the same id.
    command: `rm -rf ${storage} && env -u REDIS_URL npx tsx src/server/main.ts`,
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
      // Journeys take seconds (support/timeScale.ts): the first half's 0.4 gives the tunnel time to
      // show; the second half, which only waits for arrivals, flies faster.
      TRAVEL_TIME_SCALE: String(travelTimeScale),
      // Mail goes to storage/mail and is listed at /dev/mailbox, where the account specs open their links.
      MAILBOX_PAGE: '1',
      // The content admin's spec (world.spec.ts) verifies these addresses, builds a planet and adds a system.
      // The game master of combatTravel.spec.ts forces a pirate encounter on its own character.
      ADMIN_EMAILS: 'world-admin@example.com,world-builder@example.com,combat-admin@example.com,traffic-admin@example.com',
    },
  };
}

/** A half of the suite against its own server. */
function half(name: Half, port: number, files: { testMatch?: string[]; testIgnore?: string[] }) {
  const baseURL = `http://127.0.0.1:${port}`;
  return {
    name,
    ...files,
    metadata: { travelTimeScale: TRAVEL_TIME_SCALE_OF_HALF[name] },
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
  webServer: [server(PORT, TRAVEL_TIME_SCALE_OF_HALF['first-half']), server(PORT + 2, TRAVEL_TIME_SCALE_OF_HALF['second-half'])],
});
