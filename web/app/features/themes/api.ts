import * as z from 'zod';
import { ThemeListResponse, ThemeWriteResponse, type ThemeListItem, type ThemePostBody } from '#shared/api/theme.ts';
import { api } from '../../core/api.ts';
import { risonQ } from '../../core/http/rison-query.ts';

const THEMES = '/api/v1/theme/';

/** A workspace's themes fit one page: Superset's list pages too, but a tenant keeps at most a hundred. */
const ALL_THEMES = { order_column: 'theme_name', order_direction: 'asc', page: 0, page_size: 100 };

/** Answers carrying only Superset's `message` (the delete). */
const MessageResponse = z.looseObject({ message: z.string() });
type MessageResponse = z.infer<typeof MessageResponse>;

/** Answers of the system default's routes: `{ result: "success" }`. */
const SuccessResponse = z.looseObject({ result: z.string() });

/** A theme to add (no id) or to change (its id). */
export interface ThemeSave {
  id?: number;
  body: ThemePostBody;
}

const noTagsOnError = (_result: unknown, error: unknown) => (error ? [] : ['Theme' as const]);

/**
 * Superset 6's ThemeRestApi as Settings > Themes uses it: the list, saves, delete, and which theme is the system
 * default. Writes that succeed reload the list.
 */
export const themesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getThemes: build.query<ThemeListItem[], void>({
      query: () => ({ url: `${THEMES}?q=${risonQ(ALL_THEMES)}`, schema: ThemeListResponse }),
      transformResponse: (answer: ThemeListResponse) => answer.result,
      providesTags: ['Theme'],
    }),
    saveTheme: build.mutation<number, ThemeSave>({
      query: ({ id, body }) => ({
        url: id === undefined ? THEMES : `${THEMES}${id}`,
        method: id === undefined ? 'POST' : 'PUT',
        json: body,
        schema: ThemeWriteResponse,
      }),
      transformResponse: (answer: ThemeWriteResponse) => answer.id,
      invalidatesTags: noTagsOnError,
    }),
    deleteTheme: build.mutation<string, number>({
      query: (id) => ({ url: `${THEMES}${id}`, method: 'DELETE', schema: MessageResponse }),
      transformResponse: (answer: MessageResponse) => answer.message,
      invalidatesTags: noTagsOnError,
    }),
    setSystemDefaultTheme: build.mutation<void, number | null>({
      query: (id) =>
        id === null
          ? { url: `${THEMES}unset_system_default`, method: 'DELETE', schema: SuccessResponse }
          : { url: `${THEMES}${id}/set_system_default`, method: 'PUT', schema: SuccessResponse },
      transformResponse: () => undefined,
      invalidatesTags: noTagsOnError,
    }),
  }),
});

export const { useGetThemesQuery, useSaveThemeMutation, useDeleteThemeMutation, useSetSystemDefaultThemeMutation } =
  themesApi;
