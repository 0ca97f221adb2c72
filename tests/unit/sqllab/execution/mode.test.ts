import { describe, expect, it } from 'vitest';
import { runsAsynchronously } from '#functions/sqllab/execution/mode.ts';

describe('runsAsynchronously', () => {
  it.each([
    [true, false, false, true],
    [false, true, false, false],
    [false, true, true, true],
    [false, false, true, false],
  ])(
    'asked %s, database allows async %s, deployment forces %s: a job is %s',
    (asked, allowRunAsync, forced, expected) => {
      // Act
      const async = runsAsynchronously(asked, { allow_run_async: allowRunAsync }, forced);

      // Assert
      expect(async).toBe(expected);
    },
  );
});
