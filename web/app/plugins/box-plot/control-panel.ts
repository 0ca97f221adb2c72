import { querySection, sharedControls, titlesSection, validateNonEmpty } from '../common/controls.ts';
import { columnsOf } from '#shared/chart-query/common/form-data-fields.ts';
import { NUMBER_FORMAT_CHOICES, SMART_NUMBER } from '../common/number-format.ts';
import { SMART_DATE, TIME_FORMAT_CHOICES } from '../common/time-format.ts';
import type { ControlConfig, ControlPanelConfig } from '../types.ts';
import { xTicksLayoutControl } from '../common/x-ticks-layout.ts';

/** Superset's whisker choices; `a/b percentiles` is also accepted as free text. */
export const WHISKER_CHOICES = ['Tukey', 'Min/max (no outliers)', '2/98 percentiles', '9/91 percentiles'] as const;

/** The box plot's own controls (Superset's labels and defaults). */
export const boxPlotControls = {
  columns: {
    ...sharedControls.columns,
    label: 'Distribute across',
    multi: true,
    validators: [validateNonEmpty],
    description: 'Columns to calculate distribution across.',
  },
  groupby: { ...sharedControls.groupby, label: 'Dimensions', description: 'Categories to group by on the x-axis.' },
  whiskerOptions: {
    name: 'whiskerOptions',
    type: 'SelectControl',
    label: 'Whisker/outlier options',
    default: 'Tukey',
    freeForm: true,
    clearable: false,
    choices: WHISKER_CHOICES.map((value) => [value, value] as const),
    description: 'Determines how whiskers and outliers are calculated.',
  },
  number_format: {
    name: 'number_format',
    type: 'SelectControl',
    label: 'Number format',
    freeForm: true,
    renderTrigger: true,
    default: SMART_NUMBER,
    choices: NUMBER_FORMAT_CHOICES,
    description:
      'D3 format syntax: https://github.com/d3/d3-format Only applies when "Label Type" is set to show values.',
  },
  date_format: {
    name: 'date_format',
    type: 'SelectControl',
    label: 'Date format',
    freeForm: true,
    renderTrigger: true,
    default: SMART_DATE,
    choices: TIME_FORMAT_CHOICES,
    description: 'D3 format syntax: https://github.com/d3/d3-format',
  },
} satisfies Record<string, ControlConfig>;

const b = boxPlotControls;
const s = sharedControls;

/** Superset's box plot control panel: Query, Chart Title, Chart Options. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    querySection([
      [b.columns],
      [s.time_grain_sqla],
      [b.groupby],
      [s.metrics],
      [s.adhoc_filters],
      [s.series_limit],
      [s.series_limit_metric],
      [b.whiskerOptions],
    ]),
    titlesSection(),
    {
      label: 'Chart Options',
      expanded: true,
      tab: 'customize',
      rows: [[s.color_scheme], [xTicksLayoutControl], [b.number_format], [b.date_format]],
    },
  ],
  // Columns carried over from another chart that are not distributed across become the box plot's groups.
  formDataOverrides: (formData) => {
    const across = columnsOf(formData.columns);
    const groupby = columnsOf(formData.groupby).filter((column) => !across.includes(column));
    return { ...formData, groupby };
  },
};
