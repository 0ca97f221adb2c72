/**
 * The parts of Explore's control panel that are not on screen when a chart opens, one chunk loaded apart from the
 * panel (see lazy-parts.tsx): the popover editors, shown once a chip, an add button or a time range is clicked, and
 * the renderers of control kinds that Customize and the collapsed sections show (the scheme picker with the colour
 * palettes, multi selects, text areas), which mount when first opened, and the time range chip's tooltip, which
 * reads time range expressions.
 */
export { AnnotationLayerEditor } from './annotations/annotation-layer-editor.tsx';
export { ColumnEditor } from './columns/column-editor.tsx';
export { FilterEditor } from './filters/filter-editor.tsx';
export { MetricEditor } from './metrics/metric-editor.tsx';
export { TimeRangeDescription } from './time-range/range-description.tsx';
export { TimeRangePopover } from './time-range/time-range-popover.tsx';
export { BoundsControl } from './inputs/bounds-control.tsx';
export { ColorPickerControl } from './inputs/color-picker-control.tsx';
export { ColorSchemeControl } from './inputs/color-scheme-control.tsx';
export { SliderControl } from './inputs/slider-control.tsx';
export { MultiSelectControl } from './inputs/multi-select-control.tsx';
export { TextAreaControl } from './inputs/text-area-control.tsx';
export { CollectionControl } from './collections/collection-control.tsx';
export { ColumnConfigControl } from './collections/column-config-control.tsx';
export { ConditionalFormattingControl } from './collections/conditional-formatting-control.tsx';
