import { Center, Loader } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { loadColorSchemes } from '../../../plugins/registry.ts';
import { preloadable } from '../../../ui/preloadable.tsx';
import type { AnnotationLayerEditorProps } from './annotations/annotation-layer-editor.tsx';
import type { ColumnEditorProps } from './columns/column-editor.tsx';
import type { FilterEditorProps } from './filters/filter-editor.tsx';
import type { MetricEditorProps } from './metrics/metric-editor.tsx';
import type { TimeRangeDescriptionProps } from './time-range/range-description.tsx';
import type { TimeRangePopoverProps } from './time-range/time-range-popover.tsx';
import type * as OnDemandModule from './on-demand.ts';
import type { ControlProps } from './types.ts';

type OnDemand = typeof OnDemandModule;

const loadOnDemand = (): Promise<OnDemand> => import('./on-demand.ts');

/** What a popover shows in the moment its editor's chunk is still on the way. */
const LOADING_EDITOR = (
  <Center py="md">
    <Loader size="sm" aria-label="Loading editor" />
  </Center>
);

const LOADING_CONTROL = <Loader size="xs" aria-label="Loading control" />;

const preloads: (() => Promise<unknown>)[] = [];

/** One component of the on-demand chunk, with `fallback` shown while the chunk is still on the way. */
function part<P extends object>(pick: (module: OnDemand) => ComponentType<P>, fallback: ReactNode): ComponentType<P> {
  const made = preloadable<P>(async () => pick(await loadOnDemand()), fallback);
  preloads.push(made.preload);
  return made.Component;
}

export const ColumnEditor = part<ColumnEditorProps>((module) => module.ColumnEditor, LOADING_EDITOR);
export const MetricEditor = part<MetricEditorProps>((module) => module.MetricEditor, LOADING_EDITOR);
export const FilterEditor = part<FilterEditorProps>((module) => module.FilterEditor, LOADING_EDITOR);
export const TimeRangePopover = part<TimeRangePopoverProps>((module) => module.TimeRangePopover, LOADING_EDITOR);
export const TimeRangeDescription = part<TimeRangeDescriptionProps>(
  (module) => module.TimeRangeDescription,
  <Loader size="xs" />,
);
export const AnnotationLayerEditor = part<AnnotationLayerEditorProps>(
  (module) => module.AnnotationLayerEditor,
  LOADING_EDITOR,
);

export const BoundsControl = part<ControlProps>((module) => module.BoundsControl, LOADING_CONTROL);
export const ColorPickerControl = part<ControlProps>((module) => module.ColorPickerControl, LOADING_CONTROL);
export const SliderControl = part<ControlProps>((module) => module.SliderControl, LOADING_CONTROL);
export const MultiSelectControl = part<ControlProps>((module) => module.MultiSelectControl, LOADING_CONTROL);
export const TextAreaControl = part<ControlProps>((module) => module.TextAreaControl, LOADING_CONTROL);
export const CollectionControl = part<ControlProps>((module) => module.CollectionControl, LOADING_CONTROL);
export const ColumnConfigControl = part<ControlProps>((module) => module.ColumnConfigControl, LOADING_CONTROL);
export const ConditionalFormattingControl = part<ControlProps>(
  (module) => module.ConditionalFormattingControl,
  LOADING_CONTROL,
);

/** The scheme picker, which shows each scheme's colours: it loads with the palettes, which the chart plugins share. */
const colorSchemeControl = preloadable<ControlProps>(async () => {
  const [{ ColorSchemeControl: Picker }, schemes] = await Promise.all([loadOnDemand(), loadColorSchemes()]);
  return function ColorSchemeControl(props: ControlProps) {
    return <Picker {...props} schemes={schemes} />;
  };
}, LOADING_CONTROL);
preloads.push(colorSchemeControl.preload);
export const ColorSchemeControl = colorSchemeControl.Component;

/** Loads the popover editors, the Customize-only controls and the time range tooltip ahead of their first use. */
export function preloadControlParts(): Promise<unknown> {
  return Promise.all(preloads.map((preload) => preload()));
}
