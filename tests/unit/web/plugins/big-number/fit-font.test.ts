import { describe, expect, it } from 'vitest';
import { fitFontSize } from '../../../../../web/app/plugins/big-number/common/fit-font.ts';

// In node there is no canvas: widths are estimated at 0.6 em per character.
describe('fitFontSize', () => {
  it.each([
    ['keeps the preferred size when the line fits', '67.4M', 120, 600, 120],
    ['shrinks a line that would overflow to the width', '7,730,000,000', 160, 300, 38],
    ['keeps the preferred size when there is no width to fit', '1', 40, 0, 40],
  ] as const)('%s', (_case, text, preferred, maxWidth, expected) => {
    // Act
    const size = fitFontSize(text, preferred, maxWidth, 600);

    // Assert
    expect(size).toBe(expected);
  });
});
