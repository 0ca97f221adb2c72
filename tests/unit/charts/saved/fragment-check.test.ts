import { describe, expect, it } from 'vitest';
import {
  chartFragmentProblems,
  chartFragments,
  fragmentTarget,
  requireSafeChartFragments,
} from '#functions/charts/saved/fragment-check.ts';
import { ValidationError } from '#shared/errors.ts';

/** birth_names as charts see it: DuckDB, a `region` template parameter, a column called `order`. */
const target = await fragmentTarget(
  { template_params: '{"region": "north"}', columns: [{ column_name: 'num' }, { column_name: 'order' }] },
  'duckdb',
);

const FILE_READER =
  'The function read_text() is not allowed: queries cannot read or write files, attach databases, load extensions or change engine settings.';

describe('chartFragments', () => {
  it('finds every SQL fragment of form data and of a query context, with its path and clause, in document order', () => {
    // Arrange
    const formData = {
      metrics: [
        'count',
        { expressionType: 'SQL', sqlExpression: 'SUM(num)' },
        { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, sqlExpression: 'stale' },
      ],
      groupby: [{ sqlExpression: 'num % 10', label: 'tens' }],
      adhoc_filters: [
        { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num > 1' },
        { expressionType: 'SQL', clause: 'having', sqlExpression: 'SUM(num) > 2' },
        {
          expressionType: 'SIMPLE',
          clause: 'WHERE',
          subject: 'num',
          operator: '>',
          comparator: 3,
          sqlExpression: null,
        },
      ],
      where: 'num < 4',
      having: '',
    };
    const context = JSON.stringify({
      queries: [
        {
          extras: { where: 'num < 5', having: 'COUNT(*) > 6' },
          orderby: [[{ expressionType: 'SQL', sqlExpression: 'MAX(num)' }, false]],
        },
      ],
    });

    // Act
    const found = [...chartFragments(formData), ...chartFragments(context)];

    // Assert
    expect(found).toEqual([
      { path: 'where', sql: 'num < 4', clause: 'where' },
      { path: 'metrics.1.sqlExpression', sql: 'SUM(num)', clause: 'metric' },
      { path: 'groupby.0.sqlExpression', sql: 'num % 10', clause: 'column' },
      { path: 'adhoc_filters.0.sqlExpression', sql: 'num > 1', clause: 'where' },
      { path: 'adhoc_filters.1.sqlExpression', sql: 'SUM(num) > 2', clause: 'having' },
      { path: 'queries.0.extras.where', sql: 'num < 5', clause: 'where' },
      { path: 'queries.0.extras.having', sql: 'COUNT(*) > 6', clause: 'having' },
      { path: 'queries.0.orderby.0.0.sqlExpression', sql: 'MAX(num)', clause: 'metric' },
    ]);
  });

  it.each([
    ['text that is no JSON', '{oops'],
    ['an empty text', ''],
    ['null', null],
    ['a number', 3],
  ])('finds none in %s', (_case, document) => {
    // Act
    const found = chartFragments(document);

    // Assert
    expect(found).toEqual([]);
  });

  it('walks a document nested deeper than the call stack would allow', () => {
    // Arrange
    const deep = `${'['.repeat(100_000)}{"where": "1 = 1"}${']'.repeat(100_000)}`;

    // Act
    const found = chartFragments(deep);

    // Assert
    expect(found).toEqual([{ path: `${'0.'.repeat(100_000)}where`, sql: '1 = 1', clause: 'where' }]);
  });
});

describe('chartFragmentProblems', () => {
  it.each([
    [
      '[finding] a file reader in a query context metric',
      {
        query_context: JSON.stringify({
          queries: [
            { metrics: [{ expressionType: 'SQL', sqlExpression: "(SELECT content FROM read_text('/etc/passwd'))" }] },
          ],
        }),
      },
      { query_context: [`queries.0.metrics.0.sqlExpression: ${FILE_READER}`] },
    ],
    [
      'a sub-query in an ad-hoc filter',
      { params: { adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num IN (SELECT 1)' }] } },
      { params: ['adhoc_filters.0.sqlExpression: Ad hoc subquery not allowed'] },
    ],
    [
      'a second statement in extras.where',
      { query_context: '{"queries": [{"extras": {"where": "1 = 1; DROP TABLE x"}}]}' },
      { query_context: ['queries.0.extras.where: Custom SQL fields cannot contain more than one statement'] },
    ],
    [
      'a filter that breaks out of its parentheses',
      { params: { where: '1 = 1) OR (1 = 1' } },
      { params: ['where: Invalid SQL fragment'] },
    ],
    [
      'a comment swallowing the rest of the query',
      { params: { having: 'COUNT(*) > 1 --' } },
      { params: ['having: Invalid SQL fragment'] },
    ],
    [
      'a file reader rendered by a template',
      { params: { metrics: [{ expressionType: 'SQL', sqlExpression: '{{ "length(read_text(\'/etc/passwd\'))" }}' }] } },
      { params: [`metrics.0.sqlExpression: ${FILE_READER}`] },
    ],
    [
      'a file reader beside a template that only a run can render',
      {
        params: {
          metrics: [
            {
              expressionType: 'SQL',
              sqlExpression: "{{ filter_values('x')[0].y }} + length(read_text('/etc/passwd'))",
            },
          ],
        },
      },
      { params: [`metrics.0.sqlExpression: ${FILE_READER}`] },
    ],
    [
      'the same fragment in form data and query context, named in both',
      { params: { where: 'num IN (SELECT 1)' }, query_context: '{"form_data": {"where": "num IN (SELECT 1)"}}' },
      {
        params: ['where: Ad hoc subquery not allowed'],
        query_context: ['form_data.where: Ad hoc subquery not allowed'],
      },
    ],
  ])('refuses %s', (_case, chart, problems) => {
    // Act
    const found = chartFragmentProblems(chart, target);

    // Assert
    expect(found).toEqual(problems);
  });

  it.each([
    [
      'ad-hoc SQL of every kind',
      {
        params: {
          metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(num) * 2' }],
          groupby: [{ sqlExpression: "CASE WHEN num > 10 THEN 'big' END" }],
          adhoc_filters: [
            { expressionType: 'SQL', clause: 'WHERE', sqlExpression: "num BETWEEN 1 AND 10 AND name LIKE 'A%'" },
          ],
        },
      },
    ],
    [
      'a dataset column Explore sends as an ad-hoc column, though its name is a keyword',
      { params: { x_axis: { sqlExpression: 'order', label: 'order', columnType: 'BASE_AXIS' } } },
    ],
    [
      "templates that render with the dataset's parameters",
      { params: { where: "region = '{{ region }}' AND ds >= '{{ from_dttm }}'" } },
    ],
    [
      'a template that renders nothing without filters',
      { params: { where: "{% if filter_values('x') %}x IN ({{ filter_values('x') | join(',') }}){% endif %}" } },
    ],
    ['a template that only a run can render', { params: { where: "num > {{ filter_values('num')[0].low }}" } }],
    [
      'blank fragments',
      { params: { where: '  ', adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: '' }] } },
    ],
    [
      'SIMPLE metrics and filters, whatever their stale SQL',
      {
        params: {
          metrics: [
            { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, sqlExpression: 'SELECT 1' },
          ],
        },
      },
    ],
  ])('accepts %s', (_case, chart) => {
    // Act
    const found = chartFragmentProblems(chart, target);

    // Assert
    expect(found).toBeUndefined();
  });

  it('checks in every dialect Skyset speaks when the dataset is gone', async () => {
    // Arrange
    const orphan = await fragmentTarget(undefined, undefined);

    // Act
    const found = chartFragmentProblems(
      { params: { where: 'num IN (SELECT 1)', metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(num)' }] } },
      orphan,
    );

    // Assert
    expect([orphan.dialects.map((dialect) => dialect.name), found]).toEqual([
      ['duckdb', 'trino'],
      { params: ['where: Ad hoc subquery not allowed'] },
    ]);
  });
});

describe('requireSafeChartFragments', () => {
  it("answers 400 in Superset's validation shape, naming the field", () => {
    // Act
    const failure = (() => {
      try {
        requireSafeChartFragments({ params: '{"where": "num IN (SELECT 1)"}' }, target);
        return undefined;
      } catch (error) {
        return error as ValidationError;
      }
    })();

    // Assert
    expect([failure instanceof ValidationError, failure?.status, failure?.toBody()]).toEqual([
      true,
      400,
      { message: { params: ['where: Ad hoc subquery not allowed'] } },
    ]);
  });
});
