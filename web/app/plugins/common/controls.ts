import type { ControlConfig } from '../types.ts';
import { analyticsControls } from './controls-analytics.ts';
import { axisControls } from './controls-axis.ts';
import { formatControls } from './controls-format.ts';
import { queryControls } from './controls-query.ts';

export { TIME_COMPARE_CHOICES } from './controls-analytics.ts';
export {
  advancedAnalyticsSection,
  annotationsSection,
  chartTitleSection,
  legendSection,
  querySection,
  titlesSection,
} from './sections.ts';
export { validateInteger, validateMaxValue, validateNonEmpty, validateNumber } from './validators.ts';
export { hasTemporalColumn } from './controls-query.ts';

/**
 * Superset's shared controls, each named as the form data field it writes, with Superset's labels, defaults,
 * descriptions and validators. Charts use them as they are or spread one to change a label or default:
 * `{ ...sharedControls.metrics, label: 'Metric' }`.
 */
export const sharedControls = {
  ...queryControls,
  ...formatControls,
  ...analyticsControls,
  ...axisControls,
} satisfies Record<string, ControlConfig>;

export type SharedControlName = keyof typeof sharedControls;

/** A shared control with some fields changed (a label, a default), keeping its name. */
export function withOverrides(name: SharedControlName, overrides: Partial<ControlConfig>): ControlConfig {
  return { ...sharedControls[name], ...overrides, name: sharedControls[name].name };
}
