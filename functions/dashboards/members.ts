import { readRecentCharts } from '../lib/records/chart-repository.ts';
import type { ChartRecord } from '../lib/records/chart-schema.ts';
import { readRecentDatasets } from '../lib/records/dataset-repository.ts';
import { ownerDirectory, ownersOf } from '../lib/owners.ts';
import { readRecentDatabases } from '../lib/records/database-repository.ts';
import { timeGrainChoices, toDatasourceData } from '../datasets/index.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { canAccessAllDatasources, canAccessDatasource } from '../lib/auth/data-access.ts';
import { chartFormData, descriptionRenderer } from '../charts/index.ts';
import { loadVisibleDashboard } from '../lib/auth/dashboard-access.ts';

/**
 * What Superset drops from a dashboard's dataset when the caller may not read it on its own: everything about its
 * schema, connection and queries; the fields the dashboard needs to name it stay.
 */
const INACCESSIBLE_DATASET_FIELDS = [
  'sql',
  'select_star',
  'fetch_values_predicate',
  'template_params',
  'params',
  'perm',
  'edit_url',
  'database',
  'columns',
  'column_names',
  'column_types',
  'metrics',
  'verbose_map',
  'order_by_choices',
  'main_dttm_col',
  'granularity_sqla',
  'time_grain_sqla',
];

/**
 * The charts a dashboard holds (Superset's `dashboard.slices`), in its order, with their datasets and databases: read
 * by id, so opening a dashboard costs the same in a tenant of ten charts as in one of ten thousand.
 */
async function dashboardMembers(access: CallerAccess, idOrSlug: string) {
  const { record } = await loadVisibleDashboard(access, idOrSlug, { recent: true });
  const { tenant } = access.claims;
  const members = await readRecentCharts(tenant, record.chartIds);
  const datasets = await readRecentDatasets(
    tenant,
    members.map((chart) => chart.datasource_id),
  );
  const databases = await readRecentDatabases(
    tenant,
    datasets.map((dataset) => dataset.database_id),
  );
  const datasetById = new Map(datasets.map((dataset) => [dataset.id, dataset]));
  const databaseById = new Map(databases.map((database) => [database.id, database]));
  const sourceOf = (chart: ChartRecord) => {
    const dataset = datasetById.get(chart.datasource_id);
    const database = dataset && databaseById.get(dataset.database_id);
    return dataset && database ? { dataset, database } : undefined;
  };
  // DASHBOARD_RBAC: whoever sees a dashboard with roles reads what its charts draw through it
  // (lib/auth/dashboard-data-access.ts), their datasets' fields included.
  const throughRoles = record.roles.length > 0;
  const readable = (source: ReturnType<typeof sourceOf>) =>
    access.isAdmin ||
    throughRoles ||
    canAccessAllDatasources(access) ||
    (source !== undefined && canAccessDatasource(access, source.database, source.dataset));
  return { members, sourceOf, readable };
}

/**
 * GET /api/v1/dashboard/{id_or_slug}/charts: Superset's ChartEntityResponseSchema per chart of the dashboard; a chart
 * whose dataset the caller may not read (nor through the dashboard's roles) keeps its name but not its form data. 404
 * for a dashboard not seen.
 */
export async function dashboardCharts(access: CallerAccess, idOrSlug: string) {
  const [{ members, sourceOf, readable }, markedDown] = await Promise.all([
    dashboardMembers(access, idOrSlug),
    descriptionRenderer(),
  ]);
  const result = members.map((chart) => ({
    id: chart.id,
    slice_name: chart.slice_name,
    description: chart.description,
    description_markeddown: markedDown(chart.description),
    cache_timeout: chart.cache_timeout,
    certified_by: chart.certified_by,
    certification_details: chart.certification_details,
    changed_on: chart.changed_on,
    slice_url: `/explore/?slice_id=${chart.id}`,
    ...(readable(sourceOf(chart)) ? { form_data: chartFormData(chart) } : {}),
  }));
  return { result };
}

/**
 * GET /api/v1/dashboard/{id_or_slug}/datasets: each dataset the dashboard's charts read, once, in Explore's dataset
 * shape (Superset's `SqlaTable.data`), narrowed to its identity when the caller may not read it (nor through the
 * dashboard's roles). 404 as above.
 */
export async function dashboardDatasets(access: CallerAccess, idOrSlug: string) {
  const { members, sourceOf, readable } = await dashboardMembers(access, idOrSlug);
  const users = await ownerDirectory(access.claims.tenant);
  const sources = new Map(
    members.flatMap((chart) => {
      const source = sourceOf(chart);
      return source ? [[source.dataset.id, source] as const] : [];
    }),
  );
  const result = [...sources.values()].map((source) => {
    const { dataset, database } = source;
    const data: Record<string, unknown> = toDatasourceData(dataset, {
      database,
      owners: ownersOf(dataset.owners, users),
      timeGrains: timeGrainChoices(database.backend),
    });
    if (!readable(source)) for (const key of INACCESSIBLE_DATASET_FIELDS) delete data[key];
    return data;
  });
  return { result };
}
