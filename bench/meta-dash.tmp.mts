import { build } from 'esbuild';
import { functionBuildOptions } from '#infra/cloud/bundling.ts';
const mod = process.argv[2] ?? 'dashboards/handler';
const { metafile } = await build({
  ...functionBuildOptions({ module: mod } as never, `/tmp/w/meta-out/${mod.replace('/', '-')}`),
  metafile: true,
  logLevel: 'silent',
});
const out = Object.entries(metafile!.outputs).find(([k]) => k.endsWith('index.mjs'))!;
const staticImports = new Set<string>([out[0]]);
// gather static closure
const queue = [out[0]];
while (queue.length) {
  const k = queue.pop()!;
  for (const i of metafile!.outputs[k]!.imports)
    if (i.kind === 'import-statement' && !staticImports.has(i.path) && metafile!.outputs[i.path]) {
      staticImports.add(i.path);
      queue.push(i.path);
    }
}
const by = new Map<string, number>();
for (const k of staticImports)
  for (const [input, v] of Object.entries(metafile!.outputs[k]!.inputs)) {
    const key = input.includes('node_modules')
      ? input
          .replace(/^.*node_modules\//, 'nm:')
          .split('/')
          .slice(0, input.includes('@') ? 3 : 2)
          .join('/')
      : process.env.FULL
        ? input
        : input.split('/').slice(0, 3).join('/');
    by.set(key, (by.get(key) ?? 0) + v.bytesInOutput);
  }
if (process.argv[3]) {
  for (const k of staticImports)
    for (const input of Object.keys(metafile!.outputs[k]!.inputs))
      if (input.includes(process.argv[3])) console.log('COLD', input);
}
console.log(
  [...by]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.TOP ?? 25))
    .map(([k, v]) => `${(v / 1024).toFixed(1)} KB ${k}`)
    .join('\n'),
);
