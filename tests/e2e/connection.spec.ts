import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { datapadOnly, serverUrl } from './support/graphics';
import { playAsNewCharacter } from './support/scenePlayer';

// A server of this test's own, so the test can take it away without touching the shared one: on the
// port after its half's server (playwright.config.ts keeps that port free).
const serverPort = () => Number(new URL(serverUrl()).port) + 1;

async function waitUntilUp(baseUrl: string): Promise<void> {
  await expect
    .poll(() => fetch(`${baseUrl}/up`).then((r) => r.ok, () => false), { message: 'the test server did not come up', timeout: 120_000 })
    .toBe(true);
}

function startServer(port: number): ChildProcess {
  const storage = `storage/e2e-${port}`;
  return spawn('sh', ['-c', `rm -rf ${storage} && exec npx tsx src/server/main.ts`], {
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), STORAGE_DIR: storage, SKIP_CLIENT_BUILD: '1', LOG_LEVEL: 'warn', GALAXY_SEED: 'starlane-e2e' },
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
  const port = serverPort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = startServer(port);
  try {
    await waitUntilUp(baseUrl);
    // Graphics Off, as the config gives every spec: a new context doesn't inherit it.
    const context = await browser.newContext({ baseURL: baseUrl, ...datapadOnly(baseUrl) });
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
