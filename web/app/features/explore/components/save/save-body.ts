import type { ChartPostBody, ChartPutBody } from '#shared/api/chart.ts';
import type { ExploreDatasource } from '#shared/api/explore.ts';
import type { ChartPlugin, FormData } from '../../../../plugins/types.ts';

/** How the save modal saves: as a new chart, or over the open one. */
export type SaveAction = 'saveas' | 'overwrite';

/**
 * The form data a chart keeps: without what a dashboard lent it while Explore was opened from one (its native filters
 * and cross-filters in `extra_form_data`, its id) and without a one-off `force`, so saving never bakes a dashboard's
 * filters into the chart, as Superset drops its "extra" filters on save.
 */
export function savedFormData(formData: FormData): FormData {
  const { extra_form_data: _lent, dashboardId: _dashboard, force: _force, ...kept } = formData;
  return kept as FormData;
}

/** The query context saved with the chart, so dashboards and reports can run it; null when the form cannot build one. */
export function savedQueryContext(plugin: ChartPlugin | undefined, formData: FormData): string | null {
  if (!plugin) return null;
  try {
    const saved = savedFormData(formData);
    return JSON.stringify({ ...plugin.buildQuery(saved), form_data: saved });
  } catch {
    return null;
  }
}

/** The body of `POST /api/v1/chart/` for "Save as": the form data as `params`, without the old chart's id. */
export function createChartBody(
  formData: FormData,
  sliceName: string,
  datasource: ExploreDatasource,
  queryContext: string | null,
  dashboardIds: readonly number[] = [],
): ChartPostBody {
  const { slice_id: _oldId, ...params } = savedFormData(formData);
  return {
    slice_name: sliceName,
    viz_type: formData.viz_type,
    datasource_id: datasource.id,
    datasource_type: 'table',
    params: JSON.stringify(params),
    query_context: queryContext,
    ...(dashboardIds.length > 0 ? { dashboards: [...dashboardIds] } : {}),
  };
}

/**
 * The body of `PUT /api/v1/chart/{pk}` for "Save (Overwrite)"; `dashboardIds`, when given, are all the dashboards the
 * chart is to sit on (the ones it is on plus the one picked), as a PUT replaces them.
 */
export function overwriteChartBody(
  formData: FormData,
  sliceName: string,
  datasource: ExploreDatasource,
  queryContext: string | null,
  dashboardIds?: readonly number[],
): ChartPutBody {
  return {
    slice_name: sliceName,
    viz_type: formData.viz_type,
    datasource_id: datasource.id,
    datasource_type: 'table',
    params: JSON.stringify(savedFormData(formData)),
    query_context: queryContext,
    ...(dashboardIds ? { dashboards: [...new Set(dashboardIds)] } : {}),
  };
}

/** Superset's toast after a save. */
export function savedMessage(action: SaveAction, sliceName: string): string {
  return action === 'overwrite' ? `Chart [${sliceName}] has been overwritten` : `Chart [${sliceName}] has been saved`;
}

/** Superset's toast when the save also put the chart on a dashboard (`created`: the dashboard was made for it). */
export function addedToDashboardMessage(sliceName: string, dashboardTitle: string, created: boolean): string {
  return created
    ? `Dashboard [${dashboardTitle}] just got created and chart [${sliceName}] was added to it`
    : `Chart [${sliceName}] was added to dashboard [${dashboardTitle}]`;
}

/** The page of a dashboard the chart was saved onto, where "Save & go to dashboard" lands. */
export function dashboardPath(dashboardId: number): string {
  return `/superset/dashboard/${dashboardId}/`;
}
