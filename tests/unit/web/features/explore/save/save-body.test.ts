import { describe, expect, it } from 'vitest';
import type { ExploreDatasource } from '#shared/api/explore.ts';
import {
  addedToDashboardMessage,
  createChartBody,
  overwriteChartBody,
} from '../../../../../../web/app/features/explore/components/save/save-body.ts';

const DATASOURCE = { id: 4 } as ExploreDatasource;
const FORM_DATA = { slice_id: 9, viz_type: 'pie', datasource: '4__table', metric: 'count' };

describe('save bodies', () => {
  it('saves a new chart on the picked dashboard, without the old chart id in its params', () => {
    // Act
    const body = createChartBody(FORM_DATA, 'Pie', DATASOURCE, null, [12]);

    // Assert
    expect(body).toEqual({
      slice_name: 'Pie',
      viz_type: 'pie',
      datasource_id: 4,
      datasource_type: 'table',
      params: JSON.stringify({ viz_type: 'pie', datasource: '4__table', metric: 'count' }),
      query_context: null,
      dashboards: [12],
    });
  });

  it('leaves the dashboards of an overwritten chart alone unless a dashboard was picked', () => {
    // Act
    const untouched = overwriteChartBody(FORM_DATA, 'Pie', DATASOURCE, null);
    const added = overwriteChartBody(FORM_DATA, 'Pie', DATASOURCE, null, [3, 12, 3]);

    // Assert
    expect(['dashboards' in untouched, added.dashboards]).toEqual([false, [3, 12]]);
  });

  it("speaks Superset's toasts for a dashboard made for the chart and an existing one", () => {
    // Act
    const messages = [addedToDashboardMessage('Pie', 'Sales', true), addedToDashboardMessage('Pie', 'Sales', false)];

    // Assert
    expect(messages).toEqual([
      'Dashboard [Sales] just got created and chart [Pie] was added to it',
      'Chart [Pie] was added to dashboard [Sales]',
    ]);
  });
});
