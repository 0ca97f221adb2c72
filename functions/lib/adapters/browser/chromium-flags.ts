/**
 * Flags of @sparticuz/chromium's Lambda set that relax what a page may do: the same-origin policy and the block on
 * mixed content. A report page needs neither (Debian's Chromium renders it without them), and a page whose markdown
 * or CSS is hostile must be held to the browser's own rules as well as to the renderer's network guard.
 */
export const PAGE_RELAXING_FLAGS: ReadonlySet<string> = new Set([
  '--disable-web-security',
  '--allow-running-insecure-content',
]);
