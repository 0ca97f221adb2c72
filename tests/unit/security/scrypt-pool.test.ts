import { execFile } from 'node:child_process';
import { scryptSync } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterEach, describe, expect, it } from 'vitest';
import { esbuildOptions } from '#infra/cloud/bundling.ts';
import { ScryptPool, type ScryptJob } from '#functions/lib/auth/scrypt-pool.ts';

const LIGHT: ScryptJob = {
  password: 'secret',
  salt: Buffer.from('salt'),
  keyLength: 32,
  cost: { N: 1024, r: 8, p: 1, maxmem: 32 * 1024 * 1024 },
};
/** About a quarter of a second each on one core: long enough that a queue of them is still busy when a file read ends. */
const HEAVY: ScryptJob = { ...LIGHT, cost: { N: 65536, r: 8, p: 1, maxmem: 128 * 1024 * 1024 } };

let pool: ScryptPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('ScryptPool', () => {
  it("derives the key Node's scrypt derives", async () => {
    // Arrange
    pool = new ScryptPool({ workers: 1, queueLimit: 4 });

    // Act
    const key = await pool.derive(LIGHT);

    // Assert
    expect(key.equals(scryptSync(LIGHT.password, LIGHT.salt, 32, LIGHT.cost))).toBe(true);
  });

  it('refuses a derivation beyond its queue with 503 and Retry-After, and still finishes the others', async () => {
    // Arrange
    pool = new ScryptPool({ workers: 1, queueLimit: 2 });
    const accepted = [pool.derive(LIGHT), pool.derive(LIGHT), pool.derive(LIGHT)];

    // Act
    const refused = (await pool.derive(LIGHT).catch((error: unknown) => error)) as {
      status: number;
      headers: unknown;
      toBody(): unknown;
    };

    // Assert
    expect({ status: refused.status, headers: refused.headers, body: refused.toBody() }).toEqual({
      status: 503,
      headers: { 'retry-after': '1' },
      body: { message: 'The server is busy checking other passwords: try again in a moment.' },
    });
    await expect(Promise.all(accepted)).resolves.toHaveLength(3);
  });

  it("leaves libuv's thread pool to I/O: file reads end before the first of four derivations does", async () => {
    // Arrange
    pool = new ScryptPool({ workers: 1, queueLimit: 8 });
    let derived = 0;
    // Four is libuv's pool: asynchronous scrypt calls would take every thread, and the reads would wait for one.
    const hashing = Array.from({ length: 4 }, () => pool!.derive(HEAVY).then(() => (derived += 1)));

    // Act
    await Promise.all(Array.from({ length: 8 }, () => readFile(resolve(import.meta.dirname, 'scrypt-pool.test.ts'))));
    const derivedWhenReadsEnded = derived;
    await Promise.all(hashing);

    // Assert
    expect([derivedWhenReadsEnded, derived]).toEqual([0, 4]);
  });

  it('hashes from an esbuild bundle built as the Lambda functions are', async () => {
    // Arrange
    const dir = await mkdtemp(join(tmpdir(), 'skyset-scrypt-bundle-'));
    const root = resolve(import.meta.dirname, '../../..');
    const entry = `import { hashPassword, verifyPassword } from './functions/lib/auth/passwords.ts';
      const stored = await hashPassword('right');
      console.log(JSON.stringify([await verifyPassword('right', stored), await verifyPassword('wrong', stored)]));`;
    try {
      // Bundles split into chunks, so esbuild writes to a folder: stdin's output is stdin.mjs.
      await build({
        ...esbuildOptions,
        stdin: { contents: entry, resolveDir: root, loader: 'ts' },
        outdir: dir,
        logLevel: 'silent',
      });

      // Act
      const { stdout } = await promisify(execFile)(process.execPath, [join(dir, 'stdin.mjs')]);

      // Assert
      expect(JSON.parse(stdout)).toEqual([true, false]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
