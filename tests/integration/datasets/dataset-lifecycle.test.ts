import rison from 'rison';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, type JsonBody, useApiClient } from '../helpers/api-client.ts';
import { ROLE_IDS, userClient } from '../security/security-client.ts';

const client = useApiClient<JsonBody>();
let alpha: ApiClient<JsonBody>;
let gamma: ApiClient<JsonBody>;

beforeAll(async () => {
  [alpha, gamma] = await Promise.all([
    userClient(client, 'life_alpha', [ROLE_IDS.Alpha]),
    userClient(client, 'life_gamma', [ROLE_IDS.Gamma]),
  ]);
});

/** A new virtual dataset made by `as`; answers its id. */
async function virtualDataset(tableName: string, as: ApiClient<JsonBody> = client): Promise<number> {
  const created = await as.post('/api/v1/dataset/', {
    database: 1,
    schema: 'main',
    table_name: tableName,
    sql: 'SELECT name, num FROM birth_names',
  });
  if (created.status !== 201) throw new Error(`creating ${tableName}: ${JSON.stringify(created.body)}`);
  return created.body.id as number;
}

const remove = (path: string, as: ApiClient<JsonBody> = client) => as.request(path, { method: 'DELETE' });
const bulk = (ids: number[]) => `/api/v1/dataset/?q=${encodeURIComponent(rison.encode(ids))}`;

describe('DELETE /api/v1/dataset/{pk} and ?q=!(ids)', () => {
  it('deletes one dataset, frees its name, and leaves the charts on it as Superset does', async () => {
    // Arrange
    const id = await virtualDataset('doomed');
    const chart = await client.post('/api/v1/chart/', {
      slice_name: 'On doomed',
      viz_type: 'table',
      datasource_id: id,
      datasource_type: 'table',
    });

    // Act
    const answer = await remove(`/api/v1/dataset/${id}`);
    const again = await client.post('/api/v1/dataset/', {
      database: 1,
      schema: 'main',
      table_name: 'doomed',
      sql: 'SELECT 1 AS one',
    });

    // Assert
    expect(answer).toEqual({ status: 200, body: { message: 'OK' } });
    expect([
      (await client.get(`/api/v1/dataset/${id}`)).status,
      again.status,
      (await client.get(`/api/v1/chart/${chart.body.id}`)).status,
    ]).toEqual([404, 201, 200]);
  });

  it("deletes several at once in Superset's words, all or nothing", async () => {
    // Arrange
    const ids = [await virtualDataset('bulk_one'), await virtualDataset('bulk_two')];

    // Act
    const missing = await remove(bulk([...ids, 9999]));
    const deleted = await remove(bulk(ids));

    // Assert
    expect([missing, deleted]).toEqual([
      { status: 404, body: { message: 'Not found' } },
      { status: 200, body: { message: 'Deleted 2 datasets' } },
    ]);
  });

  it('answers 403 to an Alpha who owns not every dataset, and to Gamma by its role', async () => {
    // Arrange
    const own = await virtualDataset('alphas_own', alpha);
    const others = await virtualDataset('admins_own');

    // Act
    const mixed = await remove(bulk([own, others]), alpha);
    const byRole = await remove(`/api/v1/dataset/${own}`, gamma);
    const mine = await remove(`/api/v1/dataset/${own}`, alpha);

    // Assert
    expect([mixed, byRole, mine]).toEqual([
      { status: 403, body: { message: 'Forbidden' } },
      { status: 403, body: { message: 'Forbidden' } },
      { status: 200, body: { message: 'OK' } },
    ]);
  });
});

describe('POST /api/v1/dataset/duplicate', () => {
  it('copies a virtual dataset under a new name, owned by the caller', async () => {
    // Arrange
    const base = await virtualDataset('original', alpha);

    // Act
    const answer = await client.post('/api/v1/dataset/duplicate', { base_model_id: base, table_name: 'copied' });
    const copy = (await client.get(`/api/v1/dataset/${answer.body.id}`)).body.result;

    // Assert
    expect(answer).toEqual({
      status: 201,
      body: { id: expect.any(Number), result: { base_model_id: base, table_name: 'copied' } },
    });
    expect([
      copy.table_name,
      copy.sql,
      copy.kind,
      copy.is_sqllab_view,
      copy.owners.map((owner: JsonBody) => owner.id),
      copy.columns.map((column: JsonBody) => column.column_name),
    ]).toEqual(['copied', 'SELECT name, num FROM birth_names', 'virtual', true, [1], ['name', 'num']]);
  });

  it.each([
    ['a physical dataset', { base_model_id: 1, table_name: 'copy_of_births' }],
    ['an unknown dataset', { base_model_id: 9999, table_name: 'copy_of_nothing' }],
  ])("refuses %s in Superset's words", async (_case, body) => {
    // Act
    const response = await client.post('/api/v1/dataset/duplicate', body);

    // Assert
    expect(response).toEqual({ status: 422, body: { message: 'Dataset parameters are invalid.' } });
  });
});

describe('GET /api/v1/dataset/{pk}/related_objects', () => {
  it('lists the charts on the dataset and the dashboards showing them', async () => {
    // Arrange
    const id = await virtualDataset('related');
    const dashboard = await client.post('/api/v1/dashboard/', {
      dashboard_title: 'Related board',
      slug: 'related-board',
      json_metadata: '{}',
    });
    const chart = await client.post('/api/v1/chart/', {
      slice_name: 'Related chart',
      viz_type: 'table',
      datasource_id: id,
      datasource_type: 'table',
      dashboards: [dashboard.body.id],
    });
    const uuid = (
      await client.get(
        `/api/v1/dataset/?q=${encodeURIComponent(rison.encode({ filters: [{ col: 'id', opr: 'eq', value: id }] }))}`,
      )
    ).body.result[0].uuid;

    // Act
    const byId = await client.get(`/api/v1/dataset/${id}/related_objects`);
    const byUuid = await client.get(`/api/v1/dataset/${uuid}/related_objects`);

    // Assert
    const expected = {
      charts: { count: 1, result: [{ id: chart.body.id, slice_name: 'Related chart', viz_type: 'table' }] },
      dashboards: {
        count: 1,
        result: [{ id: dashboard.body.id, json_metadata: '{}', slug: 'related-board', title: 'Related board' }],
      },
    };
    expect([byId, byUuid]).toEqual([
      { status: 200, body: expected },
      { status: 200, body: expected },
    ]);
  });

  it('answers 404 for an unknown dataset', async () => {
    // Act
    const response = await client.get('/api/v1/dataset/9999/related_objects');

    // Assert
    expect(response).toEqual({ status: 404, body: { message: 'Not found' } });
  });
});

describe('POST /api/v1/dataset/get_or_create/', () => {
  it('answers the existing dataset of a table', async () => {
    // Act
    const response = await client.post('/api/v1/dataset/get_or_create/', {
      database_id: 1,
      schema: 'main',
      table_name: 'birth_names',
    });

    // Assert
    expect(response).toEqual({ status: 200, body: { result: { table_id: 1 } } });
  });

  it('creates a physical dataset when none exists, and finds it the next time', async () => {
    // Arrange: long_lat's example dataset is gone, its table stays
    const [listed] = (
      await client.get(
        `/api/v1/dataset/?q=${encodeURIComponent(rison.encode({ filters: [{ col: 'table_name', opr: 'eq', value: 'long_lat' }] }))}`,
      )
    ).body.result;
    await remove(`/api/v1/dataset/${listed.id}`);

    // Act
    const created = await client.post('/api/v1/dataset/get_or_create/', {
      database_id: 1,
      schema: 'main',
      table_name: 'long_lat',
    });
    const found = await client.post('/api/v1/dataset/get_or_create/', {
      database_id: 1,
      schema: 'main',
      table_name: 'long_lat',
    });

    // Assert
    const shown = (await client.get(`/api/v1/dataset/${created.body.result.table_id}`)).body.result;
    expect([created.status, found.body, shown.kind, shown.table_name, shown.columns.length > 0]).toEqual([
      200,
      { result: { table_id: created.body.result.table_id } },
      'physical',
      'long_lat',
      true,
    ]);
    expect(created.body.result.table_id).not.toBe(listed.id);
  });

  it('answers 422 for a table the engine does not have', async () => {
    // Act
    const response = await client.post('/api/v1/dataset/get_or_create/', {
      database_id: 1,
      schema: 'main',
      table_name: 'nowhere',
    });

    // Assert
    expect(response).toEqual({
      status: 422,
      body: {
        message: {
          table: [
            'Table [main.nowhere] could not be found, please double check your database connection, schema, and table name',
          ],
        },
      },
    });
  });
});
