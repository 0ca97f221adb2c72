import { useEffect, useState } from 'react';
import { loadChartPlugin, loadLabelColors } from '../../../../plugins/registry.ts';
import type { ChartPlugin, ChartPropsInput } from '../../../../plugins/types.ts';

type ColorFor = ChartPropsInput['colorFor'];

/** A viz type's plugin as it loads: the plugin with the page's label colours it draws with, or why it could not load. */
export type PluginState =
  | { status: 'loading' }
  | { status: 'ready'; plugin: ChartPlugin; colorFor: ColorFor }
  | { status: 'failed'; message: string };

let pageColors: Promise<ColorFor> | undefined;

/** Explore's one label -> colour map, made once: a label keeps its colour across redraws and chart types. */
function pageLabelColors(): Promise<ColorFor> {
  pageColors ??= loadLabelColors().then(
    (create) => create(),
    (error: unknown) => {
      pageColors = undefined;
      throw error;
    },
  );
  return pageColors;
}

/** Loads the plugin of a viz type (its own lazy chunk) with the label colours, and follows viz type changes. */
export function useChartPlugin(vizType: string | undefined): PluginState {
  const [state, setState] = useState<PluginState & { vizType?: string }>({ status: 'loading' });
  useEffect(() => {
    if (vizType === undefined) return;
    let current = true;
    Promise.all([loadChartPlugin(vizType), pageLabelColors()]).then(
      ([plugin, colorFor]) => current && setState({ status: 'ready', plugin, colorFor, vizType }),
      (error: unknown) =>
        current &&
        setState({ status: 'failed', message: error instanceof Error ? error.message : String(error), vizType }),
    );
    return () => {
      current = false;
    };
  }, [vizType]);
  // A plugin loaded for the previous viz type must not draw the new one's form data.
  return state.vizType === vizType ? state : { status: 'loading' };
}
