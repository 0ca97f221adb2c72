import type { DatabaseRecord } from '../../lib/records/database-schema.ts';
import { extraProblem } from '../../lib/records/database-extra.ts';
import { AppError } from '#shared/errors.ts';
import { backendOf, checkConnectionUri, type ProbeSettings } from '../../databases/index.ts';
import type { Caller, DatasetDatabase } from '../../datasets/index.ts';
import type { CallerAccess } from '../../lib/auth/caller-access.ts';
import type { DatabaseBackend } from '../../lib/sql/dialects.ts';
import { alreadyExists, type ImportProblems, problemOf } from '../errors.ts';
import { type DatabaseConfig, type DatasetConfig, jsonText } from '../schemas.ts';
import type { TenantAssets } from '../tenant-assets.ts';
import { mergeDefinition } from './dataset-definition.ts';
import { needsPassword } from './load-configs.ts';
import { CANNOT_OVERWRITE_DATASET, mappedDatasetDecision, mayChangeDataset } from './mapped-dataset.ts';
import type { OverwritePolicy, Selection } from './select.ts';

/**
 * What happens to one config: an object of the tenant is used as it is, updated from the config, or created; or (a
 * dataset) the tenant's dataset it maps onto gets the bundle's definition merged in, winning on `replace`.
 */
export type Decision =
  | { action: 'reuse'; id: number }
  | { action: 'update'; id: number }
  | { action: 'merge'; id: number; replace: boolean }
  | { action: 'create' };

/** The decisions of an import by file name, the problems that stop it before anything is written, and what the answer tells. */
export interface ImportPlan {
  decisions: Map<string, Decision>;
  problems: ImportProblems;
  /** What the caller should know of an import that succeeds (a slug left out, a definition kept). */
  warnings: string[];
}

/** What the charts of a dataset see of it, for checking their SQL fragments: its template parameters, columns and engine. */
export interface ChartDataset {
  dataset: { template_params: string | null; columns: readonly { column_name: string }[] };
  backend: DatabaseBackend;
}

interface Planner {
  access: CallerAccess;
  assets: TenantAssets;
  caller: Caller;
  plan: ImportPlan;
  /** Where the tenants' DuckDB files are, for the connection checks of the databases an import creates. */
  settings: ProbeSettings;
  /** The bundle's planned datasets as their charts will see them, by the bundle's dataset uuid. */
  chartDatasets: Map<string, ChartDataset>;
}

/** Runs a create route's check for one file; its refusal becomes the file's problem (and false). */
async function passes(plan: ImportPlan, file: string, field: string, check: () => Promise<unknown>): Promise<boolean> {
  try {
    await check();
    return true;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    plan.problems[file] = problemOf(error, field);
    return false;
  }
}

/** The connection string with the request's password in place of the export's mask. */
export const uriWithPassword = (config: DatabaseConfig): string =>
  config.password
    ? config.sqlalchemy_uri.replace(/:XXXXXXXXXX@/, `:${encodeURIComponent(config.password)}@`)
    : config.sqlalchemy_uri;

/**
 * A bundle database maps onto one of the tenant's: its own example database for a database named `examples` (or of
 * its uuid), else the one of the same uuid or name. Otherwise it is created, which needs a password for a masked
 * URI (Superset's words) and a connection string and `extra` that pass POST /api/v1/database/'s checks (an engine
 * Skyset runs, a DuckDB file inside the tenant's folder and no parameters, no `engine_params`).
 */
async function planDatabase(
  { access, assets, plan, settings }: Planner,
  file: string,
  config: DatabaseConfig,
): Promise<Decision | undefined> {
  const examples = assets.examplesDatabase;
  const isExamples = examples && (config.database_name === examples.database_name || config.uuid === examples.uuid);
  const existing = isExamples
    ? examples
    : (assets.databaseByUuid.get(config.uuid) ??
      assets.databases.find((database) => database.database_name === config.database_name));
  if (existing) return { action: 'reuse', id: existing.id };
  if (!access.can('can_write', 'Database'))
    return void (plan.problems[file] = "Database doesn't exist and user doesn't have permission to create databases");
  if (needsPassword(config))
    return void (plan.problems[file] = { _schema: ['Must provide a password for the database'] });
  const extra = extraProblem(config.extra);
  if (extra !== undefined) return void (plan.problems[file] = { extra: [extra] });
  const checked = await passes(plan, file, 'sqlalchemy_uri', () =>
    checkConnectionUri(access.claims.tenant, uriWithPassword(config), settings),
  );
  return checked ? { action: 'create' } : undefined;
}

/**
 * The database a dataset names: a tenant id, `new` for one this import creates, `failed` for a bundle database that
 * has problems of its own (reported once, on its file), undefined when it is nowhere.
 */
function knownDatabaseId(
  { assets, plan }: Planner,
  bundleDatabases: Map<string, string>,
  uuid: string,
): number | 'new' | 'failed' | undefined {
  const file = bundleDatabases.get(uuid);
  if (file === undefined) return assets.databaseByUuid.get(uuid)?.id;
  const decision = plan.decisions.get(file);
  if (!decision) return 'failed';
  return decision.action === 'create' ? 'new' : decision.id;
}

/**
 * A bundle dataset maps onto the tenant's dataset of the same uuid (replaced on overwrite, when the caller may change
 * it), else onto the tenant's dataset of the same table in the same database (so Superset's `cleaned_sales_data`
 * becomes Skyset's); a mapped dataset gets the bundle's definition merged in. Otherwise it is created.
 */
function datasetDecision(
  planner: Planner,
  file: string,
  config: DatasetConfig,
  databaseId: number | 'new' | undefined,
  overwrite: OverwritePolicy,
): Decision | undefined {
  const { access, assets, plan } = planner;
  const existing = assets.datasetByUuid.get(config.uuid);
  if (existing && overwrite.datasets) {
    return mayChangeDataset(planner, existing)
      ? { action: 'update', id: existing.id }
      : void (plan.problems[file] = CANNOT_OVERWRITE_DATASET);
  }
  if (existing) return mappedDatasetDecision(planner, config, existing, false);
  if (databaseId === undefined)
    return void (plan.problems[file] = { database_uuid: [`Database ${config.database_uuid} does not exist`] });
  const sameTable = assets.datasets.find(
    (dataset) =>
      dataset.database_id === databaseId &&
      dataset.table_name === config.table_name &&
      (dataset.sql ?? null) === (config.sql ?? null),
  );
  if (sameTable) return mappedDatasetDecision(planner, config, sameTable, overwrite.definitions);
  if (!access.can('can_write', 'Dataset'))
    return void (plan.problems[file] = "Dataset doesn't exist and user doesn't have permission to create datasets");
  return { action: 'create' };
}

/**
 * The database a bundle dataset is checked against: the one it will read once written (a dataset updated or merged
 * into keeps its own; a created one reads the tenant's or one this import creates), or only the engine of the tenant
 * dataset reused in its place (nothing is written there, so what the caller may read is not in question).
 */
function checkedDatabase(
  { assets }: Planner,
  decision: Decision,
  databaseId: number | 'new' | undefined,
  bundleDatabase: DatabaseConfig | undefined,
): DatasetDatabase | undefined {
  const id = decision.action === 'create' ? databaseId : assets.datasetById.get(decision.id)?.database_id;
  const record: DatabaseRecord | undefined = typeof id === 'number' ? assets.databaseById.get(id) : undefined;
  if (record) return decision.action === 'reuse' ? { backend: record.backend } : { record };
  return bundleDatabase ? { backend: backendOf(uriWithPassword(bundleDatabase)) } : undefined;
}

/** What the charts on a planned dataset will see of it: the tenant's dataset when reused or merged into, else the config written. */
function chartDatasetOf(
  { assets }: Planner,
  decision: Decision,
  config: DatasetConfig,
  dataset: ChartDataset['dataset'],
  database: DatasetDatabase,
): ChartDataset {
  const backend = 'record' in database ? database.record.backend : database.backend;
  const existing =
    decision.action === 'reuse' || decision.action === 'merge' ? assets.datasetById.get(decision.id) : undefined;
  const seen = existing && decision.action === 'merge' ? mergeDefinition(existing, config, decision.replace) : existing;
  return { dataset: seen ?? dataset, backend };
}

/**
 * Plan a bundle dataset. Its SQL, template parameters, columns, metrics and `fetch_values_predicate` pass the checks
 * the dataset routes run, as the same functions run them (a refusal is a problem of its file), whether the import
 * writes it or reuses a tenant's dataset in its place: a hostile value is refused, never silently left behind.
 */
async function planDataset(
  planner: Planner,
  file: string,
  config: DatasetConfig,
  databaseId: number | 'new' | 'failed' | undefined,
  bundleDatabase: DatabaseConfig | undefined,
  overwrite: OverwritePolicy,
): Promise<Decision | undefined> {
  if (databaseId === 'failed') return undefined;
  const decision = datasetDecision(planner, file, config, databaseId, overwrite);
  if (!decision) return undefined;
  const database = checkedDatabase(planner, decision, databaseId, bundleDatabase);
  if (!database)
    return void (planner.plan.problems[file] = { database_uuid: [`Database ${config.database_uuid} does not exist`] });
  const dataset = { ...config, template_params: jsonText(config.template_params), metrics: config.metrics ?? [] };
  // The checks bring the SQL parser: loaded by the imports that bring a dataset only, so the others start as fast.
  const { checkWholeDataset } = await import('../../datasets/lazy.ts');
  const checked = await passes(planner.plan, file, 'sql', () =>
    checkWholeDataset(planner.access, planner.caller, database, dataset),
  );
  if (checked) planner.chartDatasets.set(config.uuid, chartDatasetOf(planner, decision, config, dataset, database));
  return checked ? decision : undefined;
}

/** Plan the databases and datasets of an import. */
export async function planSources(planner: Planner, selection: Selection, overwrite: OverwritePolicy): Promise<void> {
  const bundleDatabases = new Map(selection.databases.map(([file, config]) => [config.uuid, file]));
  const databaseConfigs = new Map(selection.databases.map(([, config]) => [config.uuid, config]));
  for (const [file, config] of selection.databases) {
    const decision = await planDatabase(planner, file, config);
    if (decision) planner.plan.decisions.set(file, decision);
  }
  for (const [file, config] of selection.datasets) {
    const databaseId = knownDatabaseId(planner, bundleDatabases, config.database_uuid);
    const decision = await planDataset(
      planner,
      file,
      config,
      databaseId,
      databaseConfigs.get(config.database_uuid),
      overwrite,
    );
    if (decision) planner.plan.decisions.set(file, decision);
  }
}

/** Superset refuses to replace what exists unless `overwrite=true` (checked on the command's own kind only). */
export function refuseExisting(plan: ImportPlan, assets: TenantAssets, selection: Selection, command: string): void {
  const owned =
    { dashboard: selection.dashboards, chart: selection.charts, dataset: selection.datasets }[command] ?? [];
  const existingUuids = { dashboard: assets.dashboardByUuid, chart: assets.chartByUuid, dataset: assets.datasetByUuid }[
    command
  ];
  for (const [file, config] of owned) if (existingUuids?.has(config.uuid)) plan.problems[file] = alreadyExists(command);
}

export type { Planner };
