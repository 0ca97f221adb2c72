import { callerUserId } from '../../lib/auth/user-directory.ts';
import type { ProbeSettings } from '../../databases/index.ts';
import type { CallerAccess } from '../../lib/auth/caller-access.ts';
import { importInvalid, noValidFiles } from '../errors.ts';
import { readTenantAssets } from '../tenant-assets.ts';
import { readBundle } from '../zip.ts';
import { applyPlan, type ImportedIds } from './apply.ts';
import { checkBundleCharts } from './chart-checks.ts';
import { loadConfigs } from './load-configs.ts';
import { planContent } from './plan-content.ts';
import { type ImportPlan, planSources, refuseExisting } from './plan.ts';
import { type ImportCommand, overwritePolicy, selectConfigs } from './select.ts';

/** What an import request carries besides the archive (Superset's form fields), and the deployment's settings. */
export interface ImportOptions {
  overwrite: boolean;
  overwriteAll?: boolean;
  /** Database passwords by file name (`{"databases/examples.yaml": "secret"}`). */
  passwords: Readonly<Record<string, string>>;
  /** Where the tenants' DuckDB files are: a database the import creates must name one of its tenant's. */
  settings: ProbeSettings;
  now?: Date;
}

/** What an import wrote or reused, by the bundle's uuids, and what the caller should know of it. */
export interface ImportResult {
  ids: ImportedIds;
  warnings: string[];
}

/** The model each command imports, as its errors name it, and the `type` its `metadata.yaml` must declare. */
const MODELS: Record<ImportCommand, { name: string; type?: string }> = {
  dashboard: { name: 'dashboard', type: 'Dashboard' },
  chart: { name: 'chart', type: 'Slice' },
  dataset: { name: 'dataset', type: 'SqlaTable' },
  assets: { name: 'assets' },
};

/**
 * Import a Superset v1 bundle (Superset's ImportModelsCommand): read and check every file, decide per object whether
 * it maps onto one of the tenant's, is updated or is created (what it brings passing the checks its own create
 * route runs: connection strings, dataset SQL, chart SQL fragments), and write only when nothing is wrong. 422
 * with every problem by file name otherwise, nothing written. Answers the ids and the warnings of a successful import.
 */
export function importBundle(
  access: CallerAccess,
  command: ImportCommand,
  bytes: Uint8Array,
  options: ImportOptions,
): Promise<ImportResult> {
  return importFiles(access, command, readBundle(bytes), options);
}

/** `importBundle` over files already read: YAML text by path below the bundle's top folder. */
export async function importFiles(
  access: CallerAccess,
  command: ImportCommand,
  files: ReadonlyMap<string, string | undefined>,
  options: ImportOptions,
): Promise<ImportResult> {
  if (files.size === 0) throw noValidFiles();
  const model = MODELS[command];
  const { configs, problems } = loadConfigs(files, { modelType: model.type, passwords: options.passwords });
  const { tenant } = access.claims;
  const [assets, userId] = await Promise.all([readTenantAssets(tenant), callerUserId(access)]);
  const selection = selectConfigs(configs, command);
  const overwrite = overwritePolicy(command, options.overwrite, options.overwriteAll ?? false);
  const plan: ImportPlan = { decisions: new Map(), problems, warnings: [] };
  if (command !== 'assets' && !options.overwrite) refuseExisting(plan, assets, selection, command);
  const caller = { id: userId, name: access.claims.username };
  const planner = { access, assets, caller, plan, settings: options.settings, chartDatasets: new Map() };
  await planSources(planner, selection, overwrite);
  planContent(planner, selection, overwrite);
  await checkBundleCharts(planner, selection.charts);
  if (Object.keys(plan.problems).length > 0) throw importInvalid(model.name, plan.problems);
  const ids = await applyPlan(
    { tenant, userId, now: (options.now ?? new Date()).toISOString(), assets, plan },
    selection,
  );
  return { ids, warnings: plan.warnings };
}
