import { describe, expect, it } from 'vitest';
import type { NativeFilter } from '#shared/dashboard/native-filters.ts';
import {
  parentsExtraFormData,
  rangeBoundsQuery,
  selectValuesQuery,
} from '../../../../../web/app/features/native-filters/state/values-query.ts';

const filter = (id: string, column: string, extra: Partial<NativeFilter> = {}): NativeFilter => ({
  id,
  type: 'NATIVE_FILTER',
  filterType: 'filter_select',
  name: id,
  targets: [{ datasetId: 1, column: { name: column } }],
  ...extra,
});
const country = filter('F-country', 'country');
const state = filter('F-state', 'state', { cascadeParentIds: ['F-country'] });
const city = filter('F-city', 'city', {
  cascadeParentIds: ['F-state'],
  sortMetric: 'count',
  controlValues: { sortAscending: false },
});
const all = [country, state, city];
const pending = {
  'F-country': { extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['US'] }] } },
  'F-state': { extraFormData: { filters: [{ col: 'state', op: 'NOT IN', val: ['CA'] }] } },
};

describe('filter values queries', () => {
  it.each([
    ['a root filter depends on nothing', country, {}],
    ['a child gets its parent', state, { filters: [{ col: 'country', op: 'IN', val: ['US'] }] }],
    [
      'a grandchild gets every ancestor',
      city,
      {
        filters: [
          { col: 'state', op: 'NOT IN', val: ['CA'] },
          { col: 'country', op: 'IN', val: ['US'] },
        ],
      },
    ],
  ])('%s', (_name, target, expected) => {
    // Act
    const parents = parentsExtraFormData(target, all, pending);

    // Assert
    expect(parents).toEqual(expected);
  });

  it('asks for the column grouped, sorted by the metric, under parents and pre-filters', () => {
    // Arrange
    const withPrefilters = {
      ...city,
      adhoc_filters: [
        { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'num', operator: '>', comparator: 5 },
        { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'name IS NOT NULL' },
      ],
      time_range: 'Last year',
      granularity_sqla: 'ds',
    };

    // Act
    const query = selectValuesQuery(withPrefilters, parentsExtraFormData(city, all, pending), 'lo');

    // Assert
    expect(query).toEqual({
      datasource: { id: 1, type: 'table' },
      force: false,
      queries: [
        {
          filters: [
            { col: 'num', op: '>', val: 5 },
            { col: 'state', op: 'NOT IN', val: ['CA'] },
            { col: 'country', op: 'IN', val: ['US'] },
            { col: 'city', op: 'ILIKE', val: '%lo%' },
          ],
          extras: { where: '(name IS NOT NULL)', having: '' },
          time_range: 'Last year',
          granularity: 'ds',
          columns: ['city'],
          metrics: ['count'],
          orderby: [['count', false]],
          row_limit: 1000,
        },
      ],
      result_format: 'json',
      result_type: 'full',
    });
  });

  it('asks for the bounds of a range filter and nothing without a column', () => {
    // Act
    const queries = [rangeBoundsQuery(filter('F-num', 'num'), {}), selectValuesQuery({ ...country, targets: [] }, {})];

    // Assert
    expect(queries).toEqual([
      {
        datasource: { id: 1, type: 'table' },
        force: false,
        queries: [
          {
            filters: [],
            extras: { where: '', having: '' },
            columns: [],
            orderby: [],
            row_limit: 1,
            metrics: [
              { expressionType: 'SIMPLE', column: { column_name: 'num' }, aggregate: 'MIN', label: 'min' },
              { expressionType: 'SIMPLE', column: { column_name: 'num' }, aggregate: 'MAX', label: 'max' },
            ],
          },
        ],
        result_format: 'json',
        result_type: 'full',
      },
      undefined,
    ]);
  });

  it("names the dashboard and the filter in the form data of a dashboard's filter (Superset's filter form data)", () => {
    // Act
    const queries = [selectValuesQuery(country, {}, undefined, 7), rangeBoundsQuery(filter('F-num', 'num'), {}, 7)];

    // Assert: what lets a member of the dashboard's roles read the values without a grant on the dataset
    expect(queries.map((query) => query?.form_data)).toEqual([
      {
        datasource: '1__table',
        viz_type: 'filter_select',
        type: 'NATIVE_FILTER',
        dashboardId: 7,
        native_filter_id: 'F-country',
      },
      {
        datasource: '1__table',
        viz_type: 'filter_select',
        type: 'NATIVE_FILTER',
        dashboardId: 7,
        native_filter_id: 'F-num',
      },
    ]);
  });
});
