import { useCallback } from 'react';
import type { FormData } from '../../../../plugins/types.ts';
import { exploreApi } from '../../api.ts';

/** Superset's words when a permalink cannot be made. */
export const PERMALINK_ERROR = 'Sorry, something went wrong. Try again later.';

/** Makes an Explore permalink (`/explore/p/{key}/`) of the form data; resolves to its absolute URL. */
export function usePermalink(formData: FormData): () => Promise<string> {
  const [postPermalink] = exploreApi.usePostPermalinkMutation();
  return useCallback(
    async () => (await postPermalink({ formData, urlParams: [] }).unwrap()).url,
    [postPermalink, formData],
  );
}

/** The `mailto:` link Superset's "Share chart by email" opens: the chart name in the subject, the permalink in the body. */
export function shareByEmailHref(chartName: string, url: string): string {
  const subject = chartName.trim() ? `Skyset Chart: ${chartName.trim()}` : 'Skyset Chart';
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`Check out this chart: ${url}`)}`;
}

/** Superset's embed code: an iframe of the permalink in standalone mode at the given size. */
export function embedCode(url: string, width: number, height: number): string {
  const src = new URL(url);
  src.searchParams.set('standalone', '1');
  src.searchParams.set('height', String(height));
  return `<iframe\n  width="${width}"\n  height="${height}"\n  seamless\n  frameBorder="0"\n  scrolling="no"\n  src="${src.toString()}"\n>\n</iframe>`;
}
