import type { CodecError, CodecWarning } from '../../domain/codecs/codec-result';
import { readList, type ReadList } from '../../domain/codecs/read-list';
import type { Manifest } from '../../domain/data/manifest.schema';
import { selectGameData, type DataState } from '../../store/selectors';

export type PastedList =
  /** The text names a faction whose data is not loaded yet: load it, then read again. */
  | { readonly kind: 'needs-data'; readonly factionId: string }
  | { readonly kind: 'failed'; readonly error: CodecError }
  | { readonly kind: 'read'; readonly list: ReadList; readonly warnings: readonly CodecWarning[] };

/**
 * Reads pasted text with the game data loaded now. `readList` asks for a faction's data only once the text has
 * named it; the app loads factions on demand, so a faction not loaded yet comes back as `needs-data`.
 * `factionId`: the faction the player chose to read a text list as, whatever it names.
 */
export function readPastedList(text: string, state: DataState & { readonly manifest: Manifest | null }, factionId: string | null = null): PastedList {
  let missing: string | null = null;
  const result = readList(text, {
    factionId: factionId ?? undefined,
    factions: state.manifest?.factions ?? [],
    loadData: (factionId) => {
      const data = selectGameData(state, factionId);
      if (data) return data;
      missing = factionId;
      throw new Error(`The data for "${factionId}" is not loaded yet.`);
    },
    // The store gives the list its own id when it is saved.
    rosterId: 'imported',
  });
  if (result.ok) return { kind: 'read', list: result.value, warnings: result.warnings };
  if (missing !== null) return { kind: 'needs-data', factionId: missing };
  return { kind: 'failed', error: result.error };
}
