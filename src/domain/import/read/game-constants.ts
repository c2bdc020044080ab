/**
 * Ids the Warhammer 40,000 10th edition game system (.gst, revision 118) gives to things the importer asks about.
 * They are stable across BSData snapshots; `checkGameSystemIds` stops the import with a clear error when the
 * force, battle size entry or categories are missing (a renamed id would otherwise silently empty the data).
 */
export const POINTS_COST_TYPE = '51b2-306e-1021-d207';

export const FORCE = {
  armyRoster: 'bb9d-299a-ed60-2d8a',
  crusade: 'cac3-71d1-ea4b-795d',
  boardingActions: '1d6e-2579-8e7f-1ed4',
} as const;

/** Roster-wide "Show/Hide Options" switches: Legends and Crucible content is visible only while they are selected. */
export const TOGGLE = {
  showLegends: '9ed-cbf4-bfe5-90bf',
  showUnalignedForces: '2973-ea51-7f8d-5403',
  showUnalignedFortifications: 'e916-2cf4-a49d-b8c4',
  showCrucibleCharacters: '57cc-822a-1d43-be52',
} as const;

export const BATTLE_SIZE_ENTRY = '564e-fbc6-5266-3ea4';

export const CATEGORY = {
  character: '9cfd-1c32-585f-7d5c',
  epicHero: '4f3a-f0f7-6647-348d',
  battleline: 'e338-111e-d0c6-b687',
  dedicatedTransport: 'ba07-411c-2832-1f79',
  configuration: '4ac9-fd30-1e3d-b249',
} as const;

/** Profile type names, as the .gst declares them. */
export const PROFILE_TYPE = {
  unit: 'Unit',
  ranged: 'Ranged Weapons',
  melee: 'Melee Weapons',
  abilities: 'Abilities',
  transport: 'Transport',
} as const;

export function checkGameSystemIds(gst: {
  fileName: string;
  forces: readonly { id: string }[];
  sharedEntries: readonly { id: string }[];
  categories: readonly { id: string }[];
}): void {
  const missing = [
    ...(gst.forces.some((f) => f.id === FORCE.armyRoster) ? [] : [`force "Army Roster" (${FORCE.armyRoster})`]),
    ...(gst.sharedEntries.some((e) => e.id === BATTLE_SIZE_ENTRY)
      ? []
      : [`entry "Battle Size" (${BATTLE_SIZE_ENTRY})`]),
    ...Object.entries(CATEGORY)
      .filter(([, id]) => !gst.categories.some((c) => c.id === id))
      .map(([name, id]) => `category ${name} (${id})`),
  ];
  if (missing.length > 0) throw new Error(`${gst.fileName} lacks ids the importer relies on: ${missing.join(', ')}`);
}
