import { RecentActivityQuery } from '#shared/api/log.ts';
import { type DomainRoutes, ok } from '../lib/http.ts';
import { parseRisonQuery } from '../lib/rison-query.ts';
import { ingestLogEvents, requestIds } from './ingest.ts';
import { readLogEvents } from './log-body.ts';
import { recentActivity } from './recent-activity.ts';

/** Superset's usage log: the web app's events in, and what the user opened lately out. */
export const logRoutes = {
  'POST /superset/log/': async (request) => {
    const events = await readLogEvents(request);
    await ingestLogEvents(await request.access(), events, requestIds(request.query));
    // Superset answers an empty 200: beacons read nothing back.
    return { statusCode: 200, text: '' };
  },
  'GET /api/v1/log/recent_activity/': async (request) =>
    ok(await recentActivity(await request.access(), parseRisonQuery(RecentActivityQuery, request.query.q))),
} satisfies DomainRoutes<'log'>;
