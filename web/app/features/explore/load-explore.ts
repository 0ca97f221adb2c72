import { ExploreQuery } from '#shared/api/explore.ts';
import { store } from '../../core/store.ts';
import { exploreApi } from './api.ts';
import { explorePermissions, type HydratePayload } from './state/index.ts';

/** The URL parameters that say what Explore opens; none of them means "pick a dataset first". */
const OPENING_PARAMS = ['slice_id', 'form_data_key', 'permalink_key', 'datasource_id'] as const;

/**
 * Reads what to open from the URL, ignoring malformed values as Superset does (a bad `slice_id` opens nothing
 * rather than failing); undefined when the URL names nothing to open.
 */
export function exploreQueryOf(search: URLSearchParams, permalinkKey?: string): ExploreQuery | undefined {
  const raw: Record<string, string> = {};
  for (const name of [...OPENING_PARAMS, 'datasource_type', 'viz_type'] as const) {
    const value = search.get(name);
    if (value !== null && value !== '') raw[name] = value;
  }
  if (permalinkKey !== undefined) raw.permalink_key = permalinkKey;
  if (raw.datasource_id !== undefined) raw.datasource_type ??= 'table';
  const parsed = ExploreQuery.safeParse(raw);
  const query = parsed.success ? parsed.data : {};
  return OPENING_PARAMS.some((name) => query[name] !== undefined) ? query : undefined;
}

/**
 * Fetches everything Explore opens with: the explore payload, the user and their roles (for Save, Overwrite and
 * Download); rejects with the API's error for the route's error boundary.
 */
export async function loadExplore(query: ExploreQuery): Promise<HydratePayload> {
  const explore = store.dispatch(
    exploreApi.endpoints.getExplore.initiate(query, { subscribe: false, forceRefetch: true }),
  );
  const user = store.dispatch(exploreApi.endpoints.currentUser.initiate(undefined, { subscribe: false }));
  const roles = store.dispatch(exploreApi.endpoints.myRoles.initiate(undefined, { subscribe: false }));
  const [result, me, myRoles] = await Promise.all([explore.unwrap(), user.unwrap(), roles.unwrap()]);
  return {
    result,
    permissions: explorePermissions(myRoles.roles, me.id, result.slice ? result.slice.owners : null),
    formDataKey: query.form_data_key ?? null,
  };
}
