import rison from 'rison';
import { describe, expect, it, vi } from 'vitest';
import { blobStore } from '#functions/lib/composition/blobs.ts';
import { RUN_LEASE_MS } from '#functions/sqllab/queries/lease.ts';
import { ResultWriter } from '#functions/sqllab/results/store.ts';
import { useApiClient } from '../helpers/api-client.ts';
import { freezeClock, restoreClockAfterEach, seedActiveQuery, subOf } from './lease-helpers.ts';
import { clientQuery, restQuery } from './lease-shapes.ts';
import { createSqlLabUser, createTab, requestInit } from './sqllab-client.ts';

const admin = useApiClient();
restoreClockAfterEach();

describe('a synchronous query whose process died', () => {
  it('reads as running while its lease holds, then as failed with the reason once it ran out', async () => {
    // Arrange
    const at = freezeClock();
    const record = await seedActiveQuery({ clientId: 'leasedead01', userId: '1', at });

    // Act
    const whileLeased = await admin.get(`/api/v1/query/${record.id}`);
    vi.setSystemTime(at + RUN_LEASE_MS + 1);
    const afterLease = await admin.get(`/api/v1/query/${record.id}`);
    const readAgain = await admin.get(`/api/v1/query/${record.id}`);

    // Assert
    expect(whileLeased).toEqual({ status: 200, body: { id: record.id, result: restQuery(record) } });
    expect(afterLease).toEqual({
      status: 200,
      body: { id: record.id, result: restQuery(record, at + RUN_LEASE_MS + 1) },
    });
    expect(readAgain).toEqual(afterLease);
  });

  it('is failed by the next poll of updated_since, even when its last change is older than the time polled from', async () => {
    // Arrange
    const at = freezeClock();
    const poller = await createSqlLabUser(admin, 'lease-poller');
    const dead = await seedActiveQuery({ clientId: 'leasepoll01', userId: subOf(poller), at });
    const live = await seedActiveQuery({ clientId: 'leasepoll02', userId: subOf(poller), at: at + 20_000 });
    const failedAt = at + RUN_LEASE_MS + 1;
    vi.setSystemTime(failedAt);

    // Act
    const polled = await poller.get(`/api/v1/query/updated_since?q=${rison.encode({ last_updated_ms: at + 10_000 })}`);

    // Assert
    expect(polled).toEqual({ status: 200, body: { result: [restQuery(dead, failedAt), restQuery(live)] } });
  });

  it("is failed in SQL Lab's bootstrap, among the tab's queries and as the active tab's latest query", async () => {
    // Arrange
    const at = freezeClock();
    const user = await createSqlLabUser(admin, 'lease-bootstrap');
    const tab = await createTab(user, { name: 'Leased', dbId: 1, schema: 'main', sql: 'SELECT 1' });
    const record = await seedActiveQuery({
      clientId: 'leaseboot01',
      userId: subOf(user),
      username: 'lease-bootstrap',
      at,
      fields: { sqlEditorId: String(tab) },
    });
    await user.request(`/tabstateview/${tab}`, requestInit('PUT', { form: { latest_query_id: 'leaseboot01' } }));
    const failedAt = at + RUN_LEASE_MS + 1;
    vi.setSystemTime(failedAt);

    // Act
    const response = await user.get('/api/v1/sqllab/');

    // Assert
    const failed = clientQuery(record, Number(subOf(user)), failedAt);
    expect(response).toEqual({
      status: 200,
      body: {
        result: {
          active_tab: {
            id: tab,
            user_id: Number(subOf(user)),
            label: 'Leased',
            active: true,
            database_id: 1,
            catalog: null,
            schema: 'main',
            sql: 'SELECT 1',
            query_limit: null,
            latest_query: failed,
            autorun: false,
            template_params: null,
            hide_left_bar: false,
            saved_query: null,
            extra_json: null,
            table_schemas: [],
          },
          tab_state_ids: [[tab, 'Leased']],
          databases: { 1: expect.objectContaining({ id: 1, database_name: 'examples' }) },
          queries: { leaseboot01: failed },
          user_id: Number(subOf(user)),
        },
      },
    });
  });

  it("is failed when its tab is read, as the tab's latest query", async () => {
    // Arrange
    const at = freezeClock();
    const user = await createSqlLabUser(admin, 'lease-tab');
    const tab = await createTab(user, { name: 'Tab', dbId: 1, sql: 'SELECT 1' });
    const record = await seedActiveQuery({
      clientId: 'leasetab001',
      userId: subOf(user),
      username: 'lease-tab',
      at,
      fields: { sqlEditorId: String(tab) },
    });
    await user.request(`/tabstateview/${tab}`, requestInit('PUT', { form: { latest_query_id: 'leasetab001' } }));
    vi.setSystemTime(at + RUN_LEASE_MS + 1);

    // Act
    const response = await user.get(`/tabstateview/${tab}`);

    // Assert
    expect(response).toEqual({
      status: 200,
      body: {
        id: tab,
        user_id: Number(subOf(user)),
        label: 'Tab',
        active: true,
        database_id: 1,
        catalog: null,
        schema: null,
        sql: 'SELECT 1',
        query_limit: null,
        latest_query: clientQuery(record, Number(subOf(user)), at + RUN_LEASE_MS + 1),
        autorun: false,
        template_params: null,
        hide_left_bar: false,
        saved_query: null,
        extra_json: null,
        table_schemas: [],
      },
    });
  });

  it('has its partial results served while its lease holds and gone once it ran out', async () => {
    // Arrange
    const at = freezeClock();
    const record = await seedActiveQuery({ clientId: 'leaseres001', userId: '1', at });
    const writer = new ResultWriter(
      { blobs: await blobStore(), tenant: 'default', resultsKey: record.resultsKey! },
      { clientId: record.clientId, maxBytes: 1_000_000, ttlSeconds: 3600, now: at },
    );
    await writer.writePage([{ name: 'one', type: 'INTEGER' }], [[1]]);
    const url = `/api/v1/sqllab/results/?q=${rison.encode({ key: record.resultsKey })}`;

    // Act
    const whileLeased = await admin.get(url);
    vi.setSystemTime(at + RUN_LEASE_MS + 1);
    const afterLease = await admin.get(url);

    // Assert
    const columns = [{ column_name: 'one', name: 'one', type: 'INTEGER', is_dttm: false, type_generic: 0 }];
    expect(whileLeased).toEqual({
      status: 200,
      body: {
        status: 'running',
        data: [{ one: 1 }],
        columns,
        selected_columns: columns,
        expanded_columns: [],
        query: clientQuery(record, 1),
        query_id: record.id,
        displayLimitReached: false,
      },
    });
    expect(afterLease).toEqual({
      status: 410,
      body: {
        errors: [
          {
            message: 'Data could not be retrieved from the results backend. You need to re-run the original query.',
            error_type: 'RESULTS_BACKEND_ERROR',
            level: 'error',
            extra: {},
          },
        ],
      },
    });
  });

  it('is failed, not stopped, by a Stop that finds no process running it', async () => {
    // Arrange
    const at = freezeClock();
    const record = await seedActiveQuery({ clientId: 'leasestop01', userId: '1', at });
    vi.setSystemTime(at + RUN_LEASE_MS + 1);

    // Act
    const stopped = await admin.post('/api/v1/query/stop', { client_id: 'leasestop01' });
    const read = await admin.get(`/api/v1/query/${record.id}`);

    // Assert
    expect(stopped).toEqual({ status: 200, body: { result: 'OK' } });
    expect(read).toEqual({ status: 200, body: { id: record.id, result: restQuery(record, at + RUN_LEASE_MS + 1) } });
  });
});
