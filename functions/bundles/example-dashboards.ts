import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { parse } from 'yaml';
import { loadCallerAccess } from '../lib/auth/caller-access.ts';
import type { ProbeSettings } from '../databases/index.ts';
import { documentClient, insertIfAbsent, tableName } from '../lib/dynamo.ts';
import { keys } from '../lib/keys.ts';
import { readTenantAssets } from './tenant-assets.ts';
import { importFiles } from './import/service.ts';

/** The uuid a dashboard file declares, or undefined when it names none. */
function dashboardUuid(text: string | undefined): string | undefined {
  try {
    const uuid = (parse(text ?? '') as { uuid?: unknown } | null)?.uuid;
    return typeof uuid === 'string' ? uuid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Install the example dashboards (a v1 bundle, `files` by path) for a tenant, once: through the import service as
 * its admin (checking connections with `settings`), skipping dashboards whose uuid the tenant has (so a start interrupted midway completes), then marking
 * the tenant so that dashboards its users delete stay deleted. Answers how many dashboards were imported.
 */
export async function installExampleDashboards(
  tenant: string,
  adminUsername: string,
  files: ReadonlyMap<string, string>,
  settings: ProbeSettings,
): Promise<number> {
  const marker = keys.exampleDashboards(tenant);
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: marker, ConsistentRead: true }),
  );
  if (Item) return 0;
  const existing = (await readTenantAssets(tenant)).dashboardByUuid;
  const wanted = new Map(
    [...files].filter(([path, text]) => !path.startsWith('dashboards/') || !existing.has(dashboardUuid(text) ?? '')),
  );
  const dashboards = [...wanted.keys()].filter((path) => path.startsWith('dashboards/')).length;
  if (dashboards > 0) {
    const access = await loadCallerAccess({ sub: adminUsername, username: adminUsername, tenant, roles: ['Admin'] });
    await importFiles(access, 'dashboard', wanted, { overwrite: false, passwords: {}, settings });
  }
  await insertIfAbsent({ ...marker, installed: true });
  return dashboards;
}
