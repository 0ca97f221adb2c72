/**
 * The public face of the annotations domain: the only file other domains import from it (eslint.config.js).
 * Annotation layers and their annotations (`/api/v1/annotation_layer/`). Other domains read layers and
 * annotations to draw a chart's annotation layers.
 */
export { listAnnotations, readLayer } from './repository.ts';
export type { AnnotationRecord } from './schema.ts';
