import { createSelector } from '@reduxjs/toolkit';
import type { DataMask } from '#shared/dashboard/native-filters.ts';
import { controlOf, hasValue, nativeFiltersOf } from './filter-config.ts';
import { selectDataMaskState } from './data-mask-slice.ts';

const sameMask = (a: DataMask | undefined, b: DataMask | undefined) =>
  JSON.stringify(a?.extraFormData ?? {}) === JSON.stringify(b?.extraFormData ?? {}) &&
  JSON.stringify(a?.filterState?.value ?? null) === JSON.stringify(b?.filterState?.value ?? null);

/** Ids of the required filters (Superset's "Filter value is required") that have no chosen value. */
export const selectMissingRequired = createSelector([selectDataMaskState], (state) =>
  nativeFiltersOf(state.filters)
    .filter((filter) => controlOf(filter, 'enableEmptyFilter', false) && !hasValue(state.pending[filter.id]))
    .map((filter) => filter.id),
);

/** Whether values chosen in the bar differ from those the charts use. */
export const selectHasPendingChanges = createSelector([selectDataMaskState], (state) =>
  nativeFiltersOf(state.filters).some((filter) => !sameMask(state.pending[filter.id], state.applied[filter.id])),
);

/** Whether Apply is possible: something changed and every required filter has a value. */
export const selectCanApply = createSelector(
  [selectHasPendingChanges, selectMissingRequired],
  (changed, missing) => changed && missing.length === 0,
);

/** Whether Clear all has anything to clear. */
export const selectCanClearAll = createSelector([selectDataMaskState], (state) =>
  nativeFiltersOf(state.filters).some(
    (filter) => hasValue(state.pending[filter.id]) || hasValue(state.applied[filter.id]),
  ),
);

/** The active cross-filters: emitting chart id and its mask, by chart id. */
export const selectCrossFilters = createSelector([selectDataMaskState], (state) =>
  Object.entries(state.applied)
    .filter(([id, mask]) => /^\d+$/.test(id) && hasValue(mask))
    .map(([id, mask]) => ({ chartId: Number(id), mask })),
);

/**
 * The data mask a permalink or `native_filters_key` stores: every applied mask with a value, with its id, as
 * Superset's `dataMask` state (what `GET /api/v1/dashboard/permalink/{key}` answers in `state.dataMask`).
 */
export const selectDataMaskToStore = createSelector([selectDataMaskState], (state) =>
  Object.fromEntries(
    Object.entries(state.applied)
      .filter(([, mask]) => hasValue(mask))
      .map(([id, mask]) => [
        id,
        {
          id,
          extraFormData: mask.extraFormData ?? {},
          filterState: mask.filterState ?? {},
          ownState: mask.ownState ?? {},
        },
      ]),
  ),
);
