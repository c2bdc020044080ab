import type { GameData } from '../../data/game-data';
import { findDatasheet } from '../../roster/lookup';
import type { UnitId } from '../../roster/ids';
import {
  RosterSchema,
  type LeftOutItem,
  type LeftOutKind,
  type Roster,
  type Unit,
  type WargearSelection,
} from '../../roster/roster.schema';
import { ROSTER_SCHEMA_VERSION } from '../../roster/schema-version';
import { decoded, failed, type CodecWarning, type Decoded } from '../codec-result';
import {
  battleSizeSpace,
  datasheetSpace,
  detachmentSpace,
  enhancementSpace,
  modelTypeSpace,
  wargearChoiceSpace,
  type RefSpace,
} from './ref-space';
import { factionTag, modelTypesFingerprint, type RawPayload, type Ref } from './share-payload';

type Resolved = { readonly id: string } | { readonly problem: 'missing' | 'ambiguous' };

/**
 * A hash names the one sibling id with that hash. A link made with older data may name something the data no
 * longer has (missing) or that now shares its hash with something new (ambiguous); an id written out in full is
 * kept as it is, so a roster round-trips exactly even when it names something the data does not have.
 */
function resolve(ref: Ref, space: RefSpace): Resolved {
  if ('id' in ref) return { id: ref.id };
  const matches = space.byHash.get(ref.hash) ?? [];
  if (matches.length === 1 && matches[0] !== undefined) return { id: matches[0] };
  return { problem: matches.length === 0 ? 'missing' : 'ambiguous' };
}

function why(resolved: { problem: 'missing' | 'ambiguous' }): string {
  return resolved.problem === 'missing' ? 'is not in the current data' : 'cannot be told apart in the current data';
}

/**
 * Turns a read payload into a roster of `data`'s faction. What the data no longer has is dropped, said as a warning,
 * and recorded in the roster's `leftOut`, so the list and any copy saved of it are judged on what was lost.
 */
export function resolvePayload(raw: RawPayload, data: GameData, rosterId: string): Decoded<Roster> {
  if (raw.factionTag !== factionTag(data.faction.id)) {
    return failed('wrong-faction', `This link holds a list of another faction, not ${data.faction.name}.`);
  }
  const warnings: CodecWarning[] = [];
  // What the list had lost before it was shared stays lost, and is judged so again here.
  const leftOut: LeftOutItem[] = [...raw.leftOut];
  const warn = (message: string, kind?: LeftOutKind) => {
    warnings.push({ line: null, message });
    if (kind) leftOut.push({ kind, said: message });
  };

  let detachmentId: string | null = null;
  if (raw.detachment) {
    const resolved = resolve(raw.detachment, detachmentSpace(data));
    if ('id' in resolved) detachmentId = resolved.id;
    else warn(`The list's detachment ${why(resolved)}; choose one again.`, 'detachment');
  }
  let battleSizeId: string | null = null;
  if (raw.battleSize) {
    const resolved = resolve(raw.battleSize, battleSizeSpace(data));
    if ('id' in resolved) battleSizeId = resolved.id;
    else warn(`The list's battle size ${why(resolved)}; choose one again.`, 'battle-size');
  }

  const table = raw.datasheets.map((entry) => {
    const resolved = resolve(entry.ref, datasheetSpace(data));
    if (!('id' in resolved)) return null;
    const datasheet = findDatasheet(data, resolved.id as Unit['datasheetId']);
    const modelTypes = datasheet?.composition.modelTypes ?? [];
    const isSameShape =
      modelTypes.length === entry.modelTypeCount &&
      (entry.fingerprint === null || modelTypesFingerprint(datasheet) === entry.fingerprint);
    if (datasheet && !isSameShape) {
      warn(`${datasheet.name}: its model types changed since the link was made; check its model counts.`);
    }
    return { id: resolved.id, datasheet };
  });

  const units: Unit[] = [];
  raw.units.forEach((rawUnit, position) => {
    const entry = table[rawUnit.datasheet];
    if (!entry) {
      warn(
        `Unit ${position + 1} of the link is a datasheet that is not in the current data; it was left out.`,
        'datasheet',
      );
      return;
    }
    const { datasheet } = entry;
    const name = datasheet?.name ?? entry.id;
    if (!datasheet) warn(`Unit ${position + 1} (${entry.id}) is not in the current data.`);

    const modelTypeIds: (string | null)[] = rawUnit.models.map((models) => {
      if (typeof models.modelType === 'number') return datasheet?.composition.modelTypes[models.modelType]?.id ?? null;
      const resolved = resolve(models.modelType, modelTypeSpace(data, datasheet));
      return 'id' in resolved ? resolved.id : null;
    });
    if (modelTypeIds.includes(null))
      warn(
        `${name}: some of its models are of a type the current data does not have; they were left out.`,
        'model-type',
      );
    const models = rawUnit.models.flatMap((m, i) => {
      const modelTypeId = modelTypeIds[i];
      return modelTypeId ? [{ modelTypeId, count: m.count }] : [];
    });
    if (models.length === 0) {
      warn(`${name}: none of its model types is in the current data; the unit was left out.`, 'datasheet');
      return;
    }

    const wargear: WargearSelection[] = [];
    for (const selection of rawUnit.wargear) {
      const modelTypeId =
        typeof selection.modelType === 'number' ? modelTypeIds[selection.modelType] : selection.modelType.id;
      const choice = resolve(selection.choice, wargearChoiceSpace(data, datasheet));
      const [optionId, choiceId, ...extra] = 'id' in choice ? choice.id.split(':') : [];
      if (!modelTypeId || !optionId || !choiceId || extra.length > 0) {
        warn(`${name}: a wargear choice of the link is not in the current data; it was left out.`, 'wargear');
        continue;
      }
      wargear.push({
        modelTypeId: modelTypeId as WargearSelection['modelTypeId'],
        optionId: optionId as WargearSelection['optionId'],
        choiceId,
        count: selection.count,
      });
    }

    let enhancementId: string | null = null;
    if (rawUnit.enhancement) {
      const resolved = resolve(rawUnit.enhancement, enhancementSpace(data));
      if ('id' in resolved) enhancementId = resolved.id;
      else warn(`${name}: its enhancement ${why(resolved)}; it was left out.`, 'enhancement');
    }
    const attachedToUnitId = rawUnit.attachedTo ? (raw.units[rawUnit.attachedTo.index]?.id ?? null) : null;
    units.push({
      id: rawUnit.id as UnitId,
      datasheetId: entry.id as Unit['datasheetId'],
      models: models as Unit['models'],
      wargear,
      enhancementId: enhancementId as Unit['enhancementId'],
      isWarlord: rawUnit.isWarlord,
      attachedToUnitId: attachedToUnitId as Unit['attachedToUnitId'],
    });
  });

  const kept = new Set(units.map((u) => u.id));
  const attachedKept = units.map((u) => {
    if (u.attachedToUnitId === null || kept.has(u.attachedToUnitId)) return u;
    warn("A leader's bodyguard was left out, so the leader is no longer attached.");
    return { ...u, attachedToUnitId: null };
  });

  const parsed = RosterSchema.safeParse({
    schemaVersion: ROSTER_SCHEMA_VERSION,
    id: rosterId,
    name: raw.name,
    factionId: data.faction.id,
    detachmentId,
    battleSizeId,
    includeLegends: raw.includeLegends,
    units: attachedKept,
    ...(leftOut.length > 0 ? { leftOut } : {}),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? ` (${issue.path.join('.')}: ${issue.message})` : '';
    return failed('invalid-roster', `The link does not hold a valid list${where}.`);
  }
  return decoded(parsed.data, warnings);
}
