/**
 * A function or operator call the engine refused for the types of its arguments (DuckDB's Binder Error "No function
 * matches the given name and argument types", Athena's FUNCTION_NOT_FOUND and TYPE_MISMATCH), said in plain words.
 */
export interface RefusedCall {
  /** The function as the engine names it: `sum`, `avg`, `+`. */
  functionName: string;
  /** The types of the arguments it was given, as the engine names them. */
  argumentTypes: readonly string[];
  /** Where the call starts in the SQL, in characters, when the engine says. */
  offset?: number;
}

/** The engine's names of literal types read as the types they stand for. */
const LITERAL_TYPES: Readonly<Record<string, string>> = { INTEGER_LITERAL: 'INTEGER', STRING_LITERAL: 'VARCHAR' };

/** One identifier, quoted or not, possibly behind its table's name: what a metric over a column compiles to. */
const IDENTIFIER = String.raw`(?:"(?:[^"]|"")+"|[A-Za-z_][\w$]*)`;
const CALL_ON_COLUMN = new RegExp(
  String.raw`^\s*([A-Za-z_][\w$]*)\s*\(\s*(?:DISTINCT\s+)?((?:${IDENTIFIER}\s*\.\s*)*${IDENTIFIER})\s*\)`,
  'i',
);

/** The engine's type name as the user reads it: upper case, literals as their type. */
function typeWords(type: string): string {
  const upper = type.trim().toUpperCase();
  return LITERAL_TYPES[upper] ?? upper;
}

/** The column a call at `offset` of `sql` is applied to, when its one argument is a plain column. */
function calledColumn(call: RefusedCall, sql: string): string | undefined {
  if (call.offset === undefined || call.argumentTypes.length !== 1) return undefined;
  const match = CALL_ON_COLUMN.exec(sql.slice(call.offset));
  if (!match || match[1]!.toLowerCase() !== call.functionName.toLowerCase()) return undefined;
  // The last part of `"table"."column"` is the column.
  const last = match[2]!.match(new RegExp(IDENTIFIER, 'g'))!.at(-1)!;
  return last.startsWith('"') ? last.slice(1, -1).replaceAll('""', '"') : last;
}

/**
 * What the user reads: `SUM cannot be applied to column "name" of type VARCHAR` when the call's argument is a column
 * of the query, else the types the call was given; never the engine's list of candidate signatures.
 */
export function refusedCallMessage(call: RefusedCall, sql: string): string {
  const name = /^\w+$/.test(call.functionName) ? call.functionName.toUpperCase() : call.functionName;
  const types = call.argumentTypes.map(typeWords);
  const column = calledColumn(call, sql);
  if (column !== undefined) return `${name} cannot be applied to column "${column}" of type ${types[0]}`;
  if (types.length === 1) return `${name} cannot be applied to a value of type ${types[0]}`;
  return `${name} cannot be applied to values of types ${types.join(', ')}`;
}

/** Splits an argument list at its top-level commas: `DECIMAL(18,3), VARCHAR` is two types. */
export function splitArgumentTypes(list: string): string[] {
  const types: string[] = [];
  let depth = 0;
  let current = '';
  for (const character of list) {
    if (character === ',' && depth === 0) {
      types.push(current.trim());
      current = '';
      continue;
    }
    if (character === '(') depth += 1;
    if (character === ')') depth -= 1;
    current += character;
  }
  if (current.trim() !== '') types.push(current.trim());
  return types;
}
