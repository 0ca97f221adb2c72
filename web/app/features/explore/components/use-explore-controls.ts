import { useCallback, useEffect, useMemo } from 'react';
import { useAppDispatch } from '../../../core/store.ts';
import { loadChartPlugin } from '../../../plugins/registry.ts';
import type { FormData } from '../../../plugins/types.ts';
import { useToasts } from '../../toasts/index.ts';
import { controlDefaults, validateFormData } from '../controls/index.ts';
import { controlChanged, defaultsApplied, panelControlNames, vizTypeSwitched } from '../state/index.ts';
import type { PluginState } from './chart/use-chart-plugin.ts';

/**
 * The control panel's side of Explore: validation of the form data, defaults for a new chart once its plugin has
 * loaded, control changes, and switching the viz type (its plugin loads first, so kept fields are known).
 */
export function useExploreControls(pluginState: PluginState, formData: FormData | null) {
  const dispatch = useAppDispatch();
  const { addDangerToast } = useToasts();
  const plugin = pluginState.status === 'ready' ? pluginState.plugin : undefined;

  useEffect(() => {
    if (plugin && formData) dispatch(defaultsApplied({ vizType: formData.viz_type, defaults: controlDefaults(plugin.controlPanel) }));
    // Defaults apply once per loaded plugin; later edits must not bring them back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [plugin, dispatch]);

  const errors = useMemo(() => (plugin && formData ? validateFormData(plugin.controlPanel, formData) : {}), [plugin, formData]);

  const onChange = useCallback(
    (name: string, value: unknown, renderTrigger: boolean) => dispatch(controlChanged({ name, value, renderTrigger })),
    [dispatch],
  );

  const onVizTypeChange = useCallback(
    (vizType: string) => {
      loadChartPlugin(vizType).then(
        ({ controlPanel }) =>
          dispatch(vizTypeSwitched({ vizType, panel: { controlNames: panelControlNames(controlPanel), defaults: controlDefaults(controlPanel) } })),
        (error: unknown) => addDangerToast(error instanceof Error ? error.message : String(error)),
      );
    },
    [dispatch, addDangerToast],
  );

  return { plugin, errors, onChange, onVizTypeChange };
}
