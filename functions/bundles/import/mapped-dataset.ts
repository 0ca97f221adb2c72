import type { DatasetRecord } from '../../lib/records/dataset-schema.ts';
import { canEditDataset } from '../../datasets/index.ts';
import type { DatasetConfig } from '../schemas.ts';
import { definitionsKept, mergeDefinition, timeFlagsRefused } from './dataset-definition.ts';
import type { Decision, Planner } from './plan.ts';

/** Superset's words when an import would overwrite a dataset the caller may not change. */
export const CANNOT_OVERWRITE_DATASET = "A dataset already exists and user doesn't have permissions to overwrite it";

/** Whether the caller may change a tenant's dataset: `can_write` on Dataset, and its owner or an Admin. */
export const mayChangeDataset = ({ access, caller }: Planner, dataset: DatasetRecord): boolean =>
  access.can('can_write', 'Dataset') && canEditDataset(access, dataset, caller.id);

/** How many member names a warning lists before it counts the rest. */
const NAMES_LISTED = 5;

const listed = (names: readonly string[]): string =>
  names.length <= NAMES_LISTED
    ? names.join(', ')
    : `${names.slice(0, NAMES_LISTED).join(', ')} and ${names.length - NAMES_LISTED} more`;

/**
 * A bundle dataset mapped onto one of the tenant's: the bundle's definition is merged in (`mergeDefinition`), the
 * bundle's word winning on `replace`. Without `replace` the caller is told which members kept the tenant's own
 * definition; a dataset the caller may not change is used as it is, and the caller told so when the merge would
 * have changed it. Nothing to change is a plain reuse.
 */
export function mappedDatasetDecision(
  planner: Planner,
  config: DatasetConfig,
  existing: DatasetRecord,
  replace: boolean,
): Decision {
  const { warnings } = planner.plan;
  const name = existing.table_name;
  const kept = replace ? [] : definitionsKept(existing, config);
  const changes = JSON.stringify(mergeDefinition(existing, config, replace)) !== JSON.stringify(existing);
  if (!mayChangeDataset(planner, existing)) {
    if (changes || kept.length > 0)
      warnings.push(
        `Dataset ${name} is not yours to change, so it was used as it is, without the bundle's definition.`,
      );
    return { action: 'reuse', id: existing.id };
  }
  if (kept.length > 0)
    warnings.push(
      `Dataset ${name} kept its own definition of ${listed(kept)}; import with overwrite to take the bundle's.`,
    );
  const unreadable = replace ? timeFlagsRefused(existing, config) : [];
  if (unreadable.length > 0) {
    const described = unreadable.map((column) => `${column.column_name} (${column.type ?? 'untyped'})`);
    warnings.push(
      `Dataset ${name}: ${listed(described)} not marked as time, as the engine cannot read those values as time.`,
    );
  }
  return changes ? { action: 'merge', id: existing.id, replace } : { action: 'reuse', id: existing.id };
}
