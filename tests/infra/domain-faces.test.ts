import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { faceValues, isDomainFace, withFacesSeenThrough } from '#infra/cloud/domain-faces.ts';
import { REPO_ROOT } from '#infra/cloud/paths.ts';

const functions = join(REPO_ROOT, 'functions');
const importer = join(functions, 'dashboards/probe.ts');
const seeThrough = (source: string, path = importer) => withFacesSeenThrough(path, source, (face) => faceValues(face));

describe('function bundles see through domain faces', () => {
  it('imports each value from the module that defines it, on the same line', () => {
    // Arrange
    const source =
      "import { getChartData, type MarkedDown, chartFormData as formData } from '../charts/index.ts';\nconst x = 1;\n";

    // Act
    const rewritten = seeThrough(source);

    // Assert
    expect(rewritten).toBe(
      `import { getChartData } from ${JSON.stringify(join(functions, 'charts/service.ts'))}; ` +
        `import { chartFormData as formData } from ${JSON.stringify(join(functions, 'charts/saved/present.ts'))};\nconst x = 1;\n`,
    );
  });

  it('drops a type-only import and keeps the line numbers of a multi-line one', () => {
    // Arrange
    const source = "import type {\n  ChartPorts,\n} from '../charts/index.ts';\nconst x = 1;\n";

    // Act
    const rewritten = seeThrough(source);

    // Assert
    expect(rewritten).toBe('\n\n\nconst x = 1;\n');
  });

  it('refuses a name the face does not export', () => {
    // Arrange
    const source = "import { writeAnything } from '../charts/index.ts';\n";

    // Act
    const act = () => seeThrough(source);

    // Assert
    expect(act).toThrow(/writeAnything/);
  });

  it('leaves a file that imports no face alone, and an index.ts inside a domain is not a face', () => {
    // Arrange
    const source = "import { buildReportContent } from '../delivery/index.ts';\n";

    // Act
    const rewritten = seeThrough(source, join(functions, 'reports/run/probe.ts'));

    // Assert
    expect(rewritten).toBeUndefined();
    expect(isDomainFace(join(functions, 'reports/delivery/index.ts'))).toBe(false);
    expect(isDomainFace(join(functions, 'lib/index.ts'))).toBe(false);
  });

  it.each(
    readdirSync(functions, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'lib')
      .map((entry) => entry.name),
  )('the %s domain has a face of re-exports only, every one of which the bundler can follow', (domain) => {
    // Arrange
    const source = readFileSync(join(functions, domain, 'index.ts'), 'utf8');

    // Act
    const rest = source
      .replace(/\/\*\*[\s\S]*?\*\//g, '')
      .replace(/export\s+(type\s+)?\{[^}]*\}\s+from\s+'[^']+';/g, '')
      .replace('export {};', '')
      .trim();

    // Assert
    expect(rest).toBe('');
  });
});
