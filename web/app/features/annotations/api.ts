import {
  AnnotationItemResponse,
  AnnotationLayerItemResponse,
  AnnotationLayerListResponse,
  AnnotationLayerListSelectedResponse,
  AnnotationListResponse,
  AnnotationMessageResponse,
  AnnotationWriteResponse,
  type AnnotationLayerPostBody,
  type AnnotationPostBody,
} from '#shared/api/annotation.ts';
import { api } from '../../core/api.ts';
import { risonQ } from '../../core/http/rison-query.ts';
import { annotationListQuery, layerChoicesQuery, layerListQuery, type ListParams } from './list-params.ts';

/** One native layer Explore may draw: its id and name. */
export interface LayerChoice {
  value: number;
  label: string;
}

const LAYERS = '/api/v1/annotation_layer/';
const annotationsOf = (layerId: number) => `${LAYERS}${layerId}/annotation/`;

/**
 * Superset's AnnotationLayerRestApi and AnnotationRestApi. Writes that succeed invalidate what they change, so lists,
 * the layer's title and Explore's layer picker reload; a refused one leaves them as they are.
 */
export const annotationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAnnotationLayers: build.query<AnnotationLayerListResponse, ListParams>({
      query: (params) => ({
        url: `${LAYERS}?q=${risonQ(layerListQuery(params))}`,
        schema: AnnotationLayerListResponse,
      }),
      providesTags: ['AnnotationLayer'],
    }),
    getAnnotationLayerChoices: build.query<LayerChoice[], string>({
      query: (search) => ({
        url: `${LAYERS}?q=${risonQ(layerChoicesQuery(search))}`,
        schema: AnnotationLayerListSelectedResponse,
      }),
      transformResponse: (answer: AnnotationLayerListSelectedResponse) =>
        answer.result.flatMap((layer) =>
          layer.id === undefined || layer.name === undefined ? [] : [{ value: layer.id, label: layer.name }],
        ),
      providesTags: ['AnnotationLayer'],
    }),
    getAnnotationLayer: build.query<AnnotationLayerItemResponse['result'], number>({
      query: (id) => ({ url: `${LAYERS}${id}`, schema: AnnotationLayerItemResponse }),
      transformResponse: (answer: AnnotationLayerItemResponse) => answer.result,
      providesTags: (_result, _error, id) => [{ type: 'AnnotationLayer', id }],
    }),
    saveAnnotationLayer: build.mutation<number, { id?: number; body: AnnotationLayerPostBody }>({
      query: ({ id, body }) => ({
        url: id === undefined ? LAYERS : `${LAYERS}${id}`,
        method: id === undefined ? 'POST' : 'PUT',
        json: body,
        schema: AnnotationWriteResponse,
      }),
      transformResponse: (answer: AnnotationWriteResponse) => answer.id,
      invalidatesTags: (_id, error) => (error ? [] : ['AnnotationLayer']),
    }),
    deleteAnnotationLayer: build.mutation<string, number>({
      query: (id) => ({ url: `${LAYERS}${id}`, method: 'DELETE', schema: AnnotationMessageResponse }),
      transformResponse: (answer: AnnotationMessageResponse) => answer.message,
      invalidatesTags: (_message, error) => (error ? [] : ['AnnotationLayer']),
    }),
    getAnnotations: build.query<AnnotationListResponse, { layerId: number; params: ListParams }>({
      query: ({ layerId, params }) => ({
        url: `${annotationsOf(layerId)}?q=${risonQ(annotationListQuery(params))}`,
        schema: AnnotationListResponse,
      }),
      providesTags: ['Annotation'],
    }),
    getAnnotation: build.query<AnnotationItemResponse['result'], { layerId: number; id: number }>({
      query: ({ layerId, id }) => ({ url: `${annotationsOf(layerId)}${id}`, schema: AnnotationItemResponse }),
      transformResponse: (answer: AnnotationItemResponse) => answer.result,
      providesTags: (_result, _error, { id }) => [{ type: 'Annotation', id }],
    }),
    saveAnnotation: build.mutation<number, { layerId: number; id?: number; body: AnnotationPostBody }>({
      query: ({ layerId, id, body }) => ({
        url: id === undefined ? annotationsOf(layerId) : `${annotationsOf(layerId)}${id}`,
        method: id === undefined ? 'POST' : 'PUT',
        json: body,
        schema: AnnotationWriteResponse,
      }),
      transformResponse: (answer: AnnotationWriteResponse) => answer.id,
      invalidatesTags: (_id, error) => (error ? [] : ['Annotation']),
    }),
    deleteAnnotation: build.mutation<string, { layerId: number; id: number }>({
      query: ({ layerId, id }) => ({
        url: `${annotationsOf(layerId)}${id}`,
        method: 'DELETE',
        schema: AnnotationMessageResponse,
      }),
      transformResponse: (answer: AnnotationMessageResponse) => answer.message,
      invalidatesTags: (_message, error) => (error ? [] : ['Annotation']),
    }),
  }),
});

export const {
  useGetAnnotationLayersQuery,
  useGetAnnotationLayerChoicesQuery,
  useGetAnnotationLayerQuery,
  useSaveAnnotationLayerMutation,
  useDeleteAnnotationLayerMutation,
  useGetAnnotationsQuery,
  useGetAnnotationQuery,
  useSaveAnnotationMutation,
  useDeleteAnnotationMutation,
} = annotationsApi;
