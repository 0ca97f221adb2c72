import type { SlotLane, SlotLease, TenantSlots } from '../../ports/tenant-slots.ts';

interface Waiter {
  grant: (lease: SlotLease | null) => void;
  timer: NodeJS.Timeout | undefined;
}

interface Lane {
  running: number;
  waiting: Waiter[];
}

/**
 * TenantSlots for one process serving every tenant (the local runtime): a counter and a queue of waiters per tenant
 * and lane. A freed slot goes to the tenant's longest waiter, so a tenant's waiters are served in turn.
 */
export class MemoryTenantSlots implements TenantSlots {
  private readonly lanes = new Map<string, Lane>();

  constructor(private readonly limit: (tenant: string, lane: SlotLane) => number) {}

  acquire(tenant: string, lane: SlotLane, waitMs: number): Promise<SlotLease | null> {
    const key = `${tenant}\u0000${lane}`;
    const state = this.lanes.get(key) ?? { running: 0, waiting: [] };
    this.lanes.set(key, state);
    if (state.running < this.limit(tenant, lane)) return Promise.resolve(this.take(key, state));
    if (waitMs <= 0) return Promise.resolve(null);
    return new Promise((grant) => {
      const waiter: Waiter = { grant, timer: undefined };
      waiter.timer = setTimeout(() => {
        state.waiting.splice(state.waiting.indexOf(waiter), 1);
        grant(null);
      }, waitMs);
      state.waiting.push(waiter);
    });
  }

  /** Slots of the lane in use now (for tests and the fairness bench). */
  running(tenant: string, lane: SlotLane): number {
    return this.lanes.get(`${tenant}\u0000${lane}`)?.running ?? 0;
  }

  private take(key: string, state: Lane): SlotLease {
    state.running += 1;
    let released = false;
    return {
      release: async () => {
        if (released) return;
        released = true;
        state.running -= 1;
        this.handOn(key, state);
      },
    };
  }

  /** A freed slot goes to the next waiter; an idle lane is forgotten. */
  private handOn(key: string, state: Lane): void {
    const next = state.waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.grant(this.take(key, state));
      return;
    }
    if (state.running === 0) this.lanes.delete(key);
  }
}
