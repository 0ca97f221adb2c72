/**
 * The TenantSlots port: how many engine queries each tenant may run at once. In-process counters in the local
 * runtime (one process serves every tenant), leases in DynamoDB in the cloud (many Lambdas serve a tenant).
 */

/** Synchronous queries answer a waiting request; asynchronous ones run as jobs (SQL Lab, async chart data). */
export type SlotLane = 'sync' | 'async';

/** A slot held; give it back once the query ended, whatever its outcome. */
export interface SlotLease {
  release(): Promise<void>;
}

export interface TenantSlots {
  /**
   * One of the tenant's slots of the lane, waiting up to `waitMs` for one to free (0: answer at once). Null when
   * none freed in time. Waiters of one tenant are served in turn and never wait on another tenant's queries.
   */
  acquire(tenant: string, lane: SlotLane, waitMs: number): Promise<SlotLease | null>;
}
