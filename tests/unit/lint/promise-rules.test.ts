import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/**
 * The cases lint their own text under the path of a Lambda module that exists: the type-aware rules read types from
 * the TypeScript project whose tsconfig includes the file (tsconfig.node.json here, Node's types and no DOM).
 */
const LAMBDA_MODULE = 'functions/lib/keys.ts';

const PROMISE_RULES = new Set(['@typescript-eslint/no-floating-promises', '@typescript-eslint/no-misused-promises']);

const save = 'async function save(id: number): Promise<void> {\n  if (id < 0) throw new Error(`No record ${id}`);\n}\n';

const cases = [
  {
    rule: 'a promise nobody awaits fails',
    text: `${save}export function handle(): void {\n  save(1);\n}\n`,
    found: ['@typescript-eslint/no-floating-promises'],
  },
  {
    rule: 'an awaited promise passes',
    text: `${save}export async function handle(): Promise<void> {\n  await save(1);\n}\n`,
    found: [],
  },
  {
    rule: 'a promise whose rejection is handled passes',
    text: `${save}export function handle(log: (error: unknown) => void): void {\n  save(1).catch(log);\n}\n`,
    found: [],
  },
  {
    rule: 'an async callback where a void one is expected fails',
    text: `${save}export function handleAll(ids: number[]): void {\n  ids.forEach(async (id) => {\n    await save(id);\n  });\n}\n`,
    found: ['@typescript-eslint/no-misused-promises'],
  },
];

/** What eslint.config.js says of promises in Lambda code: each case lints one module and reads the verdict. */
// The first lint builds the TypeScript program of the Node side, which takes a while on a loaded machine.
describe('promise rules in Lambda code', { timeout: 180_000 }, () => {
  it.each(cases)('$rule', async ({ text, found }) => {
    // Act
    const [result] = await eslint.lintText(text, { filePath: LAMBDA_MODULE });
    const messages = (result?.messages ?? []).filter(
      (message) => message.fatal || PROMISE_RULES.has(message.ruleId ?? ''),
    );

    // Assert
    expect(messages.map((message) => message.ruleId ?? message.message)).toEqual(found);
  });
});
