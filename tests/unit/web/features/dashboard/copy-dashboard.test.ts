import { describe, expect, it } from 'vitest';
import type { Layout } from '../../../../../shared/dashboard/layout.ts';
import { copyBody, copyTitle } from '../../../../../web/app/features/dashboard/header/copy-dashboard.ts';

const layout: Layout = {
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: [], parents: ['ROOT_ID'] },
};

describe('dashboard "Save as"', () => {
  it("starts the copy's title from the dashboard's, as Superset does", () => {
    // Act
    const title = copyTitle('Sales');

    // Assert
    expect(title).toBe('Sales [copy]');
  });

  it('sends the saved CSS and metadata with the layout on screen as positions, the title trimmed', () => {
    // Arrange
    const saved = {
      css: '.x { color: red }',
      json_metadata: '{"color_scheme":"bnbColors","native_filter_configuration":[]}',
    };

    // Act
    const body = copyBody({ title: ' Sales copy ', duplicateCharts: true, layout }, saved);

    // Assert
    expect(body).toEqual({
      dashboard_title: 'Sales copy',
      css: '.x { color: red }',
      json_metadata: JSON.stringify({ color_scheme: 'bnbColors', native_filter_configuration: [], positions: layout }),
      duplicate_slices: true,
    });
  });

  it('sends empty CSS and metadata of the layout alone for a dashboard that has none', () => {
    // Act
    const body = copyBody({ title: 'Bare', duplicateCharts: false, layout }, { css: null, json_metadata: null });

    // Assert
    expect(body).toEqual({
      dashboard_title: 'Bare',
      css: '',
      json_metadata: JSON.stringify({ positions: layout }),
      duplicate_slices: false,
    });
  });
});
