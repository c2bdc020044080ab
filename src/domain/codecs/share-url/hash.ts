const encoder = new TextEncoder();

/**
 * FNV-1a over the UTF-8 bytes: a tiny, well-known, stable hash. Share URLs name datasheets and options by a few
 * bits of it, so the same id always gives the same bits whatever data version or platform computes it.
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

export type HashBits = 8 | 15 | 16;

/** `bits` bits of the id's hash, folded so every input bit counts. */
export function shortHash(text: string | Uint8Array, bits: HashBits): number {
  const hash = fnv1a32(text);
  if (bits === 8) return ((hash >>> 24) ^ (hash >>> 16) ^ (hash >>> 8) ^ hash) & 0xff;
  return ((hash >>> 16) ^ hash) & ((1 << bits) - 1);
}
