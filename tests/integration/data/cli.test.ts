import { spawnSync } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { temporaryDataDir } from './parquet-query.ts';

let folder: Awaited<ReturnType<typeof temporaryDataDir>>;

/** Runs the CLI the way `npm run data:generate` does. */
function runCli(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'infra/local/data/generate-cli.ts', ...args], {
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeAll(async () => {
  folder = await temporaryDataDir();
});

afterAll(async () => {
  await folder.remove();
});

describe('data:generate CLI', () => {
  it('prints one line per table and a total, and exits 0', async () => {
    // Arrange
    const args = ['--data-dir', folder.dataDir, '--table', 'energy_usage', '--table', 'airports'];

    // Act
    const result = runCli(args);

    // Assert
    const labels = result.stdout
      .trim()
      .split('\n')
      .map((line) => line.split(/\s+/).slice(0, 3).join(' '));
    expect([result.status, labels.toSorted(), await readdir(folder.dataDir)]).toEqual([
      0,
      ['airports 322 rows', 'energy_usage 85 rows', 'total 407 rows'],
      ['examples'],
    ]);
  });

  it('prints a clear message and exits 1 on a bad scale', () => {
    // Arrange
    const args = ['--data-dir', folder.dataDir, '--scale', 'ten'];

    // Act
    const result = runCli(args);

    // Assert
    expect([result.status, result.stderr.trim()]).toEqual([
      1,
      'data:generate failed: Scale must be a positive integer, got NaN',
    ]);
  });
});
