import DOMPurify, { type Config } from 'dompurify';
import MarkdownIt, { type RendererRule } from 'markdown-it';
import { ALLOWED_ATTR, ALLOWED_TAGS } from './allowed-html.ts';

/** Markdown with inline HTML allowed, as Superset's markdown component takes it; the sanitizer then removes the unsafe. */
const markdown = new MarkdownIt({ html: true, linkify: true });

/**
 * markdown-it aligns a table column with `style="text-align:..."`, which the sanitizer drops with every `style`;
 * GitHub writes `align` instead, which browsers honour and the sanitizer keeps.
 */
const alignedCell: RendererRule = (tokens, index, options, _env, self) => {
  const token = tokens[index]!;
  const align = /^text-align:(left|right|center)$/.exec(String(token.attrGet('style') ?? ''))?.[1];
  if (align) {
    token.attrs = token.attrs?.filter(([name]) => name !== 'style') ?? null;
    token.attrSet('align', align);
  }
  return self.renderToken(tokens, index, options);
};
markdown.renderer.rules.th_open = alignedCell;
markdown.renderer.rules.td_open = alignedCell;

/** GitHub's schema, as Superset applies it (see allowed-html.ts); ids and names get GitHub's `user-content-` prefix. */
const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  SANITIZE_NAMED_PROPS: true,
};

/** A sanitizer of its own: its hook must not change how other code's DOMPurify calls behave. */
const purify = DOMPurify();
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'A') return;
  // A named target could load the link into another window of the app; only a new tab is kept.
  if (node.getAttribute('target') !== '_blank') node.removeAttribute('target');
  // The opened page gets no handle on the dashboard's window and no referrer.
  if (node.hasAttribute('href')) node.setAttribute('rel', 'noopener noreferrer');
});

/**
 * A dashboard markdown component's source as the HTML to show: rendered by markdown-it, then sanitized by DOMPurify
 * to GitHub's schema (allowed-html.ts), so no script, event handler, `javascript:` link, style sheet or style
 * attribute reaches the page. Links stay, with `rel="noopener noreferrer"`.
 */
export function renderMarkdown(source: string): string {
  return purify.sanitize(markdown.render(source), CONFIG);
}
