import { TIME_FORMAT_CHOICES, SMART_DATE } from '../../common/time-format.ts';
import type { ControlConfig } from '../../types.ts';

/** Superset's `header_font_size`: the share of the height the big number takes. */
export const headerFontSize: ControlConfig = {
  name: 'header_font_size',
  type: 'SelectControl',
  label: 'Big Number Font Size',
  renderTrigger: true,
  clearable: false,
  default: 0.4,
  choices: [
    [0.2, 'Tiny'],
    [0.3, 'Small'],
    [0.4, 'Normal'],
    [0.5, 'Large'],
    [0.6, 'Huge'],
  ],
};

/** Superset's `subheader_font_size`: the share of the height the line under the number takes. */
export const subheaderFontSize: ControlConfig = {
  name: 'subheader_font_size',
  type: 'SelectControl',
  label: 'Subheader Font Size',
  renderTrigger: true,
  clearable: false,
  default: 0.15,
  choices: [
    [0.125, 'Tiny'],
    [0.15, 'Small'],
    [0.2, 'Normal'],
    [0.3, 'Large'],
    [0.4, 'Huge'],
  ],
};

/** Superset's big number `time_format` (Date format), adaptive by default. */
export const timeFormat: ControlConfig = {
  name: 'time_format',
  type: 'SelectControl',
  label: 'Date format',
  freeForm: true,
  renderTrigger: true,
  choices: TIME_FORMAT_CHOICES,
  default: SMART_DATE,
  description: 'D3 format syntax: https://github.com/d3/d3-format',
};

/** Superset's `force_timestamp_formatting`. */
export const forceTimestampFormatting: ControlConfig = {
  name: 'force_timestamp_formatting',
  type: 'CheckboxControl',
  label: 'Force date format',
  renderTrigger: true,
  default: false,
  description: 'Use date formatting even when metric value is not a timestamp',
};

/** The shared `y_axis_format` relabelled as big numbers label it. */
export const numberFormatLabel = 'Number format';

/** Reads a font size share from form data, falling back to the control's default for junk. */
export function fontShare(value: unknown, fallback: number): number {
  const share = typeof value === 'string' ? Number(value) : value;
  return typeof share === 'number' && Number.isFinite(share) && share > 0 && share <= 1 ? share : fallback;
}
