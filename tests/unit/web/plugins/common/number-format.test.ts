import { describe, expect, it } from 'vitest';
import { NUMBER_FORMAT_CHOICES, getNumberFormatter } from '../../../../../web/app/plugins/common/number-format.ts';

describe('getNumberFormatter', () => {
  it.each([
    [undefined, 12345.432, '12.3k'],
    ['SMART_NUMBER', 0, '0'],
    ['SMART_NUMBER', 1_234_567_890, '1.23B'],
    ['SMART_NUMBER', 3.14159, '3.14'],
    ['SMART_NUMBER', 0.012345, '0.0123'],
    ['SMART_NUMBER', 0.0000123, '12.3µ'],
    ['SMART_NUMBER_SIGNED', 5, '+5'],
    ['SMART_NUMBER_SIGNED', -5, '−5'], // d3's minus sign (U+2212), as Superset shows it
    [',d', 12345.432, '12,345'],
    ['.1s', 12345.432, '10k'],
    ['.3s', 12345.432, '12.3k'],
    [',.1%', 12345.432, '1,234,543.2%'],
    ['.2%', 12345.432, '1234543.20%'],
    ['.4r', 12345.432, '12350'],
    [',.3f', 12345.432, '12,345.432'],
    ['+,', 12345.432, '+12,345.432'],
    ['$,.2f', 12345.432, '$12,345.43'],
    ['DURATION', 66000, '1m 6s'],
    ['DURATION', 500, '500ms'],
    ['DURATION_SUB', 1.40008, '1ms 400µs 80ns'],
    ['DURATION_COL', 10500, '0:10.5'],
    ['DURATION_COL', 95500, '1:35.5'],
    ['MEMORY_DECIMAL', 1024, '1.02kB'],
    ['MEMORY_BINARY', 1024, '1KiB'],
    ['MEMORY_TRANSFER_RATE_DECIMAL', 1500, '1.5kB/s'],
    ['MEMORY_TRANSFER_RATE_BINARY', 0, '0B/s'],
  ])('formats with %s: %s -> %s', (format, value, expected) => {
    // Act
    const text = getNumberFormatter(format)(value);

    // Assert
    expect(text).toBe(expected);
  });

  it.each([
    [null, 'null'],
    [undefined, 'undefined'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, '∞'],
    [Number.NEGATIVE_INFINITY, '-∞'],
  ])('writes %s as Superset does', (value, expected) => {
    // Act
    const text = getNumberFormatter(',d')(value);

    // Assert
    expect(text).toBe(expected);
  });

  it('answers an invalid d3 format with Superset words instead of throwing', () => {
    // Act
    const text = getNumberFormatter('.3zz')(42);

    // Assert
    expect(text).toBe('42 (Invalid format: .3zz)');
  });

  it.each([
    [{ symbol: 'USD', symbolPosition: 'prefix' as const }, ',.2f', '$ 1,234.50'],
    [{ symbol: 'EUR', symbolPosition: 'suffix' as const }, ',.2f', '1,234.50 €'],
    [{ symbol: 'USD', symbolPosition: 'prefix' as const }, '$,.2f', '$ 1,234.50'],
  ])('adds the currency %j', (currency, format, expected) => {
    // Act
    const text = getNumberFormatter(format, currency)(1234.5);

    // Assert
    expect(text).toBe(expected);
  });

  it('offers Superset choices with adaptive formatting first', () => {
    // Assert
    expect(NUMBER_FORMAT_CHOICES[0]).toEqual(['SMART_NUMBER', 'Adaptive formatting']);
    expect(NUMBER_FORMAT_CHOICES.map(([value]) => value)).toContain('MEMORY_TRANSFER_RATE_BINARY');
  });
});
