/**
 * Copies an app path as a full link (`<origin><path>`), as Superset's "Copy query URL" and share buttons do; answers
 * whether the browser took it.
 */
export async function copyAppLink(path: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(`${window.location.origin}${path}`);
    return true;
  } catch {
    return false;
  }
}

/** Superset's toasts for a copied link. */
export const LINK_COPIED = 'Link Copied!';
export const COPY_UNSUPPORTED = 'Sorry, your browser does not support copying.';
