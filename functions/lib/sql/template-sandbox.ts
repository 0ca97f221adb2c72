import { Environment, Interpreter, type parse } from '@huggingface/jinja';

/**
 * The sandbox templates render in. @huggingface/jinja interprets its own syntax tree: attribute access reaches only
 * the entries of mappings and the documented methods of strings and lists, never JavaScript properties, so
 * `''.constructor` or `x.__proto__` are undefined rather than a way out. What it does not bound is work, so the
 * interpreter here counts evaluation steps, watches the clock, refuses oversized strings and caps what `range` produces.
 */

/** A parsed template. */
export type TemplateProgram = ReturnType<typeof parse>;

/** Limits of one render. */
export interface RenderBudget {
  /** Longest output (and intermediate string), in characters. */
  maxOutputChars: number;
  /** Most interpreter steps (node evaluations). */
  maxSteps: number;
  /** Most items all range() calls of a render may produce together (loops over them run without steps). */
  maxRangeItems: number;
  /** Longest render, in milliseconds. */
  maxMillis: number;
  /** The clock the time budget is read from (tests pass their own). */
  now: () => number;
}

/** One megabyte of SQL, two full ranges of loop items, a second. */
export const DEFAULT_RENDER_BUDGET: RenderBudget = {
  maxOutputChars: 1024 * 1024,
  maxSteps: 2_000_000,
  maxRangeItems: 200_000,
  maxMillis: 1000,
  now: () => performance.now(),
};

/** Python's (and Jinja's sandbox's) cap on one range(). */
const MAX_RANGE = 100_000;

/** A render that went past its budget. */
export class RenderBudgetError extends Error {}

/** The work of one render so far, checked against its budget at every step. */
class RenderMeter {
  private steps = 0;
  private rangeItems = 0;
  private readonly deadline: number;

  constructor(readonly budget: RenderBudget) {
    this.deadline = budget.now() + budget.maxMillis;
  }

  step(): void {
    this.steps += 1;
    if (this.steps > this.budget.maxSteps) throw new RenderBudgetError('rendering takes too many steps');
    if (this.budget.now() > this.deadline) throw new RenderBudgetError('rendering takes too long');
  }

  chargeRange(items: number): void {
    if (items > MAX_RANGE) throw new RenderBudgetError(`range() is limited to ${MAX_RANGE} items`);
    this.rangeItems += items;
    if (this.rangeItems > this.budget.maxRangeItems) throw new RenderBudgetError('rendering loops over too many items');
    this.step();
  }
}

type Evaluate = Interpreter['evaluate'];

class MeteredInterpreter extends Interpreter {
  constructor(
    environment: Environment,
    private readonly meter: RenderMeter,
  ) {
    super(environment);
  }

  override evaluate(...args: Parameters<Evaluate>): ReturnType<Evaluate> {
    this.meter.step();
    const result = super.evaluate(...args);
    if (typeof result.value === 'string' && result.value.length > this.meter.budget.maxOutputChars) {
      throw new RenderBudgetError(`the output is larger than ${this.meter.budget.maxOutputChars} characters`);
    }
    return result;
  }
}

function meteredRange(meter: RenderMeter) {
  return (start: number, stop?: number, step = 1): number[] => {
    const [from, to] = stop === undefined ? [0, start] : [start, stop];
    if (step === 0) throw new Error('range() step must not be zero');
    const count = Math.max(0, Math.ceil((to - from) / step));
    meter.chargeRange(count);
    return Array.from({ length: count }, (_, index) => from + index * step);
  };
}

/** Jinja's constants; with `range`, the variables a render sees besides the caller's. */
const CONSTANTS: Record<string, unknown> = {
  true: true,
  false: false,
  none: null,
  True: true,
  False: false,
  None: null,
};

/** Names every template may read without the caller defining them. */
export const GLOBAL_NAMES: readonly string[] = [...Object.keys(CONSTANTS), 'range'];

/** Renders a parsed template with `variables` (globals win over variables of the same name) within `budget`. */
export function renderSandboxed(
  program: TemplateProgram,
  variables: Record<string, unknown>,
  budget: RenderBudget,
): string {
  const meter = new RenderMeter(budget);
  const environment = new Environment();
  for (const [name, value] of Object.entries({ ...variables, ...CONSTANTS, range: meteredRange(meter) })) {
    // `namespace` is built into every environment; set() refuses to declare a name twice.
    if (!environment.variables.has(name)) environment.set(name, value);
  }
  const output = new MeteredInterpreter(environment, meter).run(program);
  return String(output.value);
}
