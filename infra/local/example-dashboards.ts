import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { installExampleDashboards } from '#functions/bundles/example-dashboards.ts';
import { config } from '#functions/lib/config.ts';
import { ADMIN_USERNAME } from '#functions/security/bootstrap.ts';

/** The example dashboards, authored as a Superset v1 bundle over Skyset's example tables. */
export const EXAMPLE_DASHBOARDS_DIR = join(import.meta.dirname, 'data', 'example-dashboards');

/** The bundle's YAML files by path below its folder (`charts/Revenue_7.yaml`). */
export async function readExampleDashboards(dir = EXAMPLE_DASHBOARDS_DIR): Promise<Map<string, string>> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const paths = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.yaml'))
    .map((entry) => join(entry.parentPath, entry.name));
  const texts = await Promise.all(
    paths.map(async (path) => [relative(dir, path).split(sep).join('/'), await readFile(path, 'utf8')] as const),
  );
  return new Map(texts.sort(([a], [b]) => a.localeCompare(b)));
}

/** Give a tenant the example dashboards the first time it starts (see installExampleDashboards). */
export async function installLocalExampleDashboards(tenant: string): Promise<number> {
  return installExampleDashboards(tenant, ADMIN_USERNAME, await readExampleDashboards(), config());
}
