import type { ChartState } from '../../state/index.ts';
import type { PluginState } from './use-chart-plugin.ts';

/**
 * What the chart area shows for the page's state; `chart` draws (or is about to draw) the answer, `type-changed` asks
 * for a run after the chart type changed and no answer of the new type is in yet.
 */
export type ChartAreaView =
  | 'no-dataset'
  | 'plugin-failed'
  | 'plugin-loading'
  | 'query-failed'
  | 'querying'
  | 'missing-controls'
  | 'ready'
  | 'type-changed'
  | 'no-results'
  | 'chart';

/** What decides the view: the dataset, the plugin of the form's viz type, the form's errors and the chart's query. */
export interface ChartAreaInputs {
  hasDataset: boolean;
  pluginState: PluginState;
  /** The viz type the controls are set to, which the loaded plugin draws. */
  vizType: string | undefined;
  validationErrors: Record<string, string[]>;
  chart: ChartState;
}

function hasNoRows(queries: readonly { data: readonly unknown[] }[]): boolean {
  return queries.every((query) => query.data.length === 0);
}

/** Before an answer the form can draw: the spinner while one runs, else why the chart waits. */
function waitingView({ validationErrors, chart }: ChartAreaInputs, typeChanged: boolean): ChartAreaView {
  if (chart.status === 'loading') return 'querying';
  if (Object.keys(validationErrors).length > 0) return 'missing-controls';
  return typeChanged ? 'type-changed' : 'ready';
}

/**
 * The view of the chart area. An answer queried for another viz type is never handed to this type's plugin: its
 * transformProps would read the old type's columns and draw an empty or wrong chart.
 */
export function chartAreaView(inputs: ChartAreaInputs): ChartAreaView {
  const { hasDataset, pluginState, vizType, chart } = inputs;
  if (!hasDataset) return 'no-dataset';
  if (pluginState.status !== 'ready') return pluginState.status === 'failed' ? 'plugin-failed' : 'plugin-loading';
  if (chart.status === 'failed' || chart.status === 'stopped') return 'query-failed';
  if (!chart.queriesResponse || !chart.latestQueryFormData) return waitingView(inputs, false);
  if (chart.latestQueryFormData.viz_type !== vizType) return waitingView(inputs, true);
  return hasNoRows(chart.queriesResponse) ? 'no-results' : 'chart';
}

/**
 * Whether opening the chart is over: the chart drawn, or a message in its place that stays until the user acts.
 * "Ready" is not: a valid chart shows it only for the moment before its first query starts.
 */
export function hasSettled(view: ChartAreaView, chart: ChartState): boolean {
  if (view === 'chart') return chart.status === 'rendered';
  return ['no-dataset', 'plugin-failed', 'query-failed', 'missing-controls', 'type-changed', 'no-results'].includes(
    view,
  );
}
