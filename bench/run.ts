/**
 * `npm run bench -- [name...]`: runs the named benchmarks (`bench/<name>.ts`, each exporting `run()`) in order,
 * or every registered one when none is named. Benchmarks print their own numbers and targets; none is part of `npm test`.
 */
/** Registered benchmarks, in the order `npm run bench` runs them. */
export const REGISTRY = [
  'bundles',
  'gateway',
  'chart-data',
  'sqllab',
  'sqllab-autocomplete',
  'web',
  'sqllab-web',
  'dashboard',
  'viewers',
  'report-render',
  'report-scheduler',
  'fairness',
] as const;

type BenchName = (typeof REGISTRY)[number];

const isBench = (name: string): name is BenchName => (REGISTRY as readonly string[]).includes(name);

async function main(argv: string[]): Promise<void> {
  const unknown = argv.filter((name) => !isBench(name));
  if (unknown.length > 0) {
    console.error(`Unknown benchmark(s): ${unknown.join(', ')}. Registered: ${REGISTRY.join(', ')}`);
    process.exitCode = 2;
    return;
  }
  const names = argv.length > 0 ? argv.filter(isBench) : [...REGISTRY];
  for (const name of names) {
    console.log(`\n== bench ${name} ==`);
    const bench = (await import(`./${name}.ts`)) as { run: () => Promise<void> };
    await bench.run();
  }
}

await main(process.argv.slice(2));
