// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TableChart } from '../../../../../web/app/plugins/table/TableChart.tsx';
import { pageSizeChoices } from '../../../../../web/app/plugins/table/PageSizeSelect.tsx';
import { transformProps } from '../../../../../web/app/plugins/table/transform-props.ts';
import { propsInput, result } from './fixtures.ts';

afterEach(cleanup);

// happy-dom lays nothing out, so the virtualised body would see a 0px viewport (clientHeight) and draw no rows.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 300 });
});
afterAll(() => {
  // Removing the own property brings back the one HTMLElement inherits.
  delete (HTMLElement.prototype as unknown as Record<string, unknown>).clientHeight;
});

const ROWS = [
  { name: 'b', num: 2 },
  { name: 'a', num: 10 },
  { name: 'c', num: 1 },
];

function renderTable(formData: Record<string, unknown>, hooks = {}) {
  const props = transformProps(
    propsInput({ query_mode: 'raw', all_columns: ['name', 'num'], ...formData }, [
      result(ROWS, ['name', 'num'], [1, 0]),
    ]),
  );
  return render(
    <MantineProvider>
      <TableChart {...props} width={400} height={300} hooks={hooks} />
    </MantineProvider>,
  );
}

const firstColumn = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent);

describe('TableChart', () => {
  it('sorts by a header on click, numbers largest first', () => {
    // Arrange
    const onRenderComplete = vi.fn();
    renderTable({}, { onRenderComplete });
    // Act
    fireEvent.click(screen.getByRole('columnheader', { name: 'num' }));
    // Assert
    expect(firstColumn()).toEqual(['a', 'b', 'c']);
    expect(onRenderComplete).toHaveBeenCalled();
  });

  it('filters rows with the search box', () => {
    // Arrange
    renderTable({ include_search: true });
    // Act
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'c' } });
    // Assert
    expect(firstColumn()).toEqual(['c']);
  });

  it('asks the host for the next sort under server pagination', () => {
    // Arrange
    const setDataMask = vi.fn();
    renderTable({ server_pagination: true, server_page_length: 10 }, { setDataMask });
    // Act
    fireEvent.click(screen.getByRole('columnheader', { name: 'name' }));
    // Assert
    expect(setDataMask).toHaveBeenCalledWith({
      ownState: { pageSize: 10, sortBy: [{ key: 'name', desc: false }], currentPage: 0 },
    });
  });

  it('asks the host for the first page of the chosen size under server pagination', () => {
    // Arrange
    const setDataMask = vi.fn();
    renderTable({ server_pagination: true, server_page_length: 10 }, { setDataMask });
    // Act
    fireEvent.change(screen.getByRole('combobox', { name: 'Entries per page' }), { target: { value: '10' } });
    // Assert
    expect(setDataMask).toHaveBeenCalledWith({ ownState: { pageSize: 10, currentPage: 0 } });
  });

  it('shows every row at hand when "All" is chosen', () => {
    // Arrange
    renderTable({ page_length: 10 });
    // Act
    fireEvent.change(screen.getByRole('combobox', { name: 'Entries per page' }), { target: { value: '0' } });
    // Assert
    expect(firstColumn()).toEqual(['b', 'a', 'c']);
  });
});

describe('pageSizeChoices', () => {
  it.each([
    ['server pagination: sizes up to the row count', 20, 45, true, [10, 20]],
    ['server pagination keeps an unlisted current size', 25, 45, true, [10, 20, 25]],
    ['in the browser: All and sizes up to twice the rows', 10, 30, false, [0, 10, 20, 50]],
  ])('%s', (_what, current, rowCount, server, expected) => {
    // Act
    const choices = pageSizeChoices(current, rowCount, server);
    // Assert
    expect(choices).toEqual(expected);
  });
});
