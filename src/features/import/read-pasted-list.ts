import type { CodecError, CodecWarning } from '../../domain/codecs/codec-result';
import { readListSource, type ListSource, type ReadList } from '../../domain/codecs/read-list';
import type { Manifest } from '../../domain/data/manifest.schema';
import { selectGameData, type DataState } from '../../store/selectors';

export type PastedList =
  /** The text names a faction whose data is not loaded yet: load it, then finish reading (the text is not read again). */
  | { readonly kind: 'needs-data'; readonly source: ListSource; readonly warnings: readonly CodecWarning[] }
  | { readonly kind: 'failed'; readonly error: CodecError }
  | { readonly kind: 'read'; readonly list: ReadList; readonly warnings: readonly CodecWarning[] };

export type PastedListState = DataState & { readonly manifest: Manifest | null };

/** Reads pasted text as far as it goes with the game data loaded now; the app loads factions on demand. */
export function readPastedList(text: string, state: PastedListState): PastedList {
  const source = readListSource(text, state.manifest?.factions ?? []);
  if (!source.ok) return { kind: 'failed', error: source.error };
  return finishPastedList(source.value, source.warnings, state);
}

/** The rest of the reading, once the faction the text names is loaded. */
export function finishPastedList(source: ListSource, warnings: readonly CodecWarning[], state: PastedListState): PastedList {
  const data = selectGameData(state, source.factionId);
  if (!data) return { kind: 'needs-data', source, warnings };
  // The store gives the list its own id when it is saved.
  const list = source.finish(data, 'imported');
  if (!list.ok) return { kind: 'failed', error: list.error };
  return { kind: 'read', list: list.value, warnings: [...warnings, ...list.warnings] };
}
