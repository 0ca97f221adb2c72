import type { ReportJob } from '#shared/api/report.ts';
import { nextOccurrence } from '#functions/lib/crontab.ts';
import {
  type LocalScheduleRecord,
  listLocalSchedules,
  localScheduleChanges,
  markFired,
  unmarkFired,
} from '#functions/lib/adapters/report-scheduler/local-schedules.ts';
import { listTenants } from '#functions/security/tenants.ts';
import type { QueueClock, QueueTimer } from './queue/clock.ts';

/** How far back an occurrence missed while the runtime was stopped still fires at start (later ones are skipped, as cron does). */
export const CATCH_UP_MS = 60_000;
/** Longest wait between two reads of the schedules: changes made by another process are seen within it. */
export const REFRESH_MS = 60_000;

export interface ReportScheduleRunnerOptions {
  clock: QueueClock;
  /** Put a report job on the report queue. */
  enqueue: (job: ReportJob) => Promise<void>;
  log: (line: string) => void;
  /** Every tenant's schedules (default: from the store). */
  schedules?: () => Promise<LocalScheduleRecord[]>;
}

/** Every tenant's local schedules, from the store. */
async function storedSchedules(): Promise<LocalScheduleRecord[]> {
  const tenants = await listTenants();
  return (await Promise.all(tenants.map((tenant) => listLocalSchedules(tenant.name)))).flat();
}

/**
 * The next occurrence of a schedule still to fire: after its last fired occurrence, after it was (re)armed, and no
 * older than CATCH_UP_MS. Undefined when its crontab or time zone no longer reads.
 */
export function nextDue(schedule: LocalScheduleRecord, now: number): Date | undefined {
  const since = Math.max(
    Date.parse(schedule.lastFiredAt ?? schedule.armedAt),
    Date.parse(schedule.armedAt),
    now - CATCH_UP_MS,
  );
  try {
    return nextOccurrence(schedule.crontab, schedule.timezone, new Date(since));
  } catch {
    return undefined;
  }
}

/**
 * The local runtime's stand-in for EventBridge Scheduler: sleeps until the earliest occurrence of any active report
 * (at most REFRESH_MS, and woken by schedule changes of this process), then fires every occurrence due. Firing is a
 * conditional write of the report's last fired occurrence before the job is enqueued, so an occurrence fires once,
 * also across restarts and concurrent runners; the run's own claim makes a duplicate job harmless besides.
 */
export class ReportScheduleRunner {
  #timer: QueueTimer | undefined;
  #running: Promise<void> = Promise.resolve();
  #stopped = false;
  // wake() never rejects (a failed tick is logged and retried), and stop() awaits the ticks: nothing to await here.
  readonly #onChange = (): void => void this.wake();

  constructor(private readonly options: ReportScheduleRunnerOptions) {}

  start(): void {
    localScheduleChanges.on('change', this.#onChange);
    void this.wake();
  }

  /** Stop planning; resolves once a tick in progress has finished. */
  async stop(): Promise<void> {
    this.#stopped = true;
    localScheduleChanges.off('change', this.#onChange);
    this.#timer?.cancel();
    await this.#running;
  }

  /** Fire what is due now and plan the next wake-up; ticks never overlap. Resolves when this tick is done. */
  wake(): Promise<void> {
    this.#running = this.#running
      .then(() => this.tick())
      .catch((error: unknown) => {
        this.options.log(`report scheduler: ${(error as Error).message}; retrying in ${REFRESH_MS / 1000} s`);
        this.plan(this.options.clock.now() + REFRESH_MS);
      });
    return this.#running;
  }

  private async tick(): Promise<void> {
    if (this.#stopped) return;
    const now = this.options.clock.now();
    const schedules = await (this.options.schedules ?? storedSchedules)();
    let earliest = now + REFRESH_MS;
    for (const schedule of schedules) {
      let due = nextDue(schedule, now);
      let lastFiredAt = schedule.lastFiredAt;
      while (due && due.getTime() <= now) {
        await this.fire(schedule, due, lastFiredAt);
        lastFiredAt = due.toISOString();
        due = nextDue({ ...schedule, lastFiredAt }, now);
      }
      if (due) earliest = Math.min(earliest, due.getTime());
    }
    this.plan(earliest);
  }

  /** Claim the occurrence, then enqueue its job; a job that cannot be enqueued gives the claim back for the next wake-up. */
  private async fire(schedule: LocalScheduleRecord, due: Date, previous: string | undefined): Promise<void> {
    const scheduledAt = due.toISOString();
    if (!(await markFired(schedule.tenant, schedule.reportId, scheduledAt))) return;
    try {
      await this.options.enqueue({ tenantId: schedule.tenant, reportId: schedule.reportId, scheduledAt });
    } catch (error) {
      await unmarkFired(schedule.tenant, schedule.reportId, scheduledAt, previous);
      throw error;
    }
  }

  private plan(at: number): void {
    if (this.#stopped) return;
    this.#timer?.cancel();
    this.#timer = this.options.clock.setTimer(() => void this.wake(), at - this.options.clock.now());
  }
}
