import { describe, expect, it } from 'vitest';
import { NOT_ENOUGH_SPACE_MESSAGE } from '../../../../../../shared/dashboard/drop-rules.ts';
import { resolveDrop, type DropCandidate } from '../../../../../../web/app/features/dashboard/edit/dnd/resolve-drop.ts';
import { chart, gridLayout, n } from '../../../../shared/dashboard/layout-fixtures.ts';

// A grid 1200 px wide: ROW-a (y 0..400) holds CHART-a (x 0..400); ROW-b (y 400..800) is full.
const layout = gridLayout(n('ROW-a', 'ROW', [chart('CHART-a')]), n('ROW-b', 'ROW', [chart('CHART-b', 12)]));
const zone = (id: string, left: number, top: number, width: number, height: number): DropCandidate => ({
  zoneId: id,
  componentId: id,
  rect: { left, top, width, height },
});
const grid = zone('GRID_ID', 0, 0, 1200, 800);
const rowA = zone('ROW-a', 0, 0, 1200, 400);
const chartA = zone('CHART-a', 0, 0, 400, 400);
const rowB = zone('ROW-b', 0, 400, 1200, 400);

describe('resolveDrop', () => {
  it('lets the innermost zone answer: a markdown beside a chart in its row', () => {
    // Act
    const resolved = resolveDrop(layout, { type: 'MARKDOWN' }, [grid, rowA, chartA], { x: 300, y: 200 });

    // Assert
    expect(resolved).toEqual({
      zoneId: 'CHART-a',
      targetId: 'CHART-a',
      position: 'right',
      drop: {
        source: { id: 'NEW_COMPONENTS_SOURCE_ID', type: undefined, index: 0 },
        destination: { id: 'ROW-a', type: 'ROW', index: 1 },
        dragging: { id: 'NEW-MARKDOWN', type: 'MARKDOWN' },
        position: 'right',
      },
      refused: null,
    });
  });

  it('lets the grid take a header anywhere over it, at its end', () => {
    // Act
    const resolved = resolveDrop(layout, { type: 'HEADER' }, [chartA, rowA, grid], { x: 200, y: 200 });

    // Assert
    expect([resolved?.targetId, resolved?.position, resolved?.drop?.destination]).toEqual([
      'GRID_ID',
      'bottom',
      { id: 'GRID_ID', type: 'GRID', index: 2 },
    ]);
  });

  it('falls back to an outer zone near its edge when the inner one refuses the component', () => {
    // Arrange: a header cannot go into a row or beside a chart; 10 px above ROW-a's bottom edge it goes below the row.
    const pointer = { x: 200, y: 390 };

    // Act
    const resolved = resolveDrop(layout, { type: 'HEADER' }, [chartA, rowA, grid], pointer);

    // Assert
    expect([resolved?.targetId, resolved?.position, resolved?.drop?.destination]).toEqual([
      'ROW-a',
      'bottom',
      { id: 'GRID_ID', type: 'GRID', index: 1 },
    ]);
  });

  it('shows the innermost zone as forbidden when no zone takes the component', () => {
    // Act: a tab belongs in tabs only.
    const resolved = resolveDrop(layout, { type: 'TAB' }, [grid, chartA, rowA], { x: 200, y: 200 });

    // Assert
    expect(resolved).toEqual({
      zoneId: 'CHART-a',
      targetId: 'CHART-a',
      position: 'forbidden',
      drop: null,
      refused: null,
    });
  });

  it("carries Superset's warning for a drop into a full row", () => {
    // Act
    const resolved = resolveDrop(layout, { id: 'CHART-a', type: 'CHART' }, [rowB, grid], { x: 600, y: 600 });

    // Assert
    expect([resolved?.targetId, resolved?.position, resolved?.refused]).toEqual([
      'ROW-b',
      'right',
      NOT_ENOUGH_SPACE_MESSAGE,
    ]);
  });

  it('answers nothing over nothing', () => {
    // Act
    const resolved = resolveDrop(layout, { type: 'CHART' }, [], { x: 0, y: 0 });

    // Assert
    expect(resolved).toBeNull();
  });
});
