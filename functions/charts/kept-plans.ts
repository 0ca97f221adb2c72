import { resolveTimeRange, type TimeBounds } from '#shared/time-range/index.ts';
import { BoundedMemo } from '../lib/bounded-memo.ts';
import { deepFrozen } from '../lib/deep-frozen.ts';
import { once } from '../lib/once.ts';
import type { CompiledQuery } from './compiler/index.ts';

/** What a query is compiled and keyed to: its SQL and the key of its cached data. */
export interface Plan {
  compiled: CompiledQuery;
  cacheKey: string;
}

/** A time range the compile resolved against its clock, and what it resolved to. */
interface ResolvedRange {
  timeRange: string;
  bounds: TimeBounds;
}

interface Kept {
  plan: Plan;
  ranges: ResolvedRange[];
}

/** Plans a warm function keeps: a dashboard's queries, asked again by each of its viewers. */
const KEPT_PLANS = 500;

const kept = once(() => new BoundedMemo<string, Kept>(KEPT_PLANS));

const instant = (date: Date | null): number | null => date?.getTime() ?? null;

/** Whether each range resolves at `now` to what it resolved to when the plan was made (a failure is a change). */
function resolvesAlike(ranges: readonly ResolvedRange[], now: Date): boolean {
  try {
    return ranges.every(({ timeRange, bounds }) => {
      const current = resolveTimeRange(timeRange, { now });
      return instant(current.since) === instant(bounds.since) && instant(current.until) === instant(bounds.until);
    });
  } catch {
    return false;
  }
}

/**
 * The plan kept under `key` while its time ranges resolve at `now` as they did when it was made (`Last week` holds
 * until the week turns; fixed ranges and none hold always), else the plan `make` answers, then kept. `make` compiles
 * at `now`, telling each time range it resolves to the observer it is given. `key` names everything else the plan
 * depends on: the tenant, the query, the dataset's and database's change marks, engine and dialect. A plan is
 * read-only, as several requests share it; a compile that fails is not kept.
 */
export function keptPlan(
  key: string,
  now: Date,
  make: (onTimeRange: (timeRange: string, bounds: TimeBounds) => void) => Plan,
): Plan {
  const found = kept().get(key);
  if (found && resolvesAlike(found.ranges, now)) return found.plan;
  const ranges: ResolvedRange[] = [];
  const plan = deepFrozen(make((timeRange, bounds) => ranges.push({ timeRange, bounds })));
  kept().set(key, { plan, ranges });
  return plan;
}
