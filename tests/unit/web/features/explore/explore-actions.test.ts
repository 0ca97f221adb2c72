import { describe, expect, it } from 'vitest';
import {
  embedCode,
  shareByEmailHref,
} from '../../../../../web/app/features/explore/components/actions/use-permalink.ts';
import { statementsOf } from '../../../../../web/app/features/chart-actions/query/view-query-modal.tsx';
import { errorTitle, issueCodes } from '../../../../../web/app/features/chart/error-title.ts';
import { cellText, filterRows } from '../../../../../web/app/features/chart-actions/results/cell-text.ts';
import { paneHeightFor } from '../../../../../web/app/features/explore/components/data-pane/data-pane.tsx';
import { rowCountText } from '../../../../../web/app/features/chart-actions/results/result-view.tsx';
import { drillPayload } from '../../../../../web/app/features/chart-actions/drill/drill-payload.ts';
import { saveBlockedReason } from '../../../../../web/app/features/explore/components/explore-header.tsx';
import { downloadEntries } from '../../../../../web/app/features/chart-actions/downloads/download-entries.ts';
import { standaloneOf } from '../../../../../web/app/features/explore/standalone.ts';
import type { ChartDataResult, ChartPlugin } from '../../../../../web/app/plugins/types.ts';

describe('downloadEntries', () => {
  it.each([
    [
      'a chart',
      'echarts_timeseries_bar',
      ['Export to .CSV', 'Export to .JSON', 'Download as image', 'Export to Excel'],
    ],
    ['a table', 'table', ['Export to original .CSV', 'Export to .JSON', 'Download as image', 'Export to Excel']],
    [
      'a pivot table',
      'pivot_table_v2',
      [
        'Export to original .CSV',
        'Export to pivoted .CSV',
        'Export to .JSON',
        'Download as image',
        'Export to Excel',
        'Export to Pivoted Excel',
      ],
    ],
  ])('offers Superset’s entries for %s', (_case, vizType, labels) => {
    // Act
    const entries = downloadEntries(vizType);

    // Assert
    expect(entries.map((entry) => entry.label)).toEqual(labels);
  });

  it('lets only the image through without can_csv', () => {
    // Act
    const free = downloadEntries('pie').filter((entry) => !entry.needsCsv);

    // Assert
    expect(free.map((entry) => entry.kind)).toEqual(['image']);
  });
});

describe('sharing', () => {
  it('embeds the permalink in standalone mode at the chosen size', () => {
    // Act
    const code = embedCode('https://skyset.example/explore/p/abc/', 800, 300);

    // Assert
    expect(code).toBe(
      '<iframe\n  width="800"\n  height="300"\n  seamless\n  frameBorder="0"\n  scrolling="no"\n  src="https://skyset.example/explore/p/abc/?standalone=1&height=300"\n>\n</iframe>',
    );
  });

  it('mails the permalink with the chart name in the subject', () => {
    // Act
    const href = shareByEmailHref('Births & names', 'https://skyset.example/explore/p/abc/');

    // Assert
    expect(href).toBe(
      'mailto:?subject=Skyset%20Chart%3A%20Births%20%26%20names&body=Check%20out%20this%20chart%3A%20https%3A%2F%2Fskyset.example%2Fexplore%2Fp%2Fabc%2F',
    );
  });

  it.each([
    ['standalone=1&height=400', { height: 400 }],
    ['standalone=true', {}],
    ['standalone=3', { report: true }],
    ['standalone=2', undefined],
    ['standalone=0', undefined],
    ['', undefined],
  ])('reads embedding from %j', (search, expected) => {
    // Act
    const options = standaloneOf(new URLSearchParams(search));

    // Assert
    expect(options).toEqual(expected);
  });
});

describe('chart errors', () => {
  it.each([
    [
      'an engine error names the engine',
      { message: 'x', error_type: 'COLUMN_DOES_NOT_EXIST_ERROR', extra: { engine_name: 'DuckDB' } },
      'DuckDB Error',
    ],
    ['an engine error without engine', { message: 'x', error_type: 'GENERIC_DB_ENGINE_ERROR' }, 'DB engine Error'],
    ['a timeout', { message: 'x', error_type: 'BACKEND_TIMEOUT_ERROR' }, 'Timeout error'],
    ['a missing dataset', { message: 'x', error_type: 'FAILED_FETCHING_DATASOURCE_INFO_ERROR' }, 'Missing dataset'],
    ['a plain message', { message: 'Columns missing in dataset' }, 'Unexpected error'],
  ])('%s', (_case, error, title) => {
    // Act / Assert
    expect(errorTitle(error)).toBe(title);
  });

  it('lists the issue codes an engine gave', () => {
    // Act
    const codes = issueCodes({
      message: 'x',
      extra: { issue_codes: [{ code: 1002, message: 'The database returned an unexpected error.' }, { bad: true }] },
    });

    // Assert
    expect(codes).toEqual(['Issue 1002 - The database returned an unexpected error.']);
  });
});

describe('data pane cells', () => {
  const colnames = ['ds', 'name', 'num'];
  const coltypes = [2, 1, 0];
  const data = [
    { ds: -157766400000, name: 'Aaron', num: 3403 },
    { ds: 1199145600000, name: null, num: 7 },
  ];

  it('shows temporal epochs as dates, nulls as N/A', () => {
    // Act
    const cells = data.map((row) => colnames.map((name, at) => cellText(row[name as keyof typeof row], coltypes[at])));

    // Assert
    expect(cells).toEqual([
      ['1965-01-01 00:00:00', 'Aaron', '3403'],
      ['2008-01-01 00:00:00', 'N/A', '7'],
    ]);
  });

  it('searches what the cells show', () => {
    // Act
    const found = [
      filterRows(colnames, coltypes, data, '2008-01'),
      filterRows(colnames, coltypes, data, 'aar'),
      filterRows(colnames, coltypes, data, ' '),
    ];

    // Assert
    expect(found).toEqual([[data[1]], [data[0]], data]);
  });

  it.each([
    [44, 44, '44 rows'],
    [1, 1, '1 row'],
    [3, 44, '3 of 44 rows'],
  ])('counts %i of %i rows', (shown, total, text) => {
    // Act / Assert
    expect(rowCountText(shown, total)).toBe(text);
  });
});

describe('drill to detail', () => {
  const plugin = {
    buildQuery: () => ({
      datasource: { id: 1, type: 'table' },
      queries: [
        {
          filters: [{ col: 'state', op: 'IN', val: ['CA'] }],
          extras: { where: 'num > 1', having: 'SUM(num) > 5' },
          time_range: 'Last year',
          granularity: 'ds',
        },
      ],
    }),
  } as unknown as ChartPlugin;

  it('keeps the chart’s filters and adds the drilled values, without HAVING', () => {
    // Act
    const payload = drillPayload(plugin, { viz_type: 'pie', datasource: '1__table' }, [
      { col: 'gender', op: '==', val: 'boy', formattedVal: 'boy' },
    ]);

    // Assert
    expect(payload).toEqual({
      filters: [
        { col: 'state', op: 'IN', val: ['CA'] },
        { col: 'gender', op: '==', val: 'boy' },
      ],
      extras: { where: 'num > 1' },
      time_range: 'Last year',
      granularity: 'ds',
    });
  });
});

describe('saveBlockedReason', () => {
  it.each([
    [false, true, false, 'You do not have permission to save charts'],
    [true, false, false, 'Choose a dataset first'],
    [true, true, true, 'Add required control values to save chart'],
    [true, true, false, null],
  ])('canAdd %s, dataset %s, errors %s', (canAdd, hasDataset, hasErrors, reason) => {
    // Act / Assert
    expect(saveBlockedReason(canAdd, hasDataset, hasErrors)).toBe(reason);
  });
});

describe('paneHeightFor', () => {
  it.each([
    [300, 120],
    [720, 216],
    [1200, 240],
  ])('gives a %ipx window %ipx of rows', (windowHeight, height) => {
    // Act / Assert
    expect(paneHeightFor(windowHeight)).toBe(height);
  });
});

describe('statementsOf', () => {
  it("lists every query of a two-query answer as one script, as Superset's View query shows both", () => {
    // Arrange
    const results = [{ query: 'SELECT 1;' }, { query: '' }, { query: 'SELECT 2' }] as unknown as ChartDataResult[];

    // Act
    const script = statementsOf(results);

    // Assert
    expect(script).toBe('SELECT 1;\n\nSELECT 2');
  });
});
