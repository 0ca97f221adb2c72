/** One MIME entity of a parsed message: its headers (lower-case names, folded lines joined) and its body or parts. */
export interface MimeEntity {
  headers: Record<string, string>;
  body: string;
  parts: MimeEntity[];
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replaceAll(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/**
 * Reads an RFC 822 message into its tree of entities, enough for tests to find attachments by their headers
 * (nodemailer composes but does not parse).
 */
export function parseMime(raw: string): MimeEntity {
  const split = raw.indexOf('\r\n\r\n');
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split + 4);
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary) return { headers, body, parts: [] };
  const sections = body.split(`--${boundary}`).slice(1, -1);
  return { headers, body, parts: sections.map((section) => parseMime(section.replace(/^\r\n/, ''))) };
}

/** Every leaf entity of the tree, in order. */
export function leaves(entity: MimeEntity): MimeEntity[] {
  return entity.parts.length === 0 ? [entity] : entity.parts.flatMap(leaves);
}

/** A leaf's body decoded from its transfer encoding. */
export function decodedBody(entity: MimeEntity): Buffer {
  const encoding = entity.headers['content-transfer-encoding'];
  if (encoding === 'base64') return Buffer.from(entity.body.replaceAll(/\s+/g, ''), 'base64');
  return Buffer.from(entity.body.replace(/\r\n$/, ''), 'utf8');
}
