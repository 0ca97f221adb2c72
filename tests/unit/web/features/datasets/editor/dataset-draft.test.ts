import { describe, expect, it } from 'vitest';
import {
  draftOf,
  draftProblems,
  putBodyOf,
  sourceChanged,
} from '../../../../../../web/app/features/datasets/editor/dataset-draft.ts';
import { withExtraFields } from '../../../../../../web/app/features/datasets/editor/extra-fields.ts';
import { jsonObjectProblem } from '../../../../../../web/app/features/datasets/editor/json-text.ts';
import {
  newCalculatedColumnDraft,
  newMetricDraft,
} from '../../../../../../web/app/features/datasets/editor/member-drafts.ts';
import { salesDataset, savedMetric } from './fixtures.ts';

describe('jsonObjectProblem', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['{"country": "FR"}', null],
    ['{}', null],
    ['[1, 2]', 'Must be a JSON object'],
    ['"text"', 'Must be a JSON object'],
    ['null', 'Must be a JSON object'],
    // The parser's own words after the prefix differ between JavaScript engines.
    ['{bad', expect.stringMatching(/^Invalid JSON: .*position 1/)],
  ])('%j -> %j', (text, expected) => {
    // Arrange, Act, Assert
    expect(jsonObjectProblem(text)).toEqual(expected);
  });
});

describe('draftProblems', () => {
  const draft = draftOf(salesDataset());
  it.each([
    ['nothing for a dataset as read', {}, {}],
    [
      'template parameters that are not JSON',
      { template_params: '{"a":' },
      { template_params: expect.stringMatching(/^Invalid JSON: /) },
    ],
    ['extra that is an array', { extra: '[]' }, { extra: 'Must be a JSON object' }],
    ['an emptied name', { table_name: ' ' }, { table_name: 'A dataset needs a name' }],
    [
      'a physical dataset without a table',
      { kind: 'physical' as const, table_name: '' },
      { table_name: 'A physical dataset needs a table' },
    ],
    ['a virtual dataset without SQL', { sql: '' }, { sql: 'A virtual dataset needs SQL' }],
    ['a physical dataset has no SQL to check', { kind: 'physical' as const, sql: '' }, {}],
    [
      'a new metric left empty',
      { metrics: [newMetricDraft(), ...draft.metrics] },
      { metrics: 'Every metric needs a key and a SQL expression' },
    ],
    [
      'two metrics of one name',
      { metrics: [...draft.metrics, { ...draft.metrics[0]!, key: 'copy', id: undefined }] },
      { metrics: 'One or more metrics are duplicated' },
    ],
    [
      'a calculated column without SQL',
      { calculated: [{ ...newCalculatedColumnDraft(), column_name: 'x' }] },
      { calculated: 'Every calculated column needs a name and a SQL expression' },
    ],
    [
      'a calculated column named as a source one',
      { calculated: [{ ...newCalculatedColumnDraft(), column_name: 'region', expression: 'upper(region)' }] },
      { calculated: 'One or more columns are duplicated' },
    ],
  ])('%s', (_case, change, expected) => {
    // Arrange, Act, Assert
    expect(draftProblems({ ...draft, ...change })).toEqual(expected);
  });
});

describe('putBodyOf', () => {
  it('sends what Superset saves: columns with the calculated ones, metrics with certification, currency and warning', () => {
    // Arrange
    const dataset = salesDataset({
      extra: '{"certification": {"certified_by": "Finance", "details": "Audited"}, "warning_markdown": "Late data"}',
      template_params: '{"region":"north"}',
      metrics: [
        savedMetric(1, 'count', 'COUNT(*)', {
          currency: '{"symbol":"EUR","symbolPosition":"suffix"}',
          extra: '{"certification": {"certified_by": "Ops", "details": ""}, "kept": 1}',
        }),
      ],
    });
    const draft = draftOf(dataset);
    const revenue = {
      ...newMetricDraft(),
      metric_name: ' revenue ',
      expression: 'SUM(amount)',
      currencySymbol: 'USD',
      warning_markdown: 'Gross',
    };

    // Act
    const body = putBodyOf({
      ...draft,
      cache_timeout: 600,
      description: 'Sales',
      metrics: [revenue, ...draft.metrics],
      extra: withExtraFields(draft.extra, { certified_by: '' }),
    });

    // Assert
    expect(body).toEqual({
      table_name: 'sales',
      schema: 'main',
      sql: 'SELECT region, amount, day FROM orders',
      description: 'Sales',
      default_endpoint: null,
      main_dttm_col: 'day',
      cache_timeout: 600,
      template_params: '{"region":"north"}',
      extra: '{"certification":{"certified_by":"","details":"Audited"},"warning_markdown":"Late data"}',
      filter_select_enabled: true,
      normalize_columns: false,
      always_filter_main_dttm: false,
      owners: [1],
      columns: [
        {
          id: 1,
          column_name: 'region',
          type: 'VARCHAR',
          verbose_name: null,
          description: null,
          expression: null,
          filterable: true,
          groupby: true,
          is_active: true,
          is_dttm: false,
          python_date_format: null,
          advanced_data_type: null,
          extra: null,
        },
        {
          id: 2,
          column_name: 'amount',
          type: 'DOUBLE',
          verbose_name: null,
          description: null,
          expression: null,
          filterable: true,
          groupby: true,
          is_active: true,
          is_dttm: false,
          python_date_format: null,
          advanced_data_type: null,
          extra: null,
        },
        {
          id: 3,
          column_name: 'amount_k',
          type: 'DOUBLE',
          verbose_name: null,
          description: null,
          expression: 'amount / 1000',
          filterable: true,
          groupby: true,
          is_active: true,
          is_dttm: false,
          python_date_format: null,
          advanced_data_type: null,
          extra: null,
        },
      ],
      metrics: [
        {
          metric_name: 'revenue',
          expression: 'SUM(amount)',
          metric_type: null,
          verbose_name: null,
          description: null,
          d3format: null,
          warning_text: null,
          currency: { symbol: 'USD', symbolPosition: 'prefix' },
          extra: '{"warning_markdown":"Gross"}',
        },
        {
          id: 1,
          metric_name: 'count',
          expression: 'COUNT(*)',
          metric_type: null,
          verbose_name: null,
          description: null,
          d3format: null,
          warning_text: null,
          currency: { symbol: 'EUR', symbolPosition: 'suffix' },
          extra: '{"kept":1,"certification":{"certified_by":"Ops","details":""}}',
        },
      ],
    });
  });

  it('sends no SQL for a dataset switched to physical, and empties as null', () => {
    // Arrange
    const draft = {
      ...draftOf(salesDataset()),
      kind: 'physical' as const,
      table_name: 'orders',
      template_params: '',
      extra: '',
      cache_timeout: '' as const,
    };

    // Act
    const body = putBodyOf(draft);

    // Assert
    expect([body.sql, body.table_name, body.template_params, body.extra, body.cache_timeout]).toEqual([
      null,
      'orders',
      null,
      null,
      null,
    ]);
  });
});

describe('sourceChanged', () => {
  const virtual = salesDataset();
  const physical = salesDataset({ sql: null, kind: 'physical', table_name: 'orders' });
  it.each([
    ['a virtual dataset as read', virtual, {}, false],
    ['a label edited elsewhere', virtual, { description: 'Sales' }, false],
    ['new SQL', virtual, { sql: 'SELECT region FROM orders' }, true],
    ['a virtual dataset made physical', virtual, { kind: 'physical' as const }, true],
    ['a physical dataset as read', physical, {}, false],
    ['another table', physical, { table_name: 'orders_2024' }, true],
    ['another schema', physical, { schema: 'archive' }, true],
  ])('%s -> %s', (_case, dataset, change, expected) => {
    // Arrange, Act, Assert
    expect(sourceChanged(dataset, { ...draftOf(dataset), ...change })).toBe(expected);
  });
});
