import { describe, expect, it } from 'vitest';
import { ANSWER_MARGIN_MS, withinRequest, withRequestDeadline } from '#functions/lib/request-deadline.ts';

describe('withinRequest', () => {
  it.each([
    ['a budget the request has time for', 5_000, 30_000, 5_000],
    ['a budget longer than the request', 60_000, 30_000, 30_000 - ANSWER_MARGIN_MS],
    ['a request already past its deadline', 5_000, 1_000, 0],
  ])('cuts %s to what is left before the answer margin', async (_case, budget, leftMs, expected) => {
    // Arrange
    const now = 1_000_000;

    // Act
    const cut = await withRequestDeadline(now + leftMs, async () => withinRequest(budget, now));

    // Assert
    expect(cut).toBe(expected);
  });

  it('leaves a budget alone outside any request (a job)', () => {
    // Act and Assert
    expect(withinRequest(900_000)).toBe(900_000);
  });
});
