import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainTable } from '#functions/lib/tables.ts';
import { ensureTables, startDynalite } from '#infra/local/dynalite.ts';
import { dataPaths } from '#infra/local/environment.ts';
import { startTestRuntime, type TestRuntime } from '../helpers/runtime.ts';

let runtime: TestRuntime;

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run tenant -- <args>` on the runtime's data folder, as an operator runs it (a process of its own). */
function tenantCli(args: string[], dataDir = runtime.dataDir): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'infra/local/bin/tenant.ts', ...args],
      { env: { ...process.env, SKYSET_DATA_DIR: dataDir, NODE_NO_WARNINGS: '1' } },
      (error, stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stdout, stderr }),
    );
  });
}

/** Log in to `tenant` through the API; answers the status and, on success, the admin's dataset count. */
async function loginTo(tenant: string, password: string): Promise<{ status: number; datasets?: number }> {
  const answer = await fetch(`${runtime.url}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password, provider: 'db', tenant }),
  });
  if (answer.status !== 200) return { status: answer.status };
  const { access_token: token } = (await answer.json()) as { access_token: string };
  const datasets = await fetch(`${runtime.url}/api/v1/dataset/`, { headers: { authorization: `Bearer ${token}` } });
  return { status: answer.status, datasets: ((await datasets.json()) as { count: number }).count };
}

beforeAll(async () => {
  runtime = await startTestRuntime();
});

afterAll(async () => {
  await runtime?.dispose();
});

describe('npm run tenant', () => {
  it('creates a tenant while the runtime runs, whose admin then logs in and sees its example datasets', async () => {
    // Act
    const run = await tenantCli(['create', 'globex', '--admin-password', 'globex-pw']);
    const loggedIn = await loginTo('globex', 'globex-pw');

    // Assert
    expect(run).toEqual({
      code: 0,
      stdout:
        'Tenant globex created: user admin (Admin), 9 example datasets and 4 example dashboards. Log in with "tenant": "globex".\n',
      stderr: '',
    });
    expect(loggedIn).toEqual({ status: 200, datasets: 9 });
  });

  it('creates a tenant while the runtime is stopped, which the next start serves', async () => {
    // Arrange
    await runtime.close();

    // Act
    const run = await tenantCli(['create', 'initech', '--admin-password', 'initech-pw']);
    runtime = await startTestRuntime(runtime.dataDir);
    const loggedIn = await loginTo('initech', 'initech-pw');

    // Assert
    expect(run.code).toBe(0);
    expect(loggedIn).toEqual({ status: 200, datasets: 9 });
  });

  it('lists the tenants', async () => {
    // Act
    const run = await tenantCli(['list']);

    // Assert
    expect(run.code).toBe(0);
    expect(
      run.stdout
        .trim()
        .split('\n')
        .map((line) => line.split('\t').slice(0, 2)),
    ).toEqual([
      ['default', 'active'],
      ['globex', 'active'],
      ['initech', 'active'],
    ]);
  });

  it('refuses a tenant that exists, changing nothing', async () => {
    // Act
    const run = await tenantCli(['create', 'globex', '--admin-password', 'other']);
    const loggedIn = await loginTo('globex', 'globex-pw');

    // Assert
    expect(run).toEqual({ code: 1, stdout: '', stderr: 'Tenant globex already exists\n' });
    expect(loggedIn.status).toBe(200);
  });

  it.each([
    [
      'an invalid name',
      ['create', 'Not_Valid', '--admin-password', 'pw'],
      'Invalid tenant name "Not_Valid": lower-case letters, digits and dashes, starting with a letter or digit, at most 63\n',
    ],
    ['no admin password', ['create', 'umbrella'], '--admin-password is required\n'],
  ])('refuses %s with a usage error', async (_case, args, stderr) => {
    // Act
    const run = await tenantCli(args);

    // Assert
    expect(run).toEqual({ code: 2, stdout: '', stderr });
  });

  it('refuses a data folder another process holds without a recorded endpoint, saying so', async () => {
    // Arrange
    const dataDir = await mkdtemp(join(tmpdir(), 'skyset-held-'));
    const holder = await startDynalite(dataPaths(dataDir).dynamodb);
    await ensureTables(holder.endpoint, [mainTable]);

    // Act
    const run = await tenantCli(['create', 'umbrella', '--admin-password', 'pw'], dataDir).finally(async () => {
      await holder.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    // Assert
    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr: `${dataPaths(dataDir).dynamodb} is in use by another process that recorded no endpoint (a local runtime of an older version?): stop it and try again\n`,
    });
  });

  it('cannot log in to a tenant that was not created', async () => {
    // Act
    const loggedIn = await loginTo('umbrella', 'pw');

    // Assert
    expect(loggedIn).toEqual({ status: 401 });
  });
});
