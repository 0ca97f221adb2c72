import * as z from 'zod';
import { type DomainRoutes, type HttpRequest, ok } from '../lib/http.ts';
import { ItemQuery } from '../lib/item-shape.ts';
import { requireJsonBody } from '../lib/json-request.ts';
import { parseRisonQuery } from '../lib/rison-query.ts';
import { pathId } from '../lib/path-ids.ts';
import { listLayerAnnotations } from './annotation-list.ts';
import {
  bulkDeleteAnnotations,
  createAnnotation,
  deleteAnnotation,
  getAnnotation,
  updateAnnotation,
} from './annotation-service.ts';
import { listAnnotationLayers } from './layer-list.ts';
import { bulkDeleteLayers, createLayer, deleteLayer, getLayer, updateLayer } from './layer-service.ts';

/** `?q=!(1,2)` of the bulk deletes (Superset's `get_delete_ids_schema`). */
const IdList = z.array(z.number().int()).max(1000);

const ids = (request: HttpRequest) => parseRisonQuery(IdList, request.query.q);
const itemQuery = (request: HttpRequest) => parseRisonQuery(ItemQuery, request.query.q);
const layerId = (request: HttpRequest) => pathId(request, 'pk');
const annotationId = (request: HttpRequest) => pathId(request, 'annotation_id');

/** Superset's AnnotationLayerRestApi and AnnotationRestApi: layers, and the annotations of each layer. */
export const annotationRoutes = {
  'GET /api/v1/annotation_layer/': async (request) =>
    ok(await listAnnotationLayers(await request.access(), request.query.q)),
  'POST /api/v1/annotation_layer/': async (request) =>
    ok(await createLayer(await request.access(), requireJsonBody(request)), 201),
  'DELETE /api/v1/annotation_layer/': async (request) =>
    ok(await bulkDeleteLayers(await request.access(), ids(request))),
  'GET /api/v1/annotation_layer/{pk}': async (request) =>
    ok(await getLayer(await request.access(), layerId(request), itemQuery(request))),
  'PUT /api/v1/annotation_layer/{pk}': async (request) =>
    ok(await updateLayer(await request.access(), layerId(request), requireJsonBody(request))),
  'DELETE /api/v1/annotation_layer/{pk}': async (request) =>
    ok(await deleteLayer(await request.access(), layerId(request))),
  'GET /api/v1/annotation_layer/{pk}/annotation/': async (request) =>
    ok(await listLayerAnnotations(await request.access(), layerId(request), request.query.q)),
  'POST /api/v1/annotation_layer/{pk}/annotation/': async (request) =>
    ok(await createAnnotation(await request.access(), layerId(request), requireJsonBody(request)), 201),
  'DELETE /api/v1/annotation_layer/{pk}/annotation/': async (request) =>
    ok(await bulkDeleteAnnotations(await request.access(), layerId(request), ids(request))),
  'GET /api/v1/annotation_layer/{pk}/annotation/{annotation_id}': async (request) =>
    ok(await getAnnotation(await request.access(), layerId(request), annotationId(request), itemQuery(request))),
  'PUT /api/v1/annotation_layer/{pk}/annotation/{annotation_id}': async (request) =>
    ok(
      await updateAnnotation(await request.access(), layerId(request), annotationId(request), requireJsonBody(request)),
    ),
  'DELETE /api/v1/annotation_layer/{pk}/annotation/{annotation_id}': async (request) =>
    ok(await deleteAnnotation(await request.access(), layerId(request), annotationId(request))),
} satisfies DomainRoutes<'annotations'>;
