import { z } from 'zod';
import { derivedFrom } from '../../data/game-index';
import type { Datasheet, ModelType } from '../../data/datasheet.schema';
import type { Detachment, Enhancement } from '../../data/detachment.schema';
import type { GameData } from '../../data/game-data';
import type { BattleSizeId, DetachmentId, FactionId, WargearId, WargearOptionId } from '../../data/ids';
import { addUnit } from '../../roster/add-unit';
import { attachLeader } from '../../roster/attach-leader';
import { createRoster } from '../../roster/create-roster';
import type { RosterId, UnitId } from '../../roster/ids';
import { canLead, isLeader } from '../../roster/leading';
import { datasheetIndex, findDatasheet, findDetachment } from '../../roster/lookup';
import { offeredDetachmentUpgrades } from '../../roster/detachment-upgrades';
import { unitPoints } from '../../roster/points';
import { validateRoster } from '../../rules/validate-roster';
import type { ModelCount, Roster, Unit, WargearSelection } from '../../roster/roster.schema';
import { updateUnit } from '../../roster/update-unit';
import { mayShare } from '../../rules/leader-slot';
import { listNames } from '../../english';
import { unitLabel } from '../../roster/unit-labels';
import type { DraftItem, DraftList, DraftModelGroup, DraftUnit } from './list-draft';
import { splitCount, splitTrailingParenthesis } from './list-text';
import { datasheetLabel, datasheetNames, datasheetProfileNames } from '../../roster/datasheet-label';
import { nameKey } from '../../data/name-key';
import { NameIndex, nameWords, type NameMatch } from './name-match';
import { solveWargear } from './wargear-solver';

/** What an import could not take over as written. Stable codes, so the UI can group and tests can assert. */
export const ImportProblemCodeSchema = z.enum([
  'faction-mismatch',
  'unknown-detachment',
  'unknown-battle-size',
  'battle-size-inferred',
  'detachment-inferred',
  'guessed-name',
  'unknown-datasheet',
  'unknown-model-type',
  'unknown-wargear',
  'wargear-misfit',
  'unknown-enhancement',
  'points-differ',
  'leader-unattached',
  'leader-attached',
  'unknown-bodyguard',
  'not-understood',
  'models-unplaced',
  'roster-setting',
]);
export type ImportProblemCode = z.infer<typeof ImportProblemCodeSchema>;

export type ImportProblem = {
  readonly code: ImportProblemCode;
  /** 1-based line of the pasted text; null for the list as a whole. */
  readonly line: number | null;
  readonly message: string;
  /** The closest names in the data, best first, when a name was not found. */
  readonly suggestions: readonly string[];
  /** The imported unit the problem is about; null for the list, or a unit that was not imported. */
  readonly unitId: UnitId | null;
};

export type ImportedUnit = {
  readonly line: number;
  readonly unitId: UnitId;
  readonly name: string;
  readonly models: number;
  readonly points: number;
  /** The points the text gave the unit, enhancement included; null when it gave none. */
  readonly pointsInText: number | null;
};

export type ImportReport = {
  readonly imported: readonly ImportedUnit[];
  readonly problems: readonly ImportProblem[];
};

export type ImportResult = { readonly roster: Roster; readonly report: ImportReport };

export type ImportOptions = {
  /** Id of the new roster; the caller makes it (the app a UUID) so this stays pure. */
  readonly rosterId: string;
};

export type DraftOptions = ImportOptions & {
  /**
   * When the text gives no battle size (New Recruit's WTC never prints one; a pasted list may have lost it), take the
   * smallest that holds the list's points, and say so.
   */
  readonly inferBattleSize?: boolean;
};

/**
 * The faction a list names, among the factions we have data for. Other tools name it their own way: New Recruit by
 * its catalogue ("Chaos - World Eaters", "Aeldari - Craftworlds": the part that names a faction, the last first), the
 * app in other words ("Imperial Agents" for Agents of the Imperium: the same words in another order and form).
 */
export function matchFaction<T extends { readonly id: string; readonly name: string }>(
  name: string,
  factions: readonly T[],
): NameMatch<T> {
  const index = new NameIndex(factions.map((f) => ({ name: f.name, value: f })));
  const direct = index.find(name, false);
  if (direct.kind === 'exact') return direct;
  const parts = name
    .split(' - ')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  for (const part of parts.length > 1 ? [...parts].reverse() : []) {
    const match = index.find(part, false);
    if (match.kind === 'exact') return match;
  }
  const reworded = factions.filter((f) => isReworded(name, f.name));
  if (reworded.length === 1)
    return { kind: 'guessed', value: reworded[0]!, name: reworded[0]!.name, suggestions: [reworded[0]!.name] };
  return index.find(parts[parts.length - 1] ?? name);
}

/** Words that join a name's words and tell nothing ("Agents of the Imperium"). */
const JOINING_WORDS = new Set(['of', 'and']);

/**
 * The same words in any order, each word the same as its counterpart or of the same stem (its first five letters
 * and most of the shorter word): "Imperial Agents" is "Agents of the Imperium".
 */
function isReworded(text: string, name: string): boolean {
  const words = (s: string) => nameWords(s).filter((w) => !JOINING_WORDS.has(w));
  const [a, b] = [words(text), words(name)];
  if (a.length === 0 || a.length !== b.length) return false;
  const left = [...b];
  return a.every((word) => {
    const at = left.findIndex((other) => sameStem(word, other));
    if (at < 0) return false;
    left.splice(at, 1);
    return true;
  });
}

function sameStem(a: string, b: string): boolean {
  if (a === b) return true;
  let common = 0;
  while (common < a.length && a[common] === b[common]) common++;
  return common >= 5 && common * 4 >= Math.min(a.length, b.length) * 3;
}

/** Words tools put before a name the data gives without them: the faction's name and its keyword. */
function factionWords(faction: GameData['faction']): string[] {
  return [faction.name, faction.factionKeyword];
}

/** Name indexes live with the data they index: an import looks names up in the same datasheets again and again. */
function cached<T>(data: GameData, kind: string, build: () => NameIndex<T>): NameIndex<T> {
  return derivedFrom(data.index, `names:${kind}`, build);
}

type Context = {
  readonly data: GameData;
  readonly problems: ImportProblem[];
  /** The unit being built, which problems reported meanwhile are about. */
  unitId: UnitId | null;
  /** Names still to be searched for fuzzily: a paste of thousands of unknown lines gets suggestions for the first. */
  fuzzyLeft: number;
};

/** Unknown names that get "closest" suggestions; past these the import stays quick and reports them without. */
const FUZZY_LOOKUPS = 200;

function find<T>(context: Context, index: NameIndex<T>, name: string): NameMatch<T> {
  const match = index.find(name, context.fuzzyLeft > 0);
  if (match.kind !== 'exact') context.fuzzyLeft--;
  return match;
}

function report(
  context: Context,
  code: ImportProblemCode,
  line: number | null,
  message: string,
  suggestions: readonly string[] = [],
  unitId: UnitId | null = context.unitId,
): void {
  context.problems.push({ code, line, message, suggestions, unitId });
}

type LookUp = {
  readonly line: number;
  /** What the name is, for the messages: "datasheet", "model type of Khorne Berzerkers". */
  readonly what: string;
  readonly unknown: Extract<ImportProblemCode, `unknown-${'datasheet' | 'model-type' | 'enhancement' | 'detachment'}`>;
};

/** Looks a name up, reporting a guess or a miss on the line it came from. */
function lookUp<T>(context: Context, index: NameIndex<T>, name: string, { line, what, unknown }: LookUp): T | null {
  const match = find(context, index, name);
  if (match.kind === 'exact') return match.value;
  if (match.kind === 'guessed') {
    report(context, 'guessed-name', line, `Read ${what} "${name}" as "${match.name}".`, match.suggestions);
    return match.value;
  }
  const hint = match.suggestions.length > 0 ? ` Closest: ${match.suggestions.join(', ')}.` : '';
  report(context, unknown, line, `Unknown ${what} "${name}": not imported.${hint}`, match.suggestions);
  return null;
}

/**
 * Builds a roster of `data`'s faction from what a text list says. Nothing is dropped silently: every name not found,
 * every guess, every piece of wargear that does not fit and every line not understood is in the report, with its
 * line, so the player sees what was imported before anything replaces the open list.
 */
export function draftToRoster(draft: DraftList, data: GameData, options: DraftOptions): ImportResult {
  const context: Context = { data, problems: [], unitId: null, fuzzyLeft: FUZZY_LOOKUPS };
  const { faction } = data;

  if (draft.faction && nameKey(draft.faction.name) !== nameKey(faction.name)) {
    const match = matchFaction(draft.faction.name, [faction]);
    if (match.kind === 'unknown') {
      report(
        context,
        'faction-mismatch',
        draft.faction.line,
        `The list is for "${draft.faction.name}"; it was read as ${faction.name}.`,
      );
    }
  }

  const detachments = cached(
    context.data,
    'detachments',
    () => new NameIndex(faction.detachments.map((d) => ({ name: d.name, value: d.id }))),
  );
  const detachmentId: DetachmentId | null = draft.detachment
    ? lookUp(context, detachments, detachmentName(detachments, draft.detachment.name), {
        line: draft.detachment.line,
        what: 'detachment',
        unknown: 'unknown-detachment',
      })
    : detachmentOfFactionName(context, draft);
  const battleSizeId = resolveBattleSize(context, draft);

  for (const unread of draft.unread) {
    report(context, 'not-understood', unread.line, `Not understood: "${unread.text}"`);
  }

  let roster = createRoster({
    id: options.rosterId as RosterId,
    // A list with no title line (New Recruit's WTC texts) is named after its army, as a player would call it.
    name: (
      draft.title?.name ??
      [faction.name, faction.detachments.find((d) => d.id === detachmentId)?.name ?? draft.detachment?.name]
        .filter(Boolean)
        .join(', ')
    ).slice(0, 200),
    factionId: faction.id as FactionId,
    battleSizeId,
    detachmentId,
  });

  const datasheets = cached(
    context.data,
    'datasheets',
    () => new NameIndex(datasheetNames(faction), { prefixWords: factionWords(faction) }),
  );
  const profileNames = cached(context.data, 'datasheet-profiles', () => new NameIndex(datasheetProfileNames(faction)));
  const imported: ImportedUnit[] = [];
  const stated: { leaderId: UnitId; leads: NonNullable<DraftUnit['leads']> }[] = [];
  for (const draftUnit of draft.units) {
    if (isRosterSetting(draftUnit, datasheets)) {
      report(
        context,
        'roster-setting',
        draftUnit.line,
        `Read "${draftUnit.name}" as a setting of the roster, not a unit: it costs nothing and no datasheet has its name.`,
      );
      continue;
    }
    const datasheet = lookUpDatasheet(context, datasheets, profileNames, draftUnit);
    if (!datasheet) continue;
    const added = addUnit(roster, datasheet.id, data);
    const unit = added.units[added.units.length - 1];
    if (!unit || added === roster) continue;
    context.unitId = unit.id;
    const built = buildUnit(context, unit, datasheet, draftUnit, roster.detachmentId);
    roster = updateUnit(added, unit.id, () => built);
    const points = unitPoints(built, data, roster.detachmentId);
    if (draftUnit.points !== null && draftUnit.points !== points) {
      report(
        context,
        'points-differ',
        draftUnit.line,
        `${datasheet.name}: the list says ${draftUnit.points} points, our data says ${points}.`,
      );
    }
    imported.push({
      line: draftUnit.line,
      unitId: built.id,
      name: datasheet.name,
      models: built.models.reduce((sum, m) => sum + m.count, 0),
      points,
      pointsInText: draftUnit.points,
    });
    if (draftUnit.leads) stated.push({ leaderId: built.id, leads: draftUnit.leads });
    context.unitId = null;
  }

  roster = attachStatedLeaders(context, roster, stated, datasheets);
  if (!draft.saysWhoLeads) roster = attachLeaders(context, roster, imported);
  if (!draft.battleSize && options.inferBattleSize && roster.units.length > 0)
    roster = inferBattleSize(context, roster, draft);
  return { roster, report: { imported, problems: context.problems } };
}

/**
 * New Recruit prints the roster's settings as entries of no cost ("Battle Size", "Khorne Daemons are visible", "Faction
 * Reference"): an entry of 0 points that no datasheet is named by is one of them, not a unit.
 */
function isRosterSetting(draftUnit: DraftUnit, datasheets: NameIndex<Datasheet>): boolean {
  return draftUnit.points === 0 && datasheets.find(draftUnit.name, false).kind !== 'exact';
}

/**
 * A unit's datasheet: by its name, else by the name of its unit profile (an index export's "Black Templars Repulsor
 * Executioner"), which is reported as a guess is, else by a close name.
 */
function lookUpDatasheet(
  context: Context,
  datasheets: NameIndex<Datasheet>,
  profileNames: NameIndex<Datasheet>,
  draftUnit: DraftUnit,
): Datasheet | null {
  const byProfile =
    datasheets.find(draftUnit.name, false).kind === 'exact' ? null : profileNames.find(draftUnit.name, false);
  if (byProfile?.kind === 'exact') {
    const label = datasheetLabel(byProfile.value, context.data.faction);
    report(context, 'guessed-name', draftUnit.line, `Read datasheet "${draftUnit.name}" as "${label}".`, [label]);
    return byProfile.value;
  }
  return lookUp(context, datasheets, draftUnit.name, {
    line: draftUnit.line,
    what: 'datasheet',
    unknown: 'unknown-datasheet',
  });
}

/**
 * The detachment a list that names none implies by its faction's name: New Recruit names an army by its catalogue,
 * and "Aeldari - Ynnari" is an Aeldari army with the one detachment that makes it YNNARI (Devoted of Ynnead grants
 * that keyword). A part of the name that is the keyword exactly one detachment grants names that detachment; said
 * as a note. Null when none does, or more than one.
 */
function detachmentOfFactionName(context: Context, draft: DraftList): DetachmentId | null {
  if (!draft.faction) return null;
  const { faction } = context.data;
  const parts = draft.faction.name.split(' - ').map(nameKey);
  const granted = (d: Detachment) =>
    d.grantsKeywords.filter((g) => parts.includes(nameKey(g.keyword)) && nameKey(g.keyword) !== nameKey(faction.name));
  const implied = faction.detachments.filter((d) => granted(d).length > 0);
  const detachment = implied.length === 1 ? implied[0]! : null;
  if (!detachment) return null;
  const keyword = granted(detachment)[0]!.keyword;
  report(
    context,
    'detachment-inferred',
    draft.faction.line,
    `The list does not name its detachment; read as ${detachment.name}, the one detachment that gives ${keyword}, as "${draft.faction.name}" says.`,
  );
  return detachment.id as DetachmentId;
}

/** A detachment's name, without the rule New Recruit writes after it in brackets ("Houndpack Lance (Marked Prey)"). */
function detachmentName(detachments: NameIndex<DetachmentId>, name: string): string {
  if (detachments.find(name, false).kind === 'exact') return name;
  const bracketed = splitTrailingParenthesis(name);
  return bracketed && detachments.find(bracketed.before, false).kind === 'exact' ? bracketed.before : name;
}

/** The battle size line, by name or by its points; null when the text has none. */
function resolveBattleSize(context: Context, draft: DraftList): BattleSizeId | null {
  const sizes = context.data.system.battleSizes;
  if (!draft.battleSize) return null;
  const { name, points, line } = draft.battleSize;
  const size =
    sizes.find((b) => nameKey(b.name) === nameKey(name)) ?? sizes.find((b) => points !== null && b.points === points);
  if (!size)
    report(
      context,
      'unknown-battle-size',
      line,
      `Unknown battle size "${name}".`,
      sizes.map((b) => b.name),
    );
  return size?.id ?? null;
}

/**
 * For a format that prints no battle size (New Recruit's WTC): the smallest that holds the points the list gives
 * itself, and under which it has no error a larger one would not have. A 375-point list with allies is read as
 * Incursion only if its allies fit Incursion's cap, so a legal list is never made illegal by the guess. The points
 * limit is not among those errors: a list our data reprices over its limit stays over it.
 */
function inferBattleSize(context: Context, roster: Roster, draft: DraftList): Roster {
  const total = draft.title?.points ?? draft.units.reduce((sum, u) => sum + (u.points ?? 0), 0);
  const fits = [...context.data.system.battleSizes]
    .sort((a, b) => a.points - b.points)
    .filter((b) => b.points >= total);
  const errors = (id: BattleSizeId) =>
    validateRoster({ ...roster, battleSizeId: id }, context.data).filter(
      (i) => i.severity === 'error' && i.ruleId !== 'points-limit',
    ).length;
  const fewest = Math.min(...fits.map((b) => errors(b.id as BattleSizeId)));
  const size = fits.find((b) => errors(b.id as BattleSizeId) === fewest);
  if (!size) return roster;
  const message = `The list does not say its battle size; read as ${size.name} (${size.points} points), the smallest that holds its ${total} points${size === fits[0] ? '' : ' within the rules'}.`;
  report(context, 'battle-size-inferred', null, message);
  return { ...roster, battleSizeId: size.id as BattleSizeId };
}

function buildUnit(
  context: Context,
  unit: Unit,
  datasheet: Datasheet,
  draftUnit: DraftUnit,
  detachmentId: DetachmentId | null,
): Unit {
  const modelTypes = datasheet.composition.modelTypes;
  const counts = new Map<ModelType['id'], number>();
  const printed = new Map<ModelType['id'], { groups: DraftModelGroup[] }>();
  const prefixWords = [...factionWords(context.data.faction), ...datasheet.keywords];
  const modelIndex = cached(
    context.data,
    `model-types:${datasheet.id}`,
    () =>
      new NameIndex(
        modelTypes.map((m) => ({ name: m.name, value: m })),
        { prefixWords },
      ),
  );
  const defaultType = modelTypes.find((m) => m.min > 0) ?? modelTypes[0];
  const wargearIndex = cached(
    context.data,
    `wargear:${datasheet.id}`,
    () => new NameIndex(wargearNames(datasheet), { prefixWords }),
  );
  // Models the text has that no model type takes are still the unit's: counted on its rank and file, so its size
  // and points stay as the text says, and reported.
  const rankAndFile = modelTypes.reduce<ModelType | undefined>(
    (best, m) => (best === undefined || m.max > best.max ? m : best),
    undefined,
  );
  for (const group of regroup(draftUnit.models, datasheet, modelIndex, wargearIndex)) {
    let modelType: ModelType | null | undefined;
    if (group.name === null) modelType = defaultType;
    // One model type takes any model line: the app names models its own way ("Assault Intercessors with Jump Packs").
    else if (modelTypes.length === 1) modelType = modelTypes[0];
    else if (
      isNamedByWargear(group.name, wargearIndex) &&
      modelIndex.find(modelName(group.name, modelIndex), false).kind !== 'exact' &&
      rankAndFile
    ) {
      // New Recruit names a variant model by what it carries ("Accursed weapon and combi-bolter"): one of the rank and file.
      report(
        context,
        'guessed-name',
        group.line ?? draftUnit.line,
        `Read model "${group.name}" of ${datasheet.name} as ${rankAndFile.name}.`,
        [rankAndFile.name],
      );
      modelType = rankAndFile;
    } else
      modelType = lookUp(context, modelIndex, modelName(group.name, modelIndex), {
        line: group.line ?? draftUnit.line,
        what: `model type of ${datasheet.name}`,
        unknown: 'unknown-model-type',
      });
    if (!modelType) {
      if (!rankAndFile || group.count === 0) continue;
      // Reported above as an unknown model type; its wargear is not read, its models are counted.
      counts.set(rankAndFile.id, (counts.get(rankAndFile.id) ?? 0) + group.count);
      continue;
    }
    counts.set(modelType.id, (counts.get(modelType.id) ?? 0) + group.count);
    const entry = printed.get(modelType.id) ?? { groups: [] };
    entry.groups.push(group);
    printed.set(modelType.id, entry);
  }
  const placed = [...counts.values()].reduce((sum, n) => sum + n, 0);
  if (draftUnit.modelCount !== undefined && placed > 0 && placed < draftUnit.modelCount && rankAndFile) {
    const missing = draftUnit.modelCount - placed;
    counts.set(rankAndFile.id, (counts.get(rankAndFile.id) ?? 0) + missing);
    report(
      context,
      'models-unplaced',
      draftUnit.line,
      `${datasheet.name}: the unit line says ${draftUnit.modelCount} models and its lines place ${placed}; the other ${missing} are counted as ${rankAndFile.name}, with no wargear read.`,
    );
  }
  const models: ModelCount[] =
    counts.size === 0 ? [...unit.models] : modelTypes.map((m) => ({ modelTypeId: m.id, count: counts.get(m.id) ?? 0 }));

  const { faction } = context.data;
  const enhancements = cached(context.data, `enhancements:${detachmentId ?? ''}`, () => {
    const own = faction.detachments.find((d) => d.id === detachmentId)?.enhancements ?? [];
    const others = faction.detachments.flatMap((d) => d.enhancements).filter((e) => !own.includes(e));
    return new NameIndex([...own, ...others].map((e) => ({ name: e.name, value: e })));
  });
  // New Recruit's Roster text lists a unit's Enhancement among its wargear ("Plasma Accelerator Rifle, Cyclic ion
  // blaster, …"): a name that is an Enhancement and not wargear of the datasheet is the unit's Enhancement.
  let listedEnhancement: Enhancement | null = null;

  const notWargear = new Set([nameKey(datasheet.name), ...modelTypes.map((m) => nameKey(m.name))]);
  // The upgrade the detachment makes the unit take is printed among its wargear ("1x Singularity Matrix" on a C'tan
  // Shard of the Deceiver in Pantheon of Woe); its points are the detachment's surcharge, counted with the unit.
  const surcharged = new Set(
    (faction.detachments.find((d) => d.id === detachmentId)?.surcharges ?? [])
      .filter((s) => s.datasheetIds.includes(datasheet.id))
      .map((s) => nameKey(s.upgrade)),
  );
  const readings = new Map<ModelType['id'], { groupLine: number; read: WargearReading[] }>();
  for (const [modelTypeId, { groups }] of printed) {
    const read: WargearReading[] = [];
    for (const item of rejoinCommaNames(
      groups.flatMap((g) => g.wargear),
      wargearIndex,
    ).flatMap((i) => unbundle(i, wargearIndex))) {
      const whole = item.whole === undefined ? null : wargearIndex.find(item.whole.name, false);
      if (whole?.kind === 'exact' && item.whole) {
        read.push({
          wargearId: whole.value,
          count: item.whole.count,
          line: item.line,
          name: item.whole.name,
          guess: null,
        });
        continue;
      }
      // The app prints some abilities among wargear ("The Lion Helm", "Command-link Drone (Aura)"): the datasheet's, not items.
      if (wargearIndex.find(item.name, false).kind !== 'exact' && isAbility(datasheet, item.name)) continue;
      if (surcharged.has(nameKey(item.name))) continue;
      const match = findWargear(context, wargearIndex, datasheet, item.name);
      const enhancement = match.kind === 'exact' || draftUnit.enhancement ? null : enhancements.find(item.name, false);
      if (enhancement?.kind === 'exact' && listedEnhancement === null) {
        listedEnhancement = enhancement.value;
        continue;
      }
      if (match.kind === 'unknown') {
        // New Recruit lists a model's own entry beside its wargear ("Icon of Khorne, Khorne Berzerker"): not wargear.
        if (!notWargear.has(nameKey(item.name)))
          reportUnknownWargear(context, datasheet, item.name, item.line, match.suggestions);
        continue;
      }
      read.push({
        wargearId: match.value,
        count: item.count,
        line: item.line,
        name: item.name,
        guess: match.kind === 'guessed' ? match : null,
      });
    }
    readings.set(modelTypeId, { groupLine: groups[0]?.line ?? draftUnit.line, read });
  }

  // A close name is no reading of wargear the unit names as it is: a Broadside printing "2x Missile pod" beside "1x
  // High-yield missile pods" carries the missile drones an older datasheet gave it, not three pods.
  const named = new Set(
    [...readings.values()].flatMap(({ read }) => read.filter((r) => r.guess === null).map((r) => r.wargearId)),
  );
  const leaveUnread = (r: WargearReading) =>
    reportUnknownWargear(context, datasheet, r.name, r.line, r.guess?.suggestions ?? []);
  const wargear: WargearSelection[] = [];
  const taken = new Map<WargearOptionId, number>();
  for (const [modelTypeId, { groupLine, read }] of readings) {
    const isNamedElsewhere = (r: WargearReading) => r.guess !== null && named.has(r.wargearId);
    read.filter(isNamedElsewhere).forEach(leaveUnread);
    let kept = read.filter((r) => !isNamedElsewhere(r));
    let solved = solveWargear(context.data, datasheet, { modelTypeId, models, printed: totals(kept), taken });
    // A guess must not give the list an error its text does not have: if the loadout it reads takes an option past
    // its limit (two High-yield missile pods on one Broadside, for its one Heavy rail rifle), the line stays unread.
    if (!solved.isWithinLimits && kept.some((r) => r.guess !== null)) {
      kept.filter((r) => r.guess !== null).forEach(leaveUnread);
      kept = kept.filter((r) => r.guess === null);
      solved = solveWargear(context.data, datasheet, { modelTypeId, models, printed: totals(kept), taken });
    }
    for (const { guess, name, line } of kept) {
      if (guess) report(context, 'guessed-name', line, `Read wargear "${name}" as "${guess.name}".`, guess.suggestions);
    }
    wargear.push(...solved.selections);
    for (const s of solved.selections) taken.set(s.optionId, (taken.get(s.optionId) ?? 0) + s.count);
    const names = datasheetIndex(context.data, datasheet).wargear;
    const modelName = modelTypes.find((m) => m.id === modelTypeId)?.name ?? modelTypeId;
    for (const misfit of solved.misfits) {
      const wargearName = names.get(misfit.wargearId)?.name ?? misfit.wargearId;
      report(
        context,
        'wargear-misfit',
        kept.find((r) => r.wargearId === misfit.wargearId)?.line ?? groupLine,
        `${datasheet.name}: the list gives ${modelName} ${misfit.printed}x ${wargearName}; the datasheet's options allow ${misfit.imported}x here.`,
      );
    }
  }

  let enhancementId: Enhancement['id'] | null = listedEnhancement?.id ?? null;
  if (draftUnit.enhancement) {
    enhancementId =
      lookUp(context, enhancements, draftUnit.enhancement.name, {
        line: draftUnit.enhancement.line,
        what: 'enhancement',
        unknown: 'unknown-enhancement',
      })?.id ?? null;
  }

  // An upgrade line stands for the upgrade the data gives while the detachment is chosen; one this detachment does
  // not offer the datasheet (a Headhunter Task Force line in a Gladius list) was not taken over.
  const offered = offeredDetachmentUpgrades(datasheet, findDetachment(context.data, detachmentId) ?? null).map(nameKey);
  for (const upgrade of draftUnit.detachmentUpgrades ?? []) {
    if (offered.includes(nameKey(upgrade.name))) continue;
    report(
      context,
      'not-understood',
      upgrade.line,
      `${datasheet.name} has no upgrade "${upgrade.name}" in this detachment: not imported.`,
    );
  }

  return { ...unit, models, wargear, enhancementId, isWarlord: draftUnit.isWarlord };
}

/**
 * Formats that write a model's items on one line split them at ", ", and some wargear is named with a comma in it
 * (a Tyrant Guard's "Bone cleaver, lash whip and rending claws"): a part that is no wargear name of its own, read on
 * the same line after an item, rejoins it when the two together name wargear exactly.
 */
function rejoinCommaNames(items: readonly DraftItem[], index: NameIndex<WargearId>): DraftItem[] {
  const out: DraftItem[] = [];
  for (const item of items) {
    const last = out[out.length - 1];
    const joined = last && last.line === item.line ? `${last.name}, ${item.name}` : null;
    if (
      last &&
      joined !== null &&
      index.find(item.name, false).kind !== 'exact' &&
      index.find(joined, false).kind === 'exact'
    ) {
      out[out.length - 1] = { line: last.line, name: joined, count: last.count };
    } else {
      out.push(item);
    }
  }
  return out;
}

/**
 * Items New Recruit prints in other shapes, each read as the wargear and count it stands for:
 * - a bundle with its count in front, and its contents in brackets or not ("2 ectoplasma cannons (2x Ectoplasma
 *   cannon)", "7 chainblades");
 * - two names glued together where a line break was lost ("Recon droneDrone burst cannon": a small letter followed
 *   by a capital, each side a name of the unit's wargear).
 * Only where the item as printed is no wargear name and the reading is.
 */
function unbundle(item: DraftItem, index: NameIndex<WargearId>): DraftItem[] {
  const isName = (name: string) => index.find(name, false).kind === 'exact';
  const isWargear = (name: string) => isName(name) || index.find(name).kind === 'guessed';
  if (isName(item.name)) return [item];
  const bracketed = splitTrailingParenthesis(item.name);
  const inside = bracketed ? splitCount(bracketed.inside) : null;
  if (inside && isName(inside.name)) return [{ line: item.line, name: inside.name, count: inside.count * item.count }];
  const counted = /^(\d{1,3}) (\D.*)$/.exec(item.name);
  if (counted?.[1] && counted[2] && isWargear(counted[2]))
    return [{ line: item.line, name: counted[2], count: Number(counted[1]) * item.count }];
  for (let at = 1; at < item.name.length; at++) {
    const [before, after] = [item.name[at - 1]!, item.name[at]!];
    if (!/[a-z]/.test(before) || !/[A-Z]/.test(after)) continue;
    const [left, right] = [item.name.slice(0, at), item.name.slice(at)];
    if (isName(left) && isName(right))
      return [
        { line: item.line, name: left, count: item.count },
        { line: item.line, name: right, count: item.count },
      ];
  }
  return [item];
}

/**
 * The names a datasheet's wargear is printed under: its own, its names once taken (a Daemon Prince's "Nurgle" as
 * "Mark of Nurgle"), and the one profile of wargear that is a carrier of a weapon (New Recruit prints a Crisis suit's
 * Gun Drone as its "Twin pulse carbine"), where no other wargear of the datasheet has that name.
 */
function wargearNames(datasheet: Datasheet): { name: string; value: WargearId }[] {
  // Own names first: where a name once taken is another wargear's own, the own one is the reading.
  const own = [
    ...datasheet.wargear.map((w) => ({ name: w.name, value: w.id })),
    ...datasheet.wargear.flatMap((w) => (w.takenNames ?? []).map((name) => ({ name, value: w.id }))),
  ];
  const taken = new Set(own.map((w) => nameKey(w.name)));
  const carried = new Map<string, { name: string; value: WargearId }[]>();
  for (const w of datasheet.wargear) {
    const [only, ...more] = w.profiles;
    if (!only || more.length > 0 || taken.has(nameKey(only.name))) continue;
    const key = nameKey(only.name);
    carried.set(key, [...(carried.get(key) ?? []), { name: only.name, value: w.id }]);
  }
  return [...own, ...[...carried.values()].flatMap((holders) => (holders.length === 1 ? holders : []))];
}

/** One printed item read as wargear of the datasheet, exactly or as a guess (a close name) still to be judged. */
type WargearReading = {
  readonly wargearId: WargearId;
  readonly count: number;
  readonly line: number;
  readonly name: string;
  readonly guess: Extract<NameMatch<WargearId>, { kind: 'guessed' }> | null;
};

function totals(readings: readonly WargearReading[]): Map<WargearId, number> {
  const counts = new Map<WargearId, number>();
  for (const r of readings) counts.set(r.wargearId, (counts.get(r.wargearId) ?? 0) + r.count);
  return counts;
}

function reportUnknownWargear(
  context: Context,
  datasheet: Datasheet,
  name: string,
  line: number,
  suggestions: readonly string[],
): void {
  const hint = suggestions.length > 0 ? ` Closest: ${suggestions.join(', ')}.` : '';
  report(
    context,
    'unknown-wargear',
    line,
    `${datasheet.name} has no wargear "${name}": not imported.${hint}`,
    suggestions,
  );
}

/**
 * A printed item's wargear: its name, or the name before a bracket New Recruit adds ("Plasma rifle (Plasma
 * Accelerator Rifle upgrade)", "Gun Drone (Twin pulse carbine)") when the whole is not a name in the data, or else a
 * close name.
 */
function findWargear(
  context: Context,
  index: NameIndex<WargearId>,
  datasheet: Datasheet,
  name: string,
): NameMatch<WargearId> {
  const exact = index.find(name, false);
  if (exact.kind === 'exact') return exact;
  const bracketed = splitTrailingParenthesis(name);
  const before = bracketed && bracketed.before !== '' ? index.find(bracketed.before, false) : null;
  if (before?.kind === 'exact') return before;
  return namedWithKeyword(index, datasheet, name) ?? find(context, index, name);
}

/**
 * A weapon's name followed by one keyword every profile of it has: the app prints Commander Dante's Perdition
 * [PISTOL] as "Perdition Pistol". Read as a guess, so the report says so; a word the data does not give that weapon
 * ("Perdition Blade") is no reading of it, however close the names.
 */
function namedWithKeyword(
  index: NameIndex<WargearId>,
  datasheet: Datasheet,
  name: string,
): NameMatch<WargearId> | null {
  const key = nameKey(name);
  const at = key.lastIndexOf(' ');
  if (at <= 0) return null;
  const base = index.find(key.slice(0, at), false);
  if (base.kind !== 'exact') return null;
  const word = key.slice(at + 1);
  const profiles = datasheet.wargear.find((w) => w.id === base.value)?.profiles ?? [];
  const isKeyword = profiles.length > 0 && profiles.every((p) => p.abilities.some((a) => nameKey(a) === word));
  return isKeyword ? { kind: 'guessed', value: base.value, name: base.name, suggestions: [base.name] } : null;
}

/**
 * A model line's model type: New Recruit names variant models by what they carry ("Kroot Carnivore w/ tanglebomb
 * launcher", "Khorne Berzerker w/ eviscerator and bolt pistol"); the model type is the name before "w/".
 */
function modelName(name: string, index: NameIndex<ModelType>): string {
  if (index.find(name, false).kind === 'exact') return name;
  // The app prints the catalogue's model entry ("Assault Intercessor Sergeant with Jump Pack", "Vanguard Veteran with
  // Jump Pack", "Pathfinder"), where the data names the kind of model as the importer does: the name before "with" or
  // "w/", one model of a plural ("Vanguard Veterans", "Pathfinders").
  const at = name.search(/ (?:w\/|with) /);
  // New Recruit's variant models name their weapons in brackets: "Sicarian Infiltrator (Power weapon & stubcarbine)".
  const bracketed = splitTrailingParenthesis(name);
  const base = at >= 0 ? name.slice(0, at) : bracketed && bracketed.before !== '' ? bracketed.before : name;
  return [base, `${base}s`].find((n) => index.find(n, false).kind === 'exact') ?? base;
}

/**
 * The model groups a unit's lines print, read the way the data has them:
 * - an item that names a model type and no wargear starts a model line of its own, with what follows it on its line:
 *   the app's `• 2x Aegis Defence Line`, whose models carry nothing printed, and New Recruit's "1 with Tyranid
 *   Warrior, Deathspitter, …", where each line names its model first;
 * - a model line that names wargear of the unit and no model type, with nothing under it, is that wargear: the app
 *   prints a unit's own item as a model line (`• 1x Support turret`), which is no model. It goes to the model type
 *   that can take it, else the first.
 */
function regroup(
  groups: readonly DraftModelGroup[],
  datasheet: Datasheet,
  models: NameIndex<ModelType>,
  wargear: NameIndex<WargearId>,
): DraftModelGroup[] {
  const isModelName = (name: string) =>
    models.find(name, false).kind === 'exact' && wargear.find(name, false).kind !== 'exact';
  const out: DraftModelGroup[] = [];
  for (const group of groups) {
    if (group.name !== null) {
      const item = wargear.find(group.name, false);
      if (
        group.wargear.length > 0 ||
        item.kind !== 'exact' ||
        models.find(modelName(group.name, models), false).kind === 'exact'
      ) {
        out.push(group);
        continue;
      }
      const holder =
        datasheet.composition.modelTypes.find((m) => m.defaultWargear.some((w) => w.wargearId === item.value))?.id ??
        datasheet.wargearOptions.find((o) => o.choices.some((c) => c.items.some((i) => i.wargearId === item.value)))
          ?.modelTypeIds[0];
      const type = datasheet.composition.modelTypes.find((m) => m.id === holder) ?? datasheet.composition.modelTypes[0];
      out.push({
        line: group.line,
        name: type?.name ?? null,
        count: 0,
        wargear: [{ line: group.line ?? 0, name: group.name, count: group.count }],
      });
      continue;
    }
    const rest: DraftItem[] = [];
    let split: { line: number; name: string; count: number; wargear: DraftItem[] } | null = null;
    let splitCount = 0;
    for (const item of group.wargear) {
      if (isModelName(item.name)) {
        split = { line: item.line, name: item.name, count: item.count, wargear: [] };
        splitCount += item.count;
        out.push(split);
      } else if (split && split.line === item.line) split.wargear.push(item);
      else rest.push(item);
    }
    const count = Math.max(0, group.count - splitCount);
    if (split === null) out.push(group);
    else if (rest.length > 0 || count > 0) out.push({ ...group, count, wargear: rest });
  }
  return out;
}

/** Whether a printed name is one of the datasheet's abilities, with or without the bracket after it ("(Aura)"). */
function isAbility(datasheet: Datasheet, name: string): boolean {
  const bracketed = splitTrailingParenthesis(name);
  const keys = new Set([nameKey(name), ...(bracketed && bracketed.before !== '' ? [nameKey(bracketed.before)] : [])]);
  return datasheet.abilities.some((a) => keys.has(nameKey(a.name)));
}

/** A name made of wargear of the unit ("Accursed weapon and combi-bolter", "Power weapon & stubcarbine"). */
function isNamedByWargear(name: string, wargear: NameIndex<WargearId>): boolean {
  const parts = name
    .split(/,|&| and /)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  return (
    parts.length > 0 &&
    (wargear.find(name, false).kind === 'exact' || parts.every((p) => wargear.find(p, false).kind === 'exact'))
  );
}

/**
 * Muster's Chat and Markdown say which unit a Leader leads ("leads Kabalite Warriors (2)", numbered in list order
 * when the list holds several): that attachment is taken as written, legal or not, for the rules to judge.
 */
function attachStatedLeaders(
  context: Context,
  roster: Roster,
  stated: readonly { leaderId: UnitId; leads: NonNullable<DraftUnit['leads']> }[],
  datasheets: NameIndex<Datasheet>,
): Roster {
  let result = roster;
  for (const { leaderId, leads } of stated) {
    const numbered = splitTrailingParenthesis(leads.name);
    const position = numbered && /^\d{1,4}$/.test(numbered.inside) ? Number(numbered.inside) : null;
    const match = datasheets.find(position === null ? leads.name : numbered!.before, false);
    const copies =
      match.kind === 'exact' ? roster.units.filter((u) => u.datasheetId === match.value.id && u.id !== leaderId) : [];
    const bodyguard = position === null ? (copies.length === 1 ? copies[0] : undefined) : copies[position - 1];
    if (bodyguard) {
      result = attachLeader(result, leaderId, bodyguard.id);
      continue;
    }
    const why = copies.length > 1 ? 'the list has several of them' : 'no such unit is in the list';
    report(
      context,
      'unknown-bodyguard',
      leads.line,
      `The list says this Leader leads "${leads.name}", but ${why}: left unattached.`,
      [],
      leaderId,
    );
  }
  return result;
}

/**
 * Text lists from the app do not say which Leader leads which unit, and a guess can make a legal list illegal (a
 * Shadowseer and a Troupe Master both put in the one Troupe). A Leader is attached only when exactly one unit in the
 * list can legally take it and no other Leader left unattached could take that unit; every attachment made and
 * every Leader left with units it could lead is in the report.
 */
function attachLeaders(context: Context, roster: Roster, imported: readonly ImportedUnit[]): Roster {
  const { data } = context;
  const lineOf = new Map(imported.map((u) => [u.unitId, u.line]));
  const byId = new Map(roster.units.map((u) => [u.id, u]));
  const ledBy = new Map<UnitId, Unit[]>();
  for (const unit of roster.units) {
    if (unit.attachedToUnitId !== null) addTo(ledBy, unit.attachedToUnitId, unit);
  }
  const byDatasheet = new Map<string, Unit[]>();
  for (const unit of roster.units) addTo(byDatasheet, unit.datasheetId, unit);

  const fits = (leader: Unit, bodyguard: Unit): boolean => {
    const leading = ledBy.get(bodyguard.id) ?? [];
    return leading.length === 0 || (leading.length === 1 && mayShare(leader, leading[0]!, bodyguard, roster, data));
  };
  const candidates = new Map<UnitId, Unit[]>();
  const claimants = new Map<UnitId, Unit[]>();
  for (const leader of roster.units) {
    const sheet = leader.attachedToUnitId === null ? findDatasheet(data, leader.datasheetId) : undefined;
    if (!sheet || !isLeader(sheet)) continue;
    const bodyguards = roster.units.filter((b) => {
      const guard = findDatasheet(data, b.datasheetId);
      return b.id !== leader.id && guard !== undefined && canLead(sheet, guard, roster, data) && fits(leader, b);
    });
    if (bodyguards.length === 0) continue;
    candidates.set(leader.id, bodyguards);
    for (const b of bodyguards) addTo(claimants, b.id, leader);
  }

  let result = roster;
  const made: { leader: Unit; bodyguard: Unit }[] = [];
  const left: { leader: Unit; bodyguards: Unit[]; rivals: Unit[] }[] = [];
  for (const [leaderId, bodyguards] of candidates) {
    const leader = byId.get(leaderId)!;
    const rivals =
      bodyguards.length === 1 ? (claimants.get(bodyguards[0]!.id) ?? []).filter((l) => l.id !== leaderId) : [];
    if (bodyguards.length === 1 && rivals.length === 0) {
      result = attachLeader(result, leaderId, bodyguards[0]!.id);
      made.push({ leader, bodyguard: bodyguards[0]! });
    } else left.push({ leader, bodyguards, rivals });
  }
  // Labels of the final roster ("Khorne Berzerkers (2)"), so the player can find each unit named.
  const label = (unit: Unit): string => unitLabel(result, unit, data);
  for (const { leader, bodyguard } of made) {
    const message = `Attached ${label(leader)} to ${label(bodyguard)}, the only unit in the list it can lead.`;
    report(context, 'leader-attached', lineOf.get(leader.id) ?? null, message, [], leader.id);
  }
  for (const { leader, bodyguards, rivals } of left) {
    const message =
      rivals.length > 0
        ? `${label(leader)} can lead ${label(bodyguards[0]!)}, but so can ${listNames(rivals.map(label))}: attach it yourself.`
        : `${label(leader)} can lead ${bodyguards.length} units in this list (${bodyguards.map(label).join(', ')}): attach it yourself.`;
    report(context, 'leader-unattached', lineOf.get(leader.id) ?? null, message, bodyguards.map(label), leader.id);
  }
  return result;
}

function addTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
