import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '#functions/lib/auth/passwords.ts';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    // Arrange
    const stored = await hashPassword('s3cret');

    // Act
    const results = await Promise.all([verifyPassword('s3cret', stored), verifyPassword('s3cret!', stored)]);

    // Assert
    expect(results).toEqual([true, false]);
  });

  it('salts each hash', async () => {
    // Act
    const [first, second] = await Promise.all([hashPassword('same'), hashPassword('same')]);

    // Assert
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$/);
  });

  it('refuses a malformed stored hash', async () => {
    // Act
    const result = await verifyPassword('x', 'plain-text');

    // Assert
    expect(result).toBe(false);
  });
});
