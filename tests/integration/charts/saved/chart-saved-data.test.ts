import { strFromU8 } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, type JsonBody, useApiClient } from '../../helpers/api-client.ts';
import { birthNamesContext, referenceRows } from '../chart-client.ts';
import { alphaUser, birthNamesReader, saveChart } from './saved-chart-client.ts';

const admin = useApiClient<JsonBody>();
let ann: ApiClient<JsonBody>;
let reader: ApiClient<JsonBody>;
let chartId: number;

beforeAll(async () => {
  ann = await alphaUser(admin, 'ann');
  reader = await birthNamesReader(admin, 'reader');
  chartId = await saveChart(ann);
});

/** Births per gender, most first, straight from the Parquet file. */
const genderRows = () =>
  referenceRows(
    admin,
    'SELECT gender, COUNT(*)::INTEGER AS count FROM {birth_names} GROUP BY gender ORDER BY count DESC',
  );

describe('GET /api/v1/chart/{pk}/data/', () => {
  it('runs the saved query context as JSON by default', async () => {
    // Arrange
    const expected = await genderRows();

    // Act
    const response = await ann.get(`/api/v1/chart/${chartId}/data/`);

    // Assert
    expect(response.status).toBe(200);
    expect(response.body.result.map((entry: JsonBody) => [entry.colnames, entry.data])).toEqual([
      [['gender', 'count'], expected],
    ]);
  });

  it('answers as POST /api/v1/chart/data answers the same query context', async () => {
    // Arrange
    const posted = await ann.post('/api/v1/chart/data', birthNamesContext());

    // Act
    const response = await ann.get(`/api/v1/chart/${chartId}/data/`);

    // Assert
    const stable = (body: JsonBody) =>
      body.result.map(({ cache_key: _key, cached_dttm: _at, is_cached: _cached, ...entry }: JsonBody) => entry);
    expect(stable(response.body)).toEqual(stable(posted.body));
  });

  it('answers CSV when asked', async () => {
    // Arrange
    const rows = await genderRows();
    const expected =
      ['gender,count', ...rows.map((row) => `${String(row.gender)},${String(row.count)}`)].join('\n') + '\n';

    // Act
    const response = await ann.get(`/api/v1/chart/${chartId}/data/?format=csv&type=full`);

    // Assert
    expect([response.status, response.headers.get('content-type'), strFromU8(response.bytes)]).toEqual([
      200,
      'text/csv; charset=utf-8',
      expected,
    ]);
  });

  it('answers the query with type=query', async () => {
    // Act
    const response = await ann.get(`/api/v1/chart/${chartId}/data/?type=query`);

    // Assert
    expect([response.status, response.body.result.length, response.body.result[0].query]).toEqual([
      200,
      1,
      expect.stringContaining('birth_names'),
    ]);
  });

  it('answers 400 for a format it cannot give', async () => {
    // Act
    const response = await ann.get(`/api/v1/chart/${chartId}/data/?format=pdf`);

    // Assert
    expect(response).toEqual({
      status: 400,
      body: { message: { result_format: ['Must be one of: csv, json, xlsx.'] } },
    });
  });

  it.each([
    ['True', true],
    ['yes', true],
    ['0', false],
    ['off', false],
  ])('reads ?force=%s as marshmallow reads a boolean (%s)', async (force, forced) => {
    // Arrange: the answer is cached once
    await ann.get(`/api/v1/chart/${chartId}/data/`);

    // Act
    const response = await ann.get(`/api/v1/chart/${chartId}/data/?force=${force}`);

    // Assert: a forced run skips the cache
    expect([response.status, response.body.result[0].is_cached]).toEqual([200, !forced]);
  });

  it('answers 400 for a force flag that is no boolean', async () => {
    // Act
    const response = await ann.get(`/api/v1/chart/${chartId}/data/?force=sometimes`);

    // Assert
    expect(response).toEqual({ status: 400, body: { message: { force: ['Not a valid boolean.'] } } });
  });

  it('answers 404 for a chart on a dataset the caller may not read', async () => {
    // Arrange
    const hidden = await saveChart(ann, {
      datasource_id: 3,
      query_context: JSON.stringify({ datasource: { id: 3, type: 'table' }, queries: [{ metrics: ['count'] }] }),
    });

    // Act
    const response = await reader.get(`/api/v1/chart/${hidden}/data/`);

    // Assert
    expect(response).toEqual({ status: 404, body: { message: 'Not found' } });
  });
});
