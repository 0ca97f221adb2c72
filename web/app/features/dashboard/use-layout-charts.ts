import { useEffect, useMemo, useState } from 'react';
import { chartIdsOf, type Layout } from '#shared/dashboard/layout.ts';
import type { DashboardChartEntity } from './api-schemas.ts';
import { chartById } from './load-dashboard.ts';

/**
 * The charts the layout places: those hydration loaded, plus each chart edit mode drops in afterwards, read once by id
 * (`GET /api/v1/chart/{pk}`) so its card can draw it. A chart that cannot be read stays absent (its card says so).
 */
export function useLayoutCharts(layout: Layout, loaded: ReadonlyMap<number, DashboardChartEntity>): ReadonlyMap<number, DashboardChartEntity> {
  const [added, setAdded] = useState<ReadonlyMap<number, DashboardChartEntity>>(new Map());
  const [requested] = useState(() => new Set<number>());
  const missing = chartIdsOf(layout).filter((id) => !loaded.has(id) && !added.has(id) && !requested.has(id));
  const missingKey = missing.join(',');
  useEffect(() => {
    if (!missingKey) return;
    const ids = missingKey.split(',').map(Number);
    for (const id of ids) requested.add(id);
    Promise.all(ids.map((id) => chartById(id).catch(() => null))).then((charts) => {
      const found = charts.filter((chart) => chart !== null);
      if (found.length > 0) setAdded((previous) => new Map([...previous, ...found.map((chart) => [chart.id, chart] as const)]));
    });
  }, [missingKey, requested]);
  return useMemo(() => (added.size === 0 ? loaded : new Map([...loaded, ...added])), [loaded, added]);
}
