import { useCallback, useEffect, useMemo, useState } from 'react';
import { chartIdsOf, type Layout } from '#shared/dashboard/layout.ts';
import type { DashboardChartEntity } from './api-schemas.ts';
import { chartById } from './load-dashboard.ts';

/** The charts a layout places, and whether one dropped in is still being read. */
export interface LayoutCharts {
  charts: ReadonlyMap<number, DashboardChartEntity>;
  isChartLoading: (chartId: number) => boolean;
}

/**
 * The charts the layout places: those hydration loaded, plus each chart edit mode drops in afterwards, read once by id
 * (`GET /api/v1/chart/{pk}`) so its card can draw it. A chart that cannot be read stays absent (its card says so).
 */
export function useLayoutCharts(layout: Layout, loaded: ReadonlyMap<number, DashboardChartEntity>): LayoutCharts {
  const [added, setAdded] = useState<ReadonlyMap<number, DashboardChartEntity>>(new Map());
  const [requested] = useState(() => new Set<number>());
  const [settled, setSettled] = useState<ReadonlySet<number>>(new Set());
  const missing = chartIdsOf(layout).filter((id) => !loaded.has(id) && !added.has(id) && !requested.has(id));
  const missingKey = missing.join(',');
  useEffect(() => {
    if (!missingKey) return;
    const ids = missingKey.split(',').map(Number);
    for (const id of ids) requested.add(id);
    // Never rejects: a chart that cannot be read is null here.
    void Promise.all(ids.map((id) => chartById(id).catch(() => null))).then((charts) => {
      const found = charts.filter((chart) => chart !== null);
      if (found.length > 0)
        setAdded((previous) => new Map([...previous, ...found.map((chart) => [chart.id, chart] as const)]));
      setSettled((previous) => new Set([...previous, ...ids]));
    });
  }, [missingKey, requested]);
  const charts = useMemo(() => (added.size === 0 ? loaded : new Map([...loaded, ...added])), [loaded, added]);
  const isChartLoading = useCallback(
    (id: number) => !charts.has(id) && !settled.has(id) && chartIdsOf(layout).includes(id),
    [charts, settled, layout],
  );
  return { charts, isChartLoading };
}
