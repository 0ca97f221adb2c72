import { describe, expect, it } from 'vitest';
import { chartDataRequest } from '../../../../../web/app/features/chart-actions/chart-data-request.ts';
import { downloadEntries } from '../../../../../web/app/features/chart-actions/downloads/download-entries.ts';
import {
  drillByColumns,
  drillByFormData,
} from '../../../../../web/app/features/chart-actions/drill/drill-by-form-data.ts';
import { drillFiltersOf } from '../../../../../web/app/plugins/common/drill-points.ts';
import type { ChartPlugin, FormData } from '../../../../../web/app/plugins/types.ts';

describe('downloadEntries on a dashboard', () => {
  it.each([
    ['a chart', 'pie', ['Export to .CSV', 'Export to Excel', 'Download as image']],
    [
      'a table',
      'table',
      ['Export to .CSV', 'Export to full .CSV', 'Export to Excel', 'Export to full Excel', 'Download as image'],
    ],
    [
      'a pivot table',
      'pivot_table_v2',
      ['Export to .CSV', 'Export to Pivoted .CSV', 'Export to Excel', 'Download as image'],
    ],
  ])('offers Superset’s dashboard entries for %s', (_case, vizType, labels) => {
    // Act
    const entries = downloadEntries(vizType, 'dashboard');

    // Assert
    expect(entries.map((entry) => entry.label)).toEqual(labels);
  });
});

describe('chartDataRequest', () => {
  const plugin = {
    buildQuery: (formData: FormData) => ({
      datasource: { id: 1, type: 'table' },
      queries: [{ row_limit: 10, asked: formData.result_format }, { row_limit: 5 }],
    }),
  } as unknown as ChartPlugin;
  const formData: FormData = { viz_type: 'table', datasource: '1__table' };

  it("keeps the chart's row limits", () => {
    // Act
    const request = chartDataRequest(plugin, formData, { resultType: 'full', resultFormat: 'csv' });

    // Assert
    expect(request).toEqual({
      datasource: { id: 1, type: 'table' },
      queries: [{ row_limit: 10, asked: 'csv' }, { row_limit: 5 }],
      result_type: 'full',
      result_format: 'csv',
    });
  });

  it('asks every query for all rows (row_limit 0) for a full export', () => {
    // Act
    const request = chartDataRequest(plugin, formData, { resultType: 'full', resultFormat: 'xlsx', allRows: true });

    // Assert
    expect(request.queries).toEqual([{ row_limit: 0, asked: 'xlsx' }, { row_limit: 0 }]);
  });
});

describe('drill by', () => {
  const columns = [
    { name: 'gender', label: 'Gender' },
    { name: 'state', label: 'State' },
    { name: 'name', label: 'Name' },
  ];

  it('offers the group-by columns the chart does not split by yet', () => {
    // Act
    const offered = drillByColumns({ viz_type: 'pie', datasource: '1__table', groupby: ['gender'] }, columns);

    // Assert
    expect(offered.map((column) => column.name)).toEqual(['state', 'name']);
  });

  it('replaces the dimension and adds the clicked values to the filters the chart already had', () => {
    // Arrange
    const formData: FormData = {
      viz_type: 'pie',
      datasource: '1__table',
      groupby: ['gender'],
      extra_form_data: { filters: [{ col: 'state', op: 'IN', val: ['CA'] }], time_range: 'Last year' },
    };

    // Act
    const drilled = drillByFormData(formData, 'name', [{ col: 'gender', op: '==', val: 'girl', formattedVal: 'girl' }]);

    // Assert
    expect(drilled).toEqual({
      viz_type: 'pie',
      datasource: '1__table',
      groupby: ['name'],
      extra_form_data: {
        filters: [
          { col: 'state', op: 'IN', val: ['CA'] },
          { col: 'gender', op: '==', val: 'girl' },
        ],
        time_range: 'Last year',
      },
    });
  });

  it('replaces the x axis of a chart without groupby', () => {
    // Act
    const drilled = drillByFormData(
      { viz_type: 'echarts_timeseries_bar', datasource: '1__table', x_axis: 'gender', groupby: [] },
      'state',
      [{ col: 'gender', op: '==', val: 'boy' }],
    );

    // Assert
    expect([drilled.x_axis, drilled.groupby]).toEqual(['state', []]);
  });
});

describe('drillFiltersOf', () => {
  it('filters each column on its value, and a missing value as null', () => {
    // Act
    const filters = drillFiltersOf(['gender', 'state'], ['girl', null]);

    // Assert
    expect(filters).toEqual([
      { col: 'gender', op: '==', val: 'girl' },
      { col: 'state', op: 'IS NULL', val: null },
    ]);
  });
});
