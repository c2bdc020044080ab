import { fnv1a32 } from '../../hash';

export type HashBits = 8 | 15 | 16;

/** `bits` bits of the id's hash, folded so every input bit counts. */
export function shortHash(text: string | Uint8Array, bits: HashBits): number {
  const hash = fnv1a32(text);
  if (bits === 8) return ((hash >>> 24) ^ (hash >>> 16) ^ (hash >>> 8) ^ hash) & 0xff;
  return ((hash >>> 16) ^ hash) & ((1 << bits) - 1);
}
