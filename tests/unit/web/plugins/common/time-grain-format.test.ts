import { describe, expect, it } from 'vitest';
import {
  getTimeFormatterForGranularity,
  temporalColumnFormatter,
  timeGrainOf,
  tooltipTimeFormatter,
} from '../../../../../web/app/plugins/common/time-grain-format.ts';

const JAN_6_2003 = Date.UTC(2003, 0, 6);
const MAR_1_2003 = Date.UTC(2003, 2, 1);

describe('getTimeFormatterForGranularity', () => {
  it.each([
    ['P1D', JAN_6_2003, '2003-01-06'],
    ['P1W', JAN_6_2003, '2003-01-06 — 2003-01-12'],
    ['1969-12-29T00:00:00Z/P1W', JAN_6_2003, '2003-01-06 — 2003-01-12'],
    ['P1W/1970-01-03T00:00:00Z', JAN_6_2003, '2003-01-06'],
    ['P1M', MAR_1_2003, 'Mar 2003'],
    ['P3M', Date.UTC(2003, 3, 1), '2003 Q2'],
    ['P1Y', Date.UTC(2003, 0, 1), '2003'],
    ['PT1H', Date.UTC(2003, 0, 6, 13), '2003-01-06 13:00'],
    ['PT15M', Date.UTC(2003, 0, 6, 13, 15), '2003-01-06 13:15 — 2003-01-06 13:29'],
    ['not a grain', MAR_1_2003, 'March'],
  ])('writes a %s value as its period', (grain, value, expected) => {
    // Act
    const text = getTimeFormatterForGranularity(grain)(value);

    // Assert
    expect(text).toBe(expected);
  });
});

describe('temporalColumnFormatter', () => {
  it.each([
    ['a chosen format as it is', '%d/%m/%Y', 'P1M', '06/01/2003'],
    ['the adaptive format by the grain', 'smart_date', 'P1D', '2003-01-06'],
    ['the adaptive format without a grain as date and time', 'smart_date', undefined, '2003-01-06 00:00:00'],
    ['no format like the adaptive one', undefined, 'P1Y', '2003'],
  ])('writes %s', (_what, format, grain, expected) => {
    // Act
    const text = temporalColumnFormatter(format, grain)(JAN_6_2003);

    // Assert
    expect(text).toBe(expected);
  });
});

describe('tooltipTimeFormatter', () => {
  it.each([
    ['by the grain', 'smart_date', 'P1M', MAR_1_2003, 'Mar 2003'],
    ['verbose without a grain', 'smart_date', undefined, JAN_6_2003, 'Mon Jan 6'],
    ['verbose for a month start', 'smart_date', undefined, MAR_1_2003, 'Mar 2003'],
    ['in a chosen format', '%Y', 'P1M', MAR_1_2003, '2003'],
  ])('writes the tooltip time %s', (_what, format, grain, value, expected) => {
    // Act
    const text = tooltipTimeFormatter(format, grain)(value);

    // Assert
    expect(text).toBe(expected);
  });
});

describe('timeGrainOf', () => {
  it.each([
    ['the chart grain', { time_grain_sqla: 'P1M' }, 'P1M'],
    ['a dashboard grain over it', { time_grain_sqla: 'P1M', extra_form_data: { time_grain_sqla: 'P1Y' } }, 'P1Y'],
    ['no grain', { time_grain_sqla: '' }, undefined],
  ])('reads %s', (_what, fields, expected) => {
    // Act
    const grain = timeGrainOf({ viz_type: 'table', datasource: '1__table', ...fields });

    // Assert
    expect(grain).toBe(expected);
  });
});
