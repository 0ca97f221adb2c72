import { useMemo, useRef } from 'react';
import { extraFormDataOf, type ExtraFormData } from '#shared/dashboard/extra-form-data.ts';
import { useMasksApplyingTo } from './use-masks-applying-to.ts';

/**
 * The `extra_form_data` the dashboard's applied native filters and cross-filters give a chart (never its own
 * cross-filter). The same object comes back until its content changes, so a chart card re-queries only when a
 * filter that applies to it changed.
 */
export function useChartExtraFormData(chartId: number): ExtraFormData {
  const masks = useMasksApplyingTo(chartId);
  const extra = useMemo(() => extraFormDataOf(masks, Object.keys(masks)), [masks]);
  const stable = useRef<{ text: string; value: ExtraFormData }>({ text: '{}', value: {} });
  const text = JSON.stringify(extra);
  if (text !== stable.current.text) stable.current = { text, value: extra };
  return stable.current.value;
}
