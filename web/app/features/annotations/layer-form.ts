import type { AnnotationLayerPostBody } from '#shared/api/annotation.ts';

/** What the layer modal holds while it is edited. */
export interface LayerDraft {
  name: string;
  description: string;
}

/** The modal's state for a layer, or an empty one for a new layer. */
export const layerDraft = (layer?: { name?: string; descr?: string | null }): LayerDraft => ({
  name: layer?.name ?? '',
  description: layer?.descr ?? '',
});

/** Superset saves a layer only once it has a name. */
export const canSaveLayer = (draft: LayerDraft): boolean => draft.name.trim() !== '';

/** The POST or PUT body of a draft: the name trimmed, an empty description kept empty (Superset's PUT refuses null). */
export const layerBody = (draft: LayerDraft): AnnotationLayerPostBody => ({
  name: draft.name.trim(),
  descr: draft.description,
});
