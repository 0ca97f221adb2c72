import type { Completion, CompletionContext, CompletionResult, CompletionSource } from '@codemirror/autocomplete';
import { complete, type CompletionIndex, type CompletionKind, type CompletionOption } from './completion/index.ts';

/** CodeMirror's icon type of each kind (its `cm-completionIcon-*` classes). */
const ICON: Record<CompletionKind, string> = {
  column: 'property',
  alias: 'variable',
  table: 'type',
  schema: 'namespace',
  function: 'function',
  keyword: 'keyword',
};

const toCompletion = (option: CompletionOption): Completion => ({
  label: option.label,
  type: ICON[option.kind],
  ...(option.detail !== undefined && { detail: option.detail }),
  ...(option.apply !== undefined && { apply: option.apply }),
});

/**
 * CodeMirror's completion source over the completion module. The module ranks, so CodeMirror keeps the order
 * (`filter: false`). While typing, an empty word only opens the list after a `.`; Ctrl+Space opens it anywhere.
 */
export function completionSourceOf(getIndex: () => CompletionIndex | null): CompletionSource {
  return (context: CompletionContext): CompletionResult | null => {
    const index = getIndex();
    if (!index) return null;
    const { state, pos } = context;
    const answer = complete(index, state.doc.toString(), pos);
    if (answer.options.length === 0) return null;
    if (!context.explicit && answer.prefix === '' && answer.qualifier === null) return null;
    return { from: answer.from, options: answer.options.map(toCompletion), filter: false };
  };
}
