/** The chart query compiler: a validated query object and a dataset in, one SELECT in the engine's dialect out. */
export { compileQuery, ROWCOUNT_LABEL } from './compile.ts';
export { LEGACY_TIME_LABEL, DEFAULT_TIME_GRAIN } from './columns.ts';
export type { CompileInput, CompiledColumn, CompiledQuery, CompileMode } from './types.ts';
