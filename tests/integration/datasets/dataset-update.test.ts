import rison from 'rison';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { jsonInit, ROLE_IDS, userClient } from '../security/security-client.ts';

const client = useApiClient<JsonBody>();
let alpha: ApiClient<JsonBody>;

beforeAll(async () => {
  alpha = await userClient(client, 'update_alpha', [ROLE_IDS.Alpha]);
});

const put = (id: number, body: unknown, query = '') =>
  client.request(`/api/v1/dataset/${id}${query}`, jsonInit('PUT', body));

/** A new virtual dataset over birth_names; answers its id. */
async function virtualDataset(tableName: string, sql = 'SELECT name, num, state FROM birth_names'): Promise<number> {
  const created = await client.post('/api/v1/dataset/', { database: 1, schema: 'main', table_name: tableName, sql });
  if (created.status !== 201) throw new Error(`creating ${tableName}: ${JSON.stringify(created.body)}`);
  return created.body.id as number;
}

const show = async (id: number): Promise<JsonBody> => (await client.get(`/api/v1/dataset/${id}`)).body.result;
const columnNames = (result: JsonBody): string[] => result.columns.map((column: JsonBody) => column.column_name);

describe('PUT /api/v1/dataset/{pk}', () => {
  let refusedCount = 0;

  it('sets columns, metrics with currency, format and certification, and the settings; charts use them', async () => {
    // Arrange
    const id = await virtualDataset('edited_names');
    const before = await show(id);
    const extra =
      '{"certification": {"certified_by": "Data team", "details": "Checked"}, "warning_markdown": "Sampled"}';
    const body = {
      description: 'Names and counts',
      main_dttm_col: null,
      cache_timeout: 600,
      template_params: '{"floor": 10}',
      columns: [
        ...before.columns.map((column: JsonBody) => ({
          id: column.id,
          column_name: column.column_name,
          type: column.type,
          verbose_name: column.column_name === 'num' ? 'Births' : null,
        })),
        { column_name: 'name_length', expression: 'LENGTH(name)', type: 'BIGINT' },
      ],
      metrics: [
        { id: before.metrics[0].id, metric_name: 'count', expression: 'COUNT(*)' },
        {
          metric_name: 'total',
          expression: 'SUM(num)',
          d3format: ',.2f',
          currency: { symbol: 'USD', symbolPosition: 'prefix' },
          extra,
          warning_text: 'Sampled',
        },
      ],
    };

    // Act
    const answer = await put(id, body);
    const result = await show(id);
    const data = await client.post('/api/v1/chart/data', {
      datasource: { id, type: 'table' },
      queries: [
        {
          columns: ['name_length'],
          metrics: ['total'],
          filters: [{ col: 'name', op: '==', val: 'Aaron' }],
          row_limit: 5,
        },
      ],
    });

    // Assert
    expect(answer).toEqual({ status: 200, body: { id, result: body } });
    expect({
      description: result.description,
      cache_timeout: result.cache_timeout,
      template_params: result.template_params,
      columns: columnNames(result),
      verbose_num: result.verbose_map.num,
      column_formats: result.column_formats,
      currency_formats: result.currency_formats,
      total: result.metrics.find((metric: JsonBody) => metric.metric_name === 'total'),
    }).toEqual({
      description: 'Names and counts',
      cache_timeout: 600,
      template_params: '{"floor": 10}',
      columns: ['name', 'num', 'state', 'name_length'],
      verbose_num: 'Births',
      column_formats: { total: ',.2f' },
      currency_formats: { total: { symbol: 'USD', symbolPosition: 'prefix' } },
      total: expect.objectContaining({
        expression: 'SUM(num)',
        d3format: ',.2f',
        currency: { symbol: 'USD', symbolPosition: 'prefix' },
        extra,
        warning_text: 'Sampled',
      }),
    });
    expect([data.status, data.body.result[0].data]).toEqual([200, [{ name_length: 5, total: expect.any(Number) }]]);
  });

  it.each([
    [
      'a column twice',
      { columns: [{ column_name: 'a' }, { column_name: 'a' }] },
      { columns: ['One or more columns are duplicated'] },
    ],
    [
      'an unknown column id',
      { columns: [{ id: 999, column_name: 'a' }] },
      { columns: ['One or more columns do not exist'] },
    ],
    [
      'a new column under an existing name',
      { columns: [{ column_name: 'name' }] },
      { columns: ['One or more columns already exist'] },
    ],
    [
      'a metric twice',
      {
        metrics: [
          { metric_name: 'm', expression: '1' },
          { metric_name: 'm', expression: '2' },
        ],
      },
      { metrics: ['One or more metrics are duplicated'] },
    ],
    [
      'a sub-query metric',
      { metrics: [{ metric_name: 'm', expression: '(SELECT 1)' }] },
      { 'metrics.0.expression': [expect.stringMatching(/sub-?quer/i)] },
    ],
    ['DML as SQL', { sql: 'DELETE FROM birth_names' }, { sql: ['Only `SELECT` statements are allowed'] }],
    ['template parameters that are no JSON object', { template_params: '[1' }, { template_params: ['JSON not valid'] }],
  ])('refuses %s with 422', async (_case, body, message) => {
    // Arrange
    const id = await virtualDataset(`refused_${(refusedCount += 1)}`);

    // Act
    const response = await put(id, body);

    // Assert
    expect(response).toEqual({ status: 422, body: { message } });
  });

  it('certifies a dataset through its extra, which the certified filter of the list finds', async () => {
    // Arrange
    const id = await virtualDataset('certified_names');
    const certified = {
      filters: [
        { col: 'id', opr: 'dataset_is_certified', value: true },
        { col: 'table_name', opr: 'ct', value: 'certified_names' },
      ],
    };
    const listed = async () =>
      (await client.get(`/api/v1/dataset/?q=${encodeURIComponent(rison.encode(certified))}`)).body.ids;
    const before = await listed();

    // Act
    await put(id, { extra: '{"certification": {"certified_by": "Data team", "details": "Reviewed"}}' });

    // Assert
    expect([before, await listed()]).toEqual([[], [id]]);
  });

  it('answers 413 when the columns would outgrow one stored item', async () => {
    // Arrange
    const id = await virtualDataset('oversized');
    const columns = Array.from({ length: 300 }, (_, index) => ({
      column_name: `c${index}`,
      expression: 'num',
      description: 'd'.repeat(1300),
    }));

    // Act
    const response = await put(id, { columns });

    // Assert
    expect(response).toEqual({
      status: 413,
      body: {
        message: 'The dataset is larger than 358400 bytes once stored: give it fewer or shorter columns and metrics',
      },
    });
  });

  it('renames, refusing a taken name and freeing the old one', async () => {
    // Arrange
    const id = await virtualDataset('before_rename');

    // Act
    const taken = await put(id, { table_name: 'birth_names' });
    const renamed = await put(id, { table_name: 'after_rename' });
    const reused = await client.post('/api/v1/dataset/', {
      database: 1,
      schema: 'main',
      table_name: 'before_rename',
      sql: 'SELECT 1 AS one',
    });

    // Assert
    expect(taken).toEqual({ status: 422, body: { message: { table: ['Dataset main.birth_names already exists'] } } });
    expect([renamed.status, (await show(id)).table_name, reused.status]).toEqual([200, 'after_rename', 201]);
  });

  it('syncs the columns from the new SQL with override_columns, keeping calculated ones', async () => {
    // Arrange
    const id = await virtualDataset('overridden');
    const before = await show(id);
    const keep = before.columns.map((column: JsonBody) => ({ id: column.id, column_name: column.column_name }));
    await put(id, { columns: [...keep, { column_name: 'doubled', expression: 'num * 2' }] });

    // Act
    const answer = await put(
      id,
      {
        sql: 'SELECT name, ds FROM birth_names',
        columns: [...keep, { column_name: 'doubled', expression: 'num * 2' }],
      },
      '?override_columns=true',
    );

    // Assert
    const result = await show(id);
    expect([answer.status, columnNames(result), result.main_dttm_col]).toEqual([200, ['name', 'ds', 'doubled'], 'ds']);
  });

  it('answers 403 to an Alpha who does not own the dataset, 404 for an unknown one, 400 for a bad body', async () => {
    // Arrange
    const id = await virtualDataset('not_alphas');

    // Act
    const forbidden = await alpha.request(`/api/v1/dataset/${id}`, jsonInit('PUT', { description: 'mine now' }));
    const missing = await put(9999, { description: 'x' });
    const bad = await put(id, { cache_timeout: 'soon' });

    // Assert
    expect([forbidden, missing, bad]).toEqual([
      { status: 403, body: { message: 'Forbidden' } },
      { status: 404, body: { message: 'Not found' } },
      { status: 400, body: { message: { cache_timeout: ['Not a valid integer.'] } } },
    ]);
  });
});

describe('PUT /api/v1/dataset/{pk}/refresh', () => {
  it('syncs the columns from the engine, keeping calculated columns and labels', async () => {
    // Arrange: the SQL changes without override_columns, so the columns are stale until refreshed
    const id = await virtualDataset('refreshed');
    const before = await show(id);
    const columns = before.columns.map((column: JsonBody) => ({
      id: column.id,
      column_name: column.column_name,
      verbose_name: column.column_name === 'name' ? 'First name' : null,
    }));
    await put(id, {
      sql: 'SELECT name, gender FROM birth_names',
      columns: [...columns, { column_name: 'upper_name', expression: 'UPPER(name)' }],
    });
    const stale = columnNames(await show(id));

    // Act
    const answer = await client.request(`/api/v1/dataset/${id}/refresh`, { method: 'PUT' });

    // Assert
    const result = await show(id);
    expect([answer, stale, columnNames(result), result.verbose_map.name]).toEqual([
      { status: 200, body: { message: 'OK' } },
      ['name', 'num', 'state', 'upper_name'],
      ['name', 'gender', 'upper_name'],
      'First name',
    ]);
  });

  it('answers 403 to a non-owner and 404 for an unknown dataset', async () => {
    // Act
    const forbidden = await alpha.request('/api/v1/dataset/1/refresh', { method: 'PUT' });
    const missing = await client.request('/api/v1/dataset/9999/refresh', { method: 'PUT' });

    // Assert
    expect([forbidden, missing]).toEqual([
      { status: 403, body: { message: 'Forbidden' } },
      { status: 404, body: { message: 'Not found' } },
    ]);
  });
});
