import { describe, expect, it } from 'vitest';
import { TIME_GRAINS } from '#shared/time-grains.ts';
import { type JsonBody, useApiClient } from '../helpers/api-client.ts';

const client = useApiClient<JsonBody>();
const metadata = (query: string) => client.get(`/superset/fetch_datasource_metadata${query}`);

describe('GET /superset/fetch_datasource_metadata', () => {
  it("answers the dataset's legacy data payload", async () => {
    // Act
    const { status, body } = await metadata('?datasourceKey=1__table');

    // Assert
    const { columns, metrics, order_by_choices, description, ...rest } = body;
    expect([
      status,
      columns.length,
      metrics.map((metric: { metric_name: string }) => metric.metric_name),
      order_by_choices.length,
      typeof description,
      rest,
    ]).toEqual([
      200,
      8,
      ['count', 'sum__num'],
      16,
      'string',
      {
        id: 1,
        uid: '1__table',
        type: 'table',
        name: 'main.birth_names',
        datasource_name: 'birth_names',
        table_name: 'birth_names',
        catalog: null,
        schema: 'main',
        sql: null,
        column_formats: {},
        currency_formats: {},
        verbose_map: {
          __timestamp: 'Time',
          count: 'COUNT(*)',
          sum__num: 'sum__num',
          ds: 'Year',
          gender: 'gender',
          name: 'name',
          num: 'num',
          state: 'state',
          num_boys: 'num_boys',
          num_girls: 'num_girls',
          num_california: 'num_california',
        },
        granularity_sqla: [['ds', 'ds']],
        time_grain_sqla: TIME_GRAINS.map((grain) => [grain.duration, grain.name]),
        main_dttm_col: 'ds',
        database: { id: 1, name: 'examples', backend: 'duckdb' },
        owners: [{ id: 1, first_name: 'Admin', last_name: 'User' }],
        cache_timeout: null,
        default_endpoint: null,
        edit_url: '/tablemodelview/edit/1',
        extra: null,
        filter_select: true,
        filter_select_enabled: true,
        fetch_values_predicate: null,
        template_params: null,
        is_sqllab_view: false,
        health_check_message: null,
        always_filter_main_dttm: false,
        normalize_columns: false,
        offset: 0,
        params: null,
        perm: '[examples].[birth_names](id:1)',
        select_star: 'SELECT\n  *\nFROM "main"."birth_names"\nLIMIT 100',
      },
    ]);
  });

  it('answers a column in the legacy column shape', async () => {
    // Act
    const { body } = await metadata('?datasourceKey=1__table');

    // Assert
    const { id, uuid, ...column } = body.columns.find((entry: { column_name: string }) => entry.column_name === 'ds');
    expect([typeof id, typeof uuid, column]).toEqual([
      'number',
      'string',
      {
        column_name: 'ds',
        verbose_name: 'Year',
        description: null,
        expression: null,
        type: 'TIMESTAMP',
        type_generic: 2,
        is_dttm: true,
        groupby: true,
        filterable: true,
        python_date_format: null,
        advanced_data_type: null,
        is_certified: false,
        certified_by: null,
        certification_details: null,
        warning_markdown: null,
      },
    ]);
  });

  it.each([['?datasourceKey=1'], ['?datasourceKey=x__table'], ['']])('answers 400 for the key in %j', async (query) => {
    // Act
    const { status } = await metadata(query);

    // Assert
    expect(status).toBe(400);
  });

  it('answers 404 for an unknown dataset', async () => {
    // Act
    const response = await metadata('?datasourceKey=999__table');

    // Assert
    expect(response).toEqual({ status: 404, body: { message: 'Not found' } });
  });
});
