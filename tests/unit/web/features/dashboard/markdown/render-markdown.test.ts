// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { renderMarkdown } from '../../../../../../web/app/features/dashboard/markdown/render-markdown.ts';

// What markdown-it renders and what it hands the sanitizer, with a marker-adding fake standing in for DOMPurify
// (happy-dom's DOM strips every tag under it). The sanitizer's own table of payloads runs in Chromium:
// tests/security/dashboard-markdown.test.ts.
const sanitize = vi.hoisted(() => vi.fn((html: string) => `${html}<!--sanitized-->`));
vi.mock('dompurify', () => ({ default: () => ({ sanitize, addHook: vi.fn() }) }));

describe('renderMarkdown', () => {
  it("renders markdown with inline HTML and hands it to the sanitizer with GitHub's allow lists", () => {
    // Act
    const html = renderMarkdown('# Sales\n\n*Q1* <b>figures</b>\n\n- [two](https://example.com)');

    // Assert
    const rendered =
      '<h1>Sales</h1>\n<p><em>Q1</em> <b>figures</b></p>\n<ul>\n<li><a href="https://example.com">two</a></li>\n</ul>\n';
    expect(html).toBe(`${rendered}<!--sanitized-->`);
    expect(sanitize).toHaveBeenLastCalledWith(rendered, {
      ALLOWED_TAGS: expect.arrayContaining(['#text', 'h1', 'a', 'table']),
      ALLOWED_ATTR: expect.arrayContaining(['href', 'class', 'align']),
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      SANITIZE_NAMED_PROPS: true,
    });
  });

  it('aligns table columns with `align`, which the sanitizer keeps, rather than a style attribute', () => {
    // Act
    const html = renderMarkdown('| a | b | c |\n| :-- | --: | :-: |\n| 1 | 2 | 3 |');

    // Assert
    expect(html).toBe(
      '<table>\n<thead>\n<tr>\n<th align="left">a</th>\n<th align="right">b</th>\n<th align="center">c</th>\n</tr>\n</thead>\n' +
        '<tbody>\n<tr>\n<td align="left">1</td>\n<td align="right">2</td>\n<td align="center">3</td>\n</tr>\n</tbody>\n</table>\n<!--sanitized-->',
    );
  });
});
