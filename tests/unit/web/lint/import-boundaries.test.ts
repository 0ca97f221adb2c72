import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The web app's import direction (eslint.config.js, ARCHITECTURE.md section 7), proved rule by rule: each case lints
 * one import from a file at the given path (the file need not exist; the imported one must) and reads the verdict.
 */
const eslint = new ESLint({ cwd: process.cwd() });

const IMPORT_RULES = new Set(['boundaries/dependencies', 'no-restricted-imports']);

async function boundaryErrors(fromFile: string, source: string): Promise<number> {
  const [result] = await eslint.lintText(`import '${source}';\n`, { filePath: fromFile });
  return (result?.messages ?? []).filter((message) => IMPORT_RULES.has(message.ruleId ?? '')).length;
}

// The first lint loads the parser and plugins, which takes seconds on a cold machine.
describe('web import boundaries', { timeout: 30_000 }, () => {
  it.each([
    { rule: 'core never imports a feature', from: 'web/app/core/probe.ts', source: '../features/toasts/index.ts', errors: 1 },
    { rule: 'core never imports a route', from: 'web/app/core/probe.ts', source: '../routes/home.tsx', errors: 1 },
    { rule: 'core may use ui', from: 'web/app/core/probe.ts', source: '../ui/error-page.tsx', errors: 0 },
    { rule: 'ui never imports core', from: 'web/app/ui/probe.ts', source: '../core/store.ts', errors: 1 },
    { rule: 'ui never imports a feature', from: 'web/app/ui/probe.ts', source: '../features/toasts/index.ts', errors: 1 },
    { rule: 'a feature never imports a route', from: 'web/app/features/home/probe.ts', source: '../../routes/home.tsx', errors: 1 },
    { rule: 'a feature reaches another through its index', from: 'web/app/features/nav/probe.ts', source: '../toasts/index.ts', errors: 0 },
    { rule: 'a feature never reaches inside another', from: 'web/app/features/nav/probe.ts', source: '../toasts/toasts-slice.ts', errors: 1 },
    { rule: 'a feature reaches inside itself', from: 'web/app/features/toasts/probe.ts', source: './toasts-slice.ts', errors: 0 },
    { rule: 'a feature uses core', from: 'web/app/features/nav/probe.ts', source: '../../core/store.ts', errors: 0 },
    { rule: 'a route uses a feature index', from: 'web/app/routes/probe.tsx', source: '../features/home/index.ts', errors: 0 },
    { rule: 'a route never reaches inside a feature', from: 'web/app/routes/probe.tsx', source: '../features/home/home-page.tsx', errors: 1 },
    { rule: 'outside plugins, the registry is open', from: 'web/app/routes/probe.tsx', source: '../plugins/registry.ts', errors: 0 },
    { rule: 'outside plugins, plugin types are open', from: 'web/app/features/nav/probe.ts', source: '../../plugins/types.ts', errors: 0 },
    { rule: 'outside plugins, a chart folder is closed', from: 'web/app/routes/probe.tsx', source: '../plugins/pie/metadata.ts', errors: 1 },
    { rule: 'a plugin never imports core', from: 'web/app/plugins/pie/probe.ts', source: '../../core/store.ts', errors: 1 },
    { rule: 'a plugin never imports a feature', from: 'web/app/plugins/pie/probe.ts', source: '../../features/toasts/index.ts', errors: 1 },
    { rule: 'a plugin never imports another chart', from: 'web/app/plugins/pie/probe.ts', source: '../table/metadata.ts', errors: 1 },
    { rule: 'a plugin uses plugins/common', from: 'web/app/plugins/pie/probe.ts', source: '../common/number-format.ts', errors: 0 },
    { rule: 'a plugin uses its own files', from: 'web/app/plugins/pie/probe.ts', source: './metadata.ts', errors: 0 },
    { rule: 'a plugin uses ui', from: 'web/app/plugins/pie/probe.ts', source: '../../ui/empty-state.tsx', errors: 0 },
    { rule: 'the app root uses a feature index', from: 'web/app/root.tsx', source: './features/toasts/index.ts', errors: 0 },
    { rule: 'the app root never reaches inside a feature', from: 'web/app/root.tsx', source: './features/toasts/toasts-slice.ts', errors: 1 },
    { rule: 'the registry loads a chart', from: 'web/app/plugins/registry.ts', source: './pie/metadata.ts', errors: 0 },
    { rule: 'the registry never imports core', from: 'web/app/plugins/registry.ts', source: '../core/store.ts', errors: 1 },
    { rule: 'the web uses #shared', from: 'web/app/ui/probe.ts', source: '#shared/toasts.ts', errors: 0 },
    { rule: 'the web never imports server code', from: 'web/app/core/probe.ts', source: '#functions/manifest.ts', errors: 1 },
  ])('$rule', async ({ from, source, errors }) => {
    // Arrange
    const file = from;

    // Act
    const found = await boundaryErrors(file, source);

    // Assert
    expect(found).toBe(errors);
  });
});
