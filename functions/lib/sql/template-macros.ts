/**
 * Superset's Jinja macros (`superset/jinja_context.py`) over a TemplateContext. The sandbox hands functions their
 * arguments as @huggingface/jinja runtime values (keyword arguments as a trailing Map), so each macro reads them
 * through `readArguments`.
 */

/** One chart filter as templates see it. */
export interface TemplateFilter {
  col: string;
  op: string;
  val: unknown;
}

/** What the macros read. */
export interface MacroSources {
  urlParams?: Record<string, string>;
  filters?: TemplateFilter[];
  username?: string;
  userId?: string | number;
}

/** Runtime values carry their JavaScript value in `value`; lists hold runtime values, mappings are Maps. */
function unwrap(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(unwrap);
  if (value instanceof Map) return Object.fromEntries([...value.entries()].map(([key, item]) => [key, unwrap(item)]));
  if (typeof value === 'object' && value !== null && 'type' in value && 'value' in value) return unwrap(value.value);
  return value;
}

/** Positional and keyword arguments by name, Python style: `f('a', default='b')` or `f('a', 'b')`. */
function readArguments(names: readonly string[], args: unknown[]): Record<string, unknown> {
  const keywords = args.at(-1) instanceof Map ? (unwrap(args.pop()) as Record<string, unknown>) : {};
  const named: Record<string, unknown> = {};
  names.forEach((name, index) => {
    named[name] = index < args.length ? unwrap(args[index]) : keywords[name];
  });
  return named;
}

const FILTER_VALUE_OPERATORS = new Set(['IN', '==']);

function filtersOn(filters: TemplateFilter[], column: unknown): TemplateFilter[] {
  return filters.filter((filter) => filter.col === column);
}

/** `url_param(name, default=None, add_to_cache_keys=True, escape_result=True)`: quotes doubled by default, as Superset. */
function urlParam(sources: MacroSources) {
  return (...args: unknown[]): unknown => {
    const {
      name,
      default: fallback,
      escape_result: escape,
    } = readArguments(['name', 'default', 'add_to_cache_keys', 'escape_result'], args);
    const value =
      typeof name === 'string' && sources.urlParams && Object.hasOwn(sources.urlParams, name)
        ? sources.urlParams[name]
        : undefined;
    if (value === undefined) return fallback ?? null;
    return escape === false ? value : value.replaceAll("'", "''");
  };
}

/** `filter_values(column, default=None, remove_filter=False)`: values of the IN and == filters on the column. */
function filterValues(sources: MacroSources) {
  return (...args: unknown[]): unknown[] => {
    const { column, default: fallback } = readArguments(['column', 'default', 'remove_filter'], args);
    const values = filtersOn(sources.filters ?? [], column)
      .filter((filter) => FILTER_VALUE_OPERATORS.has(filter.op.toUpperCase()))
      .flatMap((filter) => (Array.isArray(filter.val) ? filter.val : [filter.val]))
      .filter((value) => value !== null && value !== undefined);
    if (values.length === 0 && fallback !== undefined && fallback !== null) return [fallback];
    return values;
  };
}

/** `get_filters(column, remove_filter=False)`: every filter on the column as `{op, col, val}`. */
function getFilters(sources: MacroSources) {
  return (...args: unknown[]): TemplateFilter[] => {
    const { column } = readArguments(['column', 'remove_filter'], args);
    return filtersOn(sources.filters ?? [], column).map(({ op, col, val }) => ({ op, col, val }));
  };
}

/** The macro functions of a render, by the names templates call them. */
export function supersetMacros(sources: MacroSources): Record<string, unknown> {
  return {
    url_param: urlParam(sources),
    filter_values: filterValues(sources),
    get_filters: getFilters(sources),
    current_username: () => sources.username ?? null,
    current_user_id: () => sources.userId ?? null,
  };
}
