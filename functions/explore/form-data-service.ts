import { FormDataPostBody, FormDataPutBody } from '#shared/api/explore.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '#shared/errors.ts';
import type { CallerAccess } from '../lib/auth/caller-access.ts';
import { parseWith } from '../lib/http.ts';
import { newPermalinkKey } from '../lib/permalink-key.ts';
import { type ChartPort, checkExploreAccess } from './explore-access.ts';
import {
  deleteContextKey,
  deleteFormDataEntry,
  type FormDataContext,
  type FormDataEntry,
  readContextKey,
  readFormDataEntry,
  writeContextKey,
  writeFormDataEntry,
} from './form-data-cache.ts';

/** Superset's `TemporaryCacheAccessDeniedError`: only the user who stored an entry may change it. */
export const NOT_OWNER_MESSAGE = "You don't have permission to modify the value.";

/** Keys are ours (22 url-safe characters); anything unlike one cannot name an entry. */
const FORM_DATA_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/** What a form data request brings besides its body: the caller, the tab (`?tab_id=`), the charts, the time. */
export interface FormDataRequest {
  access: CallerAccess;
  tabId: number | undefined;
  charts: ChartPort;
  now: number;
}

/** `?tab_id=` as Superset reads it (`type=int`): anything but an integer counts as absent. */
export function parseTabId(raw: string | undefined): number | undefined {
  return raw !== undefined && /^\d{1,15}$/.test(raw) ? Number(raw) : undefined;
}

function parseBody(schema: typeof FormDataPostBody, body: unknown) {
  const parsed = parseWith(schema, body);
  try {
    JSON.parse(parsed.form_data);
  } catch {
    throw new ValidationError({ form_data: ['JSON not valid'] });
  }
  return parsed;
}

async function readAccessibleEntry(
  access: CallerAccess,
  rawKey: string,
  charts: ChartPort,
): Promise<FormDataEntry | undefined> {
  const entry = FORM_DATA_KEY.test(rawKey) ? await readFormDataEntry(access.claims.tenant, rawKey) : undefined;
  if (!entry) return undefined;
  await checkExploreAccess(
    access,
    { datasourceId: entry.datasource_id, datasourceType: entry.datasource_type, chartId: entry.chart_id },
    charts,
  );
  return entry;
}

function contextOf(request: FormDataRequest, entry: FormDataEntry, tabId: number): FormDataContext {
  return {
    userId: request.access.claims.sub,
    tabId,
    datasourceId: entry.datasource_id,
    datasourceType: entry.datasource_type,
    chartId: entry.chart_id,
  };
}

/** Store an entry under the tab's remembered key when a tab is named, else under a new key; answers the key. */
async function store(request: FormDataRequest, entry: FormDataEntry): Promise<string> {
  const tenant = request.access.claims.tenant;
  const context = request.tabId ? contextOf(request, entry, request.tabId) : undefined;
  const key = (context && (await readContextKey(tenant, context))) || newPermalinkKey();
  await writeFormDataEntry(tenant, key, entry, request.now);
  if (context) await writeContextKey(tenant, context, key, request.now);
  return key;
}

function entryOf(request: FormDataRequest, body: FormDataPostBody): FormDataEntry {
  return {
    owner: request.access.claims.sub,
    datasource_id: body.datasource_id,
    datasource_type: body.datasource_type,
    chart_id: body.chart_id ?? null,
    form_data: body.form_data,
  };
}

/** POST /api/v1/explore/form_data: check access, store the form data; 201 `{key}`. */
export async function createFormData(request: FormDataRequest, rawBody: unknown) {
  const body = parseBody(FormDataPostBody, rawBody);
  const entry = entryOf(request, body);
  await checkExploreAccess(
    request.access,
    { datasourceId: entry.datasource_id, datasourceType: entry.datasource_type, chartId: entry.chart_id },
    request.charts,
  );
  return { key: await store(request, entry) };
}

/** GET /api/v1/explore/form_data/{key}: `{form_data}`, its lifetime renewed as Superset's `REFRESH_TIMEOUT_ON_RETRIEVAL`. */
export async function getFormData(request: FormDataRequest, rawKey: string) {
  const entry = await readAccessibleEntry(request.access, rawKey, request.charts);
  if (!entry) throw new NotFoundError();
  await writeFormDataEntry(request.access.claims.tenant, rawKey, entry, request.now);
  return { form_data: entry.form_data };
}

/**
 * PUT /api/v1/explore/form_data/{key}: only the entry's owner may replace it (403 otherwise); as in Superset the
 * answer is the tab's key, or a new key when no tab is named. 404 for an unknown or expired key.
 */
export async function updateFormData(request: FormDataRequest, rawKey: string, rawBody: unknown) {
  const body = parseBody(FormDataPutBody, rawBody);
  const entry = entryOf(request, body);
  await checkExploreAccess(
    request.access,
    { datasourceId: entry.datasource_id, datasourceType: entry.datasource_type, chartId: entry.chart_id },
    request.charts,
  );
  const stored = FORM_DATA_KEY.test(rawKey) ? await readFormDataEntry(request.access.claims.tenant, rawKey) : undefined;
  if (!stored) throw new NotFoundError();
  if (stored.owner !== request.access.claims.sub) throw new ForbiddenError(NOT_OWNER_MESSAGE);
  return { key: await store(request, entry) };
}

/** DELETE /api/v1/explore/form_data/{key}: the owner forgets an entry; 404 when unknown, 403 for another user. */
export async function deleteFormData(request: FormDataRequest, rawKey: string) {
  const entry = await readAccessibleEntry(request.access, rawKey, request.charts);
  if (!entry) throw new NotFoundError();
  if (entry.owner !== request.access.claims.sub) throw new ForbiddenError(NOT_OWNER_MESSAGE);
  const tenant = request.access.claims.tenant;
  if (request.tabId) await deleteContextKey(tenant, contextOf(request, entry, request.tabId));
  await deleteFormDataEntry(tenant, rawKey);
  return { message: 'Deleted successfully' };
}

/** Read a live entry's form data for `GET /api/v1/explore/` (access checked); undefined when missing or expired. */
export async function cachedFormData(
  access: CallerAccess,
  rawKey: string,
  charts: ChartPort,
): Promise<string | undefined> {
  return (await readAccessibleEntry(access, rawKey, charts))?.form_data;
}
