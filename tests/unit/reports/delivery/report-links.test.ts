import { describe, expect, it } from 'vitest';
import { reportLinks, viewportOf } from '#functions/reports/delivery/report-links.ts';

describe("a report's links", () => {
  it('open a chart in Explore, and in report mode for the screenshot', () => {
    // Act
    const links = reportLinks('http://127.0.0.1:8088/', { chartId: 7 });

    // Assert
    expect(links).toEqual({
      link: 'http://127.0.0.1:8088/explore/?slice_id=7',
      render: 'http://127.0.0.1:8088/explore/?slice_id=7&standalone=3',
      kind: 'chart',
    });
  });

  it('open a dashboard, naming its selected tabs in report mode', () => {
    // Act
    const links = reportLinks('https://bi.example.com', { dashboardId: 3, selectedTabs: ['TAB-a', 'TAB-b'] });

    // Assert
    expect(links).toEqual({
      link: 'https://bi.example.com/superset/dashboard/3/',
      render: 'https://bi.example.com/superset/dashboard/3/?standalone=3&report_tabs=TAB-a%2CTAB-b',
      kind: 'dashboard',
    });
  });

  it('open the whole dashboard when no tab is selected', () => {
    // Act
    const links = reportLinks('https://bi.example.com', { dashboardId: 3, selectedTabs: [] });

    // Assert
    expect(links.render).toBe('https://bi.example.com/superset/dashboard/3/?standalone=3');
  });
});

describe("a report's viewport", () => {
  it.each([
    ['chart', null, { width: 800, height: 600 }],
    ['dashboard', undefined, { width: 1600, height: 1200 }],
    ['dashboard', 1024, { width: 1024, height: 1200 }],
    ['chart', 0, { width: 800, height: 600 }],
  ] as const)('of a %s with custom width %s is %o', (kind, customWidth, expected) => {
    // Act
    const viewport = viewportOf(kind, customWidth);

    // Assert
    expect(viewport).toEqual(expected);
  });
});
