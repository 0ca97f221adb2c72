import { AppError } from '#shared/errors.ts';

/** Superset attaches this issue code to every GENERIC_COMMAND_ERROR (its `ERROR_TYPES_TO_ISSUE_CODES_MAPPING`). */
const COMMAND_ISSUE_CODES = [
  { code: 1010, message: 'Issue 1010 - Superset encountered an error while running a command.' },
];

/**
 * A failed import or export command, answered as Superset's `show_command_errors` does:
 * `{"errors": [{"message", "error_type": "GENERIC_COMMAND_ERROR", "level", "extra": {...messages, "issue_codes"}}]}`.
 */
export class BundleCommandError extends AppError {
  constructor(status: number, message: string, messages: Record<string, unknown> = {}) {
    super(status, message, {
      detailed: true,
      errorType: 'GENERIC_COMMAND_ERROR',
      level: status < 500 ? 'warning' : 'error',
      extra: { ...messages, issue_codes: COMMAND_ISSUE_CODES },
    });
  }
}

/** What an import found wrong, by file name (Superset's `CommandInvalidError.normalized_messages()`). */
export type ImportProblems = Record<string, unknown>;

/**
 * What a create route's refusal says about one file of a bundle: its field messages (`{"sqlalchemy_uri": [...]}`),
 * else its message under `field`.
 */
export function problemOf(error: AppError, field: string): unknown {
  const body = error.toBody();
  return 'message' in body && typeof body.message === 'object' ? body.message : { [field]: [error.message] };
}

/** 422 `Error importing <model>` with the problems of each file, as Superset's ImportModelsCommand.validate raises. */
export const importInvalid = (model: string, problems: ImportProblems): BundleCommandError =>
  new BundleCommandError(422, `Error importing ${model}`, problems);

/** 422 for an upload that is not a ZIP archive (Superset's IncorrectFormatError). */
export const notAZip = (): BundleCommandError => new BundleCommandError(422, 'Not a ZIP file');

/** 422 for an archive refused before it is inflated: too many entries, too big, or compressed suspiciously well. */
export const unsafeZip = (reason: string): BundleCommandError => new BundleCommandError(422, reason);

/** 400 for an archive holding no YAML file (Superset's NoValidFilesFoundError). */
export const noValidFiles = (): BundleCommandError => new BundleCommandError(400, 'No valid import files were found');

/** 422 when no importer version takes the bundle: no `metadata.yaml`, or another version than 1.0.0. */
export const noImporter = (): BundleCommandError =>
  new BundleCommandError(422, 'Could not find a valid command to import file');

/** Superset's message when the bundle holds an object the tenant has and `overwrite` was not `true`. */
export const alreadyExists = (model: string): string =>
  `${model[0]?.toUpperCase()}${model.slice(1)} already exists and \`overwrite=true\` was not passed`;
