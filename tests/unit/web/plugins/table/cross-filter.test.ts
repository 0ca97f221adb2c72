import { describe, expect, it } from 'vitest';
import { isActiveCell, tableCrossFilterMask } from '../../../../../web/app/plugins/table/cross-filter.ts';

describe('table cross-filters', () => {
  it.each([
    [
      'a click filters on the cell',
      'state',
      'CA',
      undefined,
      {
        extraFormData: { filters: [{ col: 'state', op: 'IN', val: ['CA'] }] },
        filterState: { label: 'CA', value: [['CA']], filters: { state: ['CA'] } },
      },
    ],
    [
      'a click on another column replaces the filter',
      'gender',
      'boy',
      { filters: { state: ['CA'] } },
      {
        extraFormData: { filters: [{ col: 'gender', op: 'IN', val: ['boy'] }] },
        filterState: { label: 'boy', value: [['boy']], filters: { gender: ['boy'] } },
      },
    ],
    [
      'a null cell filters with IS NULL',
      'state',
      null,
      undefined,
      {
        extraFormData: { filters: [{ col: 'state', op: 'IS NULL' }] },
        filterState: { label: 'null', value: [[null]], filters: { state: [null] } },
      },
    ],
    [
      'a click on the active cell clears it',
      'state',
      'CA',
      { filters: { state: ['CA'] } },
      {
        extraFormData: { filters: [] },
        filterState: { value: null, filters: null },
      },
    ],
  ])('%s', (_name, column, value, filterState, expected) => {
    // Act / Assert
    expect(tableCrossFilterMask(column, value, filterState)).toEqual(expected);
  });

  it.each([
    [{ filters: { state: ['CA'] } }, 'state', 'CA', true],
    [{ filters: { state: ['CA'] } }, 'state', 'NY', false],
    [undefined, 'state', 'CA', false],
  ])('cell %j %s=%s is active: %s', (filterState, column, value, expected) => {
    // Act / Assert
    expect(isActiveCell(filterState, column, value)).toBe(expected);
  });
});
