// `npm run tenant -- create <name> --admin-password <pw>` and `npm run tenant -- list`: the local runtime's tenants,
// whether or not it is running (see local-store.ts). Tenants of the cloud are the tenant operator function's.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { exampleTables } from '#shared/examples/catalog.ts';
import { ADMIN_USERNAME, bootstrapTenant } from '#functions/security/bootstrap.ts';
import { listTenants, requireNewTenant, TenantName } from '#functions/security/tenants.ts';
import { installLocalExampleDashboards } from '../example-dashboards.ts';
import { openLocalStore } from './local-store.ts';

const USAGE = `usage: npm run tenant -- create <name> --admin-password <password> [--without-example-dashboards]
       npm run tenant -- list`;

class UsageError extends Error {}

async function create(
  name: string | undefined,
  password: string | undefined,
  exampleDashboards: boolean,
): Promise<string> {
  if (!TenantName.safeParse(name).success) {
    throw new UsageError(
      `Invalid tenant name ${JSON.stringify(name ?? '')}: lower-case letters, digits and dashes, starting with a letter or digit, at most 63`,
    );
  }
  if (!password) throw new UsageError('--admin-password is required');
  const tenant = name as string;
  await requireNewTenant(tenant);
  const { datasets } = await bootstrapTenant({
    tenant,
    adminPassword: password,
    backend: 'duckdb',
    schema: 'main',
    tables: exampleTables,
  });
  const dashboards = exampleDashboards ? await installLocalExampleDashboards(tenant) : 0;
  return `Tenant ${tenant} created: user ${ADMIN_USERNAME} (Admin), ${datasets} example datasets and ${dashboards} example dashboards. Log in with "tenant": "${tenant}".`;
}

async function list(): Promise<string> {
  return (await listTenants()).map((tenant) => `${tenant.name}\t${tenant.status}\t${tenant.created_on}`).join('\n');
}

async function main(argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { 'admin-password': { type: 'string' }, 'without-example-dashboards': { type: 'boolean' } },
  });
  const [command, name, ...rest] = positionals;
  if (command !== 'create' && command !== 'list') throw new UsageError(USAGE);
  if (rest.length > 0 || (command === 'list' && name !== undefined)) throw new UsageError(USAGE);
  const store = await openLocalStore(resolve(process.env.SKYSET_DATA_DIR ?? '.data'));
  try {
    return command === 'create'
      ? await create(name, values['admin-password'], !values['without-example-dashboards'])
      : await list();
  } finally {
    await store.close();
  }
}

main(process.argv.slice(2)).then(
  (output) => {
    if (output) process.stdout.write(`${output}\n`);
  },
  (error: unknown) => {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exitCode = error instanceof UsageError ? 2 : 1;
  },
);
