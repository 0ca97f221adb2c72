/**
 * What a dashboard's markdown may hold once rendered: Superset sanitizes it (HTML_SANITIZATION, on by default) with
 * GitHub's schema (hast-util-sanitize's default), and these lists follow that schema. Both are allow lists, so
 * markup a browser learns later (as `popover` and `commandfor`, which open a layer above the whole page) stays out
 * until added here on purpose.
 *
 * Left out, as GitHub's schema leaves them out:
 * - `<style>`, `<link>` and the `style` attribute: the markdown's CSS would reach the whole page (hide the navigation,
 *   cover the screen with a fake sign-in). A dashboard is styled by its own CSS, which is confined to it.
 * - `<svg>` and `<math>` (a `<style>` inside them is a style sheet too), forms and their fields, frames, media.
 * - `data-*` attributes (the app reads some of its own, such as a chart's drawing status) and `aria-*` but four.
 *
 * Kept besides GitHub's schema: `class`, so a dashboard's CSS can style its markdown (the CSS is scoped to the
 * dashboard, and the dashboard's area confines whatever a class does). Ids and names are prefixed `user-content-`
 * (GitHub's clobber prefix) so they never shadow the app's globals or ids.
 */
export const ALLOWED_TAGS = [
  '#text',
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'div', 'span', 'pre', 'code', 'blockquote'],
  ...[
    'b',
    'i',
    'strong',
    'em',
    'tt',
    'ins',
    'del',
    's',
    'strike',
    'sup',
    'sub',
    'small',
    'mark',
    'kbd',
    'samp',
    'var',
    'q',
    'cite',
    'dfn',
    'abbr',
    'bdo',
    'time',
    'wbr',
  ],
  ...['a', 'img', 'figure', 'figcaption', 'details', 'summary', 'ruby', 'rt', 'rp'],
  ...['ol', 'ul', 'li', 'dl', 'dt', 'dd'],
  ...['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
];

/** Attributes on any allowed tag (URLs in `href`, `src`, `cite` are checked against DOMPurify's safe protocols). */
export const ALLOWED_ATTR = [
  ...['href', 'src', 'longdesc', 'cite', 'target', 'alt', 'title', 'id', 'name', 'class', 'lang', 'dir', 'datetime'],
  ...['width', 'height', 'align', 'valign', 'border', 'hspace', 'vspace', 'clear', 'nowrap', 'noshade', 'compact'],
  ...[
    'colspan',
    'rowspan',
    'headers',
    'scope',
    'abbr',
    'axis',
    'span',
    'summary',
    'cellpadding',
    'cellspacing',
    'frame',
    'rules',
  ],
  ...['start', 'type', 'open', 'aria-describedby', 'aria-hidden', 'aria-label', 'aria-labelledby'],
];
