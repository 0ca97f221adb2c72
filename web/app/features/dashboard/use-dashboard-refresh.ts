import { useCallback, useEffect, useState } from 'react';
import type { DashboardMetadata } from '#shared/dashboard/metadata.ts';
import type { RefreshRequest } from './dashboard-context.tsx';

/** Superset's shortest stagger window: a periodic refresh is spread over at least this long. */
export const MIN_STAGGER_MS = 5000;

/** Superset's auto-refresh intervals (seconds, label). */
export const REFRESH_INTERVALS: readonly (readonly [number, string])[] = [
  [0, "Don't refresh"],
  [10, '10 seconds'],
  [30, '30 seconds'],
  [60, '1 minute'],
  [300, '5 minutes'],
  [1800, '30 minutes'],
  [3600, '1 hour'],
  [21600, '6 hours'],
  [43200, '12 hours'],
  [86400, '24 hours'],
];

/** Each chart's wait within a staggered refresh: evenly spread over the window, in the given order. */
export function staggerDelays(chartIds: readonly number[], windowMs: number): Map<number, number> {
  const step = chartIds.length > 1 ? windowMs / (chartIds.length - 1) : 0;
  return new Map(chartIds.map((id, index) => [id, Math.round(step * index)]));
}

/** The charts a periodic refresh runs: all but `timed_refresh_immune_slices`. */
export const periodicChartIds = (chartIds: readonly number[], metadata: DashboardMetadata) => {
  const immune = new Set(metadata.timed_refresh_immune_slices ?? []);
  return chartIds.filter((id) => !immune.has(id));
};

const IDLE: RefreshRequest = { generation: 0, force: false, delayOf: () => 0 };

/**
 * The dashboard's refreshes: "Refresh dashboard" (every chart at once, past the cache) and the auto-refresh timer
 * (every chart not immune, past the cache, staggered over `stagger_time` but at least 5 s unless
 * `stagger_refresh` is off). The interval starts from `refresh_frequency` and can be changed for the session.
 */
export function useDashboardRefresh(chartIds: readonly number[], metadata: DashboardMetadata) {
  const [request, setRequest] = useState<RefreshRequest>(IDLE);
  const [intervalSeconds, setIntervalSeconds] = useState(metadata.refresh_frequency ?? 0);

  const refreshAll = useCallback(
    () => setRequest((previous) => ({ generation: previous.generation + 1, force: true, delayOf: () => 0 })),
    [],
  );

  useEffect(() => {
    if (intervalSeconds <= 0) return;
    const timer = setInterval(() => {
      const ids = periodicChartIds(chartIds, metadata);
      const windowMs =
        metadata.stagger_refresh === false ? 0 : Math.max(metadata.stagger_time ?? MIN_STAGGER_MS, MIN_STAGGER_MS);
      const delays = staggerDelays(ids, windowMs);
      setRequest((previous) => ({
        generation: previous.generation + 1,
        force: true,
        chartIds: new Set(ids),
        delayOf: (id) => delays.get(id) ?? 0,
      }));
    }, intervalSeconds * 1000);
    return () => clearInterval(timer);
  }, [intervalSeconds, chartIds, metadata]);

  return { request, refreshAll, intervalSeconds, setIntervalSeconds };
}
