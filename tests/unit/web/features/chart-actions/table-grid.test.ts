// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { gridAsCsv, tableGrid } from '../../../../../web/app/features/chart-actions/downloads/table-grid.ts';

function table(html: string): HTMLTableElement {
  const element = document.createElement('table');
  element.innerHTML = html;
  return element;
}

describe('pivoted exports of a drawn table', () => {
  it('spreads merged header and row cells over a rectangular grid', () => {
    // Arrange
    const pivot = table(
      '<thead><tr><th rowspan="2">state</th><th colspan="2">gender</th></tr><tr><th>boy</th><th>girl</th></tr></thead>' +
        '<tbody><tr><th>CA</th><td>1,200</td><td>900</td></tr><tr><th>NY</th><td>800</td><td>"5"</td></tr></tbody>',
    );

    // Act
    const grid = tableGrid(pivot);

    // Assert
    expect(grid).toEqual([
      ['state', 'gender', ''],
      ['', 'boy', 'girl'],
      ['CA', '1,200', '900'],
      ['NY', '800', '"5"'],
    ]);
  });

  it('writes CSV with RFC 4180 quoting', () => {
    // Act
    const csv = gridAsCsv([
      ['state', 'total'],
      ['CA', '1,200'],
      ['say "hi"', '5'],
    ]);

    // Assert
    expect(csv).toBe('state,total\r\nCA,"1,200"\r\n"say ""hi""",5\r\n');
  });

  it('escapes text cells a spreadsheet would run as formulas, not cells that read as numbers', () => {
    // Act
    const csv = gridAsCsv([
      ['=HYPERLINK("http://evil.example")', '-1,200'],
      ['+1+1', '-3.5'],
    ]);

    // Assert
    expect(csv).toBe(`"'=HYPERLINK(""http://evil.example"")","-1,200"\r\n'+1+1,-3.5\r\n`);
  });
});
