import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../core/store.ts';
import { exploreApi } from './api.ts';
import { formDataKeyChanged, parseDatasourceKey, selectExploreState } from './state/index.ts';

/** How long the form data must stay unchanged before it is cached for the URL. */
export const URL_SYNC_DELAY_MS = 1000;

/** The Explore URL of cached form data, as Superset writes it (`slice_id` kept for saved charts). */
export function exploreUrl(formDataKey: string, sliceId: number | undefined): string {
  const search = new URLSearchParams({ form_data_key: formDataKey });
  if (sliceId !== undefined) search.set('slice_id', String(sliceId));
  return `/explore/?${search.toString()}`;
}

/**
 * Caches each change of the form data (`POST`, then `PUT /api/v1/explore/form_data`) and puts its key in the URL,
 * debounced, so a reload or a shared URL opens the chart as it is now. The URL is replaced in place: the page
 * already shows this state, so the route must not load it again. An embedded chart (`enabled` false) keeps its URL.
 */
export function useUrlSync(enabled = true): void {
  const dispatch = useAppDispatch();
  const { formData, formDataKey, slice } = useAppSelector(selectExploreState);
  // The form data the URL names: at first what the page opened with, then what was last cached. A PUT answers with
  // a new key (Superset's, without a tab id), and that key change must not cache the same form data again.
  const synced = useRef(formData);
  useEffect(() => {
    if (!enabled || !formData || formData === synced.current) return;
    const datasource = parseDatasourceKey(formData.datasource);
    if (!datasource) return;
    const timer = setTimeout(() => {
      const body = {
        datasource_id: datasource.id,
        datasource_type: 'table' as const,
        chart_id: slice?.slice_id ?? null,
        form_data: JSON.stringify(formData),
      };
      // Dispatched rather than through mutation hooks: their request states would redraw the whole page twice a sync.
      const { putFormData, postFormData } = exploreApi.endpoints;
      const request = formDataKey
        ? dispatch(putFormData.initiate({ key: formDataKey, body }))
        : dispatch(postFormData.initiate(body));
      request
        .unwrap()
        .then((key) => {
          synced.current = formData;
          if (key !== formDataKey) dispatch(formDataKeyChanged(key));
          window.history.replaceState(window.history.state, '', exploreUrl(key, slice?.slice_id));
        })
        // The URL only lags behind; the chart itself is unaffected, so there is nothing to tell the user.
        .catch(() => undefined)
        .finally(() => request.reset());
    }, URL_SYNC_DELAY_MS);
    return () => clearTimeout(timer);
  }, [enabled, dispatch, formData, formDataKey, slice]);
}
