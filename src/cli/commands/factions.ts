import type { Command } from '../command';
import { formatTable } from '../format-table';
import { FACTION_GROUP_NAMES } from '../../domain/data/faction-groups';
import { dataInfo, readManifest, type DataInfo } from '../load-data';
import { writeOut, writeErr } from '../terminal-text';

/**
 * One faction as `armylist factions --json` prints it: `group` is its grand alliance ("Imperium", "Chaos",
 * "Xenos"), `parent` a chapter's parent faction id (Blood Angels: "space-marines"), else null.
 */
export type FactionSummary = {
  readonly id: string;
  readonly name: string;
  readonly datasheets: number;
  readonly group: string;
  readonly parent: string | null;
  /** Which data the faction was read from: data/ of this checkout, or the catalogues `--data` named. */
  readonly data: DataInfo;
};

/** The factions in data/, with how many datasheets each army holds (its own and those its allowances let it take). */
export function factionSummaries(): FactionSummary[] {
  const data = dataInfo();
  return readManifest().factions.map((f) => ({
    id: f.id,
    name: f.name,
    datasheets: f.datasheets,
    group: FACTION_GROUP_NAMES[f.group],
    parent: f.parent,
    data,
  }));
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
      writeOut(
        `${formatTable(
          ['ID', 'NAME', 'GROUP', 'PARENT', 'DATASHEETS'],
          list.map((f) => [f.id, f.name, f.group, f.parent ?? '', String(f.datasheets)]),
        )}\n`,
      );
    }
    return 0;
  },
};
