import { describe, expect, it } from 'vitest';
import type { LayoutItem } from '#shared/dashboard/layout.ts';
import { columnPixels } from '../../../../../../web/app/features/dashboard/layout/grid-size.ts';
import {
  FILLING_PLACEMENT,
  GRID_PLACEMENT,
  insideColumn,
  insideContainer,
  spanOf,
} from '../../../../../../web/app/features/dashboard/layout/placement.ts';

const component = (type: LayoutItem['type'], width?: number): LayoutItem => ({
  id: `${type}-1`,
  type,
  children: [],
  meta: width === undefined ? {} : { width },
});

/** Superset's absolute width of `columns` grid columns on a grid `gridWidth` pixels wide (12 columns, 16 px gutters). */
const supersetPixels = (columns: number, gridWidth: number) =>
  columns * ((gridWidth - 11 * 16) / 12) + (columns - 1) * 16;

describe('spanOf', () => {
  it('gives a chart in the grid its own width', () => {
    // Act
    const span = spanOf(component('CHART', 5), GRID_PLACEMENT, 4);

    // Assert
    expect(span).toBe(5);
  });

  it('gives a chart without a width the fallback', () => {
    // Act
    const span = spanOf(component('CHART'), GRID_PLACEMENT, 4);

    // Assert
    expect(span).toBe(4);
  });

  it("gives a column's own child the column's width whatever its own", () => {
    // Act
    const span = spanOf(component('CHART', 4), insideColumn(2), 4);

    // Assert
    expect(span).toBe(2);
  });

  it('keeps a chart in a row of a column at its own width', () => {
    // Act
    const span = spanOf(component('CHART', 7), insideContainer(insideColumn(9)), 4);

    // Assert
    expect(span).toBe(7);
  });

  it('narrows a chart wider than the column its row is in to the column', () => {
    // Act
    const span = spanOf(component('CHART', 12), insideContainer(insideColumn(3)), 4);

    // Assert
    expect(span).toBe(3);
  });

  it('counts a tab inside a column against the column', () => {
    // Act
    const span = spanOf(component('MARKDOWN', 4), insideContainer(insideContainer(insideColumn(8))), 4);

    // Assert
    expect(span).toBe(4);
  });

  it('reads a width under one column as one column', () => {
    // Act
    const span = spanOf(component('CHART', 0), GRID_PLACEMENT, 4);

    // Assert
    expect(span).toBe(1);
  });

  it('fills the whole width for a focused chart', () => {
    // Act
    const span = spanOf(component('CHART', 4), FILLING_PLACEMENT, 4);

    // Assert
    expect(span).toBe(12);
  });
});

describe('columnPixels', () => {
  it("lays World Bank's rows in a 9-wide column out at the grid's own column widths, side by side within it", () => {
    // Arrange: Superset's World Bank's Data: a 9-wide column beside a 3-wide chart, holding a row of a 2-wide column
    // and a 7-wide chart, and a row of a 6-wide and a 3-wide chart
    const grid = 1200;

    // Act
    const column = columnPixels(9, 12, grid);
    const upper = [columnPixels(2, 9, column), columnPixels(7, 9, column)];
    const lower = [columnPixels(6, 9, column), columnPixels(3, 9, column)];
    const beside = columnPixels(3, 12, grid);

    // Assert
    expect([column, ...upper, ...lower, beside].map((width) => Math.round(width * 1000) / 1000)).toEqual(
      [9, 2, 7, 6, 3, 3].map((columns) => Math.round(supersetPixels(columns, grid) * 1000) / 1000),
    );
    expect(Math.round(upper[0]! + 16 + upper[1]!)).toBe(Math.round(column));
    expect(Math.round(lower[0]! + 16 + lower[1]!)).toBe(Math.round(column));
    expect(Math.round(column + 16 + beside)).toBe(grid);
  });

  it("sizes a chart filling a column at the column's width", () => {
    // Act
    const width = columnPixels(2, 2, 300);

    // Assert
    expect(width).toBe(300);
  });
});

describe('placements', () => {
  it('are the same object each time for the same columns, so a layout node rendered again with them keeps its memo', () => {
    // Act
    const placements = [
      insideContainer(insideColumn(9)),
      insideContainer(insideColumn(9)),
      insideContainer(GRID_PLACEMENT),
      insideColumn(12),
    ];

    // Assert
    expect({
      sameInColumn: placements[0] === placements[1],
      sameInGrid: placements[2] === GRID_PLACEMENT,
      filling: placements[3] === FILLING_PLACEMENT,
    }).toEqual({ sameInColumn: true, sameInGrid: true, filling: true });
  });
});
