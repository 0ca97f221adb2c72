import { AppError, BadRequestError, NotFoundError } from '#shared/errors.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { canAccessDatasource } from '../lib/auth/data-access.ts';
import { timeGrainChoices, toDatasourceData } from '../datasets/index.ts';
import { ACCESS_MESSAGES, canReadChart, type ChartPort, findDataset, type SavedChartView } from './explore-access.ts';
import { cachedFormData } from './form-data-service.ts';
import {
  type DatasourceRef,
  datasourceOf,
  type LenientExploreQuery,
  mergeRequestParams,
  readQuery,
} from './explore-query.ts';
import { readExplorePermalink } from './permalink-service.ts';

type FormData = Record<string, unknown>;

/** Superset's messages when the form data Explore was asked for could not be restored. */
export const EXPLORE_MESSAGES = {
  revertedToChart: 'Form data not found in cache, reverting to chart metadata.',
  revertedToDataset: 'Form data not found in cache, reverting to dataset metadata.',
  missingDataset: 'The dataset associated with this chart no longer exists',
  missingDatasetName: '[Missing Dataset]',
  permalinkUnreadable: 'An error occurred while accessing the value.',
} as const;

/** A permalink's stored value; 404 in Superset's words when the key names none (a malformed key included). */
async function permalinkValue(access: CallerAccess, key: string, charts: ChartPort) {
  try {
    const value = await readExplorePermalink(access, key, charts);
    if (value) return value;
  } catch (error) {
    if (!(error instanceof BadRequestError)) throw error;
  }
  throw new NotFoundError(EXPLORE_MESSAGES.permalinkUnreadable);
}

/** Form data from a permalink, else the form data cache; `{}` when neither has it. */
async function initialFormData(access: CallerAccess, query: LenientExploreQuery, charts: ChartPort): Promise<FormData> {
  if (query.permalink_key !== undefined) {
    const value = await permalinkValue(access, query.permalink_key, charts);
    const formData: FormData = { ...value.state.formData };
    if (value.state.urlParams?.length) formData.url_params = Object.fromEntries(value.state.urlParams);
    return formData;
  }
  if (!query.form_data_key) return {};
  const text = await cachedFormData(access, query.form_data_key, charts);
  const parsed: unknown = text === undefined ? {} : JSON.parse(text);
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as FormData) : {};
}

async function savedChart(access: CallerAccess, id: number, charts: ChartPort): Promise<SavedChartView> {
  const chart = await charts.getChart(access, id);
  if (!chart) throw new NotFoundError(ACCESS_MESSAGES.chartMissing);
  if (!canReadChart(access, chart)) throw new AppError(403, ACCESS_MESSAGES.chartDenied);
  return chart;
}

/**
 * The dataset's payload; undefined when it is gone, is no dataset (Skyset has no SQL Lab queries as sources) or is
 * hidden from the caller: Explore then answers as for a missing dataset (Superset's 403 names the dataset).
 */
async function datasetPayload(access: CallerAccess, { id, type }: DatasourceRef) {
  const isDataset = type === 'table' || type === 'dataset';
  const loaded = id === undefined || !isDataset ? undefined : await findDataset(access.claims.tenant, id);
  if (!loaded || !canAccessDatasource(access, loaded.database, loaded.dataset)) return undefined;
  const { dataset, database, owners } = loaded;
  return toDatasourceData(dataset, { database, owners, timeGrains: timeGrainChoices(database.backend) });
}

interface ResolvedFormData {
  formData: FormData;
  message: string | null;
  chart: SavedChartView | undefined;
}

/** A new chart's form data on a dataset: its datasource, and the viz type the link names, if any. */
function freshFormData(datasourceId: number, query: LenientExploreQuery): FormData {
  const datasource = `${datasourceId}__${query.datasource_type ?? 'table'}`;
  return query.viz_type ? { datasource, viz_type: query.viz_type } : { datasource };
}

/** The form data to open, with the saved chart it belongs to and the message when the cached one was lost. */
async function resolveFormData(
  access: CallerAccess,
  query: LenientExploreQuery,
  charts: ChartPort,
): Promise<ResolvedFormData> {
  let formData = await initialFormData(access, query, charts);
  let message: string | null = null;
  if (Object.keys(formData).length === 0) {
    if (query.slice_id) formData = { slice_id: query.slice_id };
    else if (query.datasource_id) formData = freshFormData(query.datasource_id, query);
    if (query.form_data_key && query.slice_id) message = EXPLORE_MESSAGES.revertedToChart;
    else if (query.form_data_key && query.datasource_id) message = EXPLORE_MESSAGES.revertedToDataset;
  }
  const sliceId = typeof formData.slice_id === 'number' ? formData.slice_id : query.slice_id;
  const chart = sliceId ? await savedChart(access, sliceId, charts) : undefined;
  // The chart's saved parameters are the base; what the link or cache brought wins, as Superset's `get_form_data`.
  if (chart) formData = { ...chart.slice.form_data, ...formData };
  return { formData, message, chart };
}

const missingDataset = (type: string) => ({
  type,
  name: EXPLORE_MESSAGES.missingDatasetName,
  columns: [],
  metrics: [],
  database: { id: 0, backend: '' },
});

/**
 * GET /api/v1/explore/: Superset's `GetExploreCommand`. The form data comes from the permalink, else the form data
 * cache, else the saved chart (`slice_id`), else a fresh one for the dataset; the answer carries the dataset's
 * payload (a stand-in named "[Missing Dataset]" when it is gone), the form data, the chart and a message.
 */
export async function getExploreContext(access: CallerAccess, rawQuery: Record<string, string>, charts: ChartPort) {
  const query = readQuery(rawQuery);
  const { formData, message, chart } = await resolveFormData(access, query, charts);
  const datasource = datasourceOf(formData, query);
  const dataset = await datasetPayload(access, datasource);
  formData.datasource = `${datasource.id ?? 'None'}__${datasource.type}`;
  mergeRequestParams(formData, rawQuery);
  // A dataset that was named but is gone gets a message; with none named there is nothing to say, as in Superset.
  const missing = !dataset && datasource.id !== undefined ? EXPLORE_MESSAGES.missingDataset : null;
  return {
    result: {
      dataset: dataset ?? missingDataset(datasource.type),
      form_data: formData,
      slice: chart?.slice ?? null,
      message: message ?? missing,
      metadata: chart?.metadata ?? null,
    },
  };
}
