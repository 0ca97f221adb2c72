import { realpath } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, normalize, sep } from 'node:path';

/** A DuckDB file a tenant may open (its real path), or why it may not. */
export type TenantFile = { file: string; problem?: undefined } | { file?: undefined; problem: string };

/** The folder of a tenant's DuckDB files: `<root>/<tenant>`. Tenant ids are `[a-z0-9-]` (claims.ts), one path segment. */
export const tenantFolder = (root: string, tenant: string): string => join(root, tenant);

/** The refusal names the tenant's folder as the operator knows it (README), never by the server's absolute path. */
const outside = (tenant: string): TenantFile => ({
  problem: `DuckDB files must be given by an absolute path inside this tenant's folder (<SKYSET_DATA_DIR>/tenants/${tenant}/), without '..' or links leading out of it.`,
});

/** The real path of `path`, or of its folder plus its name when the file does not exist yet; undefined when neither exists. */
async function realPathOf(path: string): Promise<string | undefined> {
  const real = await realpath(path).catch(() => undefined);
  if (real !== undefined) return real;
  const folder = await realpath(dirname(path)).catch(() => undefined);
  return folder === undefined ? undefined : join(folder, basename(path));
}

/**
 * Where a tenant's DuckDB file really is, when it is inside the tenant's folder under `root`. Refused: relative
 * paths, `.` and `..` segments (even ones that would land inside), and any path whose real location, links
 * followed, is elsewhere. The caller opens the real path, so a link swapped in later is not followed either.
 */
export async function resolveTenantFile(root: string | undefined, tenant: string, path: string): Promise<TenantFile> {
  if (root === undefined) return { problem: 'DuckDB files are not available in this deployment.' };
  const folder = tenantFolder(root, tenant);
  if (!isAbsolute(path) || normalize(path) !== path || path.includes('\0')) return outside(tenant);
  const [realFolder, realFile] = await Promise.all([realpath(folder).catch(() => undefined), realPathOf(path)]);
  if (realFolder === undefined || realFile === undefined || !realFile.startsWith(realFolder + sep))
    return outside(tenant);
  return { file: realFile };
}
