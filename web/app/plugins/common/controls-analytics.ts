import type { ControlConfig } from '../types.ts';
import { validateInteger } from './validators.ts';

/** Superset's time shift choices (Advanced Analytics, Time comparison). */
export const TIME_COMPARE_CHOICES: readonly (readonly [string, string])[] = [
  ['1 day ago', '1 day ago'],
  ['1 week ago', '1 week ago'],
  ['28 days ago', '28 days ago'],
  ['30 days ago', '30 days ago'],
  ['52 weeks ago', '52 weeks ago'],
  ['1 year ago', '1 year ago'],
  ['104 weeks ago', '104 weeks ago'],
  ['2 years ago', '2 years ago'],
  ['156 weeks ago', '156 weeks ago'],
  ['3 years ago', '3 years ago'],
  ['custom', 'Custom date'],
  ['inherit', 'Inherit range from time filter'],
];

const hasRollingWindow = (formData: Record<string, unknown>): boolean =>
  formData.rolling_type === 'mean' || formData.rolling_type === 'sum' || formData.rolling_type === 'std';

/** Advanced Analytics: rolling windows, time comparison, resampling; and contribution mode. */
export const analyticsControls = {
  contributionMode: {
    name: 'contributionMode',
    type: 'SelectControl',
    label: 'Contribution Mode',
    clearable: true,
    placeholder: 'None',
    choices: [
      ['row', 'Row'],
      ['column', 'Series'],
    ],
    description: 'Calculate contribution per series or row',
  },
  rolling_type: {
    name: 'rolling_type',
    type: 'SelectControl',
    label: 'Rolling Function',
    default: 'None',
    clearable: false,
    choices: [
      ['None', 'None'],
      ['mean', 'mean'],
      ['sum', 'sum'],
      ['std', 'std'],
      ['cumsum', 'cumsum'],
    ],
    description: 'Defines a rolling window function to apply, works along with the [Periods] text box',
  },
  rolling_periods: {
    name: 'rolling_periods',
    type: 'TextControl',
    label: 'Periods',
    isInt: true,
    validators: [validateInteger],
    visibility: hasRollingWindow,
    description: 'Defines the size of the rolling window function, relative to the time granularity selected',
  },
  min_periods: {
    name: 'min_periods',
    type: 'TextControl',
    label: 'Min Periods',
    isInt: true,
    validators: [validateInteger],
    visibility: hasRollingWindow,
    description:
      'The minimum number of rolling periods required to show a value. For instance if you do a cumulative sum on 7 ' +
      'days you may want your "Min Period" to be 7, so that all data points shown are the total of 7 periods. This will ' +
      'hide the "ramp up" taking place over the first 7 periods',
  },
  time_compare: {
    name: 'time_compare',
    type: 'SelectControl',
    label: 'Time shift',
    multi: true,
    freeForm: true,
    default: [],
    choices: TIME_COMPARE_CHOICES,
    description:
      'Overlay one or more timeseries from a relative time period. Expects relative time deltas in natural language ' +
      '(example:  24 hours, 7 days, 52 weeks, 365 days). Free text is supported.',
  },
  comparison_type: {
    name: 'comparison_type',
    type: 'SelectControl',
    label: 'Calculation type',
    default: 'values',
    clearable: false,
    choices: [
      ['values', 'Actual values'],
      ['difference', 'Difference'],
      ['percentage', 'Percentage change'],
      ['ratio', 'Ratio'],
    ],
    description:
      'How to display time shifts: as individual lines; as the difference between the main time series and each time ' +
      'shift; as the percentage change; or as the ratio between series and time shifts.',
  },
  resample_rule: {
    name: 'resample_rule',
    type: 'SelectControl',
    label: 'Rule',
    freeForm: true,
    clearable: true,
    description: 'Pandas resample rule',
    choices: [
      ['1T', '1 minutely frequency'],
      ['1H', '1 hourly frequency'],
      ['1D', '1 calendar day frequency'],
      ['7D', '7 calendar day frequency'],
      ['1MS', '1 month start frequency'],
      ['1M', '1 month end frequency'],
      ['1AS', '1 year start frequency'],
      ['1A', '1 year end frequency'],
    ],
  },
  resample_method: {
    name: 'resample_method',
    type: 'SelectControl',
    label: 'Fill method',
    clearable: true,
    description: 'Pandas resample method',
    choices: [
      ['asfreq', 'Null imputation'],
      ['zerofill', 'Zero imputation'],
      ['linear', 'Linear interpolation'],
      ['ffill', 'Forward values'],
      ['bfill', 'Backward values'],
      ['median', 'Median values'],
      ['mean', 'Mean values'],
      ['sum', 'Sum values'],
    ],
  },
  annotation_layers: {
    name: 'annotation_layers',
    type: 'AnnotationLayerControl',
    label: 'Annotation Layers',
    default: [],
  },
} satisfies Record<string, ControlConfig>;
