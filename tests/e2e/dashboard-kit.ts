import type { Request } from 'playwright-core';
import { SUPERSET_EXAMPLES_DIR, zipFolder } from '../integration/bundles/bundle-client.ts';
import { suiteServer } from './suite.ts';

/** A JSON call to the suite server's API as the holder of `token`; a refused call throws with the server's answer. */
export async function callApi<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${suiteServer().url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** A chart of birth_names (dataset 1) saved through the API. */
export const saveBirthsChart = (token: string, name: string, params: Record<string, unknown>) =>
  callApi<{ id: number }>(token, 'POST', '/api/v1/chart/', {
    slice_name: name,
    viz_type: params.viz_type,
    datasource_id: 1,
    datasource_type: 'table',
    params: JSON.stringify({ datasource: '1__table', time_range: 'No filter', ...params }),
  });

/** A value filter on a birth_names column over the whole dashboard, as Superset's filter configuration stores it. */
export const birthsValueFilter = (column: string, name: string) => ({
  id: `NATIVE_FILTER-${column}`,
  type: 'NATIVE_FILTER',
  filterType: 'filter_select',
  name,
  targets: [{ datasetId: 1, column: { name: column } }],
  controlValues: {
    multiSelect: true,
    enableEmptyFilter: false,
    defaultToFirstItem: false,
    inverseSelection: false,
    searchAllOptions: false,
  },
  defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
  cascadeParentIds: [],
  scope: { rootPath: ['ROOT_ID'], excluded: [] },
});

/** One layout component of a `position_json` (its `parents` are filled in by the server). */
export const layoutComponent = (id: string, type: string, children: string[], meta?: Record<string, unknown>) => ({
  id,
  type,
  children,
  parents: [],
  ...(meta && { meta }),
});

/** Whether a request is a chart data query. */
export const isChartData = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/chart/data';

/**
 * Superset's example bundle uploaded as Superset's dashboard list does (multipart, overwrite so reruns and other
 * files succeed); the answer's status and body.
 */
export async function importSupersetExamples(token: string): Promise<[number, unknown]> {
  const form = new FormData();
  form.append(
    'formData',
    new Blob([Buffer.from(await zipFolder(SUPERSET_EXAMPLES_DIR))], { type: 'application/zip' }),
    'examples.zip',
  );
  form.append('overwrite', 'true');
  const response = await fetch(`${suiteServer().url}/api/v1/dashboard/import/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return [response.status, await response.json()];
}
