import { describe, expect, it } from 'vitest';
import { componentSchema } from '../../../contract/openapi.ts';
import { ValidationError } from '#shared/errors.ts';
import { validateQueryContext } from '#shared/query-context/index.ts';
import { bigNumberWithTrendline, nativeFilterSelect, pieChart, tableChart, timeseriesLineChart } from './payloads.ts';

const LIMITS = { rowLimit: 10_000, maxRow: 50_000 };

/** The messages of the ValidationError `act` throws (undefined when it throws none). */
function validationMessages(act: () => unknown): Record<string, string[]> | undefined {
  try {
    act();
    return undefined;
  } catch (error) {
    if (error instanceof ValidationError) return error.messages;
    throw error;
  }
}

const payloads: [string, unknown][] = [
  ['table chart', tableChart],
  ['timeseries line chart', timeseriesLineChart],
  ['big number with trendline', bigNumberWithTrendline],
  ['pie chart', pieChart],
  ['native filter select', nativeFilterSelect],
];

describe('validateQueryContext over Superset payloads', () => {
  it.each(payloads)('accepts a %s', (_name, payload) => {
    // Act
    const messages = validationMessages(() => validateQueryContext(payload, LIMITS));

    // Assert
    expect(messages).toBeUndefined();
  });

  it.each(payloads)("the spec's own ChartDataQueryContextSchema accepts the %s too", (_name, payload) => {
    // Arrange
    const validate = componentSchema('ChartDataQueryContextSchema');

    // Act
    const valid = validate(payload);

    // Assert
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('normalizes the table chart to the shape the compiler reads', () => {
    // Act
    const context = validateQueryContext(tableChart, LIMITS);

    // Assert
    expect(context).toEqual({
      datasource: { id: 1, type: 'table' },
      force: false,
      form_data: tableChart.form_data,
      result_format: 'json',
      result_type: 'full',
      queries: [
        {
          annotation_layers: [],
          applied_time_extras: {},
          apply_fetch_values_predicate: false,
          columns: ['name', 'gender'],
          datasource: null,
          extras: { having: '', where: '' },
          filters: [
            { col: 'state', op: 'IN', val: ['CA', 'NY'] },
            { col: 'ds', op: 'TEMPORAL_RANGE', val: 'No filter' },
          ],
          granularity: null,
          is_rowcount: false,
          is_timeseries: false,
          metrics: [
            'sum__num',
            {
              expressionType: 'SIMPLE',
              column: { column_name: 'num_boys', type: 'BIGINT' },
              aggregate: 'MAX',
              label: 'MAX(num_boys)',
              hasCustomLabel: false,
              optionName: 'metric_1',
            },
          ],
          order_desc: true,
          orderby: [['sum__num', false]],
          post_processing: [],
          result_type: null,
          row_limit: 100,
          row_offset: 0,
          series_columns: [],
          series_limit: 0,
          series_limit_metric: null,
          time_offsets: [],
          time_range: 'No filter',
          time_shift: null,
          url_params: {},
        },
      ],
    });
  });
});
