import { describe, expect, it } from 'vitest';
import { tokenizeSql } from '../../../../web/app/ui/sql-tokens.ts';

describe('tokenizeSql', () => {
  it('tells keywords, strings, numbers and comments from the rest', () => {
    // Act
    const tokens = tokenizeSql("select name, 'it''s' -- note\nFROM t WHERE n > 1.5");

    // Assert
    expect(tokens).toEqual([
      { kind: 'keyword', text: 'select' },
      { kind: 'plain', text: ' name, ' },
      { kind: 'string', text: "'it''s'" },
      { kind: 'plain', text: ' ' },
      { kind: 'comment', text: '-- note' },
      { kind: 'plain', text: '\n' },
      { kind: 'keyword', text: 'FROM' },
      { kind: 'plain', text: ' t ' },
      { kind: 'keyword', text: 'WHERE' },
      { kind: 'plain', text: ' n > ' },
      { kind: 'number', text: '1.5' },
    ]);
  });

  it.each([
    ['an unterminated string', "SELECT 'open"],
    ['an unterminated block comment', 'SELECT /* open'],
    ['quoted identifiers and operators', 'SELECT "a b" - 2 / 3 FROM x::int'],
    ['an empty text', ''],
  ])('joins back into the text for %s', (_case, sql) => {
    // Act
    const joined = tokenizeSql(sql)
      .map((token) => token.text)
      .join('');

    // Assert
    expect(joined).toBe(sql);
  });
});
