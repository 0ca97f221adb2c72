import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { q } from '../charts/saved/saved-chart-client.ts';
import { type ApiClient, type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { jsonInit, ROLE_IDS, userClient } from '../security/security-client.ts';
import { importError, postBundle, SUPERSET_EXAMPLES_DIR, zipTexts } from './bundle-client.ts';

const admin = useApiClient<JsonBody>();
let alpha: ApiClient<JsonBody>;

/** Superset's `examples` database file, which the import maps onto Skyset's example database. */
let examplesDatabase: string;
const EXAMPLES_UUID = 'a2dc77af-e654-49bb-b321-40f6b559a1ee';
const DATASET_METADATA = stringify({ version: '1.0.0', type: 'SqlaTable', timestamp: '2026-01-01T00:00:00+00:00' });

beforeAll(async () => {
  examplesDatabase = await readFile(join(SUPERSET_EXAMPLES_DIR, 'databases/examples.yaml'), 'utf8');
  alpha = await userClient(admin, 'merge_alpha', [ROLE_IDS.Alpha]);
});

/** A dataset file as Superset exports it, over the examples database, with the columns and metrics given. */
const datasetYaml = (
  uuid: string,
  tableName: string,
  members: { columns?: JsonBody[]; metrics?: JsonBody[]; sql?: string },
) =>
  stringify({
    table_name: tableName,
    main_dttm_col: null,
    schema: 'main',
    sql: members.sql ?? null,
    uuid,
    metrics: members.metrics ?? [],
    columns: members.columns ?? [],
    version: '1.0.0',
    database_uuid: EXAMPLES_UUID,
  });

/** A dataset bundle (`POST /api/v1/dataset/import/`) holding the given dataset files. */
const datasetBundle = (datasets: Record<string, string>) =>
  zipTexts({
    'metadata.yaml': DATASET_METADATA,
    'databases/examples.yaml': examplesDatabase,
    ...Object.fromEntries(Object.entries(datasets).map(([name, text]) => [`datasets/examples/${name}.yaml`, text])),
  });

async function datasetOf(client: ApiClient<JsonBody>, tableName: string): Promise<JsonBody> {
  const list = await client.get(
    `/api/v1/dataset/${q({ filters: [{ col: 'table_name', opr: 'eq', value: tableName }] })}`,
  );
  return (await client.get(`/api/v1/dataset/${list.body.result[0].id}`)).body.result as JsonBody;
}

const columnFields = ({ column_name, is_dttm, verbose_name, expression, python_date_format }: JsonBody) => ({
  column_name,
  is_dttm,
  verbose_name,
  expression,
  python_date_format,
});
const metricFields = ({ metric_name, verbose_name, expression, d3format, currency, warning_text }: JsonBody) => ({
  metric_name,
  verbose_name,
  expression,
  d3format,
  currency,
  warning_text,
});
const named = (members: JsonBody[], names: string[], fields: (member: JsonBody) => JsonBody) =>
  names
    .map((name) => members.find((member) => (member.column_name ?? member.metric_name) === name))
    .map((member) => member && fields(member));

describe('a bundle dataset mapped onto the tenant dataset of the same table', () => {
  it('with overwrite, brings its definition: time flags the engine can read, labels, expressions, formats and currencies (either form)', async () => {
    // Arrange: a calculated date column the dataset has without a time flag
    const before = await datasetOf(admin, 'video_game_sales');
    const released = { column_name: 'released', expression: 'MAKE_DATE(CAST(year AS INTEGER), 1, 1)', is_dttm: false };
    await admin.request(
      `/api/v1/dataset/${before.id}`,
      jsonInit('PUT', {
        columns: [...before.columns.map(({ id, column_name }: JsonBody) => ({ id, column_name })), released],
      }),
    );
    const bundle = datasetBundle({
      video_game_sales: datasetYaml('3f1c2a9e-7b7d-4c55-9b44-1a2b3c4d5e01', 'video_game_sales', {
        columns: [
          { column_name: 'year', is_dttm: true, verbose_name: 'Release year', python_date_format: '%Y', type: 'DATE' },
          { column_name: 'released', is_dttm: true, verbose_name: 'Release date' },
          { column_name: 'genre', is_dttm: false, verbose_name: 'Genre' },
          { column_name: 'na_share', expression: 'na_sales / global_sales', verbose_name: 'North American share' },
        ],
        metrics: [
          { metric_name: 'count', expression: 'COUNT(*)', verbose_name: 'Games', d3format: ',d', currency: null },
          {
            metric_name: 'sum__global_sales',
            expression: 'SUM(global_sales)',
            verbose_name: 'Global sales',
            d3format: ',.1f',
            currency: '{"symbol":"USD","symbolPosition":"prefix"}',
            warning_text: 'Millions of units',
          },
        ],
      }),
    });

    // Act
    const answer = await postBundle(admin, '/api/v1/dataset/import/', bundle, { overwrite: 'true' });
    const dataset = await datasetOf(admin, 'video_game_sales');

    // Assert
    expect(answer).toEqual({
      status: 200,
      body: {
        message: 'OK',
        warnings: [
          'Dataset video_game_sales: year (BIGINT) not marked as time, as the engine cannot read those values as time.',
        ],
      },
    });
    expect(named(dataset.columns, ['year', 'released', 'genre', 'na_share', 'platform'], columnFields)).toEqual([
      { column_name: 'year', is_dttm: false, verbose_name: 'Release year', expression: null, python_date_format: '%Y' },
      {
        column_name: 'released',
        is_dttm: true,
        verbose_name: 'Release date',
        expression: 'MAKE_DATE(CAST(year AS INTEGER), 1, 1)',
        python_date_format: null,
      },
      { column_name: 'genre', is_dttm: false, verbose_name: 'Genre', expression: null, python_date_format: null },
      {
        column_name: 'na_share',
        is_dttm: false,
        verbose_name: 'North American share',
        expression: 'na_sales / global_sales',
        python_date_format: null,
      },
      { column_name: 'platform', is_dttm: false, verbose_name: null, expression: null, python_date_format: null },
    ]);
    expect(named(dataset.metrics, ['count', 'sum__global_sales'], metricFields)).toEqual([
      {
        metric_name: 'count',
        verbose_name: 'Games',
        expression: 'COUNT(*)',
        d3format: ',d',
        currency: null,
        warning_text: null,
      },
      {
        metric_name: 'sum__global_sales',
        verbose_name: 'Global sales',
        expression: 'SUM(global_sales)',
        d3format: ',.1f',
        currency: { symbol: 'USD', symbolPosition: 'prefix' },
        warning_text: 'Millions of units',
      },
    ]);
    expect([dataset.verbose_map.sum__global_sales, dataset.currency_formats]).toEqual([
      'Global sales',
      { sum__global_sales: { symbol: 'USD', symbolPosition: 'prefix' } },
    ]);
  });

  it('without overwrite, keeps its own definitions, adds the columns and metrics it lacks, and says what it kept', async () => {
    // Arrange
    const bundle = datasetBundle({
      wb_health_population: datasetYaml('3f1c2a9e-7b7d-4c55-9b44-1a2b3c4d5e02', 'wb_health_population', {
        columns: [{ column_name: 'decade', expression: 'FLOOR(year / 10) * 10', verbose_name: 'Decade' }],
        metrics: [
          { metric_name: 'sum__SP_POP_TOTL', expression: 'SUM(SP_POP_TOTL)', verbose_name: 'Population' },
          {
            metric_name: 'avg__SP_DYN_LE00_IN',
            expression: 'AVG(SP_DYN_LE00_IN)',
            verbose_name: 'Life expectancy',
            d3format: '.1f',
            currency: { symbol: 'EUR', symbolPosition: 'suffix' },
          },
        ],
      }),
    });

    // Act
    const answer = await postBundle(admin, '/api/v1/dataset/import/', bundle, { overwrite: 'false' });
    const dataset = await datasetOf(admin, 'wb_health_population');

    // Assert
    expect(answer).toEqual({
      status: 200,
      body: {
        message: 'OK',
        warnings: [
          "Dataset wb_health_population kept its own definition of sum__SP_POP_TOTL; import with overwrite to take the bundle's.",
        ],
      },
    });
    expect(named(dataset.columns, ['decade'], columnFields)).toEqual([
      {
        column_name: 'decade',
        is_dttm: false,
        verbose_name: 'Decade',
        expression: 'FLOOR(year / 10) * 10',
        python_date_format: null,
      },
    ]);
    expect(named(dataset.metrics, ['sum__SP_POP_TOTL', 'avg__SP_DYN_LE00_IN'], metricFields)).toEqual([
      {
        metric_name: 'sum__SP_POP_TOTL',
        verbose_name: null,
        expression: 'SUM(SP_POP_TOTL)',
        d3format: null,
        currency: null,
        warning_text: null,
      },
      {
        metric_name: 'avg__SP_DYN_LE00_IN',
        verbose_name: 'Life expectancy',
        expression: 'AVG(SP_DYN_LE00_IN)',
        d3format: '.1f',
        currency: { symbol: 'EUR', symbolPosition: 'suffix' },
        warning_text: null,
      },
    ]);
  });

  it('is used as it is when the caller may not change it, and the answer says so', async () => {
    // Arrange
    const before = await datasetOf(admin, 'birth_names');
    const bundle = datasetBundle({
      birth_names: datasetYaml('3f1c2a9e-7b7d-4c55-9b44-1a2b3c4d5e03', 'birth_names', {
        metrics: [{ metric_name: 'sum__num_boys', expression: 'SUM(num_boys)' }],
      }),
    });

    // Act
    const answer = await postBundle(alpha, '/api/v1/dataset/import/', bundle, { overwrite: 'true' });
    const after = await datasetOf(admin, 'birth_names');

    // Assert
    expect(answer).toEqual({
      status: 200,
      body: {
        message: 'OK',
        warnings: [
          "Dataset birth_names is not yours to change, so it was used as it is, without the bundle's definition.",
        ],
      },
    });
    expect(after.metrics).toEqual(before.metrics);
  });

  it('of a table two of its datasets name: the second merges into the one the first created, its word winning', async () => {
    // Arrange
    const sql = 'SELECT name, num FROM birth_names';
    const bundle = datasetBundle({
      first: datasetYaml('3f1c2a9e-7b7d-4c55-9b44-1a2b3c4d5e04', 'named_twice', {
        sql,
        columns: [{ column_name: 'name', verbose_name: 'First name' }, { column_name: 'num' }],
      }),
      second: datasetYaml('3f1c2a9e-7b7d-4c55-9b44-1a2b3c4d5e05', 'named_twice', {
        sql,
        columns: [{ column_name: 'name', verbose_name: 'Given name' }],
        metrics: [{ metric_name: 'births', expression: 'SUM(num)' }],
      }),
    });

    // Act
    const answer = await postBundle(admin, '/api/v1/dataset/import/', bundle, { overwrite: 'false' });
    const dataset = await datasetOf(admin, 'named_twice');

    // Assert
    expect(answer).toEqual({ status: 200, body: { message: 'OK' } });
    expect([dataset.columns.map(columnFields), dataset.metrics.map((metric: JsonBody) => metric.metric_name)]).toEqual([
      [
        { column_name: 'name', is_dttm: false, verbose_name: 'Given name', expression: null, python_date_format: null },
        { column_name: 'num', is_dttm: false, verbose_name: null, expression: null, python_date_format: null },
      ],
      ['births'],
    ]);
  });
});

describe('a bundle dataset of the uuid of a tenant dataset, with overwrite', () => {
  it("is refused in Superset's words when the caller may not change that dataset, and nothing is written", async () => {
    // Arrange
    const existing = await datasetOf(admin, 'cleaned_sales_data');
    const uuid = (
      await admin.get(
        `/api/v1/dataset/${q({ filters: [{ col: 'id', opr: 'eq', value: existing.id }], columns: ['uuid'] })}`,
      )
    ).body.result[0].uuid as string;
    const bundle = datasetBundle({
      cleaned_sales_data: datasetYaml(uuid, 'cleaned_sales_data', {
        metrics: [{ metric_name: 'count', expression: 'COUNT(1)' }],
      }),
    });

    // Act
    const answer = await postBundle(alpha, '/api/v1/dataset/import/', bundle, { overwrite: 'true' });
    const after = await datasetOf(admin, 'cleaned_sales_data');

    // Assert
    expect(answer).toEqual(
      importError('Error importing dataset', {
        'datasets/examples/cleaned_sales_data.yaml':
          "A dataset already exists and user doesn't have permissions to overwrite it",
      }),
    );
    expect(after.metrics).toEqual(existing.metrics);
  });
});
