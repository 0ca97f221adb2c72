import { describe, expect, it } from 'vitest';
import { extraFormDataOf, formDataWithExtraFilters, mergeExtraFormData } from '#shared/dashboard/extra-form-data.ts';

const inGender = { col: 'gender', op: 'IN', val: ['boy'] };
const notInState = { col: 'state', op: 'NOT IN', val: ['CA'] };
const sqlWhere = { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'num > 10' };

describe('mergeExtraFormData', () => {
  it.each([
    ['nothing with nothing', {}, {}, {}],
    [
      'filters appended in order',
      { filters: [inGender] },
      { filters: [notInState] },
      { filters: [inGender, notInState] },
    ],
    [
      'adhoc filters appended',
      { adhoc_filters: [sqlWhere] },
      { adhoc_filters: [sqlWhere] },
      { adhoc_filters: [sqlWhere, sqlWhere] },
    ],
    ['empty append arrays left out', { filters: [] }, { filters: [] }, {}],
    [
      'time range overridden by the later mask',
      { time_range: 'Last week' },
      { time_range: 'Last year' },
      { time_range: 'Last year' },
    ],
    [
      'time range kept when the later mask has none',
      { time_range: 'Last week' },
      { filters: [inGender] },
      { time_range: 'Last week', filters: [inGender] },
    ],
    [
      'time column and grain overridden',
      { granularity_sqla: 'ds', time_grain_sqla: 'P1D' },
      { time_grain_sqla: 'P1M' },
      { granularity_sqla: 'ds', time_grain_sqla: 'P1M' },
    ],
    [
      'relative start and end overridden',
      { relative_start: 'now' },
      { relative_start: 'today', relative_end: 'now' },
      { relative_start: 'today', relative_end: 'now' },
    ],
    ['unknown fields dropped', { color: 'red' }, { row_limit: 5 }, {}],
  ])('%s', (_name, base, next, expected) => {
    // Act
    const merged = mergeExtraFormData(base, next);

    // Assert
    expect(merged).toEqual(expected);
  });
});

describe('extraFormDataOf', () => {
  const masks = {
    'NATIVE_FILTER-a': { extraFormData: { filters: [inGender] }, filterState: { value: ['boy'] } },
    'NATIVE_FILTER-t': { extraFormData: { time_range: 'Last year' }, filterState: { value: 'Last year' } },
    '7': { extraFormData: { filters: [notInState] }, filterState: { value: [['CA']] } },
  };

  it.each([
    ['no ids', [], {}],
    ['one filter', ['NATIVE_FILTER-a'], { filters: [inGender] }],
    [
      'a cross-filter then native filters',
      ['7', 'NATIVE_FILTER-a', 'NATIVE_FILTER-t'],
      { filters: [notInState, inGender], time_range: 'Last year' },
    ],
    ['an id without a mask', ['NATIVE_FILTER-missing', 'NATIVE_FILTER-a'], { filters: [inGender] }],
  ])('%s', (_name, ids, expected) => {
    // Act
    const extra = extraFormDataOf(masks, ids);

    // Assert
    expect(extra).toEqual(expected);
  });
});

describe('formDataWithExtraFilters', () => {
  it('sets the merged extra form data and the ids', () => {
    // Act
    const formData = formDataWithExtraFilters(
      { viz_type: 'pie', extra_form_data: { filters: [sqlWhere] } },
      { chartId: 3, dashboardId: 9, extraFormData: { filters: [inGender] } },
    );

    // Assert
    expect(formData).toEqual({
      viz_type: 'pie',
      slice_id: 3,
      dashboardId: 9,
      extra_form_data: { filters: [inGender] },
    });
  });

  it('keeps the chart form data when no mask applies', () => {
    // Act
    const formData = formDataWithExtraFilters({ viz_type: 'pie' }, { chartId: 3, extraFormData: {} });

    // Assert
    expect(formData).toEqual({ viz_type: 'pie', slice_id: 3 });
  });
});
