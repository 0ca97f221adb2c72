import type { EngineHost, EngineHostOptions } from './engine-host.ts';

/** How the pool sizes and retires its hosts. */
export interface HostPoolOptions {
  /** Starts a host process. */
  spawn: (options: EngineHostOptions) => EngineHost;
  threadPoolSize: number;
  maxRssBytes: number;
  maxIdleRssBytes: number;
  maxHeapMb: number;
  /** A tenant's host that was not asked for anything this long is stopped; its engines reopen on the next query. */
  idleMs: number;
  now: () => number;
}

interface Entry {
  host: EngineHost;
  lastUsed: number;
}

/**
 * One engine host process per tenant, started on the tenant's first query, replaced when it dies and stopped when
 * idle. Tenants never share a host: a runaway query, its memory and a crash stay with the tenant that ran it.
 */
export class EngineHostPool {
  private readonly entries = new Map<string, Entry>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly options: HostPoolOptions) {
    this.sweeper = setInterval(() => void this.retireIdle(), Math.max(1000, options.idleMs / 4));
    this.sweeper.unref();
  }

  /** The tenant's live host, started when it has none (or its last one died). */
  hostFor(tenant: string): EngineHost {
    const now = this.options.now();
    const current = this.entries.get(tenant);
    if (current?.host.alive) {
      current.lastUsed = now;
      return current.host;
    }
    const { threadPoolSize, maxRssBytes, maxIdleRssBytes, maxHeapMb } = this.options;
    const host = this.options.spawn({ label: tenant, threadPoolSize, maxRssBytes, maxIdleRssBytes, maxHeapMb });
    this.entries.set(tenant, { host, lastUsed: now });
    return host;
  }

  /** Stops every host (the runtime's shutdown). */
  async stopAll(): Promise<void> {
    clearInterval(this.sweeper);
    const all = [...this.entries.values()];
    this.entries.clear();
    await Promise.all(all.map((entry) => entry.host.stop()));
  }

  private async retireIdle(): Promise<void> {
    const cutoff = this.options.now() - this.options.idleMs;
    for (const [tenant, entry] of this.entries) {
      if (entry.lastUsed > cutoff || entry.host.busy) continue;
      this.entries.delete(tenant);
      await entry.host.stop();
    }
  }
}
