// Adds lockfile entries for platform-specific optional packages that the package registry reachable
// here does not serve (it mirrors only the platforms of these machines). Without them `npm ci` refuses
// the lockfile as out of sync. Each added entry names its os/cpu/libc, so npm skips it on other
// platforms without fetching it. Run after `npm install` changes package-lock.json.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const lockPath = resolve(import.meta.dirname, '../../../package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));

/** os, cpu and libc of a platform package, read from its name (`<prefix>-<os>-<cpu>[-<libc or abi>]`). */
function platformOf(name) {
  const match =
    /-(darwin|linux|win32|android|freebsd|openbsd|openharmony|sunos|aix|netbsd)-([a-z0-9]+)(?:-([a-z]+))?$/.exec(name);
  if (!match) return undefined;
  const [, os, cpu, variant] = match;
  const libc = variant === 'musl' ? ['musl'] : variant === 'gnu' || variant === 'gnueabihf' ? ['glibc'] : undefined;
  return { os: [os], cpu: [cpu], ...(libc && os === 'linux' ? { libc } : {}) };
}

let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [dependency, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const location = `${path ? `${path}/` : ''}node_modules/${dependency}`;
    const hoisted = `node_modules/${dependency}`;
    if (lock.packages[location] || lock.packages[hoisted]) continue;
    const platform = platformOf(dependency);
    if (!platform) continue;
    lock.packages[hoisted] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platform };
    added += 1;
  }
}

const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} platform entries`);
