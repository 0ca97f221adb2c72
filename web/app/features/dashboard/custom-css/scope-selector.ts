import type { CssNode, Selector } from 'css-tree';
import generate from 'css-tree/generator';
import { ident } from 'css-tree/utils';

/** `html`, `body` and `:root`: what a dashboard's CSS means by "the page", which becomes the dashboard's own element. */
function isPageSelector(node: CssNode): boolean {
  if (node.type === 'TypeSelector') return ['html', 'body'].includes(ident.decode(node.name).toLowerCase());
  return node.type === 'PseudoClassSelector' && ident.decode(node.name).toLowerCase() === 'root';
}

/** Combinators that keep what follows inside the element before them (`~` and `+` reach its siblings). */
const INWARD = new Set([' ', '>']);

const text = (nodes: readonly CssNode[]): string => nodes.map((node) => generate(node)).join('');

/**
 * One selector confined to the dashboard's element `scope` (`[data-dashboard-id="7"]`): leading `html`, `body` and
 * `:root` compounds become the scope itself (`body.dark .x` -> `[scope].dark .x`) when what follows lies inside
 * them; every other selector matches only below the scope (`nav` -> `[scope] nav`). A selector can therefore never
 * match the navigation, another screen, or the scope's siblings.
 */
export function scopeSelector(selector: Selector, scope: string): string {
  let rest = selector.children.toArray();
  let attached = '';
  let joiner = ' ';
  for (;;) {
    const end = rest.findIndex((node) => node.type === 'Combinator');
    const compound = end === -1 ? rest : rest.slice(0, end);
    const combinator = end === -1 ? undefined : rest[end];
    if (!compound.some(isPageSelector)) break;
    if (combinator?.type === 'Combinator' && !INWARD.has(combinator.name)) break;
    attached += text(compound.filter((node) => !isPageSelector(node)));
    rest = end === -1 ? [] : rest.slice(end + 1);
    if (combinator?.type !== 'Combinator') break;
    joiner = combinator.name === '>' ? ' > ' : ' ';
  }
  return rest.length === 0 ? `${scope}${attached}` : `${scope}${attached}${joiner}${text(rest)}`;
}
