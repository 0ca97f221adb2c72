import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { functionAccess } from '#infra/cloud/access.ts';
import { type ModuleRole, manifestModules } from '#infra/cloud/modules.ts';
import { functionEntry } from '#infra/cloud/paths.ts';

/** `export const handler`, `export async function handler` or `export { x as handler }`: what Lambda's `handler` needs. */
const EXPORTS_HANDLER =
  /export\s+(?:const|let|async\s+function|function)\s+handler\b|export\s*\{[^}]*\bhandler\b[^}]*\}/;

describe('manifest modules', () => {
  const modules = manifestModules();

  it('names every kind of function the stack deploys', () => {
    // Arrange
    const required: ModuleRole[] = [
      'http-domain',
      'http-authorizer',
      'ws-route',
      'ws-authorizer',
      'queue-consumer',
      'cognito-trigger',
      'custom-resource',
    ];

    // Act
    const roles = new Set(modules.map(({ role }) => role));
    const missing = required.filter((role) => !roles.has(role));

    // Assert
    expect(missing).toEqual([]);
  });

  it.each(modules.map(({ module }) => module))('functions/%s.ts exists and exports handler', (module) => {
    // Arrange
    const file = functionEntry(module);

    // Act
    const source = existsSync(file) ? readFileSync(file, 'utf8') : '';

    // Assert
    expect(source, `${file} is missing`).not.toBe('');
    expect(source).toMatch(EXPORTS_HANDLER);
  });

  it('declares access for every module and for nothing else', () => {
    // Arrange
    const declared = Object.keys(functionAccess).sort();

    // Act
    const named = modules.map(({ module }) => module).sort();

    // Assert
    expect(declared).toEqual(named);
  });
});
