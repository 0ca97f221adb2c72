import type { ComponentType } from 'react';
import type { ControlType } from '../../../plugins/types.ts';
import { AnnotationLayerControl } from './annotations/annotation-layer-control.tsx';
import { DndColumnSelect } from './columns/dnd-column-select.tsx';
import { AdhocFilterControl } from './filters/adhoc-filter-control.tsx';
import { NumberFormatControl, TimeFormatControl, TimeGrainControl } from './inputs/choice-controls.tsx';
import { CurrencyControl } from './inputs/color-controls.tsx';
import { SelectControl } from './inputs/select-control.tsx';
import { CheckboxControl, TextControl } from './inputs/text-controls.tsx';
import {
  BoundsControl,
  CollectionControl,
  ColorPickerControl,
  ColorSchemeControl,
  ColumnConfigControl,
  ConditionalFormattingControl,
  SliderControl,
  TextAreaControl,
} from './lazy-parts.tsx';
import { MetricsControl } from './metrics/metrics-control.tsx';
import { DateFilterControl } from './time-range/date-filter-control.tsx';
import type { ControlProps } from './types.ts';

/**
 * The renderer of every control kind; the record type makes a kind added to types.ts fail typecheck here. Kinds
 * only the Customize tab or a collapsed section shows come from their own chunk (lazy-parts.tsx).
 */
export const CONTROL_RENDERERS: Record<ControlType, ComponentType<ControlProps>> = {
  MetricsControl,
  DndColumnSelect,
  AdhocFilterControl,
  SelectControl,
  TextControl,
  TextAreaControl,
  CheckboxControl,
  SliderControl,
  NumberFormatControl,
  TimeFormatControl,
  ColorSchemeControl,
  LinearColorSchemeControl: ColorSchemeControl,
  ColorPickerControl,
  DateFilterControl,
  TimeGrainControl,
  AnnotationLayerControl,
  ConditionalFormattingControl,
  CurrencyControl,
  CollectionControl,
  ColumnConfigControl,
  BoundsControl,
};

/**
 * Renderers that read form data fields other than their own value (the result columns, the metrics): the panel
 * redraws them on any change. Every other control redraws only when its own value changes, so a renderer that
 * starts reading `formData` must be listed here.
 */
export const READS_OTHER_FIELDS: ReadonlySet<ControlType> = new Set([
  'ColumnConfigControl',
  'ConditionalFormattingControl',
]);

/** Controls whose widget shows the label itself, so the frame leaves it out. */
export const SELF_LABELLED: ReadonlySet<ControlType> = new Set(['CheckboxControl']);
