import { canSeeChart } from '../lib/auth/chart-access.ts';
import { listDashboardRecords } from '../lib/records/dashboard-repository.ts';
import { listChartRecords } from '../lib/records/chart-repository.ts';
import type { RelatedItem } from '#shared/api/chart.ts';
import { REPORT_RELATED_COLUMNS } from '#shared/api/report.ts';
import { NotFoundError } from '#shared/errors.ts';
import { pageOf, relatedChoices, RelatedQuery } from '../lib/related-choices.ts';
import { dashboardViewer } from '../lib/auth/dashboard-access.ts';
import { listDatabases } from '../lib/records/database-repository.ts';
import { listDatasets } from '../lib/records/dataset-repository.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { canQueryDatabase } from '../lib/auth/data-access.ts';
import { parseRisonQuery } from '../lib/rison-query.ts';

/** A choice with its id and the text Superset shows for it (`text_field_rel_fields`). */
interface Choice {
  id: number;
  text: string;
}

/** The charts the caller may see, by name (Superset's `slice_name`). */
async function chartChoices(access: CallerAccess): Promise<Choice[]> {
  const { tenant } = access.claims;
  const [charts, datasets, databases] = await Promise.all([
    listChartRecords(tenant),
    listDatasets(tenant),
    listDatabases(tenant),
  ]);
  const datasetById = new Map(datasets.map((dataset) => [dataset.id, dataset]));
  const databaseById = new Map(databases.map((database) => [database.id, database]));
  return charts
    .filter((chart) => {
      const dataset = datasetById.get(chart.datasource_id);
      const database = dataset && databaseById.get(dataset.database_id);
      return canSeeChart(access, dataset && database ? { dataset, database } : undefined);
    })
    .map((chart) => ({ id: chart.id, text: chart.slice_name ?? '' }));
}

/** The dashboards the caller may see, by title. */
async function dashboardChoices(access: CallerAccess): Promise<Choice[]> {
  const [dashboards, viewer] = await Promise.all([listDashboardRecords(access.claims.tenant), dashboardViewer(access)]);
  return dashboards
    .filter((dashboard) => viewer.canSee(dashboard))
    .map((dashboard) => ({ id: dashboard.id, text: dashboard.dashboard_title ?? '' }));
}

/** The databases an alert may query: those the caller may run SQL on. */
async function databaseChoices(access: CallerAccess): Promise<Choice[]> {
  const databases = await listDatabases(access.claims.tenant);
  return databases
    .filter((database) => canQueryDatabase(access, database))
    .map((database) => ({ id: database.id, text: database.database_name }));
}

const CHOICES = { chart: chartChoices, dashboard: dashboardChoices, database: databaseChoices } as const;

/**
 * GET /api/v1/report/related/{column_name}: the users (owners, created_by), charts, dashboards or databases a report
 * may name, filtered by text and paged. 404 for any other column.
 */
export async function relatedReportChoices(access: CallerAccess, column: string, q: string | undefined) {
  if (column === 'owners' || column === 'created_by')
    return relatedChoices(access.claims, column, q, REPORT_RELATED_COLUMNS);
  if (!Object.hasOwn(CHOICES, column)) throw new NotFoundError();
  const query = parseRisonQuery(RelatedQuery, q);
  const all = (await CHOICES[column as keyof typeof CHOICES](access)).sort(
    (a, b) => a.text.localeCompare(b.text) || a.id - b.id,
  );
  const search = query.filter.toLowerCase();
  const toItem = (choice: Choice): RelatedItem => ({ value: choice.id, text: choice.text, extra: {} });
  return pageOf(
    all,
    all.filter((choice) => choice.text.toLowerCase().includes(search)),
    query,
    toItem,
  );
}
