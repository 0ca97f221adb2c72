import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { DataMask } from '#shared/dashboard/native-filters.ts';
import { useAppSelector } from '../../core/store.ts';
import { nativeFiltersApi } from './api.ts';
import { selectDataMaskToStore } from './state/selectors.ts';
import {
  NATIVE_FILTERS_KEY_PARAM,
  NATIVE_FILTERS_PARAM,
  masksOfJson,
  masksOfRison,
  risonOfMasks,
} from './url-state.ts';

/**
 * The masks the URL restores: the stored filter state `native_filters_key` names (read once), else the Rison
 * `native_filters`; undefined while the stored state loads. Masks given by the page (a permalink) win.
 */
export function useRestoredMasks(
  dashboardId: number,
  given: Record<string, DataMask> | undefined,
): Record<string, DataMask> | undefined {
  const [params] = useSearchParams();
  const [initial] = useState(() => ({
    key: params.get(NATIVE_FILTERS_KEY_PARAM),
    rison: params.get(NATIVE_FILTERS_PARAM),
  }));
  const skip = given !== undefined || !initial.key;
  const stored = nativeFiltersApi.useFilterStateQuery({ dashboardId, key: initial.key ?? '' }, { skip });
  const waiting = !skip && (stored.isLoading || stored.isUninitialized);
  return useMemo(() => {
    if (given) return given;
    if (waiting) return undefined;
    return stored.data ? masksOfJson(stored.data) : masksOfRison(initial.rison);
  }, [given, waiting, stored.data, initial.rison]);
}

/**
 * Keeps the applied filters in the URL once the bar has loaded: a stored filter state (created with POST, updated
 * with PUT) named by `native_filters_key`, as Superset does; when the server keeps no filter state, the Rison
 * `native_filters` parameter instead.
 */
export function useFilterStateInUrl(dashboardId: number, ready: boolean) {
  const [params, setParams] = useSearchParams();
  const stored = useAppSelector(selectDataMaskToStore);
  const [createState] = nativeFiltersApi.useCreateFilterStateMutation();
  const [updateState] = nativeFiltersApi.useUpdateFilterStateMutation();
  const written = useRef<string | null>(null);
  // Once the server has said it keeps no filter state, later changes go straight to the Rison parameter.
  const noFilterState = useRef(false);
  const key = params.get(NATIVE_FILTERS_KEY_PARAM);
  useEffect(() => {
    if (!ready) return;
    const value = JSON.stringify(stored);
    if (written.current === null) {
      // The state just restored is what the URL already says.
      written.current = value;
      return;
    }
    if (value === written.current) return;
    written.current = value;
    const setParam = (name: string, text: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (text === null) next.delete(name);
          else next.set(name, text);
          return next;
        },
        { replace: true },
      );
    const fallBack = () => {
      noFilterState.current = true;
      setParam(NATIVE_FILTERS_KEY_PARAM, null);
      setParam(NATIVE_FILTERS_PARAM, Object.keys(stored).length > 0 ? risonOfMasks(stored) : null);
    };
    if (noFilterState.current) return fallBack();
    const write = key
      ? updateState({ dashboardId, key, value })
          .unwrap()
          .then(() => key)
      : createState({ dashboardId, value }).unwrap();
    write.then((newKey) => newKey !== key && setParam(NATIVE_FILTERS_KEY_PARAM, newKey)).catch(fallBack);
  }, [ready, stored, key, dashboardId, createState, updateState, setParams]);
}
