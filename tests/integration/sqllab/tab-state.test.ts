import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, useApiClient } from '../helpers/api-client.ts';
import { createSqlLabUser, createTab, requestInit, seedQuery } from './sqllab-client.ts';

const admin = useApiClient();
let analyst: ApiClient;
const ADMIN_SUB = '1';

beforeAll(async () => {
  analyst = await createSqlLabUser(admin, 'tabby');
});

const editor = {
  name: 'Births',
  dbId: 1,
  catalog: null,
  schema: 'main',
  sql: 'SELECT 1',
  queryLimit: 100,
  autorun: false,
  templateParams: '{}',
  hideLeftBar: false,
};

const newTab = (client: ApiClient = admin, queryEditor: Record<string, unknown> = editor): Promise<number> =>
  createTab(client, queryEditor);

describe('POST /tabstateview/', () => {
  it('creates an active tab from the multipart form Superset posts', async () => {
    // Act
    const created = await admin.request('/tabstateview/', requestInit('POST', { form: { queryEditor: editor } }));
    const { id } = created.body as { id: number };
    const fetched = await admin.get(`/tabstateview/${id}`);

    // Assert
    expect([created.status, fetched.status]).toEqual([200, 200]);
    expect(fetched.body).toEqual({
      id,
      user_id: 1,
      label: 'Births',
      active: true,
      database_id: 1,
      catalog: null,
      schema: 'main',
      sql: 'SELECT 1',
      query_limit: 100,
      latest_query: null,
      autorun: false,
      template_params: '{}',
      hide_left_bar: false,
      saved_query: null,
      extra_json: null,
      table_schemas: [],
    });
  });

  it("accepts a JSON body, falling back to the title and Superset's default SQL", async () => {
    // Act
    const created = await admin.post('/tabstateview/', { queryEditor: { title: 'Old title', dbId: 1 } });
    const fetched = await admin.get(`/tabstateview/${(created.body as { id: number }).id}`);

    // Assert
    expect(fetched.body).toMatchObject({ label: 'Old title', sql: 'SELECT ...', schema: null, query_limit: null });
  });

  it.each([
    [
      'a form field that is not JSON',
      { raw: { contentType: 'application/x-www-form-urlencoded', text: 'queryEditor=%7Bnope' } },
    ],
    ['a body that is not JSON', { raw: { contentType: 'application/json', text: '{"queryEditor":' } }],
    ['a JSON body that is not an object', { json: [1, 2] }],
    ['an editor without its fields typed', { json: { queryEditor: { dbId: 'one' } } }],
  ])('refuses %s with 400', async (_case, init) => {
    // Act
    const response = await admin.request('/tabstateview/', requestInit('POST', init));

    // Assert
    expect(response.status).toBe(400);
  });
});

describe('PUT /tabstateview/{id}', () => {
  it('sets the JSON-encoded form fields sent and leaves the others', async () => {
    // Arrange
    const id = await newTab();

    // Act
    const updated = await admin.request(
      `/tabstateview/${id}`,
      requestInit('PUT', {
        urlencoded: {
          sql: 'SELECT 2',
          query_limit: 5,
          schema: null,
          label: 'Renamed',
          extra_json: JSON.stringify({ updatedAt: 1000, version: 1 }),
        },
      }),
    );
    const fetched = await admin.get(`/tabstateview/${id}`);

    // Assert
    expect(updated).toEqual({ status: 200, body: id });
    expect(fetched.body).toMatchObject({
      sql: 'SELECT 2',
      query_limit: 5,
      schema: null,
      label: 'Renamed',
      database_id: 1,
      template_params: '{}',
    });
  });

  it('acknowledges and drops an edit older than the stored one', async () => {
    // Arrange
    const id = await newTab();
    await admin.request(
      `/tabstateview/${id}`,
      requestInit('PUT', { form: { sql: 'SELECT newer', extra_json: JSON.stringify({ updatedAt: 2000 }) } }),
    );

    // Act
    const stale = await admin.request(
      `/tabstateview/${id}`,
      requestInit('PUT', { form: { sql: 'SELECT older', extra_json: JSON.stringify({ updatedAt: 1500 }) } }),
    );
    const fetched = await admin.get(`/tabstateview/${id}`);

    // Assert
    expect(stale).toEqual({ status: 200, body: id });
    expect(fetched.body).toMatchObject({ sql: 'SELECT newer', extra_json: '{"updatedAt":2000}' });
  });

  it('accepts a JSON body', async () => {
    // Arrange
    const id = await newTab();

    // Act
    await admin.request(
      `/tabstateview/${id}`,
      requestInit('PUT', { json: { hide_left_bar: true, autorun: true, saved_query_id: 9 } }),
    );
    const fetched = await admin.get(`/tabstateview/${id}`);

    // Assert
    expect(fetched.body).toMatchObject({ hide_left_bar: true, autorun: true, saved_query: { id: 9 } });
  });

  it('names the field of a wrong type', async () => {
    // Arrange
    const id = await newTab();

    // Act
    const response = await admin.request(`/tabstateview/${id}`, requestInit('PUT', { form: { query_limit: 'many' } }));

    // Assert
    expect(response).toEqual({ status: 400, body: { message: { query_limit: [expect.any(String)] } } });
  });

  it('refuses a latest query the caller does not have', async () => {
    // Arrange
    const id = await newTab();

    // Act
    const response = await admin.request(
      `/tabstateview/${id}`,
      requestInit('PUT', { form: { latest_query_id: 'no-such-query' } }),
    );

    // Assert
    expect(response).toEqual({ status: 400, body: { message: 'Bad request' } });
  });

  it('answers the latest query in the tab once it is set', async () => {
    // Arrange
    const id = await newTab();
    await seedQuery({ clientId: 'tab-latest-1', userId: ADMIN_SUB, tabId: id });

    // Act
    await admin.request(`/tabstateview/${id}`, requestInit('PUT', { form: { latest_query_id: 'tab-latest-1' } }));
    const fetched = await admin.get(`/tabstateview/${id}`);

    // Assert
    expect((fetched.body as { latest_query: unknown }).latest_query).toMatchObject({
      id: 'tab-latest-1',
      sqlEditorId: String(id),
      state: 'success',
    });
  });
});

describe('activate and delete', () => {
  it('activates one tab, answering its id, and deactivates the others', async () => {
    // Arrange
    const first = await newTab();
    const second = await newTab();

    // Act
    const activated = await admin.request(`/tabstateview/${first}/activate`, { method: 'POST' });
    const [one, two] = await Promise.all([admin.get(`/tabstateview/${first}`), admin.get(`/tabstateview/${second}`)]);

    // Assert
    expect(activated).toEqual({ status: 200, body: first });
    expect([(one.body as { active: boolean }).active, (two.body as { active: boolean }).active]).toEqual([true, false]);
  });

  it('deletes a tab once, then answers 404', async () => {
    // Arrange
    const id = await newTab();

    // Act
    const first = await admin.request(`/tabstateview/${id}`, { method: 'DELETE' });
    const second = await admin.request(`/tabstateview/${id}`, { method: 'DELETE' });
    const fetched = await admin.get(`/tabstateview/${id}`);

    // Assert
    expect([first, second.status, fetched.status]).toEqual([{ status: 200, body: { message: 'OK' } }, 404, 404]);
  });

  it.each(['abc', '0x1', '-3'])('answers 404 for the id %s', async (id) => {
    // Act
    const response = await admin.get(`/tabstateview/${id}`);

    // Assert
    expect(response).toEqual({ status: 404, body: { message: 'Not found' } });
  });
});

describe("another user's tab", () => {
  it('is never seen nor changed', async () => {
    // Arrange
    const id = await newTab(admin);

    // Act
    const statuses = [
      (await analyst.get(`/tabstateview/${id}`)).status,
      (await analyst.request(`/tabstateview/${id}`, requestInit('PUT', { form: { sql: 'DROP TABLE x' } }))).status,
      (await analyst.request(`/tabstateview/${id}/activate`, { method: 'POST' })).status,
      (await analyst.request(`/tabstateview/${id}`, { method: 'DELETE' })).status,
    ];
    const owner = await admin.get(`/tabstateview/${id}`);

    // Assert
    expect([...statuses, (owner.body as { sql: string }).sql]).toEqual([404, 404, 404, 404, 'SELECT 1']);
  });
});

describe('queries of a tab', () => {
  it('moves a query into a tab with migrate_query', async () => {
    // Arrange
    const id = await newTab();
    await seedQuery({ clientId: 'migrated-1', userId: ADMIN_SUB, tabId: null });

    // Act
    const migrated = await admin.request(
      `/tabstateview/${id}/migrate_query`,
      requestInit('POST', { form: { queryId: 'migrated-1' } }),
    );
    const bootstrap = await admin.get('/api/v1/sqllab/');

    // Assert
    expect(migrated).toEqual({ status: 200, body: { message: 'OK' } });
    expect(
      (bootstrap.body as { result: { queries: Record<string, unknown> } }).result.queries['migrated-1'],
    ).toMatchObject({ sqlEditorId: String(id) });
  });

  it("refuses to migrate another user's query", async () => {
    // Arrange
    const id = await newTab();
    await seedQuery({ clientId: 'not-mine-1', userId: '999', tabId: null });

    // Act
    const response = await admin.request(
      `/tabstateview/${id}/migrate_query`,
      requestInit('POST', { form: { queryId: 'not-mine-1' } }),
    );

    // Assert
    expect(response).toEqual({ status: 400, body: { message: 'Bad request' } });
  });

  it('removes the latest query from its tab', async () => {
    // Arrange
    const id = await newTab();
    await seedQuery({ clientId: 'removed-1', userId: ADMIN_SUB, tabId: id });
    await admin.request(`/tabstateview/${id}`, requestInit('PUT', { form: { latest_query_id: 'removed-1' } }));

    // Act
    const removed = await admin.request(`/tabstateview/${id}/query/removed-1`, { method: 'DELETE' });
    const fetched = await admin.get(`/tabstateview/${id}`);

    // Assert
    expect([removed, (fetched.body as { latest_query: unknown }).latest_query]).toEqual([
      { status: 200, body: { message: 'OK' } },
      null,
    ]);
  });
});
