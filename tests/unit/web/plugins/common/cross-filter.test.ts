import type { Options, Point } from 'highcharts';
import { describe, expect, it, vi } from 'vitest';
import { groupbyCrossFilterMask, withCrossFilterClicks } from '../../../../../web/app/plugins/common/cross-filter.ts';
import { transformTimeseriesProps } from '../../../../../web/app/plugins/common/timeseries/transform-props.ts';
import { propsInput } from '../big-number/featured.ts';

describe('groupbyCrossFilterMask', () => {
  it.each([
    [
      'selects a target',
      ['gender'],
      { values: ['boy'], label: 'boy' },
      undefined,
      {
        extraFormData: { filters: [{ col: 'gender', op: 'IN', val: ['boy'] }] },
        filterState: { value: [['boy']], selectedValues: ['boy'], label: 'boy' },
      },
    ],
    [
      'filters every groupby column, a null as IS NULL',
      ['gender', 'state'],
      { values: ['girl', null], label: 'girl, <NULL>' },
      { selectedValues: ['boy'] },
      {
        extraFormData: {
          filters: [
            { col: 'gender', op: 'IN', val: ['girl'] },
            { col: 'state', op: 'IS NULL' },
          ],
        },
        filterState: { value: [['girl', null]], selectedValues: ['girl, <NULL>'], label: 'girl, <NULL>' },
      },
    ],
    [
      'clears when the selected target is clicked again',
      ['gender'],
      { values: ['boy'], label: 'boy' },
      { selectedValues: ['boy'] },
      {
        extraFormData: { filters: [] },
        filterState: { value: null, selectedValues: null },
      },
    ],
  ])('%s', (_name, columns, target, filterState, expected) => {
    // Act / Assert
    expect(groupbyCrossFilterMask(columns, target, filterState)).toEqual(expected);
  });
});

describe('withCrossFilterClicks', () => {
  const options: Options = {
    series: [
      {
        type: 'pie',
        data: [
          { name: 'boy', y: 1, custom: { crossFilter: { values: ['boy'], label: 'boy' } } },
          { name: 'girl', y: 2, custom: { crossFilter: { values: ['girl'], label: 'girl' } } },
        ],
      },
    ],
  };
  const click = (drawn: Options, point: unknown) =>
    (drawn.plotOptions!.series!.point!.events!.click as (this: Point) => void).call(point as Point);

  it('emits the clicked point through the latest hooks', () => {
    // Arrange
    const setDataMask = vi.fn();
    const drawn = withCrossFilterClicks(options, ['gender'], undefined, {
      current: { emitCrossFilters: true, setDataMask },
    });

    // Act
    click(drawn, { options: (options.series![0] as { data: unknown[] }).data[1] });

    // Assert
    expect(setDataMask.mock.calls).toEqual([
      [
        {
          extraFormData: { filters: [{ col: 'gender', op: 'IN', val: ['girl'] }] },
          filterState: { value: [['girl']], selectedValues: ['girl'], label: 'girl' },
        },
      ],
    ]);
  });

  it('dims the targets not selected and emits nothing when the host says not to', () => {
    // Arrange
    const setDataMask = vi.fn();
    const drawn = withCrossFilterClicks(
      options,
      ['gender'],
      { selectedValues: ['boy'] },
      { current: { emitCrossFilters: false, setDataMask } },
    );

    // Act
    click(drawn, { options: (options.series![0] as { data: unknown[] }).data[0] });

    // Assert
    expect([
      setDataMask.mock.calls.length,
      (drawn.series![0] as { data: { opacity: number }[] }).data.map((point) => point.opacity),
    ]).toEqual([0, [1, 0.3]]);
  });
});

describe('time-series cross-filter targets', () => {
  it('gives each series its groupby values from the label map', () => {
    // Arrange
    const rows = [{ ds: 0, boy: 1, girl: 2 }];
    const input = propsInput({ x_axis: 'ds', metrics: ['count'], groupby: ['gender'] }, rows);
    input.queriesData[0] = {
      ...input.queriesData[0]!,
      colnames: ['ds', 'boy', 'girl'],
      coltypes: [2, 0, 0],
      label_map: { ds: ['ds'], boy: ['count', 'boy'], girl: ['count', 'girl'] },
    };

    // Act
    const { options, crossFilterColumns } = transformTimeseriesProps(input);

    // Assert
    const targets = (options.series ?? []).map(
      (series) => (series as { custom?: { crossFilter?: { label: string } } }).custom,
    );
    targets.sort((a, b) => String(a?.crossFilter?.label).localeCompare(String(b?.crossFilter?.label)));
    expect([crossFilterColumns, targets]).toEqual([
      ['gender'],
      [{ crossFilter: { values: ['boy'], label: 'boy' } }, { crossFilter: { values: ['girl'], label: 'girl' } }],
    ]);
  });
});
