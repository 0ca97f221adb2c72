import { useMemo, useRef } from 'react';
import { extraFormDataOf, type ExtraFormData } from '#shared/dashboard/extra-form-data.ts';
import { filterIdsApplyingTo } from '#shared/dashboard/filter-scope.ts';
import { useAppSelector } from '../../core/store.ts';
import { useDashboardFilters } from './context.tsx';
import { selectAppliedMasks } from './state/data-mask-slice.ts';

/**
 * The `extra_form_data` the dashboard's applied native filters and cross-filters give a chart (never its own
 * cross-filter). The same object comes back until its content changes, so a chart card re-queries only when a
 * filter that applies to it changed.
 */
export function useChartExtraFormData(chartId: number): ExtraFormData {
  const { scopes } = useDashboardFilters();
  const applied = useAppSelector(selectAppliedMasks);
  const extra = useMemo(() => extraFormDataOf(applied, filterIdsApplyingTo(chartId, scopes)), [applied, chartId, scopes]);
  const stable = useRef<{ text: string; value: ExtraFormData }>({ text: '{}', value: {} });
  const text = JSON.stringify(extra);
  if (text !== stable.current.text) stable.current = { text, value: extra };
  return stable.current.value;
}
