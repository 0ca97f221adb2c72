/** What stands for an absolute server path in text shown to users. */
export const PATH_PLACEHOLDER = '<path>';

/** A quoted absolute path: everything between the quotes, spaces included. */
const QUOTED_PATH = /(["'`])\/[^"'`\n]*\1/g;

/**
 * An unquoted absolute path: a slash that starts no URL, number or relative path (`s3://b/k`, `1/0` and `a/b` stay),
 * then path characters, glob marks included. A trailing full stop ends the sentence, not the path.
 */
const BARE_PATH = /(?<![\w.~:/\\-])\/[\w.@%+=~*?$#/-]*[\w@%+=~*?$#/-]/g;

/**
 * Text with every absolute file path replaced by PATH_PLACEHOLDER. Engine errors name files (`Cannot access file
 * "/srv/data/keys/..."`, the extension folder under the home folder, the process holding a lock), which would tell a
 * user where the server keeps its data; the user learns what failed, not where.
 */
export function withoutServerPaths(text: string): string {
  return text
    .replace(QUOTED_PATH, (_all, quote: string) => `${quote}${PATH_PLACEHOLDER}${quote}`)
    .replace(BARE_PATH, PATH_PLACEHOLDER);
}
