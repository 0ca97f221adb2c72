import { describe, expect, it } from 'vitest';
import { newClientId, newQueryRecord } from '#functions/sqllab/execution/new-query.ts';
import { RUN_LEASE_MS, queuedLeaseMs } from '#functions/sqllab/queries/lease.ts';

describe('newQueryRecord', () => {
  it('records a query as started, with what the client sent and nothing run yet', () => {
    // Arrange
    const payload = {
      database_id: 1,
      sql: 'SELECT 1',
      client_id: 'c1',
      sql_editor_id: '4',
      tab: 'Tab',
      schema: 'main',
      select_as_cta: true,
      ctas_method: 'VIEW' as const,
      tmp_table_name: 'v',
    };

    // Act
    const record = newQueryRecord({
      id: 3,
      payload,
      claims: { sub: '1', username: 'admin' },
      database: { id: 1 },
      limit: 1000,
      runAsync: true,
      now: 1_700_000_000_000,
    });

    // Assert
    expect(record).toEqual({
      id: 3,
      clientId: 'c1',
      sqlEditorId: '4',
      tab: 'Tab',
      dbId: 1,
      catalog: null,
      schema: 'main',
      sql: 'SELECT 1',
      executedSql: null,
      templateParams: null,
      state: 'started',
      progress: 0,
      startDttm: 1_700_000_000_000,
      endDttm: null,
      rows: null,
      resultsKey: null,
      limit: 1000,
      limitingFactor: 'UNKNOWN',
      cached: false,
      ctas: true,
      ctasMethod: 'VIEW',
      tempSchema: null,
      tempTable: 'v',
      errors: [],
      errorMessage: null,
      trackingUrl: null,
      changed_on: '2023-11-14T22:13:20.000Z',
      extra: {},
      user_id: '1',
      user: 'admin',
      runAsync: true,
      leaseExpiresAt: 1_700_000_000_000 + queuedLeaseMs(),
    });
  });

  it('gives a query this process runs a run lease, which its heartbeat renews', () => {
    // Act
    const record = newQueryRecord({
      id: 4,
      payload: { database_id: 1, sql: 'SELECT 1' },
      claims: { sub: '1', username: 'admin' },
      database: { id: 1 },
      limit: 1000,
      runAsync: false,
      now: 1_700_000_000_000,
    });

    // Assert
    expect({ state: record.state, runAsync: record.runAsync, leaseExpiresAt: record.leaseExpiresAt }).toEqual({
      state: 'started',
      runAsync: false,
      leaseExpiresAt: 1_700_000_000_000 + RUN_LEASE_MS,
    });
  });

  it("makes a client id like Superset's client does when none is sent", () => {
    // Act
    const ids = [newClientId(), newClientId()];

    // Assert
    expect(ids).toEqual([expect.stringMatching(/^[A-Za-z0-9_-]{11}$/), expect.stringMatching(/^[A-Za-z0-9_-]{11}$/)]);
    expect(ids[0]).not.toBe(ids[1]);
  });
});
