import { describe, expect, it } from 'vitest';
import {
  afterFailure,
  type FailureRecord,
  type ThrottleRules,
  verdict,
  waitAfter,
} from '#functions/security/throttle/rules.ts';

const RULES: ThrottleRules = { freeFailures: 3, lockFailures: 10, maxDelayMs: 30_000, lockMs: 900_000 };
const T = 1_700_000_000_000;
const record = (failures: number, lastFailureAt = T, lockedUntil = 0): FailureRecord => ({
  failures,
  lastFailureAt,
  lockedUntil,
});

describe('waitAfter', () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 0],
    [3, 1000],
    [4, 2000],
    [5, 4000],
    [7, 16_000],
    [8, 30_000],
    [40, 30_000],
  ])('after %i failures the next try waits %i ms', (failures, expected) => {
    // Act
    const wait = waitAfter(failures, RULES);

    // Assert
    expect(wait).toBe(expected);
  });

  it('waits 1 s after the first failure when none is free', () => {
    // Act
    const waits = [1, 2, 3].map((failures) => waitAfter(failures, { ...RULES, freeFailures: 0 }));

    // Assert
    expect(waits).toEqual([1000, 2000, 4000]);
  });
});

describe('verdict', () => {
  it.each<[string, FailureRecord | undefined, number, ReturnType<typeof verdict>]>([
    ['no counter', undefined, T, { allowed: true }],
    ['free failures only', record(2), T, { allowed: true }],
    [
      'free failures only, the last stamped a moment later by a simultaneous attempt',
      record(2, T + 1),
      T,
      { allowed: true },
    ],
    ['a delay running', record(4), T + 500, { allowed: false, locked: false, retryAfterMs: 1500 }],
    ['a delay just over', record(4), T + 2000, { allowed: true }],
    ['a lock', record(10, T, T + 900_000), T + 60_000, { allowed: false, locked: true, retryAfterMs: 840_000 }],
    ['a lock over, failures remembered', record(10, T, T + 900_000), T + 900_000, { allowed: true }],
    ['failures forgotten after the lock length', record(9, T), T + 900_000, { allowed: true }],
    ['a counter forgotten while its delay would still run', record(40, T - 900_000), T, { allowed: true }],
  ])('%s', (_case, counter, now, expected) => {
    // Act
    const answer = verdict(counter, now, RULES);

    // Assert
    expect(answer).toEqual(expected);
  });
});

describe('afterFailure', () => {
  it.each<[string, FailureRecord | undefined, number, FailureRecord]>([
    ['a first failure', undefined, T, record(1)],
    ['one more', record(4, T - 5000), T, record(5)],
    ['the failure that locks', record(9, T - 60_000), T, record(10, T, T + 900_000)],
    ['a failure after a lock ended locks again at once', record(10, T - 900_000, T), T, record(11, T, T + 900_000)],
    ['a failure once the counter is forgotten starts afresh', record(9, T - 1_000_000), T, record(1)],
  ])('%s', (_case, counter, now, expected) => {
    // Act
    const next = afterFailure(counter, now, RULES);

    // Assert
    expect(next).toEqual(expected);
  });
});
