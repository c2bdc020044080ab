import type { GameSystem } from '../../data/game-system.schema';
import type { BattleSizeId } from '../../data/ids';
import type { BsCatalogue, BsNode } from '../read/bs-types';
import { BATTLE_SIZE_ENTRY } from '../read/game-constants';
import { slugify } from '../slug';

export type BattleSizeEntry = {
  readonly id: BattleSizeId;
  readonly entryId: string;
  readonly name: string;
  readonly points: number;
};

/** "2. Strike Force (2000 Point limit)": the catalogue states the limit only in the entry name. */
const BATTLE_SIZE_NAME = /^\s*\d+\.\s*(.+?)\s*\((\d+)\s*Point limit\)\s*$/i;

export function readBattleSizes(gst: BsCatalogue): BattleSizeEntry[] {
  const root = gst.sharedEntries.find((e) => e.id === BATTLE_SIZE_ENTRY);
  if (!root) throw new Error(`${gst.fileName}: no "Battle Size" entry (${BATTLE_SIZE_ENTRY})`);
  const out: BattleSizeEntry[] = [];
  const visit = (n: BsNode): void => {
    const m = BATTLE_SIZE_NAME.exec(n.name);
    if (n.kind === 'entry' && m) {
      const name = m[1] as string;
      out.push({ id: slugify(name) as BattleSizeId, entryId: n.id, name, points: Number(m[2]) });
    }
    n.children.forEach(visit);
  };
  visit(root);
  if (out.length === 0)
    throw new Error(`${gst.fileName}: the "Battle Size" entry lists no "N. Name (1000 Point limit)" sizes`);
  return out.sort((a, b) => a.points - b.points);
}

/**
 * Edition-wide numbers of 10th edition. The catalogues repeat them on each entry (a roster-scope max of 3, or 6 on
 * BATTLELINE and DEDICATED TRANSPORT entries; max 1 on EPIC HEROES; 3 Enhancements per army, 1 per model); the
 * importer checks the entries it reads against these and reports any that differ.
 */
export const EDITION_LIMITS = {
  datasheetDefault: 3,
  byKeyword: [
    { keyword: 'BATTLELINE', max: 6 },
    { keyword: 'DEDICATED TRANSPORT', max: 6 },
  ],
  epicHero: 1,
  enhancementsPerArmy: 3,
  enhancementsPerUnit: 1,
} as const;

export function buildGameSystem(
  gst: BsCatalogue,
  battleSizes: readonly BattleSizeEntry[],
  coreRules: GameSystem['coreRules'],
  weaponAbilities: GameSystem['weaponAbilities'],
): GameSystem {
  const strikeForce =
    battleSizes.find((b) => b.id === 'strike-force') ?? battleSizes[Math.floor(battleSizes.length / 2)];
  if (!strikeForce) throw new Error('no battle sizes');
  return {
    id: slugify(gst.name),
    name: gst.name,
    edition: '10th',
    battleSizes: battleSizes.map((b) => ({ id: b.id, name: b.name, points: b.points })),
    defaultBattleSizeId: strikeForce.id,
    datasheetLimits: {
      default: EDITION_LIMITS.datasheetDefault,
      byKeyword: EDITION_LIMITS.byKeyword.map((k) => ({ ...k })),
    },
    epicHeroLimit: EDITION_LIMITS.epicHero,
    enhancementLimits: { perArmy: EDITION_LIMITS.enhancementsPerArmy, perUnit: EDITION_LIMITS.enhancementsPerUnit },
    sections: [
      { id: 'characters', name: 'Characters' },
      { id: 'battleline', name: 'Battleline' },
      { id: 'dedicated-transports', name: 'Dedicated Transports' },
      { id: 'other-datasheets', name: 'Other Datasheets' },
      { id: 'allied-units', name: 'Allied Units' },
    ],
    coreRules,
    weaponAbilities,
  };
}
