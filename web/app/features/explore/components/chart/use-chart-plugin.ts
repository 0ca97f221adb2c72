import { useEffect, useState } from 'react';
import { loadChartPlugin } from '../../../../plugins/registry.ts';
import type { ChartPlugin } from '../../../../plugins/types.ts';

/** A viz type's plugin as it loads: the plugin, or the reason it could not load. */
export type PluginState = { status: 'loading' } | { status: 'ready'; plugin: ChartPlugin } | { status: 'failed'; message: string };

/** Loads the plugin of a viz type (its own lazy chunk) and follows viz type changes. */
export function useChartPlugin(vizType: string | undefined): PluginState {
  const [state, setState] = useState<PluginState & { vizType?: string }>({ status: 'loading' });
  useEffect(() => {
    if (vizType === undefined) return;
    let current = true;
    loadChartPlugin(vizType).then(
      (plugin) => current && setState({ status: 'ready', plugin, vizType }),
      (error: unknown) => current && setState({ status: 'failed', message: error instanceof Error ? error.message : String(error), vizType }),
    );
    return () => {
      current = false;
    };
  }, [vizType]);
  // A plugin loaded for the previous viz type must not draw the new one's form data.
  return state.vizType === vizType ? state : { status: 'loading' };
}
