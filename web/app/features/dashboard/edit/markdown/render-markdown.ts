import DOMPurify from 'dompurify';
import MarkdownIt from 'markdown-it';

/** Markdown with inline HTML allowed, as Superset's markdown component takes it; the sanitizer then removes the unsafe. */
const markdown = new MarkdownIt({ html: true, linkify: true, breaks: false });

/**
 * A markdown source as safe HTML: rendered by markdown-it, then sanitized by DOMPurify so scripts, event handlers,
 * `javascript:` links and the like never reach the page.
 */
export function renderMarkdown(source: string): string {
  return DOMPurify.sanitize(markdown.render(source), { USE_PROFILES: { html: true } });
}

/** What a new markdown component holds until edited. */
export const MARKDOWN_PLACEHOLDER = [
  '# Header',
  '',
  'Write **markdown** here: headings, lists, links and tables.',
  '',
  '[Markdown syntax](https://commonmark.org/help/)',
].join('\n');
