import { describe, expect, it } from 'vitest';
import { isLocalUrl, sanitizeDashboardCss } from '../../../../../web/app/features/dashboard/custom-css/sanitize-css.ts';

const SCOPE = '[data-dashboard-id="7"]';
const DASHBOARD = { selector: SCOPE, namePrefix: 'dashboard-7-' };

describe('sanitizeDashboardCss', () => {
  it.each([
    // Finding 8's payload: the unreadable `} body{...}` goes, what follows stays inside the dashboard.
    [
      '} body{background:red} nav, header{display:none} x{',
      `${SCOPE} nav, ${SCOPE} header{display:none}${SCOPE} x{}`,
      ['} body{background:red}'],
    ],
    ['a{color:red}</style><script>alert(1)</script>', `${SCOPE} a{color:red}`, ['</style><script>alert(1)</script>']],
    ['a/*}*/{color:red}', `${SCOPE} a{color:red}`, []],
    [
      'a{background:\\75 rl(http://evil.example/x.png)}',
      `${SCOPE} a{}`,
      ['background:\\75 rl(http://evil.example/x.png)'],
    ],
    [
      'a{background:u\\72l(http://evil.example/x.png)}',
      `${SCOPE} a{}`,
      ['background:u\\72l(http://evil.example/x.png)'],
    ],
    [
      '@import url(http://evil.example/a.css); a{color:red}',
      `${SCOPE} a{color:red}`,
      ['@import url(http://evil.example/a.css);'],
    ],
    ['@\\69mport "a.css"; a{color:red}', `${SCOPE} a{color:red}`, ['@\\69mport "a.css";']],
    [
      '@namespace svg url(x); @charset "utf-8"; a{b:c}',
      `${SCOPE} a{b:c}`,
      ['@namespace svg url(x);', '@charset "utf-8";'],
    ],
    [
      'a{background-image:image-set("http://evil.example/a.png" 1x)}',
      `${SCOPE} a{}`,
      ['background-image:image-set("http://evil.example/a.png"1x)'],
    ],
    ['a{background-image:image-set("a.png" 1x)}', `${SCOPE} a{background-image:image-set("a.png"1x)}`, []],
    [
      'a{--x:url(https://evil.example/a.png);background:var(--x)}',
      `${SCOPE} a{background:var(--x)}`,
      ['--x:url(https://evil.example/a.png)'],
    ],
    ['a{background:url(/\\/evil.example/x.png)}', `${SCOPE} a{}`, ['background:url(//evil.example/x.png)']],
    ['a{background:src("https://evil.example/x")}', `${SCOPE} a{}`, ['background:src("https://evil.example/x")']],
    [
      'a{width:expression(alert(1));behavior:url(x.htc);-moz-binding:url(x.xml#b)}',
      `${SCOPE} a{}`,
      ['width:expression(alert(1))', 'behavior:url(x.htc)', '-moz-binding:url(x.xml#b)'],
    ],
    ['a{b:c; & d{color:red}}', `${SCOPE} a{b:c}`, ['& d{color:red}']],
  ])('confines %j', (css, expected, dropped) => {
    // Act
    const sanitized = sanitizeDashboardCss(css, DASHBOARD);

    // Assert
    expect(sanitized).toEqual({ css: expected, dropped });
  });

  it.each([
    ['body{background:#404040}', `${SCOPE}{background:#404040}`],
    ['html body.dark .x, :root{color:red}', `${SCOPE}.dark .x, ${SCOPE}{color:red}`],
    ['body > .grid{gap:0}', `${SCOPE} > .grid{gap:0}`],
    // Siblings of the page would be siblings of the dashboard's element: kept below it instead, matching nothing.
    ['body ~ nav{display:none}', `${SCOPE} body~nav{display:none}`],
    ['.dashboard .chart-header{font-size:14px}', `${SCOPE} .dashboard .chart-header{font-size:14px}`],
    ['@media (min-width:10px){body{color:red} @import url(x.css);}', `@media (min-width:10px){${SCOPE}{color:red}}`],
    [
      '@keyframes spin{to{transform:rotate(1turn);background:url(//evil.example/x)}}',
      '@keyframes dashboard-7-spin{to{transform:rotate(1turn)}}',
    ],
    ['@font-face{font-family:X;src:url(https://evil.example/x.woff2)}', '@font-face{font-family:dashboard-7-X}'],
    // Keyframes and font faces are global: the dashboard's own names keep them from replacing the app's.
    [
      '@keyframes m_loader{to{opacity:0}} .a{animation:m_loader 1s;animation-name:m_loader, other} ' +
        '@font-face{font-family:"Roboto";src:url(data:font/woff2;base64,AA==)} .b{font:12px Roboto, sans-serif} .c{font-family:Arial}',
      '@keyframes dashboard-7-m_loader{to{opacity:0}}' +
        `${SCOPE} .a{animation:dashboard-7-m_loader 1s;animation-name:dashboard-7-m_loader,other}` +
        '@font-face{font-family:"dashboard-7-Roboto";src:url(data:font/woff2;base64,AA==)}' +
        `${SCOPE} .b{font:12px dashboard-7-Roboto,sans-serif}${SCOPE} .c{font-family:Arial}`,
    ],
    [
      'c{background:url(img/x.png)} d{background:url(data:image/png;base64,AA==)}',
      `${SCOPE} c{background:url(img/x.png)}${SCOPE} d{background:url(data:image/png;base64,AA==)}`,
    ],
  ])('scopes %j', (css, expected) => {
    // Act
    const sanitized = sanitizeDashboardCss(css, DASHBOARD);

    // Assert
    expect(sanitized.css).toBe(expected);
  });
});

describe('isLocalUrl', () => {
  it.each([
    ['img/x.png', true],
    ['/static/x.png', true],
    ['data:image/png;base64,AA==', true],
    ['https://evil.example/x.png', false],
    ['//evil.example/x.png', false],
    ['/\\evil.example/x.png', false],
    ['/\t/evil.example/x.png', false],
    ['javascript:alert(1)', false],
    ['blob:https://evil.example/1', false],
  ])('%j loads from the page itself: %s', (url, expected) => {
    // Act
    const local = isLocalUrl(url);

    // Assert
    expect(local).toBe(expected);
  });
});
