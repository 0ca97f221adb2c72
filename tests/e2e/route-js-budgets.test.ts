import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeGzip } from '../../bench/web/bundle-sizes.ts';

/** The web build the e2e suite serves (`npm run test:e2e` builds it first). */
const CLIENT_DIR = resolve(import.meta.dirname, '../../web/build/client');

/**
 * Gzip bytes of JavaScript each route loads before it runs (entry, layouts, the route and their static imports; lazy
 * chunks such as charts left out), as measured at the start of [P] plus about 2 %. A change that adds more fails here;
 * raising a budget is a decision written in the commit that does it, with the reason. The spec's targets are lower
 * for some (Explore <= 300 KB): a budget only ever comes down towards them.
 */
// Raised with [H] for routes the merged work left a few hundred bytes over (dashboard roles in the navigation, a
// guest session in the API client, storage that works in a third-party frame, on top of the themes): measured + 1 %.
const ROUTE_BUDGETS: Readonly<Record<string, number>> = {
  // Raised with [H] themes (206_158 -> 208_845 measured): the theme mode (Superset's Light/Dark/Match system menu,
  // the page's scheme script, the mode's storage) and the tenant brand (kept brand, token rules, palette) load on every
  // page; these routes had less headroom left than the others, which took it within their budgets.
  'routes/login': 211_400,
  'routes/not-found': 258_200,
  'routes/report-list': 263_800,
  'routes/alert-list': 263_800,
  'routes/report-log': 263_900,
  'routes/alert-log': 263_900,
  'routes/list-roles': 309_200,
  'routes/list-users': 309_200,
  // Added with [H]: 305_118 measured, plus about 2 %.
  'routes/rowlevelsecurity-list': 311_200,
  // Added with [H] themes: 314_210 measured, plus about 2 %.
  'routes/theme-list': 320_500,
  'routes/annotation-layer-list': 310_100,
  'routes/annotation-list': 310_200,
  'routes/savedqueryview-list': 310_800,
  'routes/sqllab-history': 310_800,
  'routes/sqllab-permalink': 310_800,
  'routes/user-info': 311_800,
  // One datasets feature with one face since [K]: the list and the New dataset page load the same files. Raised with
  // [H] themes as the login's (317_198 -> 320_923; the SQL editors follow the scheme too).
  'routes/dataset-list': 323_800,
  'routes/dataset-add': 323_800,
  'routes/dashboard-list': 326_300,
  'routes/explore-permalink': 325_700,
  'routes/explore': 325_900,
  'routes/home': 331_700,
  'routes/welcome': 331_700,
  'routes/chart-list': 333_800,
  // Raised with [H] themes as the login's (345_445 -> 349_435; charts also draw in the tenant's font).
  'routes/dashboard-permalink': 351_800,
  'routes/dashboard': 352_300,
  // Added with [H]: the dashboard page in the embedded SDK's iframe, 349_876 measured, plus about 1 %.
  'routes/embedded': 353_400,
  'routes/sqllab': 354_000,
};

describe('JavaScript bytes per route', () => {
  it('keeps every route within its budget', async () => {
    // Act
    const over: string[] = [];
    for (const [route, budget] of Object.entries(ROUTE_BUDGETS)) {
      const { gzip } = await routeGzip(CLIENT_DIR, route);
      if (gzip > budget) over.push(`${route}: ${gzip} gzip bytes, budget ${budget}`);
    }

    // Assert
    expect(over).toEqual([]);
  });
});
