import { withAlpha } from './color-alpha.ts';

/** How much of a target not selected shows while the chart's cross-filter is on. */
export const FADED_OPACITY = 0.3;

type Item = Record<string, unknown>;

/** Where a target stands: no cross-filter of the chart is on (`plain`), or it is on and the target is in it or not. */
export type TargetState = 'plain' | 'selected' | 'faded';

/**
 * How a chart draws a target (a series, point or node) for its state. Every state is said outright, since
 * Highcharts merges new options into the drawn ones and would keep a style that is merely left out. Series types
 * honour different options, so each chart picks the style its Highcharts series reads.
 */
export type Fade = (item: Item, state: TargetState) => Item;

/** Series, and points of column, pie, box plot, sunburst and map series: their own `opacity`. */
export const fadeOpacity: Fade = (item, state) => ({ ...item, opacity: state === 'faded' ? FADED_OPACITY : 1 });

/** Network graph nodes: Highcharts draws them from their marker's normal state. */
export const fadeMarker: Fade = (item, state) => {
  const marker = (item.marker ?? {}) as Item;
  const states = (marker.states ?? {}) as Item;
  const normal = { ...(states.normal as Item | undefined), opacity: state === 'faded' ? FADED_OPACITY : 1 };
  return { ...item, marker: { ...marker, states: { ...states, normal } } };
};

/**
 * Heatmap cells: drawn from their marker's normal state too; a cell with a marker of its own is drawn as that marker's
 * symbol, so it says it is a rectangle.
 */
export const fadeCell: Fade = (item, state) => {
  const withState = fadeMarker(item, state);
  return { ...withState, marker: { symbol: 'rect', ...(withState.marker as Item) } };
};

/** Treemap leaves: Highcharts fills them with their colour only, so the colour itself is faded (it is always explicit). */
export const fadeColor: Fade = (item, state) =>
  state === 'faded' && typeof item.color === 'string' ? { ...item, color: withAlpha(item.color, FADED_OPACITY) } : item;
