import { describe, expect, it } from 'vitest';
import { MemoryTenantSlots } from '#functions/lib/adapters/tenant-slots/memory-tenant-slots.ts';
import { runHoldingJobSlot } from '#functions/lib/engine-slots/job-slot.ts';
import { SlottedEngine } from '#functions/lib/engine-slots/slotted-engine.ts';
import type { QueryEngine, QueryRequest } from '#functions/lib/ports/query-engine.ts';
import { withRequestDeadline } from '#functions/lib/request-deadline.ts';

/** An engine that records what it was asked and answers once `finish` is called. */
function recordingEngine() {
  const requests: QueryRequest[] = [];
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const engine = {
    kind: 'duckdb',
    run: async (request: QueryRequest) => {
      requests.push(request);
      await done;
      return { columns: [], rows: [], truncated: false, stats: { engineMs: 0 } };
    },
  } as unknown as QueryEngine;
  return { engine, requests, finish };
}

describe('SlottedEngine', () => {
  it("holds one of the tenant's sync slots while a query runs, and gives it back when it ends", async () => {
    // Arrange
    const slots = new MemoryTenantSlots(() => 1);
    const inner = recordingEngine();
    const engine = new SlottedEngine(inner.engine, 'acme', slots);

    // Act
    const running = engine.run({ queryId: 'q1', sql: 'SELECT 1' });
    await Promise.resolve();
    const during = slots.running('acme', 'sync');
    inner.finish();
    await running;

    // Assert
    expect([during, slots.running('acme', 'sync')]).toEqual([1, 0]);
  });

  it('answers 429 with Retry-After when the slots stay full for the whole wait, and runs nothing', async () => {
    // Arrange
    const slots = new MemoryTenantSlots(() => 1);
    await slots.acquire('acme', 'sync', 0);
    const inner = recordingEngine();

    // Act
    const failure = await new SlottedEngine(inner.engine, 'acme', slots)
      .run({ queryId: 'q2', sql: 'SELECT 1', timeoutMs: 5 })
      .catch((error: unknown) => error);

    // Assert
    expect(failure).toMatchObject({
      status: 429,
      headers: { 'retry-after': '1' },
      errorType: 'GENERIC_DB_ENGINE_ERROR',
    });
    expect(inner.requests).toEqual([]);
  });

  it('takes no slot of its own inside a job holding an async slot', async () => {
    // Arrange
    const slots = new MemoryTenantSlots(() => 1);
    await slots.acquire('acme', 'sync', 0);
    const inner = recordingEngine();
    inner.finish();

    // Act
    const result = await runHoldingJobSlot(() =>
      new SlottedEngine(inner.engine, 'acme', slots).run({ queryId: 'q3', sql: 'SELECT 1' }),
    );

    // Assert
    expect(result.rows).toEqual([]);
    expect(inner.requests).toEqual([{ queryId: 'q3', sql: 'SELECT 1' }]);
  });

  it("cuts a query's time budget to what the HTTP request has left, keeping time to answer", async () => {
    // Arrange
    const slots = new MemoryTenantSlots(() => 1);
    const inner = recordingEngine();
    inner.finish();

    // Act: the request must answer within 10 s, the query asks for 30 s.
    await withRequestDeadline(Date.now() + 10_000, () =>
      new SlottedEngine(inner.engine, 'acme', slots).run({ queryId: 'q4', sql: 'SELECT 1', timeoutMs: 30_000 }),
    );

    // Assert: 10 s less the 2 s kept to answer, less the little time taken to get here.
    expect(inner.requests[0]!.timeoutMs).toBeGreaterThan(7_000);
    expect(inner.requests[0]!.timeoutMs).toBeLessThanOrEqual(8_000);
  });
});
