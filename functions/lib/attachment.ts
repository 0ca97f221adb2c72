/**
 * The `content-disposition` of a download saved as `fileName`, as Superset sends it (the name unquoted). One
 * definition for inline answers and for the header S3 adds to a signed download.
 */
export const attachment = (fileName: string): string => `attachment; filename=${fileName}`;
