import { createHttpHandler } from '../lib/http.ts';
import { annotationRoutes } from './routes.ts';

/** Annotations domain: Superset's AnnotationLayerRestApi and AnnotationRestApi (native annotation layers). */
export const handler = createHttpHandler('annotations', annotationRoutes);
