import { type DomainRoutes, ok, requireClaims } from '../../lib/http.ts';
import { ItemQuery } from '../../lib/item-shape.ts';
import { requireJsonBody } from '../../lib/json-request.ts';
import { pathId } from '../../lib/path-ids.ts';
import { parseRisonQuery } from '../../lib/rison-query.ts';
import { listThemePage } from './list.ts';
import {
  createTheme,
  deleteTheme,
  getTheme,
  setSystemDefaultTheme,
  unsetSystemDefaultTheme,
  updateTheme,
} from './service.ts';
import { systemThemeSlice } from './system-theme.ts';

/**
 * Superset 6's ThemeRestApi: a tenant's themes (Settings > Themes), its system default theme, and the themes every page
 * draws with (`/system`), for those holding `Theme`.
 */
export const themeRoutes = {
  'GET /api/v1/theme/': async (request) => ok(await listThemePage(await request.access(), request.query.q)),
  'POST /api/v1/theme/': async (request) =>
    ok(await createTheme(await request.access(), requireJsonBody(request)), 201),
  'GET /api/v1/theme/system': async (request) => ok({ result: await systemThemeSlice(requireClaims(request).tenant) }),
  'DELETE /api/v1/theme/unset_system_default': async (request) =>
    ok(await unsetSystemDefaultTheme(await request.access())),
  'GET /api/v1/theme/{pk}': async (request) =>
    ok(await getTheme(await request.access(), pathId(request), parseRisonQuery(ItemQuery, request.query.q))),
  'PUT /api/v1/theme/{pk}': async (request) =>
    ok(await updateTheme(await request.access(), pathId(request), requireJsonBody(request))),
  'DELETE /api/v1/theme/{pk}': async (request) => ok(await deleteTheme(await request.access(), pathId(request))),
  'PUT /api/v1/theme/{pk}/set_system_default': async (request) =>
    ok(await setSystemDefaultTheme(await request.access(), pathId(request))),
} satisfies Partial<DomainRoutes<'security'>>;
