import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Marks the work of a job that holds one of its tenant's async slots: the job's engine queries run under that slot
 * rather than taking a sync one (a job is one query in the tenant's count, however many statements it runs).
 */
const holding = new AsyncLocalStorage<true>();

/** Runs `work` as a job holding an async slot. */
export function runHoldingJobSlot<T>(work: () => Promise<T>): Promise<T> {
  return holding.run(true, work);
}

/** Whether the current work is a job holding its async slot. */
export function holdsJobSlot(): boolean {
  return holding.getStore() === true;
}
