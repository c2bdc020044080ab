const encoder = new TextEncoder();

/**
 * FNV-1a over the UTF-8 bytes: a tiny, well-known, stable hash, the one Muster uses wherever it needs one. Share URLs
 * name datasheets and options by a few bits of it, so the same id always gives the same bits whatever data version
 * or platform computes it; saved lists are sealed with it.
 */
export function fnv1a32(text: string | Uint8Array): number {
  const bytes = typeof text === 'string' ? encoder.encode(text) : text;
  let hash = 0x811c9dc5;
  for (const byte of bytes) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}
