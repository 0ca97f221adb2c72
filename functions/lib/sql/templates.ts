import { parse, tokenize } from '@huggingface/jinja';
import { QueryEngineError } from '#shared/errors.ts';
import { undefinedVariables } from './template-analysis.ts';
import { supersetMacros, type TemplateFilter } from './template-macros.ts';
import {
  DEFAULT_RENDER_BUDGET,
  GLOBAL_NAMES,
  RenderBudgetError,
  renderSandboxed,
  type RenderBudget,
  type TemplateProgram,
} from './template-sandbox.ts';

export { DEFAULT_RENDER_BUDGET, type RenderBudget } from './template-sandbox.ts';
export type { TemplateFilter } from './template-macros.ts';

/** What a SQL template can see. */
export interface TemplateContext {
  /** Template parameters (SQL Lab's templateParams, a dataset's template_params): each one a variable. */
  params?: Record<string, unknown>;
  /** The page's URL parameters, for `url_param`. */
  urlParams?: Record<string, string>;
  /** The chart's filters, for `filter_values` and `get_filters`. */
  filters?: TemplateFilter[];
  fromDttm?: string | null;
  toDttm?: string | null;
  username?: string;
  userId?: string | number;
}

const TEMPLATE_MARKERS = /\{\{|\{%|\{#/;

function invalidTemplate(detail: string, cause?: unknown): QueryEngineError {
  return new QueryEngineError(`The template is invalid: ${detail}`, 'INVALID_TEMPLATE_PARAMS_ERROR', { cause });
}

// The Jinja parser and renderer recurse: a stack overflow is the template's nesting, never an internal message.
const detailOf = (error: unknown): string =>
  error instanceof RangeError && /call stack/i.test(error.message)
    ? 'it is nested too deeply'
    : error instanceof Error
      ? error.message
      : String(error);

function parseTemplate(template: string): TemplateProgram {
  try {
    // Jinja's defaults (no block trimming), as Superset renders with them.
    return parse(tokenize(template, { lstrip_blocks: false, trim_blocks: false }));
  } catch (error) {
    throw invalidTemplate(detailOf(error), error);
  }
}

function variablesOf(context: TemplateContext): Record<string, unknown> {
  return {
    ...context.params,
    from_dttm: context.fromDttm ?? null,
    to_dttm: context.toDttm ?? null,
    ...supersetMacros(context),
  };
}

function assertAllDefined(program: TemplateProgram, variables: Record<string, unknown>): void {
  const missing = undefinedVariables(program, new Set([...Object.keys(variables), ...GLOBAL_NAMES]));
  if (missing.length === 0) return;
  const names = missing.map((name) => `"${name}"`).join(', ');
  throw new QueryEngineError(
    `The following parameters in your query are undefined: ${names}.`,
    'MISSING_TEMPLATE_PARAMS_ERROR',
    {
      extra: { undefined_parameters: missing },
    },
  );
}

/**
 * Renders a Jinja-templated SQL text as Superset does: each template parameter a variable, plus `url_param(name,
 * default=None)`, `filter_values(column, default=None)`, `get_filters(column)`, `from_dttm`, `to_dttm`,
 * `current_username()` and `current_user_id()`. Text without template markers comes back untouched.
 *
 * Rendered values are NOT quoted: `'{{ name }}'` is the template author's job, as in Superset (only `url_param`
 * doubles single quotes, its `escape_result` default). Lists render as `["a", "b"]`, so write
 * `IN ('{{ filter_values('x') | join("', '") }}')`.
 *
 * Undefined variables: 400 MISSING_TEMPLATE_PARAMS_ERROR with `extra.undefined_parameters`; syntax errors, runtime
 * errors and a render over its budget (1 MB of output, runaway loops): 400 INVALID_TEMPLATE_PARAMS_ERROR.
 */
export function renderTemplate(
  template: string,
  context: TemplateContext,
  budget: RenderBudget = DEFAULT_RENDER_BUDGET,
): string {
  if (!TEMPLATE_MARKERS.test(template)) return template;
  const program = parseTemplate(template);
  const variables = variablesOf(context);
  assertAllDefined(program, variables);
  try {
    return renderSandboxed(program, variables, budget);
  } catch (error) {
    throw invalidTemplate(error instanceof RenderBudgetError ? error.message : detailOf(error), error);
  }
}

/** Where each kind of Jinja tag ends: expressions, statements, comments. */
const TAG_ENDS: Readonly<Record<string, string>> = { '{{': '}}', '{%': '%}', '{#': '#}' };

/**
 * What a template's author wrote literally: its text with each expression standing as `NULL` and statements and
 * comments left out (an unclosed tag stays as text). For checking a template that cannot be rendered yet (it needs
 * values only a run supplies). One pass with `indexOf`, so no input makes it slow.
 */
export function templateLiteralText(template: string): string {
  const opening = /\{[{%#]/g;
  let text = '';
  let from = 0;
  for (let tag = opening.exec(template); tag !== null; tag = opening.exec(template)) {
    const end = template.indexOf(TAG_ENDS[tag[0]]!, tag.index + 2);
    if (end === -1) break;
    text += `${template.slice(from, tag.index)}${tag[0] === '{{' ? 'NULL' : ' '}`;
    from = end + 2;
    opening.lastIndex = from;
  }
  return text + template.slice(from);
}

/**
 * SQL Lab's `templateParams`: a JSON object text (absent or blank means none). Anything else is a 400
 * INVALID_TEMPLATE_PARAMS_ERROR.
 */
export function parseTemplateParams(json: string | undefined): Record<string, unknown> {
  if (json === undefined || json.trim() === '') return {};
  const invalid = (cause?: unknown) =>
    new QueryEngineError('The template parameters are not valid JSON', 'INVALID_TEMPLATE_PARAMS_ERROR', { cause });
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    throw invalid(error);
  }
  // A plain check rather than a schema: copying the object could turn a "__proto__" key into a prototype.
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalid();
  return parsed as Record<string, unknown>;
}
