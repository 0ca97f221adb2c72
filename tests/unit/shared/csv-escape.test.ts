import { describe, expect, it } from 'vitest';
import { escapeCsvText } from '#shared/csv-escape.ts';

describe('escapeCsvText', () => {
  // Superset's own cases (tests/unit_tests/utils/csv_tests.py) plus the findings' payloads.
  it.each([
    ['value', 'value'],
    ['-10', '-10'],
    ['-1.5', '-1.5'],
    ['-10\n', '-10\n'],
    ['@value', "'@value"],
    ['+value', "'+value"],
    ['-value', "'-value"],
    ['=value', "'=value"],
    ['|value', "'\\|value"],
    ['%value', "'%value"],
    ["=cmd|' /C calc'!A0", "'=cmd\\|' /C calc'!A0"],
    ['""=10+2', '\'""=10+2'],
    [' =10+2', "' =10+2"],
    ['\t\t@SUM(1,1)', "'\t\t@SUM(1,1)"],
    ['=HYPERLINK("http://evil.example","x")', '\'=HYPERLINK("http://evil.example","x")'],
    ['+1+1', "'+1+1"],
    ['-1-1', "'-1-1"],
    ['"""=1', '"""=1'],
    ['" =1', '" =1'],
    ['a=1|2', 'a=1|2'],
    ['', ''],
  ])('%j is written as %j', (text, expected) => {
    // Act
    const escaped = escapeCsvText(text);

    // Assert
    expect(escaped).toBe(expected);
  });
});
