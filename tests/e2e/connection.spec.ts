import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { graphicsStorage } from './support/graphics';
import { playAsNewCharacter } from './support/scenePlayer';

// A server of this test's own, so the test can take it away without touching the shared one.
const PORT = Number(process.env.E2E_PORT ?? 8181) + 1;
const BASE_URL = `http://127.0.0.1:${PORT}`;

async function waitUntilUp(): Promise<void> {
  await expect
    .poll(() => fetch(`${BASE_URL}/up`).then((r) => r.ok, () => false), { message: 'the test server did not come up', timeout: 120_000 })
    .toBe(true);
}

function startServer(): ChildProcess {
  const storage = `storage/e2e-${PORT}`;
  return spawn('sh', ['-c', `rm -rf ${storage} && exec npx tsx src/server/main.ts`], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), STORAGE_DIR: storage, SKIP_CLIENT_BUILD: '1', LOG_LEVEL: 'warn', GALAXY_SEED: 'starlane-e2e' },
  });
}

function stopServer(server: ChildProcess): void {
  // The whole process group: npx, tsx and the server, which then stops its embedded PostgreSQL.
  if (!server.pid || server.exitCode !== null) return;
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

test('the datapad footer shows Connected, then Offline when the server goes away', async ({ browser }) => {
  test.setTimeout(180_000);
  const server = startServer();
  try {
    await waitUntilUp();
    // Graphics Off, as the config gives every spec: a new context doesn't inherit it.
    const context = await browser.newContext({ baseURL: BASE_URL, storageState: graphicsStorage(BASE_URL, 'off') });
    const page = await context.newPage();
    await playAsNewCharacter(page);
    await page.goto('/game');
    await page.getByRole('button', { name: /^Datapad/ }).click();
    const datapad = page.getByRole('dialog', { name: 'Datapad' });
    await expect(datapad.getByText('Connected', { exact: true })).toBeVisible({ timeout: 30_000 });

    stopServer(server);
    await expect(datapad.getByText('Offline', { exact: true })).toBeVisible({ timeout: 30_000 });
    await context.close();
  } finally {
    stopServer(server);
  }
});
