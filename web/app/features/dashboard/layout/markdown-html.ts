import DOMPurify from 'dompurify';
import MarkdownIt from 'markdown-it';

/** Markdown with HTML allowed, as Superset's markdown component takes it; the HTML is sanitized after rendering. */
const markdown = new MarkdownIt({ html: true, linkify: true });

/**
 * A MARKDOWN component's source as safe HTML: markdown-it renders it, DOMPurify strips scripts, event handlers and
 * `javascript:` URLs, so a dashboard's text can never run code in a viewer's session.
 */
export function markdownToSafeHtml(source: string): string {
  return DOMPurify.sanitize(markdown.render(source));
}
