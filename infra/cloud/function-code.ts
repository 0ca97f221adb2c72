import { spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AssetHashType, DockerImage, type ILocalBundling } from 'aws-cdk-lib';
import { Code } from 'aws-cdk-lib/aws-lambda';
import type { ManifestModule } from './modules.ts';
import { REPO_ROOT } from './paths.ts';

type FunctionModule = Omit<ManifestModule, 'role'>;

/** Bundles one function with the options of bundling.ts, in a child process: esbuild's plugins need its async API. */
const BUILD_SCRIPT = join(REPO_ROOT, 'infra/cloud/build-function.ts');

/** The versions package.json pins, for the packages a function has installed beside its bundle. */
function pinnedVersions(packages: readonly string[]): Record<string, string> {
  const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  return Object.fromEntries(
    packages.map((name) => {
      const version = manifest.dependencies[name];
      if (version === undefined)
        throw new Error(`${name} is installed beside a function bundle but is not a dependency in package.json`);
      return [name, version];
    }),
  );
}

/** `npm ci` of the installed packages in the asset folder, from the project's lockfile (as NodejsFunction's `nodeModules` did). */
function installPackages(packages: readonly string[], outputDir: string): void {
  writeFileSync(join(outputDir, 'package.json'), JSON.stringify({ dependencies: pinnedVersions(packages) }));
  copyFileSync(join(REPO_ROOT, 'package-lock.json'), join(outputDir, 'package-lock.json'));
  const install = spawnSync('npm', ['ci'], { cwd: outputDir, stdio: ['ignore', process.stderr, 'inherit'] });
  if (install.status !== 0)
    throw new Error(`npm ci of ${packages.join(', ')} failed in ${outputDir} (exit ${install.status})`);
}

/**
 * Bundles one function when the stack is synthesized: the bundle and its chunks (build-function.ts), then
 * any installed packages. CDK caches staged assets by their options, which `fn` makes differ from function to function.
 */
class FunctionBundler implements ILocalBundling {
  constructor(readonly fn: FunctionModule) {}

  tryBundle(outputDir: string): boolean {
    const built = spawnSync(process.execPath, ['--import', 'tsx', BUILD_SCRIPT, JSON.stringify(this.fn), outputDir], {
      cwd: REPO_ROOT,
      stdio: ['ignore', process.stderr, 'inherit'],
    });
    if (built.status !== 0) throw new Error(`bundling ${this.fn.module} failed (exit ${built.status})`);
    if (this.fn.installedModules?.length) installPackages(this.fn.installedModules, outputDir);
    return true;
  }
}

/**
 * The code asset of one function: the folder `functionBuildOptions` writes. NodejsFunction cannot ship it: it
 * passes esbuild one output file, and chunks need a folder.
 */
export function functionCode(fn: FunctionModule): Code {
  return Code.fromAsset(REPO_ROOT, {
    // The hash of what was built, so an unchanged bundle is not uploaded again.
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Never pulled: local bundling always runs (esbuild is a dependency of the project) or throws.
      image: DockerImage.fromRegistry('skyset-local-bundling-only'),
      local: new FunctionBundler({
        module: fn.module,
        ...(fn.installedModules ? { installedModules: fn.installedModules } : {}),
      }),
    },
  });
}
