import type { DashboardMetadata } from '#shared/dashboard/metadata.ts';
import type { ApiQueryError } from '../../../core/api.ts';
import type { AppDispatch } from '../../../core/store.ts';
import { nativeFiltersApi } from '../api.ts';
import type { FiltersUpdate } from '../api.ts';

/** Statuses that say the server lacks `PUT /api/v1/dashboard/{pk}/filters`, so the whole metadata is saved instead. */
const MISSING_ENDPOINT = new Set([404, 405]);

/**
 * Saves a filter configuration: `PUT /api/v1/dashboard/{pk}/filters` (modified, deleted, reordered) as Superset's
 * modal does, or the dashboard's `json_metadata` when that endpoint is missing. Answers the metadata now saved.
 */
export async function saveFilterConfiguration(
  dispatch: AppDispatch,
  {
    dashboardId,
    metadata,
    update,
    items,
  }: {
    dashboardId: number;
    metadata: DashboardMetadata;
    update: FiltersUpdate;
    items: DashboardMetadata['native_filter_configuration'];
  },
): Promise<DashboardMetadata> {
  const saved = { ...metadata, native_filter_configuration: items };
  const request = dispatch(nativeFiltersApi.endpoints.saveFilters.initiate({ dashboardId, update }));
  try {
    await request.unwrap();
  } catch (error) {
    if (!MISSING_ENDPOINT.has((error as ApiQueryError).status)) throw error;
    await dispatch(
      nativeFiltersApi.endpoints.saveDashboardMetadata.initiate({ dashboardId, jsonMetadata: JSON.stringify(saved) }),
    ).unwrap();
  }
  return saved;
}

/** Saves cross-filter settings (scopes, the on/off switch) into the dashboard's `json_metadata`, as Superset does. */
export async function saveDashboardMetadata(
  dispatch: AppDispatch,
  dashboardId: number,
  metadata: DashboardMetadata,
): Promise<DashboardMetadata> {
  await dispatch(
    nativeFiltersApi.endpoints.saveDashboardMetadata.initiate({ dashboardId, jsonMetadata: JSON.stringify(metadata) }),
  ).unwrap();
  return metadata;
}
