import { describe, expect, it } from 'vitest';
import { pageCountOf, pageRangeLabel } from '../../../../../web/app/features/lists/index.ts';

describe('paging words', () => {
  it.each([
    { pageIndex: 0, pageSize: 25, count: 44, label: '1-25 of 44', pages: 2 },
    { pageIndex: 1, pageSize: 25, count: 44, label: '26-44 of 44', pages: 2 },
    { pageIndex: 0, pageSize: 10, count: 10, label: '1-10 of 10', pages: 1 },
    { pageIndex: 0, pageSize: 25, count: 0, label: '0 of 0', pages: 1 },
    { pageIndex: 9, pageSize: 10, count: 44, label: '44-44 of 44', pages: 5 },
    { pageIndex: 0, pageSize: 25, count: 7, label: '1-7 of 7', pages: 1 },
  ])(
    'page $pageIndex of $pageSize with $count items: "$label", $pages pages',
    ({ pageIndex, pageSize, count, label, pages }) => {
      // Act
      const shown = [pageRangeLabel(pageIndex, pageSize, count), pageCountOf(count, pageSize)];

      // Assert
      expect(shown).toEqual([label, pages]);
    },
  );
});
