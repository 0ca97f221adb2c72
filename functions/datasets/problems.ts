import { FieldError } from '../lib/field-error.ts';
import type { DatasetName } from '../lib/records/dataset-repository.ts';

/**
 * The field problems of one write, gathered as Superset's commands gather validation errors so one answer names
 * them all: 422 `{"message": {"<field>": ["..."]}}` (DatasetInvalidError).
 */
export class Problems {
  readonly #fields = new Map<string, string[]>();

  add(field: string, message: string): void {
    this.#fields.set(field, [...(this.#fields.get(field) ?? []), message]);
  }

  /** Runs a check; a FieldError it throws is recorded, anything else propagates. */
  async check(work: () => unknown): Promise<void> {
    try {
      await work();
    } catch (error) {
      if (!(error instanceof FieldError)) throw error;
      for (const [field, messages] of Object.entries(error.fields))
        for (const message of messages) this.add(field, message);
    }
  }

  /** Every message recorded, whichever field it names. */
  messages(): string[] {
    return [...this.#fields.values()].flat();
  }

  /** 422 naming every problem, when there is one. */
  throwIfAny(): void {
    if (this.#fields.size > 0) throw new FieldError(Object.fromEntries(this.#fields), 422);
  }
}

/** One part of a table name as Superset prints it (`urllib.parse.quote(part, safe="")`, dots escaped too). */
const quotePart = (part: string): string =>
  encodeURIComponent(part)
    .replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replaceAll('.', '%2E');

/** Superset's `str(Table)`: `catalog.schema.table` of the parts that are set. */
export const tableLabel = (name: Pick<DatasetName, 'schema' | 'table_name'> & { catalog?: string | null }): string =>
  [name.catalog, name.schema, name.table_name]
    .filter((part): part is string => Boolean(part))
    .map(quotePart)
    .join('.');

/** Superset's words for a name another dataset goes by (DatasetExistsValidationError, field `table`). */
export const datasetExists = (name: Pick<DatasetName, 'schema' | 'table_name'> & { catalog?: string | null }): string =>
  `Dataset ${tableLabel(name)} already exists`;

/** Superset's words for a physical table the engine does not have (TableNotFoundValidationError, field `table`). */
export const tableNotFound = (name: Pick<DatasetName, 'schema' | 'table_name'> & { catalog?: string | null }): string =>
  `Table [${tableLabel(name)}] could not be found, please double check your database connection, schema, and table name`;

/** Superset's command failures, answered 422 `{"message": "..."}`. */
export const CREATE_FAILED = 'Dataset could not be created.';
export const UPDATE_FAILED = 'Dataset could not be updated.';
export const DUPLICATE_FAILED = 'Dataset could not be duplicated.';
