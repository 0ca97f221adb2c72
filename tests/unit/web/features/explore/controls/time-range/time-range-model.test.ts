import { describe, expect, it } from 'vitest';
import {
  decodeCustomRange,
  DEFAULT_CUSTOM_RANGE,
  encodeCustomRange,
  normalizeDatetime,
  type CustomRange,
} from '../../../../../../../web/app/features/explore/controls/time-range/custom-range.ts';
import {
  advancedSides,
  guessRangeType,
} from '../../../../../../../web/app/features/explore/controls/time-range/frames.ts';
import { describeTimeRange } from '../../../../../../../web/app/features/explore/controls/time-range/range-preview.ts';

const NOW = new Date('2024-03-15T10:30:00Z');

describe('guessRangeType', () => {
  it.each([
    ['No filter', 'No filter'],
    ['', 'No filter'],
    ['Last week', 'Last'],
    ['Last quarter', 'Last'],
    ['previous calendar month', 'Previous'],
    ['2020-01-01T00:00:00 : 2021-01-01T00:00:00', 'Custom'],
    ['DATEADD(DATETIME("now"), -7, day) : now', 'Custom'],
    ['2020-01-01 : 2021-01-01', 'Advanced'],
    ['Last 3 days', 'Advanced'],
    ['DATEADD(DATETIME("today"), -7, day) : today', 'Advanced'],
  ])('%s is shown as %s', (value, expected) => {
    expect(guessRangeType(value)).toBe(expected);
  });
});

describe('custom ranges', () => {
  const range = (patch: Partial<CustomRange>): CustomRange => ({ ...DEFAULT_CUSTOM_RANGE, ...patch });

  it.each([
    ['the default', range({}), 'DATEADD(DATETIME("now"), -7, day) : now'],
    [
      'both specific',
      range({
        sinceMode: 'specific',
        sinceDatetime: '2020-01-01',
        untilMode: 'specific',
        untilDatetime: '2021-01-01T10:00',
      }),
      '2020-01-01T00:00:00 : 2021-01-01T10:00:00',
    ],
    [
      'relative start before a specific end',
      range({ sinceCount: 2, sinceUnit: 'month', untilMode: 'specific', untilDatetime: '2021-01-01T00:00:00' }),
      'DATEADD(DATETIME("2021-01-01T00:00:00"), -2, month) : 2021-01-01T00:00:00',
    ],
    [
      'relative end after a specific start',
      range({
        sinceMode: 'specific',
        sinceDatetime: '2020-01-01T00:00:00',
        untilMode: 'relative',
        untilCount: 3,
        untilUnit: 'week',
      }),
      '2020-01-01T00:00:00 : DATEADD(DATETIME("2020-01-01T00:00:00"), 3, week)',
    ],
    [
      'both relative to now',
      range({ untilMode: 'relative', untilCount: 1, untilUnit: 'year' }),
      'DATEADD(DATETIME("now"), -7, day) : DATEADD(DATETIME("now"), 1, year)',
    ],
  ])('encodes %s and decodes it back', (_, input, expected) => {
    // Act
    const encoded = encodeCustomRange(input);

    // Assert
    expect(encoded).toBe(expected);
    expect(encodeCustomRange(decodeCustomRange(encoded)!)).toBe(expected);
  });

  it.each([
    'Last week',
    'a : b : c',
    'now : 2020-01-01T00:00:00',
    'DATEADD(DATETIME("2020-01-01T00:00:00"), -2, month) : now',
  ])('does not read %s as a custom range', (value) => {
    expect(decodeCustomRange(value)).toBeUndefined();
  });

  it.each([
    ['2020-01-01', '2020-01-01T00:00:00'],
    ['2020-01-01T10:05', '2020-01-01T10:05:00'],
    ['2020-01-01T10:05:07', '2020-01-01T10:05:07'],
  ])('normalizes %s', (input, expected) => {
    expect(normalizeDatetime(input)).toBe(expected);
  });
});

describe('advancedSides', () => {
  it.each([
    ['2020-01-01 : 2021-01-01', ['2020-01-01', '2021-01-01']],
    ['Last week', ['Last week', '']],
    ['Next 3 days', ['', 'Next 3 days']],
    ['No filter', ['', '']],
    [' : today', ['', 'today']],
  ])('splits %s', (value, expected) => {
    expect(advancedSides(value)).toEqual(expected);
  });
});

describe('describeTimeRange', () => {
  it.each([
    ['No filter', { ok: true, text: 'No filter' }],
    ['2020-01-01 : 2021-01-01', { ok: true, text: '2020-01-01 ≤ col < 2021-01-01' }],
    ['Last week', { ok: true, text: '2024-03-08 ≤ col < 2024-03-15' }],
    ['previous calendar month', { ok: true, text: '2024-02-01 ≤ col < 2024-03-01' }],
    ['DATEADD(DATETIME("now"), -7, day) : now', { ok: true, text: '2024-03-08T10:30:00 ≤ col < 2024-03-15T10:30:00' }],
    [' : 2020-01-01', { ok: true, text: '-∞ ≤ col < 2020-01-01' }],
    ['2021-01-01 : 2020-01-01', { ok: false, error: 'From date cannot be larger than to date' }],
  ])('%s', (value, expected) => {
    expect(describeTimeRange(value, NOW)).toEqual(expected);
  });

  it('gives the grammar message for text it cannot read', () => {
    // Act
    const preview = describeTimeRange('whenever', NOW);

    // Assert
    expect(preview).toEqual({ ok: false, error: expect.stringContaining('whenever') });
  });
});
