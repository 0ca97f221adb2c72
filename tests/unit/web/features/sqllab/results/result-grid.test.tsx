// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GRID_ROW_HEIGHT, ResultGrid } from '../../../../../../web/app/features/sqllab/results/result-grid.tsx';
import { renderWithProviders } from '../../../render-with-providers.tsx';
import { columns, rowsOf } from './fixtures.ts';

const HEIGHT = 400;

describe('ResultGrid', { timeout: 30_000 }, () => {
  it('draws the first rows of a 100,000-row result and only tens of rows in all', () => {
    // Arrange
    const data = rowsOf(100_000);

    // Act
    renderWithProviders(<ResultGrid columns={columns} data={data} height={HEIGHT} />);

    // Assert
    const grid = screen.getByTestId('sqllab-result-grid');
    const bodyRows = within(grid).getAllByRole('row').slice(1);
    const firstCells = bodyRows.slice(0, 3).map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect({ rowcount: grid.getAttribute('aria-rowcount'), firstCells }).toEqual({
      rowcount: '100001',
      firstCells: [
        ['row 0', '0', '2024-01-02 03:04:05'],
        ['row 1', '1', '2024-01-02 03:04:05'],
        ['row 2', '2', '2024-01-02 03:04:05'],
      ],
    });
    // The box shows HEIGHT / row height rows; the virtualizer adds a few on each side, never thousands.
    expect(bodyRows.length).toBeGreaterThanOrEqual(Math.floor(HEIGHT / GRID_ROW_HEIGHT));
    expect(bodyRows.length).toBeLessThan(40);
  });

  it('heads each column with its name and engine type, and shows a missing value as NULL', () => {
    // Act
    renderWithProviders(<ResultGrid columns={columns} data={rowsOf(5)} height={HEIGHT} />);

    // Assert
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    const fourthRow = screen.getAllByRole('row')[4]!;
    expect({
      headers,
      fourthRow: within(fourthRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    }).toEqual({
      headers: ['nameVARCHAR', 'numBIGINT', 'dsTIMESTAMP'],
      fourthRow: ['NULL', '3', '2024-01-02 03:04:05'],
    });
  });
});
