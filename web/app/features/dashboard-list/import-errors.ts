import type { SupersetErrorEntry } from '#shared/errors.ts';

/**
 * Reading Superset's import refusals. A refused import answers 422 with errors whose `extra` maps each file of the
 * bundle to what is wrong with it: `{"_schema": ["Must provide a password for the database"]}` for a database that
 * needs its password, or `"Dashboard already exists and \`overwrite=true\` was not passed"` for an existing object.
 * Those two the user can fix in the modal; anything else ends the import.
 */

const PASSWORD_NEEDED = 'Must provide a password for the database';
const ALREADY_EXISTS = 'already exists and `overwrite=true` was not passed';

const needsPassword = (payload: unknown): boolean =>
  typeof payload === 'object' &&
  payload !== null &&
  '_schema' in payload &&
  Array.isArray(payload._schema) &&
  payload._schema.includes(PASSWORD_NEEDED);

const alreadyExists = (payload: unknown): boolean => typeof payload === 'string' && payload.includes(ALREADY_EXISTS);

/** The per-file entries of an error's `extra`, without Superset's `issue_codes`. */
const fileEntries = (error: SupersetErrorEntry): [string, unknown][] =>
  Object.entries(error.extra ?? {}).filter(([key]) => key !== 'issue_codes');

/** What an import refusal asks of the user. */
export interface ImportProblems {
  /** Database files (`databases/examples.yaml`) whose password must be given. */
  passwordsNeeded: string[];
  /** Files of objects that exist already, to be overwritten only once the user confirms. */
  alreadyExisting: string[];
  /** Whether something else is wrong, which no password or confirmation fixes. */
  terminal: boolean;
}

/** Sorts the errors of a refused import into what the modal can ask for and what ends it. */
export function importProblems(errors: readonly SupersetErrorEntry[]): ImportProblems {
  const entries = errors.map(fileEntries);
  return {
    passwordsNeeded: entries
      .flat()
      .filter(([, payload]) => needsPassword(payload))
      .map(([file]) => file),
    alreadyExisting: entries
      .flat()
      .filter(([, payload]) => alreadyExists(payload))
      .map(([file]) => file),
    terminal:
      entries.length === 0 ||
      entries.some(
        (files) =>
          files.length === 0 || files.some(([, payload]) => !needsPassword(payload) && !alreadyExists(payload)),
      ),
  };
}
