import { withAlpha } from './color-alpha.ts';

/** How much of a target not selected shows while the chart's cross-filter is on. */
export const FADED_OPACITY = 0.3;

type Item = Record<string, unknown>;

/**
 * How a chart draws a target (a series, point or node): faded when it is not part of the chart's cross-filter,
 * in full otherwise. Both are said outright, since Highcharts merges new options into the drawn ones and would keep
 * a fade that is merely left out. Series types honour different options, so each chart picks the one its series reads.
 */
export type Fade = (item: Item, faded: boolean) => Item;

/** Series, and points of column, pie, box plot, sunburst and map series: their own `opacity`. */
export const fadeOpacity: Fade = (item, faded) => ({ ...item, opacity: faded ? FADED_OPACITY : 1 });

/** Heatmap cells and network graph nodes: Highcharts draws them from their marker's normal state. */
export const fadeMarker: Fade = (item, faded) => {
  const marker = (item.marker ?? {}) as Item;
  const states = (marker.states ?? {}) as Item;
  return { ...item, marker: { ...marker, states: { ...states, normal: { ...(states.normal as Item | undefined), opacity: faded ? FADED_OPACITY : 1 } } } };
};

/** Treemap leaves: Highcharts fills them with their colour only, so the colour itself is faded (it is always explicit). */
export const fadeColor: Fade = (item, faded) => (faded && typeof item.color === 'string' ? { ...item, color: withAlpha(item.color, FADED_OPACITY) } : item);
