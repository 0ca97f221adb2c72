import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, useApiClient } from '../helpers/api-client.ts';
import { createSqlLabUser, createTab, requestInit } from './sqllab-client.ts';

const admin = useApiClient();
let analyst: ApiClient;

beforeAll(async () => {
  analyst = await createSqlLabUser(admin, 'panels');
});

const newTab = (client: ApiClient = admin): Promise<number> =>
  createTab(client, { name: 'Panels', dbId: 1, schema: 'main', sql: 'SELECT 1' });

describe('table panels', () => {
  const table = (tabId: number, name = 'birth_names') => ({
    dbId: 1,
    catalog: null,
    schema: 'main',
    name,
    queryEditorId: String(tabId),
    dataPreviewQueryId: null,
  });

  it('adds a panel to a tab, collapses it and lists it with the tab', async () => {
    // Arrange
    const tabId = await newTab();

    // Act
    const added = await admin.request('/tableschemaview/', requestInit('POST', { form: { table: table(tabId) } }));
    const { id } = added.body as { id: number };
    const expanded = await admin.request(
      `/tableschemaview/${id}/expanded`,
      requestInit('POST', { form: { expanded: false } }),
    );
    const fetched = await admin.get(`/tabstateview/${tabId}`);

    // Assert
    expect([added.status, expanded]).toEqual([200, { status: 200, body: { id, expanded: false } }]);
    expect((fetched.body as { table_schemas: unknown }).table_schemas).toEqual([
      {
        id,
        tab_state_id: tabId,
        database_id: 1,
        catalog: null,
        schema: 'main',
        table: 'birth_names',
        description: table(tabId),
        expanded: false,
      },
    ]);
  });

  it('replaces a panel opened again on the same table', async () => {
    // Arrange
    const tabId = await newTab();
    await admin.request('/tableschemaview/', requestInit('POST', { form: { table: table(tabId) } }));

    // Act
    const again = await admin.post('/tableschemaview/', { table: table(tabId) });
    const fetched = await admin.get(`/tabstateview/${tabId}`);

    // Assert
    expect((fetched.body as { table_schemas: { id: number }[] }).table_schemas.map((panel) => panel.id)).toEqual([
      (again.body as { id: number }).id,
    ]);
  });

  it('deletes a panel once, then answers 404', async () => {
    // Arrange
    const tabId = await newTab();
    const { id } = (await admin.request('/tableschemaview/', requestInit('POST', { form: { table: table(tabId) } })))
      .body as { id: number };

    // Act
    const first = await admin.request(`/tableschemaview/${id}`, { method: 'DELETE' });
    const second = await admin.request(`/tableschemaview/${id}`, { method: 'DELETE' });
    const expand = await admin.request(
      `/tableschemaview/${id}/expanded`,
      requestInit('POST', { form: { expanded: true } }),
    );

    // Assert
    expect([first, second.status, expand.status]).toEqual([{ status: 200, body: { message: 'OK' } }, 404, 404]);
  });

  it('goes with its tab', async () => {
    // Arrange
    const tabId = await newTab();
    const { id } = (await admin.request('/tableschemaview/', requestInit('POST', { form: { table: table(tabId) } })))
      .body as { id: number };

    // Act
    await admin.request(`/tabstateview/${tabId}`, { method: 'DELETE' });
    const panel = await admin.request(`/tableschemaview/${id}`, { method: 'DELETE' });

    // Assert
    expect(panel.status).toBe(404);
  });

  it('refuses a panel in a tab the caller does not have', async () => {
    // Arrange
    const tabId = await newTab(admin);

    // Act
    const response = await analyst.request('/tableschemaview/', requestInit('POST', { form: { table: table(tabId) } }));

    // Assert
    expect(response.status).toBe(404);
  });
});
