import { describe, expect, it } from 'vitest';
import type { DataMask, FilterConfigItem } from '#shared/dashboard/native-filters.ts';
import { makeStore } from '../../../../../web/app/core/store.ts';
import {
  crossFilterSet,
  dashboardFiltersLoaded,
  filterValueChosen,
} from '../../../../../web/app/features/native-filters/state/data-mask-slice.ts';
import {
  selectCanApply,
  selectCanClearAll,
  selectCrossFilters,
  selectDataMaskToStore,
  selectMissingRequired,
} from '../../../../../web/app/features/native-filters/state/selectors.ts';

const mask = (col: string, values: string[]): DataMask => ({
  extraFormData: { filters: [{ col, op: 'IN', val: values }] },
  filterState: { value: values },
});
const filters: FilterConfigItem[] = [
  { id: 'F-a', type: 'NATIVE_FILTER', filterType: 'filter_select', name: 'A', targets: [] },
  {
    id: 'F-req',
    type: 'NATIVE_FILTER',
    filterType: 'filter_select',
    name: 'Required',
    targets: [],
    controlValues: { enableEmptyFilter: true },
  },
];

function storeWith(...actions: Parameters<ReturnType<typeof makeStore>['dispatch']>[0][]) {
  const store = makeStore();
  store.dispatch(dashboardFiltersLoaded({ dashboardId: 1, filters }));
  for (const action of actions) store.dispatch(action);
  return store.getState();
}

describe('filter bar selectors', () => {
  it.each([
    ['nothing chosen', [], { canApply: false, canClear: false, missing: ['F-req'] }],
    [
      'a value chosen but a required filter empty',
      [filterValueChosen({ filterId: 'F-a', dataMask: mask('a', ['x']) })],
      { canApply: false, canClear: true, missing: ['F-req'] },
    ],
    [
      'every required filter set',
      [
        filterValueChosen({ filterId: 'F-a', dataMask: mask('a', ['x']) }),
        filterValueChosen({ filterId: 'F-req', dataMask: mask('r', ['y']) }),
      ],
      { canApply: true, canClear: true, missing: [] },
    ],
  ])('%s', (_name, actions, expected) => {
    // Arrange
    const state = storeWith(...actions);

    // Act
    const actual = {
      canApply: selectCanApply(state),
      canClear: selectCanClearAll(state),
      missing: selectMissingRequired(state),
    };

    // Assert
    expect(actual).toEqual(expected);
  });

  it('lists cross-filters and the masks to store in a permalink', () => {
    // Arrange
    const state = storeWith(crossFilterSet({ chartId: 4, dataMask: mask('name', ['Bo']) }));

    // Act
    const actual = { cross: selectCrossFilters(state), stored: selectDataMaskToStore(state) };

    // Assert
    expect(actual).toEqual({
      cross: [{ chartId: 4, mask: mask('name', ['Bo']) }],
      stored: { '4': { id: '4', ...mask('name', ['Bo']), ownState: {} } },
    });
  });
});
