import * as z from 'zod';

/**
 * E-mail recipients of a report as Superset keeps them: each of `target`, `ccTarget` and `bccTarget` is a list of
 * addresses separated by commas, semicolons or spaces (Superset's `get_email_address_list`). Each element must be one
 * plain address: no display name, no group, no second header smuggled in with a line break. The server checks when a
 * report is written and again before a mail is composed, for reports stored before these checks.
 */

/** Control characters (CR, LF, tab, NUL...): never part of an address or of a header's text. */
const CONTROL = /\p{Cc}/u;

/** The separators Superset splits a recipient field on. */
const SEPARATORS = /[,;\s]+/;

/** One address as a browser's `<input type=email>` accepts it (WHATWG's rule, which zod ships). */
const ADDRESS = z.email({ pattern: z.regexes.html5Email });

/** Words for a text with a line break or another control character where a mail header takes it. */
export const NO_CONTROL_CHARACTERS = 'Must not contain line breaks or other control characters.';

/** Marshmallow's words for a bad address, naming it. */
const notAnAddress = (address: string): string => `Not a valid email address: ${address}`;

/** Whether a text holds a control character. */
export const hasControlCharacter = (text: string): boolean => CONTROL.test(text);

/** The addresses of one recipient field, in order. */
export const recipientAddresses = (field: string | undefined): string[] =>
  (field ?? '').split(SEPARATORS).filter(Boolean);

/** What is wrong with a recipient field, in words for the field's error; undefined when every address is one. */
export function recipientFieldProblem(field: string): string | undefined {
  if (hasControlCharacter(field)) return NO_CONTROL_CHARACTERS;
  const invalid = recipientAddresses(field).find((address) => !ADDRESS.safeParse(address).success);
  return invalid === undefined ? undefined : notAnAddress(invalid);
}

/** A zod string refined to hold no control character (text that becomes part of a mail header, such as a subject). */
export const headerText = <T extends z.ZodString>(schema: T) =>
  schema.refine((text) => !hasControlCharacter(text), { error: NO_CONTROL_CHARACTERS });

/** The fields of an e-mail recipient's `recipient_config_json`, each a list of addresses. */
const RECIPIENT_FIELDS = ['target', 'ccTarget', 'bccTarget'] as const;

/**
 * A zod refinement of an e-mail recipient (`{ type, recipient_config_json }`): each field addresses and separators
 * only, its problem reported on the field. Run once the recipient parses, so a recipient of another kind (Slack) is
 * refused for its type alone.
 */
export function checkEmailRecipient(
  recipient: { recipient_config_json?: Partial<Record<(typeof RECIPIENT_FIELDS)[number], string>> | undefined },
  context: z.RefinementCtx,
): void {
  for (const name of RECIPIENT_FIELDS) {
    const field = recipient.recipient_config_json?.[name];
    const problem = field === undefined ? undefined : recipientFieldProblem(field);
    if (problem !== undefined)
      context.addIssue({ code: 'custom', path: ['recipient_config_json', name], message: problem });
  }
}
