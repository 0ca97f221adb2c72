import { describe, expect, it } from 'vitest';
import { compareEventIds, socketUrlFor } from '../../../../../web/app/features/async-events/index.ts';

describe('compareEventIds', () => {
  it.each([
    ['9', '10', -1],
    ['10', '9', 1],
    ['42', '42', 0],
    ['1700000000000-1', '1700000000000-0', 1],
    ['1700000000000-0', '1700000000001-0', -1],
    ['1700000000000', '1700000000000-0', 0],
    ['b', 'a', 1],
  ])('compares %s with %s as %i', (a, b, expected) => {
    // Act
    const order = compareEventIds(a, b);

    // Assert
    expect(order).toBe(expected);
  });
});

describe('socketUrlFor', () => {
  it.each([
    ['https://skyset.example/explore/?slice_id=3', 'wss://skyset.example/ws?token=t%2B1'],
    ['http://127.0.0.1:8088/superset/dashboard/1/', 'ws://127.0.0.1:8088/ws?token=t%2B1'],
  ])('connects a page at %s to %s', (page, expected) => {
    // Act
    const url = socketUrlFor(page, 't+1');

    // Assert
    expect(url).toBe(expected);
  });
});
