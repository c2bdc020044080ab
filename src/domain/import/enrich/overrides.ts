import { z } from 'zod';
import type { Datasheet } from '../../data/datasheet.schema';
import type { Faction } from '../../data/faction.schema';
import { factionReferenceIssues } from '../../data/parse-game-data';
import { WargearCountSchema, WargearOptionSchema } from '../../data/wargear.schema';
import type { ReportEntry, ReportKind } from '../report';

/**
 * A reviewed correction of one datasheet where the catalogue is looser than the printed datasheet (Wracks: the
 * catalogue allows 2 of each special weapon at any size; the datasheet, 1 per 5 models). `source` names the page the
 * correction follows; `why` says what the catalogue gets wrong.
 */
export const DatasheetOverrideSchema = z.object({
  /** Every faction file the datasheet appears in (Troupe Master: Drukhari and Aeldari). */
  factions: z.array(z.string().min(1)).min(1),
  datasheet: z.string().min(1),
  source: z.string().min(1),
  why: z.string().min(1),
  /** Model type id → its default wargear. */
  defaultWargear: z.record(z.string(), z.array(WargearCountSchema)).optional(),
  wargearOptions: z.array(WargearOptionSchema).optional(),
  /** The datasheet's Faction keywords, where the catalogue leaves one out (a chapter's unit without ADEPTUS ASTARTES). */
  factionKeywords: z.array(z.string().min(1)).min(1).optional(),
});
export type DatasheetOverride = z.infer<typeof DatasheetOverrideSchema>;

export const OverridesSchema = z.object({
  about: z.string(),
  datasheets: z.array(DatasheetOverrideSchema),
});
export type Overrides = z.infer<typeof OverridesSchema>;

export function parseOverrides(json: unknown): Overrides {
  const result = OverridesSchema.safeParse(json);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`data/overrides.json is not valid: ${issues}`);
  }
  return result.data;
}

/** Kinds of report entries about a datasheet's wargear options, which an override of its options settles. */
const WARGEAR_KINDS: ReadonlySet<ReportKind> = new Set([
  'variant-model',
  'group-of-groups',
  'nested-choice',
  'repeated-default-item',
  'unit-upgrade',
]);

/**
 * What to do with an override that no longer fits the catalogues (its datasheet or a model type is gone, or it names
 * wargear the catalogue no longer has): `fail` the import, as `npm run import-data` does so that the overrides are
 * reviewed against each new snapshot; or leave the datasheet as the catalogue states it and `report` the override,
 * as a player's own import of newer catalogues does (a correction reviewed against older ones must not stop it).
 */
export type StaleOverrides = 'fail' | 'report';

/**
 * Applies the overrides and checks the result still refers only to things that exist: an override naming a wargear
 * id the catalogue does not have is never applied, so no datasheet ships broken.
 */
export function applyOverrides(
  factions: readonly Faction[],
  overrides: Overrides,
  report: readonly ReportEntry[],
  stale: StaleOverrides = 'fail',
): { factions: Faction[]; report: ReportEntry[] } {
  let remaining = [...report];
  const notApplied: ReportEntry[] = [];
  const out = factions.map((faction) => {
    const mine = overrides.datasheets.filter((o) => o.factions.includes(faction.id));
    if (mine.length === 0) return faction;
    const misfits = new Map<DatasheetOverride, string>();
    for (const o of mine) {
      const d = faction.datasheets.find((x) => x.id === o.datasheet);
      const gone = Object.keys(o.defaultWargear ?? {}).find(
        (id) => !d?.composition.modelTypes.some((m) => m.id === id),
      );
      if (!d) misfits.set(o, 'no such datasheet');
      else if (gone !== undefined) misfits.set(o, `no model type "${gone}"`);
    }
    const applied = (skip: ReadonlyMap<DatasheetOverride, string>) => ({
      ...faction,
      datasheets: faction.datasheets.map((d) => {
        const o = mine.find((x) => x.datasheet === d.id && !skip.has(x));
        return o ? overridden(d, o) : d;
      }),
    });
    const fitting = misfits.size;
    let result = applied(misfits);
    const referenceIssues = factionReferenceIssues(result);
    for (const o of mine) {
      const issues = referenceIssues.filter((i) => i.path.includes(`(${o.datasheet})`));
      if (issues.length > 0 && !misfits.has(o))
        misfits.set(o, `unknown ids: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
    }
    for (const [o, why] of misfits) {
      if (stale === 'fail') throw new Error(`override for ${faction.id}/${o.datasheet}: ${why}`);
      notApplied.push({
        faction: faction.id,
        subject: faction.datasheets.find((d) => d.id === o.datasheet)?.name ?? o.datasheet,
        kind: 'override-not-applied',
        construct: `Muster's correction of ${o.datasheet} (${o.source}): ${why}`,
        why: 'the catalogues changed since the correction was reviewed; the datasheet is as they state it',
      });
    }
    // Overrides found naming unknown ids are left out of the faction as it ships.
    if (misfits.size > fitting) result = applied(misfits);
    for (const o of mine.filter((x) => !misfits.has(x))) {
      const name = result.datasheets.find((d) => d.id === o.datasheet)?.name;
      remaining = remaining.filter((e) => !(e.faction === faction.id && e.subject === name && settles(o, e)));
    }
    return result;
  });
  for (const o of overrides.datasheets) {
    for (const id of o.factions)
      if (!factions.some((f) => f.id === id)) throw new Error(`override for unknown faction "${id}"`);
  }
  return { factions: out, report: [...remaining, ...notApplied] };
}

/** The datasheet with the override's default wargear, options and Faction keywords. */
function overridden(d: Datasheet, o: DatasheetOverride): Datasheet {
  const modelTypes = d.composition.modelTypes.map((m) => {
    const wargear = o.defaultWargear?.[m.id];
    return wargear ? { ...m, defaultWargear: wargear } : m;
  });
  return {
    ...d,
    composition: { ...d.composition, modelTypes },
    ...(o.wargearOptions ? { wargearOptions: o.wargearOptions } : {}),
    ...(o.factionKeywords ? { factionKeywords: o.factionKeywords } : {}),
  };
}

/** Whether an applied override settles a report entry about its datasheet: its options, or its missing keyword. */
function settles(o: DatasheetOverride, e: ReportEntry): boolean {
  if (o.wargearOptions && WARGEAR_KINDS.has(e.kind)) return true;
  return Boolean(o.factionKeywords) && e.kind === 'datasheet-left-out' && /\blacks the\b/.test(e.why);
}
