import { describe, expect, it } from 'vitest';
import { BoundedMemo, MAX_MEMO_KEY_LENGTH } from '#functions/lib/bounded-memo.ts';

describe('BoundedMemo', () => {
  it('makes an answer once and answers it again', () => {
    // Arrange
    const memo = new BoundedMemo<string, number>(2);
    let made = 0;
    memo.getOrMake('a', () => (made += 1));

    // Act
    const answer = memo.getOrMake('a', () => (made += 1));

    // Assert
    expect([answer, made]).toEqual([1, 1]);
  });

  it('drops the least recently used answer once full, keeping the ones asked for since', () => {
    // Arrange
    const memo = new BoundedMemo<string, string>(2);
    memo.set('a', 'A');
    memo.set('b', 'B');
    memo.get('a');

    // Act
    memo.set('c', 'C');

    // Assert
    expect([memo.get('a'), memo.get('b'), memo.get('c'), memo.size]).toEqual(['A', undefined, 'C', 2]);
  });

  it('keeps nothing an answer failed to make', () => {
    // Arrange
    const memo = new BoundedMemo<string, string>(2);
    const failing = () =>
      memo.getOrMake('a', () => {
        throw new Error('no');
      });

    // Act
    const attempt = () => failing();

    // Assert
    expect(attempt).toThrow('no');
    expect(memo.size).toBe(0);
  });

  it('keeps no answer under a text key longer than the longest kept, whatever a request sends', () => {
    // Arrange
    const memo = new BoundedMemo<string, number>(2);
    const long = 'x'.repeat(MAX_MEMO_KEY_LENGTH + 1);
    let made = 0;
    memo.getOrMake(long, () => (made += 1));

    // Act
    memo.getOrMake(long, () => (made += 1));

    // Assert
    expect([made, memo.size]).toEqual([2, 0]);
  });
});
