import { DASHBOARD_VERSION_KEY, type Layout, LayoutItem, ROOT_ID } from './layout.ts';
import { childDepth, isValidChild, mayEverHold, ROOT_DEPTH } from './valid-child.ts';

/** Problems past this many are not listed: one broken layout should not answer a page of text. */
const MAX_PROBLEMS = 20;

/** A checked layout, or what is wrong with it (in words a person fixing the JSON can act on). */
export type LayoutCheck = { ok: true; layout: Layout } | { ok: false; problems: string[] };

/** The components of a parsed `position_json`, each checked against LayoutItem and keyed by its own id. */
function readComponents(value: Record<string, unknown>, problems: string[]): Layout {
  const layout: Layout = {};
  for (const [key, entry] of Object.entries(value)) {
    if (key === DASHBOARD_VERSION_KEY) continue;
    const parsed = LayoutItem.safeParse(entry);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      problems.push(
        `${key}: ${issue?.path.length ? `${issue.path.join('.')}: ` : ''}${issue?.message ?? 'not a component'}`,
      );
    } else if (parsed.data.id !== key) {
      problems.push(`${key}: its id is ${parsed.data.id}, not its key`);
    } else {
      layout[key] = parsed.data;
    }
  }
  return layout;
}

/** Each component's parent; children naming no component, or held twice, are problems. */
function parentsOf(layout: Layout, problems: string[]): Map<string, string> {
  const parentOf = new Map<string, string>();
  for (const item of Object.values(layout)) {
    for (const childId of item.children) {
      if (!Object.hasOwn(layout, childId)) problems.push(`${item.id}: child ${childId} does not exist`);
      else if (parentOf.has(childId)) problems.push(`${childId}: held by both ${parentOf.get(childId)} and ${item.id}`);
      else parentOf.set(childId, item.id);
    }
  }
  return parentOf;
}

/** Components that are their own ancestor (a cycle never reaches the root, so it is found by climbing). */
function cycleProblems(layout: Layout, parentOf: ReadonlyMap<string, string>): string[] {
  const problems: string[] = [];
  for (const id of Object.keys(layout)) {
    const seen = new Set<string>([id]);
    for (let parent = parentOf.get(id); parent !== undefined; parent = parentOf.get(parent)) {
      if (parent === id) {
        problems.push(`${id}: is its own ancestor`);
        break;
      }
      if (seen.has(parent)) break;
      seen.add(parent);
    }
  }
  return problems;
}

/** Every parent and child pair under the root, at its depth, against Superset's table; pairs off the root by type only. */
function nestingProblems(layout: Layout): string[] {
  const problems: string[] = [];
  const reached = new Set<string>();
  const root = layout[ROOT_ID];
  if (root && root.type !== 'ROOT') problems.push(`${ROOT_ID}: must be of type ROOT, not ${root.type}`);
  const stack = root?.type === 'ROOT' ? [{ id: ROOT_ID, depth: ROOT_DEPTH, topLevelTab: false }] : [];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const item = layout[next.id]!;
    reached.add(item.id);
    for (const childId of item.children) {
      const child = layout[childId]!;
      if (!isValidChild(item.type, child.type, next.depth))
        problems.push(`${item.type} ${item.id} cannot hold ${child.type} ${childId} at depth ${next.depth}`);
      const topLevelTab = item.type === 'TABS' && layout[ROOT_ID]?.children.includes(item.id) === true;
      stack.push({ id: childId, depth: childDepth(item.type, next.depth, next.topLevelTab), topLevelTab });
    }
  }
  for (const item of Object.values(layout)) {
    if (reached.has(item.id)) continue;
    for (const childId of item.children) {
      const child = layout[childId]!;
      if (!mayEverHold(item.type, child.type))
        problems.push(`${item.type} ${item.id} cannot hold ${child.type} ${childId}`);
    }
  }
  return problems;
}

/**
 * Check a `position_json` text as Superset's dashboard builder would accept it: a JSON object of components (plus
 * the version key), each keyed by its id, every child existing and held once, no cycles, and every nesting allowed
 * by the drop depth table. Components the root does not reach (the header, leftovers) may stay, nested sensibly.
 */
export function checkLayout(text: string): LayoutCheck {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problems: ['JSON not valid'] };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, problems: ['Not a layout: expected an object of components'] };
  const problems: string[] = [];
  const layout = readComponents(value as Record<string, unknown>, problems);
  if (problems.length === 0) {
    const parentOf = parentsOf(layout, problems);
    if (problems.length === 0) problems.push(...cycleProblems(layout, parentOf));
    if (problems.length === 0) problems.push(...nestingProblems(layout));
    if (problems.length === 0 && Object.keys(layout).length > 0 && !layout[ROOT_ID])
      problems.push(`${ROOT_ID} is missing`);
  }
  return problems.length === 0 ? { ok: true, layout } : { ok: false, problems: problems.slice(0, MAX_PROBLEMS) };
}
