import { describe, expect, it } from 'vitest';
import type { DataMask, FilterConfigItem } from '#shared/dashboard/native-filters.ts';
import {
  allFiltersCleared,
  crossFilterRemoved,
  crossFilterSet,
  dashboardFiltersLoaded,
  dataMaskReducer,
  filterConfigurationChanged,
  filterValueApplied,
  filterValueChosen,
  initialDataMaskState,
  pendingApplied,
  type DataMaskState,
} from '../../../../../web/app/features/native-filters/state/data-mask-slice.ts';

const EMPTY: DataMask = { extraFormData: {}, filterState: { value: null } };
const mask = (col: string, values: string[]): DataMask => ({
  extraFormData: { filters: [{ col, op: 'IN', val: values }] },
  filterState: { value: values },
});

/** Country > state > city cascade, a gender filter with a default, and a divider. */
const filters: FilterConfigItem[] = [
  { id: 'F-country', type: 'NATIVE_FILTER', filterType: 'filter_select', name: 'Country', targets: [] },
  {
    id: 'F-state',
    type: 'NATIVE_FILTER',
    filterType: 'filter_select',
    name: 'State',
    targets: [],
    cascadeParentIds: ['F-country'],
  },
  {
    id: 'F-city',
    type: 'NATIVE_FILTER',
    filterType: 'filter_select',
    name: 'City',
    targets: [],
    cascadeParentIds: ['F-state'],
  },
  {
    id: 'F-gender',
    type: 'NATIVE_FILTER',
    filterType: 'filter_select',
    name: 'Gender',
    targets: [],
    defaultDataMask: mask('gender', ['girl']),
  },
  { id: 'D-1', type: 'DIVIDER', title: 'More' },
];
const loaded = dataMaskReducer(initialDataMaskState, dashboardFiltersLoaded({ dashboardId: 5, filters }));
const withState = (
  pending: Record<string, DataMask>,
  applied: Record<string, DataMask> = loaded.applied,
): DataMaskState => ({ ...loaded, pending: { ...loaded.pending, ...pending }, applied });

describe('data mask reducer', () => {
  it('loads a dashboard with defaults, then URL masks of known filters and of cross-filters', () => {
    // Act
    const state = dataMaskReducer(
      initialDataMaskState,
      dashboardFiltersLoaded({
        dashboardId: 5,
        filters,
        masks: { 'F-state': mask('state', ['CA']), 'F-gone': mask('x', ['y']), '12': mask('name', ['Ann']) },
      }),
    );

    // Assert
    expect(state).toEqual({
      dashboardId: 5,
      filters,
      applied: {
        'F-country': EMPTY,
        'F-state': mask('state', ['CA']),
        'F-city': EMPTY,
        'F-gender': mask('gender', ['girl']),
        '12': mask('name', ['Ann']),
      },
      pending: {
        'F-country': EMPTY,
        'F-state': mask('state', ['CA']),
        'F-city': EMPTY,
        'F-gender': mask('gender', ['girl']),
      },
    });
  });

  it.each<[string, DataMaskState, Parameters<typeof dataMaskReducer>[1], Partial<DataMaskState>]>([
    [
      'a chosen value stays pending',
      loaded,
      filterValueChosen({ filterId: 'F-gender', dataMask: mask('gender', ['boy']) }),
      { pending: { ...loaded.pending, 'F-gender': mask('gender', ['boy']) } },
    ],
    [
      'a chosen parent value resets every descendant',
      withState({ 'F-state': mask('state', ['CA']), 'F-city': mask('city', ['LA']) }),
      filterValueChosen({ filterId: 'F-country', dataMask: mask('country', ['US']) }),
      { pending: { ...loaded.pending, 'F-country': mask('country', ['US']), 'F-state': EMPTY, 'F-city': EMPTY } },
    ],
    [
      'a chosen child value leaves its parents',
      withState({ 'F-country': mask('country', ['US']) }),
      filterValueChosen({ filterId: 'F-city', dataMask: mask('city', ['LA']) }),
      { pending: { ...loaded.pending, 'F-country': mask('country', ['US']), 'F-city': mask('city', ['LA']) } },
    ],
    [
      'apply copies pending native masks and keeps cross-filters',
      withState({ 'F-country': mask('country', ['US']) }, { ...loaded.applied, '7': mask('name', ['Bo']) }),
      pendingApplied(),
      { applied: { ...loaded.applied, 'F-country': mask('country', ['US']), '7': mask('name', ['Bo']) } },
    ],
    [
      'a value applied at once sets both',
      loaded,
      filterValueApplied({ filterId: 'F-city', dataMask: mask('city', ['LA']) }),
      {
        pending: { ...loaded.pending, 'F-city': mask('city', ['LA']) },
        applied: { ...loaded.applied, 'F-city': mask('city', ['LA']) },
      },
    ],
    [
      'clear all empties native filters, not cross-filters',
      withState({ 'F-country': mask('country', ['US']) }, { ...loaded.applied, '7': mask('name', ['Bo']) }),
      allFiltersCleared(),
      {
        pending: { 'F-country': EMPTY, 'F-state': EMPTY, 'F-city': EMPTY, 'F-gender': EMPTY },
        applied: {
          'F-country': EMPTY,
          'F-state': EMPTY,
          'F-city': EMPTY,
          'F-gender': EMPTY,
          '7': mask('name', ['Bo']),
        },
      },
    ],
    [
      'a cross-filter is set by chart id',
      loaded,
      crossFilterSet({ chartId: 7, dataMask: mask('name', ['Bo']) }),
      { applied: { ...loaded.applied, '7': mask('name', ['Bo']) } },
    ],
    [
      'a cross-filter without a value goes',
      withState({}, { ...loaded.applied, '7': mask('name', ['Bo']) }),
      crossFilterSet({ chartId: 7, dataMask: { extraFormData: { filters: [] }, filterState: { value: null } } }),
      { applied: loaded.applied },
    ],
    [
      'a cross-filter is removed',
      withState({}, { ...loaded.applied, '7': mask('name', ['Bo']) }),
      crossFilterRemoved(7),
      { applied: loaded.applied },
    ],
    [
      'a new configuration drops removed filters and starts new ones at their default',
      withState(
        { 'F-country': mask('country', ['US']) },
        { ...loaded.applied, 'F-country': mask('country', ['US']), '7': mask('name', ['Bo']) },
      ),
      filterConfigurationChanged([
        filters[0]!,
        { id: 'F-new', type: 'NATIVE_FILTER', filterType: 'filter_time', name: 'When', targets: [] },
      ]),
      {
        filters: [
          filters[0]!,
          { id: 'F-new', type: 'NATIVE_FILTER', filterType: 'filter_time', name: 'When', targets: [] },
        ],
        pending: { 'F-country': mask('country', ['US']), 'F-new': EMPTY },
        applied: { 'F-country': mask('country', ['US']), '7': mask('name', ['Bo']), 'F-new': EMPTY },
      },
    ],
  ])('%s', (_name, state, action, changes) => {
    // Act
    const next = dataMaskReducer(state, action);

    // Assert
    expect(next).toEqual({ ...state, ...changes });
  });
});
