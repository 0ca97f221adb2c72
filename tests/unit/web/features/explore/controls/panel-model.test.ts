import { describe, expect, it } from 'vitest';
import {
  controlDefaults,
  errorLines,
  schemeFallbacks,
  tabsWithErrors,
  validateFormData,
} from '../../../../../../web/app/features/explore/controls/index.ts';
import { isVisible } from '../../../../../../web/app/features/explore/controls/panel-model.ts';
import { sharedControls, validateMaxValue } from '../../../../../../web/app/plugins/common/controls.ts';
import { controlPanel as tablePanel } from '../../../../../../web/app/plugins/table/control-panel.ts';
import type { ControlConfig, ControlPanelConfig, FormData } from '../../../../../../web/app/plugins/types.ts';

/** The table's Time Grain control, as its panel configures it. */
const tableGrain = tablePanel.sections
  .flatMap((section) => section.rows.flat())
  .find((control): control is ControlConfig => control?.name === 'time_grain_sqla')!;

const required = (value: unknown) =>
  value === undefined || value === null || (Array.isArray(value) && value.length === 0) ? 'cannot be empty' : undefined;

const PANEL: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      tab: 'data',
      rows: [
        [{ name: 'metrics', type: 'MetricsControl', label: 'Metrics', multi: true, validators: [required] }],
        [{ name: 'row_limit', type: 'TextControl', label: 'Row limit', isInt: true, default: 10000 }, null],
        [{ name: 'stack', type: 'CheckboxControl', label: 'Stack', default: false }],
        [
          {
            name: 'stack_name',
            type: 'TextControl',
            label: 'Stack name',
            validators: [required],
            visibility: (formData) => formData.stack === true,
          },
        ],
      ],
    },
    {
      label: 'Customize',
      tab: 'customize',
      rows: [
        [{ name: 'ratio', type: 'TextControl', label: 'Ratio', isFloat: true }],
        [{ name: 'row_limit', type: 'SelectControl', label: 'Again', default: 5 }],
      ],
    },
  ],
};

const formData = (fields: Record<string, unknown>): FormData => ({
  viz_type: 'table',
  datasource: '3__table',
  ...fields,
});

describe('controlDefaults', () => {
  it('gives every control with a default its value, the first control of a field winning', () => {
    // Arrange: the panel above. Act
    const defaults = controlDefaults(PANEL);

    // Assert
    expect(defaults).toEqual({ row_limit: 10000, stack: false });
  });
});

describe('validateFormData', () => {
  it.each([
    ['an empty required list', { metrics: [] }, { metrics: ['cannot be empty'] }],
    ['a valid form', { metrics: ['count'] }, {}],
    ['a hidden control is not validated', { metrics: ['count'], stack: false }, {}],
    ['a shown control is validated', { metrics: ['count'], stack: true }, { stack_name: ['cannot be empty'] }],
    [
      'text that is no integer',
      { metrics: ['count'], row_limit: '12.5' },
      { row_limit: ['is expected to be an integer'] },
    ],
    ['a number typed as text', { metrics: ['count'], row_limit: '12' }, {}],
    ['text that is no number', { metrics: ['count'], ratio: 'abc' }, { ratio: ['is expected to be a number'] }],
  ])('%s', (_, fields, expected) => {
    // Arrange
    const data = formData(fields);

    // Act
    const errors = validateFormData(PANEL, data);

    // Assert
    expect(errors).toEqual(expected);
  });

  it('treats a visibility rule that throws as visible', () => {
    // Arrange
    const panel: ControlPanelConfig = {
      sections: [
        {
          label: 'Q',
          tab: 'data',
          rows: [
            [
              {
                name: 'x',
                type: 'TextControl',
                label: 'X',
                validators: [required],
                visibility: () => {
                  throw new Error('bad');
                },
              },
            ],
          ],
        },
      ],
    };

    // Act
    const errors = validateFormData(panel, formData({}));

    // Assert
    expect(errors).toEqual({ x: ['cannot be empty'] });
  });
});

describe('validateFormData with odd form data', () => {
  it('skips a validator that throws on a value it did not expect', () => {
    // Arrange
    const lengthOf = (value: unknown) => ((value as string[]).length > 2 ? 'too many' : undefined);
    const panel: ControlPanelConfig = {
      sections: [
        {
          label: 'Q',
          tab: 'data',
          rows: [[{ name: 'groupby', type: 'DndColumnSelect', label: 'G', validators: [lengthOf] }]],
        },
      ],
    };

    // Act
    const errors = validateFormData(panel, formData({ groupby: null }));

    // Assert
    expect(errors).toEqual({});
  });
});

describe('time grain visibility', () => {
  const meta = { verboseMap: {}, columnFormats: {}, currencyFormats: {}, temporalColumns: ['ds'] };
  const formData = (fields: Record<string, unknown>): FormData => ({
    viz_type: 'x',
    datasource: '1__table',
    ...fields,
  });

  it.each([
    ['a temporal x-axis', sharedControls.time_grain_sqla, { x_axis: 'ds' }, true],
    ['a text x-axis', sharedControls.time_grain_sqla, { x_axis: 'gender' }, false],
    ['an SQL x-axis', sharedControls.time_grain_sqla, { x_axis: { sqlExpression: 'ds', label: 'ds' } }, true],
    ['a chart without an x-axis', sharedControls.time_grain_sqla, {}, true],
    ['table dimensions with a time column', tableGrain, { query_mode: 'aggregate', groupby: ['gender', 'ds'] }, true],
    ['table dimensions without one', tableGrain, { query_mode: 'aggregate', groupby: ['gender'] }, false],
  ])('shows the grain for %s: %s', (_case, control, fields, visible) => {
    // Act / Assert
    expect(isVisible(control, formData(fields), meta)).toBe(visible);
  });
});

describe('what the panel tells about its form data', () => {
  const schemes: ControlPanelConfig = {
    sections: [
      {
        label: 'Query',
        tab: 'data',
        rows: [[{ name: 'metrics', type: 'MetricsControl', label: 'Metrics', multi: true, validators: [required] }]],
      },
      {
        label: 'Chart Options',
        tab: 'customize',
        rows: [
          [
            {
              name: 'color_scheme',
              type: 'ColorSchemeControl',
              label: 'Color Scheme',
              default: 'supersetColors',
              choices: [
                ['supersetColors', 'Superset'],
                ['bnbColors', 'Airbnb'],
              ],
            },
          ],
          [
            {
              name: 'linear_color_scheme',
              type: 'LinearColorSchemeControl',
              label: 'Linear Color Scheme',
              default: 'blue_white_yellow',
              choices: [['blue_white_yellow', 'Blue']],
            },
          ],
        ],
      },
    ],
  };
  const formData = (fields: Record<string, unknown>): FormData => ({
    viz_type: 'x',
    datasource: '1__table',
    ...fields,
  });

  it('sends colour schemes that no longer exist back to their defaults', () => {
    // Act
    const replaced = schemeFallbacks(
      schemes,
      formData({ color_scheme: 'retiredColors', linear_color_scheme: 'blue_white_yellow' }),
    );

    // Assert
    expect(replaced).toEqual({ color_scheme: 'supersetColors' });
  });

  it('names the controls to fix in Superset’s words, and the tabs holding them', () => {
    // Arrange
    const errors = validateFormData(schemes, formData({ metrics: [] }));

    // Act / Assert
    expect([errorLines(schemes, errors), [...tabsWithErrors(schemes, errors)]]).toEqual([
      ['Control labeled "Metrics" cannot be empty'],
      ['data'],
    ]);
  });

  it.each([
    [100000, undefined],
    ['250000', 'Value cannot exceed 100000'],
    [100001, 'Value cannot exceed 100000'],
    ['', undefined],
  ])('limits rows to SQL_MAX_ROW: %j', (value, message) => {
    // Act / Assert
    expect(validateMaxValue(100000)(value, formData({}))).toBe(message);
  });
});
