import type { Datasheet } from './datasheet.schema';
import type { Result } from '../result';
import type { Faction } from './faction.schema';
import type { FactionFile } from './faction-file.schema';
import type { PackId } from './ids';
import type { Pack } from './pack.schema';

export type Assembled = Result<Faction, string>;

/** The packs a faction file takes datasheets from, each once, in the order it names them. */
export function packsOf(file: Pick<FactionFile, 'shared'>): PackId[] {
  return [...new Set(file.shared.map((s) => s.pack))];
}

/**
 * A faction file with the datasheets it shares put back in: its own datasheets, then each pack's in the order the
 * file names them, with the file's detachment restriction where it has one. Fails naming the pack or datasheet
 * that is missing, so a half-downloaded army never opens as a smaller one.
 */
export function assembleFaction(file: FactionFile, packs: readonly Pack[]): Assembled {
  const byId = new Map(packs.map((p) => [p.id, new Map(p.datasheets.map((d) => [d.id, d]))]));
  const datasheets: Datasheet[] = [...file.datasheets];
  for (const shared of file.shared) {
    const pack = byId.get(shared.pack);
    if (!pack) return { ok: false, error: `the ${file.name} data needs the "${shared.pack}" datasheets, which did not arrive` };
    for (const id of shared.datasheetIds) {
      const datasheet = pack.get(id);
      if (!datasheet) return { ok: false, error: `the "${shared.pack}" datasheets lack "${id}", which the ${file.name} data names` };
      datasheets.push(shared.onlyInDetachments ? { ...datasheet, onlyInDetachments: shared.onlyInDetachments } : datasheet);
    }
  }
  const { shared: _shared, ...faction } = file;
  return { ok: true, value: { ...faction, datasheets } };
}
