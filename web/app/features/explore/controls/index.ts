/**
 * Explore's control panel: renders a chart's control panel description (plugins/types.ts) for the Data and
 * Customize tabs, validates form data against it and gives a new chart its defaults.
 */
export { ControlPanel, type ControlPanelProps } from './control-panel.tsx';
export {
  allControlLabels,
  controlDefaults,
  errorLines,
  schemeFallbacks,
  tabsWithErrors,
  validateFormData,
} from './panel-model.ts';
export { TimeRangePicker, type TimeRangePickerProps } from './time-range/date-filter-control.tsx';
export { dragItemOf } from './dnd/drop-zone.tsx';
export { preloadControlParts } from './lazy-parts.tsx';
export { chipDragOf, chipDropOf, moveItem } from './dnd/sortable-chip.tsx';
export type { DragItem, DropTargetData } from './types.ts';
