import { describe, expect, it } from 'vitest';
import { maskSecretExtra, restoreSecretExtra } from '#functions/databases/secret-extra.ts';

describe('secret extra', () => {
  it('masks every value and keeps the keys', () => {
    // Act
    const masked = maskSecretExtra('{"credentials":{"key":"k1","secret":"s1"},"port":5432,"none":null}');

    // Assert
    expect(JSON.parse(masked!)).toEqual({
      credentials: { key: 'XXXXXXXXXX', secret: 'XXXXXXXXXX' },
      port: 'XXXXXXXXXX',
      none: null,
    });
  });

  it('answers null when nothing is stored', () => {
    // Act
    const masked = maskSecretExtra(null);

    // Assert
    expect(masked).toBeNull();
  });

  it('keeps stored values behind masks and takes new ones', () => {
    // Act
    const restored = restoreSecretExtra(
      '{"credentials":{"key":"k2","secret":"XXXXXXXXXX"}}',
      '{"credentials":{"key":"k1","secret":"s1"}}',
    );

    // Assert
    expect(JSON.parse(restored!)).toEqual({ credentials: { key: 'k2', secret: 's1' } });
  });
});
