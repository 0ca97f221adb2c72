import { withAlpha } from '../common/color-alpha.ts';
import { FADED_OPACITY, type Fade } from '../common/cross-filter-fade.ts';
import { BOX_OPACITY } from './transform-props.ts';

/**
 * Boxes not in the chart's cross-filter: Highcharts draws a box from its colour (outline, whiskers, median) and fill
 * colour only, ignoring opacity, so both are faded; a box in it, or with no cross-filter on, gets its own back.
 */
export const fadeBox: Fade = (item, state) => {
  if (typeof item.color !== 'string') return item;
  const alpha = state === 'faded' ? FADED_OPACITY : 1;
  return { ...item, color: withAlpha(item.color, alpha), fillColor: withAlpha(item.color, BOX_OPACITY * alpha) };
};
