import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlTable } from '#functions/reports/delivery/data/html-table.ts';

const CELL = 'border:1px solid #e0e0e0;padding:4px 8px;';
const th = (text: string) => `<th style="${CELL}text-align:left;background:#f7f7f7;">${text}</th>`;
const td = (text: string) => `<td style="${CELL}">${text}</td>`;
const TABLE_OPEN = '<table class="dataframe" style="border-collapse:collapse;font-family:sans-serif;font-size:13px;">';

describe("a TEXT report's table", () => {
  it('escapes names and values, leaves nulls empty and writes dates of a temporal column without midnight', () => {
    // Arrange
    const table = {
      colnames: ['ds', 'name <b>', 'num'],
      coltypes: [2, 1, 0],
      data: [
        { ds: Date.UTC(2024, 0, 31), 'name <b>': `Tom & "Jerry's"`, num: 12 },
        { ds: Date.UTC(2024, 1, 1, 12, 30), 'name <b>': null, num: 3.5 },
      ],
    };

    // Act
    const html = htmlTable(table);

    // Assert
    expect(html).toBe(
      `${TABLE_OPEN}<thead><tr>${th('ds')}${th('name &lt;b&gt;')}${th('num')}</tr></thead><tbody>` +
        `<tr>${td('2024-01-31')}${td('Tom &amp; &quot;Jerry&#39;s&quot;')}${td('12')}</tr>` +
        `<tr>${td('2024-02-01 12:30:00')}${td('')}${td('3.5')}</tr>` +
        '</tbody></table>',
    );
  });

  it('writes numbers of a column that is not temporal as numbers and lists as JSON', () => {
    // Arrange
    const table = { colnames: ['n', 'tags'], data: [{ n: 1_700_000_000_000, tags: ['a', 'b'] }] };

    // Act
    const html = htmlTable(table);

    // Assert
    expect(html).toBe(
      `${TABLE_OPEN}<thead><tr>${th('n')}${th('tags')}</tr></thead><tbody><tr>${td('1700000000000')}${td('[&quot;a&quot;,&quot;b&quot;]')}</tr></tbody></table>`,
    );
  });

  it('escapes the five characters HTML gives meaning to', () => {
    // Arrange
    const text = `<script>alert('x' && "y")</script>`;

    // Act
    const escaped = escapeHtml(text);

    // Assert
    expect(escaped).toBe('&lt;script&gt;alert(&#39;x&#39; &amp;&amp; &quot;y&quot;)&lt;/script&gt;');
  });
});
