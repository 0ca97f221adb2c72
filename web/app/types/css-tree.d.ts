// css-tree's entry points of one purpose each: the package's main entry also bundles its lexer and the whole
// CSS syntax data (56 KB gzip against 24 KB), which the dashboard's CSS sanitiser never uses.
declare module 'css-tree/parser' {
  import { parse } from 'css-tree';
  export default parse;
}

declare module 'css-tree/walker' {
  import { walk } from 'css-tree';
  export default walk;
}

declare module 'css-tree/generator' {
  import { generate } from 'css-tree';
  export default generate;
}

declare module 'css-tree/utils' {
  export { ident, string } from 'css-tree';
}
