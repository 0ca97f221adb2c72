/**
 * Static analysis of a parsed Jinja template: the variables it reads that nothing defines. Done on the syntax tree
 * (as Jinja's `meta.find_undeclared_variables`, which Superset uses) so a variable is reported even in a branch the
 * current values skip, while names the template binds itself (set, for, macro arguments, loop) never are.
 */

/** A node of @huggingface/jinja's syntax tree, seen structurally (the package does not export its node classes). */
interface JinjaNode {
  type: string;
  [key: string]: unknown;
}

interface Scan {
  bound: Set<string>;
  /** Names the template tests with `is defined`/`is undefined`: it handles their absence itself. */
  guarded: Set<string>;
  used: string[];
}

/** Names always available while rendering: Jinja's own and those a for loop or a `{% call %}` provides. */
const IMPLICIT_NAMES = ['loop', 'caller', 'varargs', 'kwargs', 'namespace'];
/** Tests and filters that exist to handle an undefined operand. */
const UNDEFINED_TESTS = new Set(['defined', 'undefined']);
const UNDEFINED_FILTERS = new Set(['default', 'd']);

const isNode = (value: unknown): value is JinjaNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
const isIdentifier = (value: unknown): value is JinjaNode & { value: string } =>
  isNode(value) && value.type === 'Identifier';

function bind(target: unknown, scan: Scan): void {
  if (isIdentifier(target)) scan.bound.add(target.value);
  else if (isNode(target) && target.type === 'TupleLiteral')
    (target.value as unknown[]).forEach((item) => bind(item, scan));
  else if (isNode(target) && target.type === 'KeywordArgumentExpression') {
    bind(target.key, scan);
    visit(target.value, scan);
  } else visit(target, scan);
}

function filterName(filter: unknown): string | undefined {
  if (isIdentifier(filter)) return filter.value;
  return isNode(filter) && isIdentifier(filter.callee) ? filter.callee.value : undefined;
}

/** A filter applied to an operand: the filter's own name is no variable, its arguments are. */
function visitFilter(filter: unknown, scan: Scan): void {
  if (isNode(filter) && filter.type === 'CallExpression') visit(filter.args, scan);
}

/** Visitors of the nodes whose children are not all variable reads. */
const VISITORS: Record<string, (node: JinjaNode, scan: Scan) => void> = {
  Identifier: (node, scan) => void scan.used.push(node.value as string),
  MemberExpression: (node, scan) => visit(node.computed ? [node.object, node.property] : node.object, scan),
  KeywordArgumentExpression: (node, scan) => visit(node.value, scan),
  FilterExpression: (node, scan) => {
    const skipsOperand = UNDEFINED_FILTERS.has(filterName(node.filter) ?? '') && isIdentifier(node.operand);
    if (!skipsOperand) visit(node.operand, scan);
    visitFilter(node.filter, scan);
  },
  FilterStatement: (node, scan) => {
    visitFilter(node.filter, scan);
    visit(node.body, scan);
  },
  TestExpression: (node, scan) => {
    const test = isIdentifier(node.test) ? node.test.value : '';
    if (UNDEFINED_TESTS.has(test) && isIdentifier(node.operand)) scan.guarded.add(node.operand.value);
    else visit(node.operand, scan);
  },
  // Operators are lexer tokens (`not` is an identifier token), never variables.
  UnaryExpression: (node, scan) => visit(node.argument, scan),
  BinaryExpression: (node, scan) => visit([node.left, node.right], scan),
  For: (node, scan) => {
    bind(node.loopvar, scan);
    visit([node.iterable, node.body, node.defaultBlock], scan);
  },
  Set: (node, scan) => {
    bind(node.assignee, scan);
    visit([node.value, node.body], scan);
  },
  Macro: (node, scan) => {
    bind(node.name, scan);
    (node.args as unknown[]).forEach((arg) => bind(arg, scan));
    visit(node.body, scan);
  },
  CallStatement: (node, scan) => {
    ((node.callerArgs as unknown[] | null) ?? []).forEach((arg) => bind(arg, scan));
    visit([node.call, node.body], scan);
  },
};

function visit(value: unknown, scan: Scan): void {
  if (Array.isArray(value)) value.forEach((item) => visit(item, scan));
  else if (value instanceof Map) [...value.entries()].forEach((entry) => visit(entry, scan));
  else if (isNode(value)) {
    const visitor = VISITORS[value.type];
    if (visitor) visitor(value, scan);
    else Object.values(value).forEach((child) => visit(child, scan));
  }
}

/**
 * Names the template reads that are neither in `known`, nor bound by the template itself, nor tested with
 * `is defined` anywhere (the author handles those), in order of first use.
 */
export function undefinedVariables(program: unknown, known: ReadonlySet<string>): string[] {
  const scan: Scan = { bound: new Set(IMPLICIT_NAMES), guarded: new Set(), used: [] };
  visit(program, scan);
  const missing = scan.used.filter((name) => !known.has(name) && !scan.bound.has(name) && !scan.guarded.has(name));
  return [...new Set(missing)];
}
