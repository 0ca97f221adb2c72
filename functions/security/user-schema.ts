import * as z from 'zod';
import { boundedName, longerThan } from '#shared/limits.ts';

/**
 * The user API's request bodies (Flask-AppBuilder's UserPostSchema and UserPutSchema).
 * Names fit Cognito too, so a user made locally could exist in the cloud: at most 128 characters of Cognito's alphabet.
 */

/** Cognito's user name alphabet: letters, marks, symbols, digits and punctuation; no spaces or control characters. */
const USERNAME_PATTERN = /^[\p{L}\p{M}\p{S}\p{N}\p{P}]+$/u;
const USERNAME_MAX = 128;
/** Flask-AppBuilder's `String(64)` name columns. */
const PERSON_NAME_MAX = 64;
const EMAIL_MAX = 320;
const PASSWORD_MAX = 256;
/** More roles than any user needs; bounds the item and the identity provider's calls. */
const ROLES_MAX = 50;

const shorterThan = (min: number): string => `Shorter than minimum length ${min}.`;

const username = boundedName(USERNAME_MAX)
  .min(1, shorterThan(1))
  .regex(USERNAME_PATTERN, 'String does not match expected pattern.');
const personName = boundedName(PERSON_NAME_MAX);
const email = z.email({ error: 'Not a valid email address.' }).max(EMAIL_MAX, longerThan(EMAIL_MAX));
const password = z.string().min(1, shorterThan(1)).max(PASSWORD_MAX, longerThan(PASSWORD_MAX));
const roleIds = z.array(z.number().int().positive()).min(1, shorterThan(1)).max(ROLES_MAX, longerThan(ROLES_MAX));

/** POST /api/v1/security/users/: every field but `active` (default true) is required; `roles` are role ids. */
export const UserCreateBody = z.strictObject({
  username,
  first_name: personName,
  last_name: personName,
  email,
  active: z.boolean().default(true),
  roles: roleIds,
  password,
});
export type UserCreateBody = z.infer<typeof UserCreateBody>;

/** PUT /api/v1/security/users/{pk}: the fields sent change; a password is set only when sent. */
export const UserUpdateBody = z.strictObject({
  username: username.optional(),
  first_name: personName.optional(),
  last_name: personName.optional(),
  email: email.optional(),
  active: z.boolean().optional(),
  roles: roleIds.optional(),
  password: password.optional(),
});
export type UserUpdateBody = z.infer<typeof UserUpdateBody>;

/**
 * PUT /api/v1/me/ (Superset's CurrentUserPutSchema): the signed-in user's own names and password; nothing else, so a
 * user can never change their roles, e-mail or active flag this way. A new password needs the current one in
 * `current_password` (Skyset's addition: a stolen token alone cannot take the account over).
 */
export const MeUpdateBody = z
  .strictObject({
    // Superset's `Length(1, 64)`: a user may not blank their own name.
    first_name: personName.min(1, shorterThan(1)).optional(),
    last_name: personName.min(1, shorterThan(1)).optional(),
    password: password.optional(),
    current_password: z.string().max(PASSWORD_MAX, longerThan(PASSWORD_MAX)).optional(),
  })
  .superRefine((body, context) => {
    if (body.password !== undefined && body.current_password === undefined) {
      context.addIssue({ code: 'custom', path: ['current_password'], message: 'Missing data for required field.' });
    }
  });
export type MeUpdateBody = z.infer<typeof MeUpdateBody>;
