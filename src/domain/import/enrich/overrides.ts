import { z } from 'zod';
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
]);

/**
 * Applies the overrides and checks the result still refers only to things that exist (an override naming a wargear
 * id the catalogue does not have fails the import instead of shipping a broken datasheet).
 */
export function applyOverrides(
  factions: readonly Faction[],
  overrides: Overrides,
  report: readonly ReportEntry[],
): { factions: Faction[]; report: ReportEntry[] } {
  let remaining = [...report];
  const out = factions.map((faction) => {
    const mine = overrides.datasheets.filter((o) => o.factions.includes(faction.id));
    if (mine.length === 0) return faction;
    const datasheets = faction.datasheets.map((d) => {
      const o = mine.find((x) => x.datasheet === d.id);
      if (!o) return d;
      const modelTypes = d.composition.modelTypes.map((m) => {
        const wargear = o.defaultWargear?.[m.id];
        return wargear ? { ...m, defaultWargear: wargear } : m;
      });
      if (o.wargearOptions) {
        remaining = remaining.filter(
          (e) => !(e.faction === faction.id && e.subject === d.name && WARGEAR_KINDS.has(e.kind)),
        );
      }
      if (o.factionKeywords) {
        remaining = remaining.filter(
          (e) =>
            !(
              e.faction === faction.id &&
              e.subject === d.name &&
              e.kind === 'datasheet-left-out' &&
              /\blacks the\b/.test(e.why)
            ),
        );
      }
      return {
        ...d,
        composition: { ...d.composition, modelTypes },
        ...(o.wargearOptions ? { wargearOptions: o.wargearOptions } : {}),
        ...(o.factionKeywords ? { factionKeywords: o.factionKeywords } : {}),
      };
    });
    for (const o of mine) {
      if (!datasheets.some((d) => d.id === o.datasheet))
        throw new Error(`override for ${faction.id}/${o.datasheet}: no such datasheet`);
      for (const typeId of Object.keys(o.defaultWargear ?? {})) {
        const d = datasheets.find((x) => x.id === o.datasheet);
        if (!d?.composition.modelTypes.some((m) => m.id === typeId))
          throw new Error(`override for ${faction.id}/${o.datasheet}: no model type "${typeId}"`);
      }
    }
    const result = { ...faction, datasheets };
    const issues = factionReferenceIssues(result).filter((i) => mine.some((o) => i.path.includes(`(${o.datasheet})`)));
    if (issues.length > 0) {
      throw new Error(
        `overrides for ${faction.id} refer to unknown ids: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
      );
    }
    return result;
  });
  for (const o of overrides.datasheets) {
    for (const id of o.factions)
      if (!factions.some((f) => f.id === id)) throw new Error(`override for unknown faction "${id}"`);
  }
  return { factions: out, report: remaining };
}
