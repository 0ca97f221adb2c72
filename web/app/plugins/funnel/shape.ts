/** One stage of the funnel as drawn: its trapezoid and where its label sits. */
export interface StageShape {
  /** Corners clockwise from top left, in funnel units: x across [-0.5, 0.5] of the widest stage, y one unit per stage downwards. */
  polygon: [number, number][];
  /** The middle of the stage, where an inside label goes. */
  centre: [number, number];
  /** The middle of its right edge, where an outside label starts. */
  rightEdge: [number, number];
}

/**
 * ECharts' funnel layout, which Superset's funnel uses: stages of equal height, top to bottom, each as wide as its
 * value against the largest (from 0 to the full width) at its top and narrowing to the next stage's width, the last
 * one to a point. A stage's height therefore says nothing; its width is its value.
 */
export function funnelShapes(values: readonly number[]): StageShape[] {
  const largest = Math.max(0, ...values);
  const width = (value: number | undefined) => (largest > 0 && value !== undefined ? Math.max(0, value) / largest : 0);
  return values.map((value, index) => {
    const top = width(value) / 2;
    const bottom = width(values[index + 1]) / 2;
    return {
      polygon: [
        [-top, index],
        [top, index],
        [bottom, index + 1],
        [-bottom, index + 1],
      ],
      centre: [0, index + 0.5],
      rightEdge: [(top + bottom) / 2, index + 0.5],
    };
  });
}
