import { describe, expect, it } from 'vitest';
import { pdfFromJpeg } from '../../../../../web/app/features/dashboard/header/pdf-from-jpeg.ts';
import { columnWidth } from '../../../../../web/app/features/dashboard/layout/grid-size.ts';
import { dashboardUrlState } from '../../../../../web/app/features/dashboard/url-state.ts';
import { periodicChartIds, staggerDelays } from '../../../../../web/app/features/dashboard/use-dashboard-refresh.ts';

describe('dashboardUrlState', () => {
  it.each([
    ['', { hideNav: false, hideTitle: false, hideTabs: false, hideChartControls: false }],
    ['standalone=1', { hideNav: true, hideTitle: false, hideTabs: false, hideChartControls: false }],
    ['standalone=2', { hideNav: true, hideTitle: true, hideTabs: false, hideChartControls: false }],
    ['standalone=3', { hideNav: true, hideTitle: true, hideTabs: false, hideChartControls: true, report: true }],
    ['uiConfig=15', { hideNav: true, hideTitle: true, hideTabs: true, hideChartControls: true }],
    ['uiConfig=8', { hideNav: false, hideTitle: false, hideTabs: false, hideChartControls: true }],
    ['standalone=x&uiConfig=-1', { hideNav: false, hideTitle: false, hideTabs: false, hideChartControls: false }],
    [
      'uiConfig=17&show_filters=false&expand_filters=false',
      {
        hideNav: false,
        hideTitle: true,
        hideTabs: false,
        hideChartControls: false,
        showFilters: false,
        expandFilters: false,
        emitDataMasks: true,
      },
    ],
  ])('reads %s as Superset does', (search, flags) => {
    // Act
    const state = dashboardUrlState(new URLSearchParams(search));

    // Assert
    expect(state).toEqual({
      report: false,
      showFilters: true,
      expandFilters: true,
      emitDataMasks: false,
      ...flags,
      focusedChartId: null,
      permalinkKey: null,
      edit: false,
      reportTabs: null,
    });
  });

  it("reads a report's selected tabs, ignoring empty names", () => {
    // Act
    const state = dashboardUrlState(new URLSearchParams('standalone=3&report_tabs=TAB-a,,TAB-b%20'));

    // Assert
    expect({ report: state.report, reportTabs: state.reportTabs }).toEqual({
      report: true,
      reportTabs: ['TAB-a', 'TAB-b'],
    });
  });

  it('reads the focused chart, the permalink key and edit mode', () => {
    // Act
    const state = dashboardUrlState(new URLSearchParams('focused_chart=12&permalink_key=abc&edit=true'));

    // Assert
    expect(state).toEqual({
      hideNav: false,
      hideTitle: false,
      hideTabs: false,
      hideChartControls: false,
      showFilters: true,
      expandFilters: true,
      emitDataMasks: false,
      focusedChartId: 12,
      permalinkKey: 'abc',
      edit: true,
      report: false,
      reportTabs: null,
    });
  });
});

describe('auto-refresh', () => {
  it('spreads charts evenly over the stagger window, the first at once', () => {
    // Act
    const delays = staggerDelays([5, 6, 7], 5000);

    // Assert
    expect([...delays]).toEqual([
      [5, 0],
      [6, 2500],
      [7, 5000],
    ]);
  });

  it('leaves timed_refresh_immune_slices out of periodic refreshes', () => {
    // Act
    const ids = periodicChartIds([1, 2, 3], { timed_refresh_immune_slices: [2] });

    // Assert
    expect(ids).toEqual([1, 3]);
  });
});

describe('columnWidth', () => {
  it('spans its columns and the gutters between them', () => {
    // Act / Assert
    expect(columnWidth(4)).toBe('calc((100% - 176px) * 0.3333333333333333 + 48px)');
    expect(columnWidth(12)).toBe('calc((100% - 176px) * 1 + 176px)');
  });
});

describe('pdfFromJpeg', () => {
  it('writes one page of the image’s size whose cross-reference table points at each object', async () => {
    // Arrange
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);

    // Act
    const pdf = new TextDecoder('latin1').decode(await pdfFromJpeg(jpeg, 300, 200).arrayBuffer());

    // Assert
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets.map((offset) => pdf.slice(offset, pdf.indexOf('\n', offset)))).toEqual([
      '1 0 obj',
      '2 0 obj',
      '3 0 obj',
      '4 0 obj',
      '5 0 obj',
    ]);
    expect(pdf).toContain('/MediaBox [0 0 300 200]');
    expect(pdf).toContain('/Width 300 /Height 200');
    expect(Number(/startxref\n(\d+)/.exec(pdf)?.[1])).toBe(pdf.indexOf('xref\n0 6'));
  });
});
