import type { Datasheet } from '../../data/datasheet.schema';
import type { GameData } from '../../data/game-data';
import { findDatasheet } from '../../roster/lookup';
import { unitPoints } from '../../roster/points';
import { LeftOutKindSchema, type LeftOutItem, type Roster, type Unit } from '../../roster/roster.schema';
import { ByteReader, ByteWriter, PayloadError } from './binary-io';
import { shortHash, type HashBits } from './short-hash';
import {
  battleSizeSpace,
  datasheetSpace,
  detachmentSpace,
  enhancementSpace,
  modelTypeSpace,
  wargearChoiceSpace,
  type RefSpace,
} from './ref-space';

/**
 * The share URL's binary body (format version 1).
 *
 * Ids are written as a short hash of the id itself, never as an index into the faction data: an index moves whenever
 * the data gains or loses a datasheet, the hash of "khorne-berzerkers" never does. 16 bits name a faction, datasheet,
 * detachment or enhancement (a faction holds a few hundred), 8 bits a model type or wargear choice inside one
 * datasheet (a handful). Where a hash is not unique among its siblings in the data at hand, or the id is not in the
 * data at all, the id is written out in full behind an escape value, so nothing is ever misread.
 *
 * The roster's own id is not in the link: it names the sender's saved list, and the copy a receiver saves must not
 * take it over (opening your own link and saving a copy would give two lists one id). The decoder is given the id.
 *
 * Units are numbered by their place in the link (u1, u2, …), whatever ids the sender's roster gave them: the ids
 * of a roster opened from a link are unique by construction, and the link spends no bytes on them. A Leader's
 * bodyguard is named by its place too.
 *
 * Model counts follow the datasheet's model types in order (what `addUnit` makes), guarded by a fingerprint of those
 * types' ids: a datasheet whose model types changed since the link was made is noticed and reported, not misread.
 *
 * Layout, integers as unsigned LEB128 varints unless marked:
 *   dataVersionTag u16 · factionTag u16 · flags (1 legends, 2 detachment, 4 battle size)
 *   name string · [detachment ref16] · [battle size ref8]
 *   datasheet table: n, then per entry: hasShape·2¹⁵ + ref15, and when hasShape (any datasheet but one with a single
 *     model type) shape u8: model type count in the high 3 bits (7 = a varint follows), fingerprint of their ids below
 *   units: n, then per unit: tableIndex·4 + hasWargear·2 + hasExtras · [extras flags] · model counts
 *     · [wargear: n, then per choice: count·8 + model index (7 = a varint follows), choice ref8]
 *     · [enhancement ref16] · [attached: unit index + 1 (0 and a string from earlier encoders: skipped)]
     · [id string: written by earlier encoders only, and skipped]
 *     · points (÷5·2, or ·2+1 when not a multiple of 5)
 *   [left out (flag 8): n, then per item: its kind's place in LeftOutKindSchema, what was said]
 *
 * What a list lost on its way in (its `leftOut`) travels with it, so whoever opens a link to a list that is not legal
 * for that reason does not see it as legal. A decoder from before this part stops at it, as at any data it does not
 * know, and says the link cannot be read: never the smaller list as if nothing were lost.
 */

export const LIMITS = {
  units: 400,
  wargear: 64,
  modelTypes: 64,
  models: 1000,
  idBytes: 256,
  nameBytes: 1000,
  leftOut: 500,
  saidBytes: 2000,
} as const;

const EXTRA = { warlord: 1, enhancement: 2, attached: 4, customId: 8, customModels: 16 } as const;
const ROSTER_FLAG = { legends: 1, detachment: 2, battleSize: 4, leftOut: 8 } as const;
const HAS_SHAPE = 0x8000;
const LEFT_OUT_KINDS = LeftOutKindSchema.options;

/** A reference as the payload holds it: a hash to look up in the data, or the id written out. */
export type Ref = { readonly hash: number } | { readonly id: string };

export type RawModelCount = {
  /** The model type's place in its datasheet (checked by the table's fingerprint), or a reference to it. */
  readonly modelType: number | Ref;
  readonly count: number;
};
export type RawSelection = {
  /** Index into the unit's model counts, or the model type id written out. */
  readonly modelType: number | { readonly id: string };
  /** `optionId:choiceId`. */
  readonly choice: Ref;
  readonly count: number;
};
export type RawUnit = {
  readonly datasheet: number;
  readonly isWarlord: boolean;
  readonly models: readonly RawModelCount[];
  readonly wargear: readonly RawSelection[];
  readonly enhancement: Ref | null;
  /** The bodyguard's place in the link. */
  readonly attachedTo: { readonly index: number } | null;
  /** `u<place in the link>`. */
  readonly id: string;
  readonly points: number;
};
export type RawDatasheet = {
  readonly ref: Ref;
  readonly modelTypeCount: number;
  /** Null for a datasheet of one model type: its one count cannot go to the wrong type. */
  readonly fingerprint: number | null;
};
export type RawPayload = {
  readonly dataVersionTag: number;
  readonly factionTag: number;
  readonly includeLegends: boolean;
  readonly name: string;
  readonly detachment: Ref | null;
  readonly battleSize: Ref | null;
  readonly datasheets: readonly RawDatasheet[];
  readonly units: readonly RawUnit[];
  readonly leftOut: readonly LeftOutItem[];
};

export function dataVersionTag(dataVersion: string): number {
  return shortHash(dataVersion, 16);
}

export function factionTag(factionId: string): number {
  return shortHash(factionId, 16);
}

/** 5 bits over the datasheet's model type ids, in order. */
export function modelTypesFingerprint(datasheet: Datasheet | undefined): number {
  const ids = datasheet?.composition.modelTypes.map((m) => m.id).join(' ') ?? '';
  return shortHash(ids, 8) & 0x1f;
}

export function wargearChoiceKey(optionId: string, choiceId: string): string {
  return `${optionId}:${choiceId}`;
}

const escapeOf = (bits: HashBits): number => (1 << bits) - 1;

/** A hash of `bits` bits (in 1 or 2 bytes, with `flags` in the spare high bits), or the escape value and the id. */
function writeRef(out: ByteWriter, id: string, space: RefSpace, flags = 0): void {
  const { bits } = space;
  const hash = shortHash(id, bits);
  const escape = escapeOf(bits);
  const isUnique = space.ids.has(id) && space.byHash.get(hash)?.length === 1 && hash !== escape;
  const value = (isUnique ? hash : escape) | flags;
  if (bits > 8) out.byte(value >> 8);
  out.byte(value & 0xff);
  if (!isUnique) out.string(id);
}

/** The reference and the spare high bits read with it. */
function readRef(input: ByteReader, bits: HashBits): Ref & { readonly flags: number } {
  const value = bits > 8 ? (input.byte() << 8) | input.byte() : input.byte();
  const escape = escapeOf(bits);
  const hash = value & escape;
  const flags = value & ~escape;
  return hash === escape ? { id: input.string(LIMITS.idBytes), flags } : { hash, flags };
}

function plainRef(ref: Ref & { readonly flags: number }): Ref {
  if (ref.flags !== 0) throw new PayloadError('corrupt', 'The link holds a reference it cannot hold.');
  return 'id' in ref ? { id: ref.id } : { hash: ref.hash };
}

/** A small number in the low bits of a varint, with its all-ones value meaning "too large: a varint follows". */
function writeSmall(value: number, bits: number): { inline: number; rest: number | null } {
  const max = (1 << bits) - 1;
  return value < max ? { inline: value, rest: null } : { inline: max, rest: value };
}

function readSmall(inline: number, bits: number, input: ByteReader, limit: number, what: string): number {
  return inline < (1 << bits) - 1 ? inline : input.count(limit, what);
}

/** Points are multiples of 5 almost always: a 635-point unit still fits in one byte. */
function packPoints(points: number): number {
  return points % 5 === 0 ? (points / 5) * 2 : points * 2 + 1;
}

function unpackPoints(packed: number): number {
  return packed % 2 === 0 ? (packed / 2) * 5 : (packed - 1) / 2;
}

/** The unit holds the datasheet's model types, in order, and nothing else (what `addUnit` makes). */
function hasDatasheetModels(unit: Unit, datasheet: Datasheet | undefined): boolean {
  const types = datasheet?.composition.modelTypes ?? [];
  return (
    types.length > 0 &&
    unit.models.length === types.length &&
    unit.models.every((m, i) => m.modelTypeId === types[i]?.id)
  );
}

export function writePayload(roster: Roster, data: GameData, dataVersion: string): Uint8Array {
  const out = new ByteWriter();
  const tag = dataVersionTag(dataVersion);
  const faction = factionTag(roster.factionId);
  const leftOut = roster.leftOut ?? [];
  out
    .byte(tag >> 8)
    .byte(tag)
    .byte(faction >> 8)
    .byte(faction);
  out.varint(
    (roster.includeLegends ? ROSTER_FLAG.legends : 0) |
      (roster.detachmentId !== null ? ROSTER_FLAG.detachment : 0) |
      (roster.battleSizeId !== null ? ROSTER_FLAG.battleSize : 0) |
      (leftOut.length > 0 ? ROSTER_FLAG.leftOut : 0),
  );
  out.string(roster.name);
  if (roster.detachmentId !== null) writeRef(out, roster.detachmentId, detachmentSpace(data));
  if (roster.battleSizeId !== null) writeRef(out, roster.battleSizeId, battleSizeSpace(data));

  const table: Unit['datasheetId'][] = [];
  for (const unit of roster.units) if (!table.includes(unit.datasheetId)) table.push(unit.datasheetId);
  out.varint(table.length);
  for (const datasheetId of table) {
    const datasheet = findDatasheet(data, datasheetId);
    const modelTypeCount = datasheet?.composition.modelTypes.length ?? 0;
    writeRef(out, datasheetId, datasheetSpace(data), modelTypeCount === 1 ? 0 : HAS_SHAPE);
    if (modelTypeCount === 1) continue;
    const count = writeSmall(modelTypeCount, 3);
    out.byte((count.inline << 5) | modelTypesFingerprint(datasheet));
    if (count.rest !== null) out.varint(count.rest);
  }

  out.varint(roster.units.length);
  for (const unit of roster.units) {
    const datasheet = findDatasheet(data, unit.datasheetId);
    const isDatasheetShape = hasDatasheetModels(unit, datasheet);
    // A Leader attached to a unit that is not in the roster is attached to nothing the link can name.
    const bodyguard =
      unit.attachedToUnitId === null ? -1 : roster.units.findIndex((u) => u.id === unit.attachedToUnitId);
    const extras =
      (unit.isWarlord ? EXTRA.warlord : 0) |
      (unit.enhancementId !== null ? EXTRA.enhancement : 0) |
      (bodyguard >= 0 ? EXTRA.attached : 0) |
      (isDatasheetShape ? 0 : EXTRA.customModels);
    out.varint(table.indexOf(unit.datasheetId) * 4 + (unit.wargear.length > 0 ? 2 : 0) + (extras === 0 ? 0 : 1));
    if (extras !== 0) out.varint(extras);

    if (isDatasheetShape) {
      for (const models of unit.models) out.varint(models.count);
    } else {
      out.varint(unit.models.length);
      for (const models of unit.models) {
        writeRef(out, models.modelTypeId, modelTypeSpace(data, datasheet));
        out.varint(models.count);
      }
    }
    if (unit.wargear.length > 0) {
      out.varint(unit.wargear.length);
      for (const selection of unit.wargear) {
        const at = unit.models.findIndex((m) => m.modelTypeId === selection.modelTypeId);
        const modelIndex = writeSmall(at >= 0 ? at : unit.models.length, 3);
        out.varint(selection.count * 8 + modelIndex.inline);
        if (modelIndex.rest !== null) out.varint(modelIndex.rest);
        if (at < 0) out.string(selection.modelTypeId);
        writeRef(out, wargearChoiceKey(selection.optionId, selection.choiceId), wargearChoiceSpace(data, datasheet));
      }
    }
    if (unit.enhancementId !== null) writeRef(out, unit.enhancementId, enhancementSpace(data));
    if (bodyguard >= 0) out.varint(bodyguard + 1);
    out.varint(packPoints(unitPoints(unit, data, roster.detachmentId)));
  }
  if (leftOut.length > 0) {
    out.varint(leftOut.length);
    for (const item of leftOut) out.varint(LEFT_OUT_KINDS.indexOf(item.kind)).string(item.said);
  }
  return out.toBytes();
}

/** Reads the body's structure; needs no game data, so a link names its faction before that faction is loaded. */
export function readPayload(bytes: Uint8Array): RawPayload {
  const input = new ByteReader(bytes);
  const dataVersionTag = (input.byte() << 8) | input.byte();
  const factionTag = (input.byte() << 8) | input.byte();
  const flags = input.varint();
  const name = input.string(LIMITS.nameBytes);
  const detachment = flags & ROSTER_FLAG.detachment ? plainRef(readRef(input, 16)) : null;
  const battleSize = flags & ROSTER_FLAG.battleSize ? plainRef(readRef(input, 8)) : null;

  const datasheets: RawDatasheet[] = [];
  const tableLength = input.count(LIMITS.units, 'datasheets');
  for (let i = 0; i < tableLength; i++) {
    const { flags: refFlags, ...ref } = readRef(input, 15);
    if (!(refFlags & HAS_SHAPE)) {
      datasheets.push({ ref, modelTypeCount: 1, fingerprint: null });
      continue;
    }
    const shape = input.byte();
    const modelTypeCount = readSmall(shape >> 5, 3, input, LIMITS.modelTypes, 'model types');
    datasheets.push({ ref, modelTypeCount, fingerprint: shape & 0x1f });
  }

  const units: RawUnit[] = [];
  const unitCount = input.count(LIMITS.units, 'units');
  for (let position = 0; position < unitCount; position++) {
    const head = input.varint();
    const datasheet = Math.floor(head / 4);
    const entry = datasheets[datasheet];
    if (!entry) throw new PayloadError('corrupt', `Unit ${position + 1} names a datasheet the link does not list.`);
    const extras = head % 2 === 1 ? input.varint() : 0;
    let models: RawModelCount[];
    if (extras & EXTRA.customModels) {
      const length = input.count(LIMITS.modelTypes, 'model types');
      models = Array.from({ length }, () => {
        const { flags: _, ...modelType } = readRef(input, 8);
        return { modelType, count: input.count(LIMITS.models, 'models') };
      });
    } else {
      models = Array.from({ length: entry.modelTypeCount }, (_, at) => ({
        modelType: at,
        count: input.count(LIMITS.models, 'models'),
      }));
    }
    const wargear: RawSelection[] = [];
    if (Math.floor(head / 2) % 2 === 1) {
      const length = input.count(LIMITS.wargear, 'wargear choices');
      for (let i = 0; i < length; i++) {
        const packed = input.varint();
        const count = Math.floor(packed / 8);
        if (count > LIMITS.models)
          throw new PayloadError('corrupt', `The link says ${count} models take one wargear choice.`);
        const at = readSmall(packed % 8, 3, input, models.length, 'model types');
        const modelType = at < models.length ? at : { id: input.string(LIMITS.idBytes) };
        const { flags: _, ...choice } = readRef(input, 8);
        wargear.push({ modelType, choice, count });
      }
    }
    const enhancement = extras & EXTRA.enhancement ? plainRef(readRef(input, 16)) : null;
    let attachedTo: RawUnit['attachedTo'] = null;
    if (extras & EXTRA.attached) {
      const target = input.count(unitCount, 'units');
      // 0: an earlier encoder named a bodyguard that was not in the list; there is nothing here to attach to.
      if (target > 0) attachedTo = { index: target - 1 };
      else input.string(LIMITS.idBytes);
    }
    // Links made before units were numbered by their place carry the sender's id of some units: read past it.
    if (extras & EXTRA.customId) input.string(LIMITS.idBytes);
    const id = `u${position + 1}`;
    const points = unpackPoints(input.varint());
    units.push({
      datasheet,
      isWarlord: (extras & EXTRA.warlord) !== 0,
      models,
      wargear,
      enhancement,
      attachedTo,
      id,
      points,
    });
  }
  const leftOut: LeftOutItem[] = [];
  if (flags & ROSTER_FLAG.leftOut) {
    const length = input.count(LIMITS.leftOut, 'items left out');
    for (let i = 0; i < length; i++) {
      const kind = LEFT_OUT_KINDS[input.varint()];
      if (!kind) throw new PayloadError('corrupt', 'The link names an item left out of a kind no list has.');
      leftOut.push({ kind, said: input.string(LIMITS.saidBytes) });
    }
  }
  if (!input.isAtEnd) throw new PayloadError('corrupt', 'The link carries more data than a list holds.');
  return {
    dataVersionTag,
    factionTag,
    includeLegends: (flags & ROSTER_FLAG.legends) !== 0,
    name,
    detachment,
    battleSize,
    datasheets,
    units,
    leftOut,
  };
}
