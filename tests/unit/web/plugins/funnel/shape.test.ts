import { describe, expect, it } from 'vitest';
import { funnelShapes } from '../../../../../web/app/plugins/funnel/shape.ts';

describe('funnelShapes', () => {
  it.each([
    [
      'one stage narrows to a point',
      [10],
      [
        [
          [-0.5, 0],
          [0.5, 0],
          [0, 1],
          [-0, 1],
        ],
      ],
    ],
    [
      'widths follow the values against the largest, heights are equal',
      [200, 50, 20],
      [
        [
          [-0.5, 0],
          [0.5, 0],
          [0.125, 1],
          [-0.125, 1],
        ],
        [
          [-0.125, 1],
          [0.125, 1],
          [0.05, 2],
          [-0.05, 2],
        ],
        [
          [-0.05, 2],
          [0.05, 2],
          [0, 3],
          [-0, 3],
        ],
      ],
    ],
    [
      'nothing to compare against draws flat stages',
      [0, 0],
      [
        [
          [-0, 0],
          [0, 0],
          [0, 1],
          [-0, 1],
        ],
        [
          [-0, 1],
          [0, 1],
          [0, 2],
          [-0, 2],
        ],
      ],
    ],
  ])('%s', (_what, values, expected) => {
    // Act
    const polygons = funnelShapes(values).map((shape) => shape.polygon);

    // Assert
    expect(polygons).toEqual(expected);
  });

  it('puts inside labels in the middle and outside labels at the middle of the right edge', () => {
    // Act
    const [first] = funnelShapes([100, 50]);

    // Assert
    expect([first!.centre, first!.rightEdge]).toEqual([
      [0, 0.5],
      [0.375, 0.5],
    ]);
  });
});
