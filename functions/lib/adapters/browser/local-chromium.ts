import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PAGE_RELAXING_FLAGS } from './chromium-flags.ts';

/** Where Debian's `chromium` package puts the browser (what `.ci/run` installs). */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Flags this closed network needs (see toolchain-notes.md): nothing may phone home or wait on a download. */
const OFFLINE_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Flags of the packaged Chromium's Lambda set that the e2e tests must not use. `--single-process` is there for Lambda's
 * sandbox (prctl); outside it, a second browser context never finishes loading. The others relax what pages may do
 * (chromium-flags.ts): Debian's Chromium runs without them, and the tests must judge the app the same way whichever
 * browser they get.
 */
const UNWANTED_PACKAGED_FLAGS = new Set(['--single-process', ...PAGE_RELAXING_FLAGS]);

/** A Chromium binary, the arguments to launch it with and any environment it needs on top of ours. */
export interface ChromiumChoice {
  executablePath: string;
  args: string[];
  env: Record<string, string>;
}

/**
 * The Chromium the e2e tests, the web benchmarks and the local report renderer drive: `CHROMIUM_PATH` when set, else Debian's when installed, else the headless Chromium
 * that @sparticuz/chromium ships. The package is imported only then: its first `executablePath()` unpacks the
 * brotli-packed binary to the OS temp folder (once per machine), which machines with Debian's Chromium never need.
 */
export async function chooseChromium(
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
): Promise<ChromiumChoice> {
  const configured = env.CHROMIUM_PATH;
  if (configured) return { executablePath: configured, args: OFFLINE_FLAGS, env: {} };
  if (exists(DEBIAN_CHROMIUM)) return { executablePath: DEBIAN_CHROMIUM, args: OFFLINE_FLAGS, env: {} };
  return packagedChromium(env);
}

/**
 * The packaged Chromium with everything it needs from the package, not from the machine: the NSS libraries it links
 * against (shipped for Amazon Linux, plain x86-64 glibc builds) and its fonts, so a machine with only Node runs it and
 * draws the same text everywhere.
 */
async function packagedChromium(env: NodeJS.ProcessEnv): Promise<ChromiumChoice> {
  const { default: packaged, inflate } = await import('@sparticuz/chromium');
  const binDir = join(dirname(createRequire(import.meta.url).resolve('@sparticuz/chromium')), '..', 'bin');
  const [executablePath, libraries] = await Promise.all([
    packaged.executablePath(),
    inflate(join(binDir, 'al2023.tar.br')),
  ]);
  const libraryPath = [join(libraries, 'lib'), env.LD_LIBRARY_PATH].filter(Boolean).join(':');
  return {
    executablePath,
    args: [...new Set([...packaged.args.filter((flag) => !UNWANTED_PACKAGED_FLAGS.has(flag)), ...OFFLINE_FLAGS])],
    env: { LD_LIBRARY_PATH: libraryPath, FONTCONFIG_PATH: join(tmpdir(), 'fonts') },
  };
}
