import { build } from 'esbuild';
import { type Browser, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserLaunch } from '#functions/lib/composition/browser.ts';

/**
 * Finding: a dashboard's markdown kept `<style>` (also inside `<svg>`) and `style` attributes, so its author could
 * hide the navigation for every viewer or cover the page with a fake "session expired" sign-in. The web app's
 * markdown renderer, bundled as the app bundles it, runs here in Chromium (DOMPurify needs a real DOM) on the
 * probe's payloads and their variants: each comes out as GitHub's schema (Superset's default) leaves it.
 */
const OVERLAY = 'position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:2147483647';

const CASES: [string, string, string][] = [
  ['a style sheet', '<style>nav, header{display:none!important} body{background:rgb(255,0,255)!important}</style>', ''],
  ['a style sheet inside svg', '<svg><style>nav, header{display:none!important}</style></svg>', '<p></p>\n'],
  ['a style sheet inside math', '<math><mi><style>nav{display:none}</style></mi></math>', '<p></p>\n'],
  [
    'a style sheet inside noscript and template',
    '<noscript><style>nav{display:none}</style></noscript><template><style>a{}</style></template>',
    '<p></p>\n',
  ],
  ['an outside style sheet and a frame', '<link rel="stylesheet" href="/x.css"><iframe src="/"></iframe>', ''],
  [
    'a full-page phishing overlay',
    `<div style="${OVERLAY}">Session expired: <a href="https://evil.example/login">sign in again</a></div>`,
    '<div>Session expired: <a href="https://evil.example/login" rel="noopener noreferrer">sign in again</a></div>',
  ],
  [
    'style attributes with negative offsets',
    '<p style="color:red">red</p><span style="position:absolute;top:-100px">x</span>',
    '<p>red</p><span>x</span>',
  ],
  [
    'a style attribute in a table',
    '<table><tr><td style="position:fixed">c</td></tr></table>',
    '<table><tbody><tr><td>c</td></tr></tbody></table>',
  ],
  [
    'a popover, drawn above the whole page',
    '<button popovertarget="p">x</button><div id="p" popover>pop</div>',
    '<p>x</p><div id="user-content-p">pop</div><p></p>\n',
  ],
  [
    'a modal dialog opened without script',
    '<dialog id="d">d</dialog><button commandfor="d" command="show-modal">b</button>',
    'db',
  ],
  [
    'a form asking for a password',
    '<form action="/x"><input type="password" name="pw"><button>Sign in</button></form>',
    'Sign in',
  ],
  [
    'script and event handlers',
    '<img src="x" onerror="window.__pwned=1" style="position:fixed"><script>window.__pwned=2</script>',
    '<p><img src="x"></p>\n',
  ],
  [
    'links: code and data URLs go, a new tab stays, named targets go, each gets rel',
    '[m](javascript:alert(1)) <a href="JaVaScRiPt:alert(1)">v</a> <a href="data:text/html,x">d</a> <a href="https://a.example" target="_blank">n</a> <a href="/p" target="app">w</a>',
    '<p>[m](javascript:alert(1)) <a>v</a> <a>d</a> <a href="https://a.example" target="_blank" rel="noopener noreferrer">n</a> <a href="/p" rel="noopener noreferrer">w</a></p>\n',
  ],
  [
    "attributes: class stays, data-* and most aria-* go, ids and names get GitHub's prefix",
    '<p class="note" data-chart-status="rendered" aria-live="polite" aria-label="l" name="n" id="top" tabindex="1" accesskey="h" hidden>t</p>',
    '<p class="note" aria-label="l" id="user-content-top" name="user-content-n">t</p>',
  ],
  [
    'what Superset users write: headings, lists, links, code and aligned tables',
    '## Sales\n\n- one\n- [two](https://example.com/a?b=1)\n\n`code`\n\n| a | b |\n| :-- | --: |\n| 1 | 2 |',
    '<h2>Sales</h2>\n<ul>\n<li>one</li>\n<li><a href="https://example.com/a?b=1" rel="noopener noreferrer">two</a></li>\n</ul>\n<p><code>code</code></p>\n' +
      '<table>\n<thead>\n<tr>\n<th align="left">a</th>\n<th align="right">b</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td align="left">1</td>\n<td align="right">2</td>\n</tr>\n</tbody>\n</table>\n',
  ],
];

let browser: Browser;
let page: Page;

beforeAll(async () => {
  const bundle = await build({
    entryPoints: ['web/app/features/dashboard/markdown/render-markdown.ts'],
    bundle: true,
    format: 'iife',
    globalName: 'dashboardMarkdown',
    write: false,
    logLevel: 'silent',
  });
  const { executablePath, args, env } = await browserLaunch();
  browser = await chromium.launch({ executablePath, args, env: { ...process.env, ...env }, headless: true });
  page = await browser.newPage();
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
});

afterAll(async () => {
  await browser?.close();
});

describe("a dashboard's markdown", () => {
  it.each(CASES)('renders %s as GitHub-sanitized HTML', async (_name, source, expected) => {
    // Act
    const html = await page.evaluate(
      (markdown) =>
        (
          globalThis as unknown as { dashboardMarkdown: { renderMarkdown: (source: string) => string } }
        ).dashboardMarkdown.renderMarkdown(markdown),
      source,
    );

    // Assert
    expect(html).toBe(expected);
    expect(await page.evaluate(() => (globalThis as { __pwned?: unknown }).__pwned)).toBeUndefined();
  });
});
