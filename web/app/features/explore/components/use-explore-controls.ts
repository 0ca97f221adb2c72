import { useCallback, useEffect, useMemo } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector, type RootState } from '../../../core/store.ts';
import { loadChartPlugin } from '../../../plugins/registry.ts';
import type { FormData } from '../../../plugins/types.ts';
import { useToasts } from '../../toasts/index.ts';
import { controlDefaults, schemeFallbacks, validateFormData } from '../controls/index.ts';
import { datasourceMeta } from '../../chart/index.ts';
import {
  controlChanged,
  defaultsApplied,
  formDataStandardized,
  panelControlNames,
  selectExploreState,
  vizTypeSwitched,
} from '../state/index.ts';
import type { PluginState } from './chart/use-chart-plugin.ts';

/**
 * The control panel's side of Explore: validation of the form data, defaults for a new chart once its plugin has
 * loaded, control changes, and switching the viz type (its plugin loads first, so kept fields are known, and its
 * `formDataOverrides` then adjust what was carried over, as Superset's standardized form data does).
 */
export function useExploreControls(pluginState: PluginState, formData: FormData | null) {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const { addDangerToast } = useToasts();
  const plugin = pluginState.status === 'ready' ? pluginState.plugin : undefined;

  useEffect(() => {
    if (!plugin || !formData) return;
    const { controlPanel } = plugin;
    dispatch(
      defaultsApplied({
        vizType: formData.viz_type,
        defaults: controlDefaults(controlPanel),
        controlNames: panelControlNames(controlPanel),
        replaced: schemeFallbacks(controlPanel, formData),
      }),
    );
    // Defaults apply once per loaded plugin; later edits must not bring them back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [plugin, dispatch]);

  const datasource = useAppSelector((state) => selectExploreState(state).datasource);
  const meta = useMemo(() => datasourceMeta(datasource), [datasource]);
  const errors = useMemo(
    () => (plugin && formData ? validateFormData(plugin.controlPanel, formData, meta) : {}),
    [plugin, formData, meta],
  );
  /** Whether a form data can run as this chart type: a dataset, and every control valid. */
  const isRunnable = useCallback(
    (candidate: FormData) =>
      plugin !== undefined &&
      datasource !== null &&
      Object.keys(validateFormData(plugin.controlPanel, candidate, meta)).length === 0,
    [plugin, datasource, meta],
  );

  const onChange = useCallback(
    (name: string, value: unknown, renderTrigger: boolean) => dispatch(controlChanged({ name, value, renderTrigger })),
    [dispatch],
  );

  const onVizTypeChange = useCallback(
    (vizType: string) => {
      loadChartPlugin(vizType).then(
        ({ controlPanel }) => {
          dispatch(
            vizTypeSwitched({
              vizType,
              panel: { controlNames: panelControlNames(controlPanel), defaults: controlDefaults(controlPanel) },
            }),
          );
          const switched = selectExploreState(store.getState()).formData;
          if (controlPanel.formDataOverrides && switched?.viz_type === vizType) {
            dispatch(formDataStandardized({ vizType, formData: controlPanel.formDataOverrides(switched) }));
          }
        },
        (error: unknown) => addDangerToast(error instanceof Error ? error.message : String(error)),
      );
    },
    [dispatch, store, addDangerToast],
  );

  return { plugin, errors, isRunnable, onChange, onVizTypeChange };
}
