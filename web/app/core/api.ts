import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { ApiError } from './http/api-error.ts';
import { apiFetch, type ApiFetchInit } from './http/client.ts';

/** What an endpoint asks the base query for: a path under the API plus fetch options (method, json body, schema). */
export interface ApiRequest extends ApiFetchInit<unknown> {
  url: string;
}

/** An endpoint's error: the HTTP status (0 when the server was not reached), safe messages and Superset's error entries. */
export interface ApiQueryError {
  status: number;
  messages: string[];
  errors: ApiError['errors'];
}

/**
 * RTK Query's base query over the app's API client, so every endpoint gets the bearer token, the one
 * refresh-and-retry on 401, Superset error parsing and the zod check of the answer in one place.
 */
export const apiBaseQuery: BaseQueryFn<ApiRequest | string, unknown, ApiQueryError> = async (request, { signal }) => {
  const { url, ...init } = typeof request === 'string' ? { url: request } : request;
  try {
    return { data: await apiFetch(url, { ...init, signal }) };
  } catch (error) {
    if (error instanceof ApiError)
      return { error: { status: error.status, messages: error.messages, errors: error.errors } };
    if (error instanceof DOMException && error.name === 'AbortError')
      return { error: { status: 0, messages: ['Request aborted'], errors: [] } };
    throw error;
  }
};

/**
 * The app's one RTK Query API. It starts empty: each feature adds its endpoints with `api.injectEndpoints`
 * in its own `api.ts`, so a route's chunk carries only the endpoints it uses.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: [
    'Chart',
    'ChartList',
    'Favorite',
    'Dataset',
    'Dashboard',
    'Me',
    'AnnotationLayer',
    'Annotation',
    'SecurityUser',
    'SecurityRole',
    'RowLevelSecurity',
    'Theme',
  ],
  endpoints: () => ({}),
});
