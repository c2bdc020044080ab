import type { Command } from '../command';
import { formatTable } from '../format-table';
import { readManifest } from '../load-data';
import { writeOut, writeErr } from '../terminal-text';

export type FactionSummary = { readonly id: string; readonly name: string; readonly datasheets: number };

/** The factions in data/, with how many datasheets each file holds (its own and those its allowances let it take). */
export function factionSummaries(): FactionSummary[] {
  return readManifest().factions.map((f) => ({ id: f.id, name: f.name, datasheets: f.datasheets }));
}

export const factions: Command = {
  name: 'factions',
  usage: 'factions [--json]',
  summary: 'list the factions in the game data',
  async run(args) {
    const unknown = args.filter((a) => a !== '--json');
    if (unknown.length > 0) {
      writeErr(`armylist factions: unexpected argument "${unknown[0]}"\nUsage: armylist factions [--json]\n`);
      return 2;
    }
    const list = factionSummaries();
    if (args.includes('--json')) {
      writeOut(`${JSON.stringify(list, null, 2)}\n`);
    } else {
      writeOut(`${formatTable(['ID', 'NAME', 'DATASHEETS'], list.map((f) => [f.id, f.name, String(f.datasheets)]))}\n`);
    }
    return 0;
  },
};
