import type { LabelColorFn } from '../types.ts';
import { categoricalScheme } from './color-schemes.ts';

export type { LabelColorFn } from '../types.ts';

/** What a host knows of its label colours before any chart draws: a dashboard's json_metadata colour keys. */
export interface LabelColorSettings {
  /** The scheme every chart draws with instead of its own (a dashboard's `color_scheme`); none: each chart its own. */
  scheme?: string;
  /** Colours set by hand (`label_colors`): they win over everything else. */
  fixed?: Readonly<Record<string, string>>;
  /** The label -> colour map an earlier visit settled on (`map_label_colors`). */
  settled?: Readonly<Record<string, string>>;
  /** Labels known to appear in more than one chart (`shared_label_colors`). */
  shared?: readonly string[];
}

/** The colours as they stand: what a dashboard keeps as `map_label_colors`, `shared_label_colors` and `color_scheme_domain`. */
export interface SettledLabelColors {
  /** Every label drawn or kept from before, with its colour; hand-set labels are not in it. */
  map: Record<string, string>;
  /** Labels kept as shared, and those drawn by more than one chart, sorted. */
  shared: string[];
  /** The colours of the scheme that overrides the charts' own; empty without one. */
  domain: string[];
}

/** One page's label colours: a colour function per chart, the map they settled on, and word of each change. */
export interface LabelColorBook {
  /** The colour function of one chart (the same function for the same key until the chart must draw again). */
  forChart: (chartKey: string) => LabelColorFn;
  settled: () => SettledLabelColors;
  /** Calls `listener` after a label took a new colour or became shared; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  /**
   * Calls `listener`, once the drawing under way is over, with the charts whose drawn colours changed: a label of
   * theirs gave its colour up to a shared or hand-set label of the same colour. Their `forChart` functions are new, so
   * a host that draws them again with those shows the new colours. Returns the unsubscribe.
   */
  subscribeRedraw: (listener: (chartKeys: string[]) => void) => () => void;
}

const sameColor = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The first colour of `colors` no other label of the chart has, as Superset's chart scales count from the scheme's
 * start for each chart; when the chart has used them all, the colours go round again.
 */
function nextColor(colors: readonly string[], taken: readonly string[]): string {
  return colors.find((color) => !taken.some((used) => sameColor(used, color))) ?? colors[taken.length % colors.length]!;
}

/** Labels trimmed, as Superset cleans a label before it looks up its colour. */
const trimmedEntries = (record: Readonly<Record<string, string>> = {}) =>
  Object.entries(record).map(([label, color]) => [label.trim(), color] as const);

/**
 * Superset's shared label colours for one page: a hand-set colour (`fixed`) wins; a label drawn by several charts
 * keeps one colour everywhere; a label an earlier visit settled keeps that colour while it belongs to the scheme the
 * chart draws with; any other label takes the first colour of that scheme its chart has not used yet. The scheme is
 * the host's (`settings.scheme`) when it has one, else the chart's own. Without a host scheme a shared label keeps its
 * colour across charts of different schemes. A chart's own label that has the colour a shared label then brings gives
 * it up for a free one, as Superset's colour collision avoidance does, and the chart is drawn again.
 */
export function createLabelColorBook(settings: LabelColorSettings = {}): LabelColorBook {
  const fixed = new Map(trimmedEntries(settings.fixed));
  const map = new Map(trimmedEntries(settings.settled).filter(([label]) => !fixed.has(label)));
  const storedShared = new Set(settings.shared ?? []);
  const hostScheme = settings.scheme ? categoricalScheme(settings.scheme) : undefined;
  const chartsOfLabel = new Map<string, Set<string>>();
  /** Each chart's labels with the colours it drew them in, and its colour function (new when it must draw again). */
  const drawnByChart = new Map<string, Map<string, string>>();
  const functions = new Map<string, LabelColorFn>();
  const listeners = new Set<() => void>();
  const redrawListeners = new Set<(chartKeys: string[]) => void>();
  const staleCharts = new Set<string>();
  const changed = () => listeners.forEach((listener) => listener());

  const isShared = (label: string) => storedShared.has(label) || (chartsOfLabel.get(label)?.size ?? 0) > 1;
  const isLocked = (label: string) => fixed.has(label) || isShared(label);

  /** Notes that `chart` draws `label`; a label newly drawn by a second chart is a change to the shared list. */
  function noteDrawn(chart: string, label: string): void {
    const drawnBy = chartsOfLabel.get(label) ?? new Set<string>();
    chartsOfLabel.set(label, drawnBy);
    if (drawnBy.has(chart)) return;
    drawnBy.add(chart);
    if (drawnBy.size === 2 && !storedShared.has(label)) changed();
  }

  function tellRedraws(): void {
    const keys = [...staleCharts];
    staleCharts.clear();
    redrawListeners.forEach((listener) => listener(keys));
  }

  /** A chart's colour function; `schemeFor` names the host's scheme, which overrides the chart's own. */
  const colorFunction = (chart: string): LabelColorFn =>
    Object.assign((label: string, schemeName?: string) => colorOf(chart, label, schemeName), {
      schemeFor: (schemeName?: string) => hostScheme?.id ?? schemeName,
    });

  /**
   * Gives the chart a new colour function and tells the host to draw it again, once the drawing under way is over
   * (a host cannot change its state while a chart draws).
   */
  function redraw(chart: string): void {
    functions.set(chart, colorFunction(chart));
    if (staleCharts.size === 0) queueMicrotask(tellRedraws);
    staleCharts.add(chart);
  }

  /** Other labels of the chart drawn in `color`, which a locked label now takes, move to a colour the chart has free. */
  function giveWay(
    chart: string,
    drawn: Map<string, string>,
    label: string,
    color: string,
    colors: readonly string[],
  ): void {
    for (const [other, used] of drawn) {
      if (other === label || !sameColor(used, color) || isLocked(other)) continue;
      const free = colors.find((candidate) => ![...drawn.values()].some((taken) => sameColor(taken, candidate)));
      if (free === undefined) return;
      drawn.set(other, free);
      map.set(other, free);
      changed();
      redraw(chart);
    }
  }

  function colorOf(chart: string, rawLabel: string, schemeName?: string): string {
    const label = String(rawLabel).trim();
    noteDrawn(chart, label);
    const drawn = drawnByChart.get(chart) ?? new Map<string, string>();
    drawnByChart.set(chart, drawn);
    const colors = (hostScheme ?? categoricalScheme(schemeName)).colors;
    const known = fixed.get(label) ?? map.get(label);
    const keeps =
      known !== undefined &&
      (fixed.has(label) || colors.some((color) => sameColor(color, known)) || (!hostScheme && isShared(label)));
    const color = keeps
      ? known
      : nextColor(
          colors,
          [...drawn].flatMap(([other, used]) => (other === label ? [] : [used])),
        );
    if (keeps && isLocked(label)) giveWay(chart, drawn, label, color, colors);
    drawn.set(label, color);
    if (!fixed.has(label) && map.get(label) !== color) {
      map.set(label, color);
      changed();
    }
    return color;
  }

  return {
    forChart(chartKey) {
      let colorFor = functions.get(chartKey);
      if (!colorFor) {
        colorFor = colorFunction(chartKey);
        functions.set(chartKey, colorFor);
      }
      return colorFor;
    },
    settled: () => ({
      map: Object.fromEntries(map),
      shared: [...new Set([...storedShared, ...[...chartsOfLabel.keys()].filter(isShared)])].sort(),
      domain: hostScheme ? [...hostScheme.colors] : [],
    }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscribeRedraw(listener) {
      redrawListeners.add(listener);
      return () => redrawListeners.delete(listener);
    },
  };
}

/** A label -> colour map for a page drawing one chart at a time (Explore): the colours of one chart's book. */
export function createLabelColors(): LabelColorFn {
  return createLabelColorBook().forChart('page');
}
