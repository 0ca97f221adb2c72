import * as z from 'zod';
import { boundedName, boundedText } from '../limits.ts';
import { RLS_CLAUSE_MAX_BYTES } from './row-level-security.ts';

/**
 * `POST /api/v1/security/guest_token/` (Superset's GuestTokenCreateSchema): a host application's backend asks for a
 * short-lived token that lets one of its users view embedded dashboards, with row level security clauses of its own.
 * Unknown fields are ignored, as Superset's permissive schema does.
 */

/** Most dashboards one token names, and most rules it carries: a token travels in every request's header. */
export const GUEST_MAX_RESOURCES = 10;
export const GUEST_MAX_RLS_RULES = 20;

export const GuestTokenUser = z.looseObject({
  username: boundedName(128).optional(),
  first_name: boundedName(64).optional(),
  last_name: boundedName(64).optional(),
});

/** A resource the guest may view: an embedded dashboard, by its embedding uuid. */
export const GuestTokenResource = z.looseObject({
  type: z.literal('dashboard'),
  id: boundedName(64).min(1),
});

/** A row level security rule of the token: its clause, on the dataset named or on every dataset when none is. */
export const GuestTokenRlsRule = z.looseObject({
  dataset: z.number().int().positive().optional(),
  clause: boundedText(RLS_CLAUSE_MAX_BYTES).refine((text) => text.trim() !== '', 'Missing data for required field.'),
});
export type GuestTokenRlsRule = z.infer<typeof GuestTokenRlsRule>;

export const GuestTokenBody = z.looseObject({
  user: GuestTokenUser.optional(),
  resources: z.array(GuestTokenResource).min(1, 'Shorter than minimum length 1.').max(GUEST_MAX_RESOURCES),
  rls: z.array(GuestTokenRlsRule).max(GUEST_MAX_RLS_RULES),
});
export type GuestTokenBody = z.infer<typeof GuestTokenBody>;

export const GuestTokenResponse = z.looseObject({ token: z.string() });
export type GuestTokenResponse = z.infer<typeof GuestTokenResponse>;
