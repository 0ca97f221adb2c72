/** What the role modal holds while it is edited: the name, the picked pair and user ids (strings, as the selects keep them). */
export interface RoleDraft {
  name: string;
  pairIds: string[];
  userIds: string[];
}

/** A field of the draft the form can fault. */
export type RoleDraftErrors = Partial<Record<keyof RoleDraft, string>>;

/** Role names travel in tokens and name identity-provider groups: the server's alphabet, checked before sending. */
const ROLE_NAME = /^[\p{L}\p{M}\p{N}_.:@+=-]+$/u;

/** A name is required and has no spaces or commas (the server's rule, said before the round trip). */
export function validateRole(draft: RoleDraft): RoleDraftErrors {
  const name = draft.name.trim();
  if (name === '') return { name: 'This field is required' };
  if (!ROLE_NAME.test(name)) return { name: 'Role names are letters, digits and _ . : @ + = - (no spaces or commas)' };
  return {};
}

/** Whether the picked ids (pairs, users) differ from the role's own (order aside), so an unchanged set is not written again. */
export function idsChanged(picked: readonly string[], current: readonly number[]): boolean {
  const before = new Set(current.map(String));
  return picked.length !== before.size || picked.some((id) => !before.has(id));
}
