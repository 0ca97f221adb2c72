import type { ChartRegistration } from '../../../../plugins/types.ts';

/** What the gallery's sidebar selects: everything, the Featured charts, one category or one tag. */
export type GallerySelector =
  { kind: 'all' } | { kind: 'featured' } | { kind: 'category'; value: string } | { kind: 'tag'; value: string };

/** Superset's gallery tag that puts a chart in the Featured section. */
export const FEATURED_TAG = 'Featured';

/** Sorted categories and tags of the registered charts, for the sidebar. */
export function galleryFacets(registrations: readonly ChartRegistration[]) {
  const categories = new Set<string>();
  const tags = new Set<string>();
  for (const { metadata } of registrations) {
    categories.add(metadata.category);
    for (const tag of metadata.tags) if (tag !== FEATURED_TAG) tags.add(tag);
  }
  return { categories: [...categories].sort(), tags: [...tags].sort() };
}

function inSelection(registration: ChartRegistration, selector: GallerySelector): boolean {
  const { metadata } = registration;
  if (selector.kind === 'featured') return metadata.tags.includes(FEATURED_TAG);
  if (selector.kind === 'category') return metadata.category === selector.value;
  if (selector.kind === 'tag') return metadata.tags.includes(selector.value);
  return true;
}

/**
 * The charts the gallery shows: a search (name, description, tags, viz type; any case) looks through every chart
 * as Superset's does; without one, the sidebar's selection applies. Sorted by name.
 */
export function galleryCharts(
  registrations: readonly ChartRegistration[],
  selector: GallerySelector,
  search: string,
): ChartRegistration[] {
  const needle = search.trim().toLowerCase();
  const shown = needle
    ? registrations.filter(({ vizType, metadata }) =>
        [metadata.name, metadata.description, vizType, ...metadata.tags].some((text) =>
          text.toLowerCase().includes(needle),
        ),
      )
    : registrations.filter((registration) => inSelection(registration, selector));
  return [...shown].sort((a, b) => a.metadata.name.localeCompare(b.metadata.name));
}
