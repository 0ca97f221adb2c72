import type { ExploreSlice } from '#shared/api/explore.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '#shared/errors.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { canAccessDatasource } from '../lib/auth/data-access.ts';
import { loadDataset, type LoadedDataset } from '../datasets/index.ts';

/** A saved chart as Explore needs it: Superset's `Slice.data`, and the owners' display names for `metadata`. */
export interface SavedChartView {
  slice: ExploreSlice;
  metadata?: Record<string, unknown>;
}

/**
 * The saved charts Explore reads (the charts domain implements it): the chart of an id in the caller's tenant,
 * or undefined when there is none. Access is checked by the caller of the port, as Superset's `check_access` does.
 */
export interface ChartPort {
  getChart(access: CallerAccess, id: number): Promise<SavedChartView | undefined>;
}

/** What a form data entry or a permalink was made for. */
export interface ExploreTarget {
  datasourceId: number;
  datasourceType: string;
  chartId?: number | null;
}

/** Superset's words for each refusal of `check_access`. */
export const ACCESS_MESSAGES = {
  datasetMissing: 'Dataset does not exist',
  chartMissing: 'Chart not found.',
  chartDenied: "You don't have access to this chart.",
  typeInvalid: 'Datasource type is invalid',
} as const;

/** A tenant's dataset with its database and owners, or undefined when it does not exist. */
export async function findDataset(tenant: string, id: number): Promise<LoadedDataset | undefined> {
  try {
    return await loadDataset(tenant, id);
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
}

/** Whether the caller may read a saved chart: an owner, or a holder of `can_read` on Chart. */
export const canReadChart = (access: CallerAccess, chart: SavedChartView): boolean =>
  access.can('can_read', 'Chart') || chart.slice.owners.includes(Number(access.claims.sub));

/**
 * Superset's explore `check_access`: the caller must read the dataset (404 `Dataset does not exist` when it is gone
 * or hidden from them: the same answer, so nobody learns which ids exist) and, when a chart is named, the chart. Only table datasources exist in Skyset: any other type is refused as
 * Superset's `DatasourceTypeInvalidError` is, a field error on `datasource_type`.
 */
export async function checkExploreAccess(
  access: CallerAccess,
  target: ExploreTarget,
  charts: ChartPort,
): Promise<void> {
  if (target.datasourceType !== 'table') throw new ValidationError({ datasource_type: [ACCESS_MESSAGES.typeInvalid] });
  const loaded = await findDataset(access.claims.tenant, target.datasourceId);
  if (!loaded || !canAccessDatasource(access, loaded.database, loaded.dataset))
    throw new NotFoundError(ACCESS_MESSAGES.datasetMissing);
  if (!target.chartId) return;
  const chart = await charts.getChart(access, target.chartId);
  if (!chart) throw new NotFoundError(ACCESS_MESSAGES.chartMissing);
  if (!canReadChart(access, chart)) throw new ForbiddenError(ACCESS_MESSAGES.chartDenied);
}
