import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/** One import and the verdict the lint rules give it: `source` imported from a file at `from`. */
export interface ImportCase {
  rule: string;
  from: string;
  source: string;
  errors: number;
}

// Import rules read no types: without the TypeScript programs the type-aware rules need, each case lints in milliseconds.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: tseslint.configs.disableTypeChecked });

/** How many of `rules` refuse `import '<source>'` in a file at `fromFile` (which need not exist; the imported one must). */
async function importErrors(fromFile: string, source: string, rules: ReadonlySet<string>): Promise<number> {
  const [result] = await eslint.lintText(`import '${source}';\n`, { filePath: fromFile });
  return (result?.messages ?? []).filter((message) => rules.has(message.ruleId ?? '')).length;
}

/** The import direction of eslint.config.js, proved rule by rule: each case lints one import and reads the verdict. */
export function describeImportRules(title: string, rules: readonly string[], cases: readonly ImportCase[]): void {
  // The first lint loads the parser and plugins, which takes seconds on a cold machine.
  describe(title, { timeout: 30_000 }, () => {
    it.each(cases)('$rule', async ({ from, source, errors }) => {
      // Arrange
      const checked = new Set(rules);

      // Act
      const found = await importErrors(from, source, checked);

      // Assert
      expect(found).toBe(errors);
    });
  });
}
