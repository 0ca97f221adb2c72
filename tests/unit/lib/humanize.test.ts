import { describe, expect, it } from 'vitest';
import { humanizedAgo } from '#functions/lib/humanize.ts';

const now = new Date('2025-06-01T12:00:00.000Z');

describe('humanizedAgo', () => {
  it.each([
    ['2025-06-01T12:00:00.000Z', 'now'],
    ['2025-06-01T11:59:59.000Z', 'a second ago'],
    ['2025-06-01T11:59:30.000Z', '30 seconds ago'],
    ['2025-06-01T11:59:00.000Z', 'a minute ago'],
    ['2025-06-01T09:00:00.000Z', '3 hours ago'],
    ['2025-05-31T12:00:00.000Z', 'a day ago'],
    ['2025-03-01T12:00:00.000Z', '3 months ago'],
    ['2023-06-01T12:00:00.000Z', '2 years ago'],
  ])('says %s was %s', (instant, words) => {
    // Act
    const said = humanizedAgo(instant, now);

    // Assert
    expect(said).toBe(words);
  });
});
