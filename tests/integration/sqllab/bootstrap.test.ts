import { describe, expect, it } from 'vitest';
import { useApiClient } from '../helpers/api-client.ts';
import { createSqlLabUser, requestInit, seedQuery } from './sqllab-client.ts';

const admin = useApiClient();

const examplesDatabase = {
  id: 1,
  database_name: 'examples',
  backend: 'duckdb',
  allow_run_async: expect.any(Boolean),
  allow_dml: expect.any(Boolean),
  allow_ctas: expect.any(Boolean),
  allow_cvas: expect.any(Boolean),
  allows_subquery: true,
  allows_cost_estimate: true,
  allows_virtual_table_explore: expect.any(Boolean),
  explore_database_id: 1,
  expose_in_sqllab: true,
  allow_file_upload: expect.any(Boolean),
  allow_multi_catalog: false,
  disable_data_preview: false,
  disable_drill_to_detail: false,
};

describe('GET /api/v1/sqllab/', () => {
  it('answers a user without tabs their databases and nothing else', async () => {
    // Arrange
    const newcomer = await createSqlLabUser(admin, 'newcomer');

    // Act
    const response = await newcomer.get('/api/v1/sqllab/');

    // Assert
    expect(response).toEqual({
      status: 200,
      body: {
        result: {
          active_tab: null,
          tab_state_ids: [],
          databases: { 1: examplesDatabase },
          queries: {},
          user_id: expect.any(Number),
        },
      },
    });
  });

  it('restores every tab, the active one in full with its panels, and the queries of existing tabs', async () => {
    // Arrange
    const first = (
      await admin.request(
        '/tabstateview/',
        requestInit('POST', { form: { queryEditor: { name: 'First', dbId: 1, schema: 'main', sql: 'SELECT 1' } } }),
      )
    ).body as { id: number };
    const second = (
      await admin.request(
        '/tabstateview/',
        requestInit('POST', { form: { queryEditor: { name: 'Second', dbId: 1, schema: 'main', sql: 'SELECT 2' } } }),
      )
    ).body as { id: number };
    const panel = (
      await admin.request(
        '/tableschemaview/',
        requestInit('POST', { form: { table: { dbId: 1, schema: 'main', name: 'flights', queryEditorId: first.id } } }),
      )
    ).body as { id: number };
    await seedQuery({ clientId: 'boot-q1', userId: '1', tabId: first.id });
    await seedQuery({ clientId: 'boot-orphan', userId: '1', tabId: 424242 });
    await admin.request(
      `/tabstateview/${first.id}`,
      requestInit('PUT', { form: { latest_query_id: 'boot-q1', sql: 'SELECT 11' } }),
    );
    await admin.request(`/tabstateview/${first.id}/activate`, { method: 'POST' });

    // Act
    const response = await admin.get('/api/v1/sqllab/');

    // Assert
    const result = (response.body as { result: Record<string, unknown> }).result;
    expect(result).toEqual({
      active_tab: {
        id: first.id,
        user_id: 1,
        label: 'First',
        active: true,
        database_id: 1,
        catalog: null,
        schema: 'main',
        sql: 'SELECT 11',
        query_limit: null,
        latest_query: expect.objectContaining({ id: 'boot-q1' }),
        autorun: false,
        template_params: null,
        hide_left_bar: false,
        saved_query: null,
        extra_json: null,
        table_schemas: [
          {
            id: panel.id,
            tab_state_id: first.id,
            database_id: 1,
            catalog: null,
            schema: 'main',
            table: 'flights',
            description: { dbId: 1, schema: 'main', name: 'flights', queryEditorId: first.id },
            expanded: true,
          },
        ],
      },
      tab_state_ids: [
        [first.id, 'First'],
        [second.id, 'Second'],
      ],
      databases: { 1: examplesDatabase },
      queries: { 'boot-q1': expect.objectContaining({ id: 'boot-q1', sqlEditorId: String(first.id) }) },
      user_id: 1,
    });
  });

  it('falls back to another tab when the active one is deleted', async () => {
    // Arrange
    const user = await createSqlLabUser(admin, 'fallback');
    const kept = (await user.post('/tabstateview/', { queryEditor: { name: 'Kept', dbId: 1 } })).body as { id: number };
    const gone = (await user.post('/tabstateview/', { queryEditor: { name: 'Gone', dbId: 1 } })).body as { id: number };
    await user.request(`/tabstateview/${gone.id}`, { method: 'DELETE' });

    // Act
    const response = await user.get('/api/v1/sqllab/');

    // Assert
    const result = (
      response.body as { result: { active_tab: { id: number; active: boolean }; tab_state_ids: unknown } }
    ).result;
    expect([result.active_tab.id, result.active_tab.active, result.tab_state_ids]).toEqual([
      kept.id,
      false,
      [[kept.id, 'Kept']],
    ]);
  });
});
