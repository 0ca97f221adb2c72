import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/** The unit files that render into a DOM: each says so on its first line (`// @vitest-environment happy-dom`). */
function domUnitFiles(): string[] {
  const root = 'tests/unit';
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => join(root, file))
    .filter((file) => readFileSync(file, 'utf8').startsWith('// @vitest-environment'));
}

const DOM_UNIT_FILES = domUnitFiles();

/** Test projects; `npm test` runs them all (see package.json), each can run alone with `--project`. */
export default defineConfig({
  test: {
    // Handlers log structured JSON; tests assert on behaviour, so keep their output readable. Refused sign-ins are
    // answered at once: tests refuse many on purpose (the pause has a unit test of its own).
    env: { LOG_LEVEL: 'SILENT', LOGIN_REFUSAL_PAUSE_MS: '0' },
    // Vitest leaves a core free by default: one worker on a 2-core machine. The integration and security files spend
    // much of their time waiting on engines in processes of their own and on the local gateway, so two files at a
    // time keep both cores busy (integration: about 40 % less wall time here).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        // Unit files without a DOM share one module graph per worker: they hold no state between files but the
        // validation messages, which the setup file makes the server's. Importing the modules once instead of once per
        // file is most of what these files cost.
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: DOM_UNIT_FILES,
          environment: 'node',
          isolate: false,
          setupFiles: ['tests/unit/server-messages-setup.ts'],
        },
      },
      {
        // Unit files that render React into a DOM: each file in a module graph and a document of its own.
        extends: true,
        test: { name: 'unit-web', include: DOM_UNIT_FILES, setupFiles: ['tests/unit/testing-library-setup.ts'] },
      },
      { extends: true, test: { name: 'contract', include: ['tests/contract/**/*.test.ts'], testTimeout: 30_000 } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: { name: 'infra', include: ['tests/infra/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 120_000 },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // One local runtime and one Chromium for the whole suite (tests/e2e/global-setup.ts).
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
