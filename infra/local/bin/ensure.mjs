// Prepares a checkout to run: installs dependencies when missing or stale, builds the web app when stale.
// Plain JavaScript with no dependencies, because it runs before `npm ci`.
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(args) {
  const result = spawnSync(npm, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`npm ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

/** Newest modification time of the files under a folder (skipping build output). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path)
    .filter((name) => !['build', '.react-router', 'node_modules'].includes(name))
    .reduce((latest, name) => Math.max(latest, newest(join(path, name))), 0);
}

export function ensureDependencies() {
  const modules = join(root, 'node_modules');
  // A symlinked node_modules is an install shared with other checkouts (git worktrees): `npm ci` here would empty the
  // shared folder through the link before replacing the link, so it is left to whoever owns that install.
  if (existsSync(modules) && lstatSync(modules).isSymbolicLink()) return;
  const marker = join(modules, '.package-lock.json');
  if (mtime(marker) < mtime(join(root, 'package-lock.json'))) {
    console.log('Installing dependencies (npm ci)...');
    run(['ci', '--no-audit', '--no-fund']);
  }
}

export function ensureWebBuild() {
  const built = mtime(join(root, 'web', 'build', 'client', 'index.html'));
  const sources = Math.max(
    newest(join(root, 'web')),
    newest(join(root, 'shared')),
    mtime(join(root, 'package-lock.json')),
  );
  if (built < sources) {
    console.log('Building the web app...');
    run(['run', 'build:web']);
  }
}

if (process.argv[1] === import.meta.filename) {
  const only = process.argv.slice(2);
  if (only.length === 0 || only.includes('--deps')) ensureDependencies();
  if (only.length === 0 || only.includes('--web')) ensureWebBuild();
}
