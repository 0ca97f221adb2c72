/**
 * E-mail recipients as Superset stores them: one `Email` recipient whose `recipient_config_json` holds the addresses
 * as one comma-separated `target` (with optional `ccTarget` and `bccTarget`), a JSON string in answers.
 */

/** The e-mail addresses of a report, as the form edits them. */
export interface EmailRecipients {
  to: string[];
  cc: string[];
  bcc: string[];
}

/** A recipient as the API's bodies carry it. */
export interface EmailRecipientBody {
  type: 'Email';
  recipient_config_json: { target: string; ccTarget?: string; bccTarget?: string };
}

/** What answers hold: the config object, or (Superset's GET) the same as a JSON string. */
export interface RecipientAnswer {
  type: string;
  recipient_config_json?: string | Record<string, unknown> | null;
}

const ADDRESS = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/** The addresses of a Superset target string (`a@x.org, b@y.org` or `;`-separated). */
export const addressesOf = (target: unknown): string[] =>
  typeof target === 'string'
    ? target
        .split(/[,;]/)
        .map((part) => part.trim())
        .filter((part) => part !== '')
    : [];

/** The addresses in a list that are no e-mail address. */
export const invalidAddresses = (addresses: readonly string[]): string[] =>
  addresses.filter((address) => !ADDRESS.test(address));

function configOf(recipient: RecipientAnswer): Record<string, unknown> {
  const config = recipient.recipient_config_json;
  if (typeof config !== 'string') return config ?? {};
  try {
    const parsed: unknown = JSON.parse(config);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The e-mail addresses of a report's recipients (other kinds, such as Slack, are not e-mail and are left out). */
export function emailRecipientsOf(recipients: readonly RecipientAnswer[] | undefined): EmailRecipients {
  const emails = (recipients ?? []).filter((recipient) => recipient.type === 'Email').map(configOf);
  return {
    to: emails.flatMap((config) => addressesOf(config.target)),
    cc: emails.flatMap((config) => addressesOf(config.ccTarget)),
    bcc: emails.flatMap((config) => addressesOf(config.bccTarget)),
  };
}

/** The recipients of a body: one `Email` recipient, cc and bcc only when there are some. */
export function recipientsBody({ to, cc, bcc }: EmailRecipients): EmailRecipientBody[] {
  const config: EmailRecipientBody['recipient_config_json'] = { target: to.join(',') };
  if (cc.length > 0) config.ccTarget = cc.join(',');
  if (bcc.length > 0) config.bccTarget = bcc.join(',');
  return [{ type: 'Email', recipient_config_json: config }];
}

/** The form's problem with a list of addresses, or null. */
export function addressesProblem(addresses: readonly string[], required: boolean): string | null {
  if (required && addresses.length === 0) return 'Add at least one recipient';
  const invalid = invalidAddresses(addresses);
  return invalid.length === 0 ? null : `Not an e-mail address: ${invalid.join(', ')}`;
}
