import { deflateSync, inflateSync } from 'fflate';
import type { GameData } from '../../data/game-data';
import type { FactionId } from '../../data/ids';
import { findDatasheet } from '../../roster/lookup';
import type { UnitId } from '../../roster/ids';
import { unitPoints } from '../../roster/points';
import type { Roster } from '../../roster/roster.schema';
import { fromBase64Url, toBase64Url } from './base64url';
import { PayloadError } from './binary-io';
import { decoded, failed, neverThrow, type Decoded } from '../codec-result';
import { shortHash } from './short-hash';
import { dataVersionTag, factionTag, readPayload, writePayload, type RawPayload } from './share-payload';
import { resolvePayload } from './share-resolve';

/**
 * A whole roster in a URL fragment, so sharing needs no server and works offline:
 * `<base>#/share/<payload>`, the payload base64url of one version byte then the body, raw or deflated
 * (whichever is shorter; a 20-unit list rarely repeats enough for deflate to win, a list of copies does).
 * A 16-bit checksum over the body catches a link mangled in chat before anything is decoded from it.
 */
export const SHARE_FORMAT_VERSION = 1;
export const SHARE_ROUTE = '#/share/';

const COMPRESSED = 0x80;
/** Far beyond any real list (a 30-unit Onslaught list is about 300 characters); refuses junk before inflating it. */
const MAX_PAYLOAD_CHARS = 8192;
const MAX_BODY_BYTES = 64 * 1024;

export type ShareOptions = {
  /** The manifest's data version the roster was built with; the link records a 16-bit tag of it. */
  readonly dataVersion?: string;
};

export type ReadShareOptions = {
  /**
   * Id of the decoded roster. A link does not carry the sender's id (see share-payload.ts); by default the id is
   * derived from the link, so decoding the same link twice gives the same roster.
   */
  readonly rosterId?: string;
};

export type SharedList = {
  readonly formatVersion: number;
  /** 16-bit tag of the faction id; `sharedFactionId` finds the faction among those the app has. */
  readonly factionTag: number;
  /** The faction, once decoded against its data; null when no data was given. */
  readonly factionId: FactionId | null;
  /** Tag of the data version the link was made with; compare with `isSameDataVersion`. */
  readonly dataVersionTag: number;
  /** The roster, when decoded against its faction's data; null when no data was given. */
  readonly roster: Roster | null;
  /** Each unit's points when the link was made, by unit id (enhancement included). */
  readonly recordedPoints: Readonly<Record<UnitId, number>>;
};

export type PointsChange = {
  readonly unitId: UnitId;
  readonly name: string;
  readonly before: number;
  readonly after: number;
};

function writeSharePayload(roster: Roster, data: GameData, options: ShareOptions = {}): string {
  const body = writePayload(roster, data, options.dataVersion ?? '');
  const checked = new Uint8Array(body.length + 2);
  const sum = checksum(SHARE_FORMAT_VERSION, body);
  checked.set([sum >> 8, sum & 0xff]);
  checked.set(body, 2);
  const deflated = deflateSync(checked, { level: 9 });
  const isCompressed = deflated.length < checked.length;
  const packed = isCompressed ? deflated : checked;
  const bytes = new Uint8Array(packed.length + 1);
  bytes[0] = SHARE_FORMAT_VERSION | (isCompressed ? COMPRESSED : 0);
  bytes.set(packed, 1);
  return toBase64Url(bytes);
}

/** `baseUrl` with the roster in its fragment; any fragment `baseUrl` already had is replaced. */
export function writeShareUrl(roster: Roster, data: GameData, baseUrl: string, options: ShareOptions = {}): string {
  const base = baseUrl.split('#')[0] ?? '';
  return `${base}${SHARE_ROUTE}${writeSharePayload(roster, data, options)}`;
}

/**
 * The link for `roster`, or why it would not open, in the decoder's own words ("The link says 500 units, more than
 * 400."): the link is read back before it is handed out, so nothing gives out a link that Muster refuses to open.
 */
export function writeCheckedShareUrl(
  roster: Roster,
  data: GameData,
  baseUrl: string,
  options: ShareOptions = {},
): Decoded<string> {
  return neverThrow(() => {
    const url = writeShareUrl(roster, data, baseUrl, options);
    const opened = readShareUrl(url, data);
    return opened.ok ? decoded(url) : failed(opened.error.code, opened.error.message);
  });
}

/**
 * Reads a share URL, its fragment (`#/share/…`) or the bare payload. Without `data` it checks the link and reads
 * which faction it is for (see `sharedFactionId`); with that faction's data it rebuilds the roster, leaving out
 * (with a warning) anything the data no longer has. Never throws.
 */
export function readShareUrl(
  urlOrFragment: string,
  data?: GameData,
  options: ReadShareOptions = {},
): Decoded<SharedList> {
  return neverThrow<SharedList>(() => {
    const raw = readSharedPayload(urlOrFragment);
    if (!raw.ok) return raw;
    const { payload, formatVersion, checksum: sum } = raw.value;
    const recordedPoints = Object.fromEntries(payload.units.map((u) => [u.id, u.points])) as Record<UnitId, number>;
    const base = {
      formatVersion,
      factionTag: payload.factionTag,
      dataVersionTag: payload.dataVersionTag,
      recordedPoints,
    };
    if (!data) return decoded({ ...base, factionId: null, roster: null });
    const roster = resolvePayload(payload, data, options.rosterId ?? `shared-${sum.toString(16).padStart(4, '0')}`);
    if (!roster.ok) return roster;
    return decoded({ ...base, factionId: roster.value.factionId, roster: roster.value }, roster.warnings);
  });
}

/**
 * Which of the app's factions the link is for, so the app can load that faction's data before decoding the list;
 * null when it is none of them.
 */
export function sharedFactionId(shared: SharedList, factionIds: readonly string[]): FactionId | null {
  const matches = factionIds.filter((id) => factionTag(id) === shared.factionTag);
  return matches.length === 1 ? (matches[0] as FactionId) : null;
}

export function isSameDataVersion(shared: SharedList, dataVersion: string): boolean {
  return shared.dataVersionTag === dataVersionTag(dataVersion);
}

/** Units whose points in `data` differ from the points the link recorded (the data changed since it was made). */
export function sharedPointsChanges(shared: SharedList, data: GameData): readonly PointsChange[] {
  if (!shared.roster) return [];
  return shared.roster.units.flatMap((unit) => {
    const before = shared.recordedPoints[unit.id];
    const after = unitPoints(unit, data, shared.roster?.detachmentId ?? null);
    if (before === undefined || before === after) return [];
    const name = findDatasheet(data, unit.datasheetId)?.name ?? unit.datasheetId;
    return [{ unitId: unit.id, name, before, after }];
  });
}

function checksum(version: number, body: Uint8Array): number {
  const bytes = new Uint8Array(body.length + 1);
  bytes[0] = version;
  bytes.set(body, 1);
  return shortHash(bytes, 16);
}

/**
 * The payload text out of whatever the player pasted: a full URL, a fragment, or the payload alone. Chat wraps long
 * links over lines, encodes `#` as `%23` and glues punctuation to their end ("(see …/#/share/gU9…)"); none of
 * that is ever part of a payload.
 */
const TRAILING_PUNCTUATION = new Set(`).,;:!?'"»>]`);

/** Drops the characters of `set` from the end, one pass from the end (a pattern would retry from every position). */
function trimTrailing(text: string, set: ReadonlySet<string>): string {
  let end = text.length;
  while (end > 0 && set.has(text[end - 1]!)) end--;
  return text.slice(0, end);
}

function payloadText(input: string): string | null {
  const joined = input.replace(/\s+/g, '').replace(/%23/gi, '#');
  const text = trimTrailing(joined, TRAILING_PUNCTUATION).replace(/^[(<«"'[]+/, '');
  const routed = /#?\/?share\/([^#?&]*)$/.exec(text);
  if (routed) return routed[1] ?? '';
  if (text.includes('#') || text.includes('/')) return null;
  return text;
}

function readSharedPayload(input: string): Decoded<{ payload: RawPayload; formatVersion: number; checksum: number }> {
  const text = payloadText(input);
  if (text === null) return failed('not-a-share-url', 'This is not a Muster share link (it has no "#/share/" part).');
  if (text === '') return failed('empty-input', 'The share link is empty: the list part of it is missing.');
  if (text.length > MAX_PAYLOAD_CHARS) return failed('corrupt', 'This share link is far too long to be a list.');
  const bytes = fromBase64Url(text);
  if (!bytes) {
    return failed('bad-encoding', 'The share link contains characters a link never has: it was changed or cut.');
  }
  const head = bytes[0];
  if (head === undefined) return failed('truncated', 'The share link ends too early: part of it is missing.');
  const formatVersion = head & ~COMPRESSED;
  if (formatVersion !== SHARE_FORMAT_VERSION) {
    return failed(
      'unsupported-version',
      formatVersion > SHARE_FORMAT_VERSION
        ? `This link was made by a newer Muster (format ${formatVersion}); update Muster to open it.`
        : `This link has an unknown format (${formatVersion}).`,
    );
  }
  let checked: Uint8Array;
  if (head & COMPRESSED) {
    try {
      checked = inflateSync(bytes.subarray(1), { out: new Uint8Array(MAX_BODY_BYTES) });
    } catch {
      return failed('truncated', 'The share link is damaged or cut short: its list cannot be unpacked.');
    }
    if (checked.length >= MAX_BODY_BYTES) return failed('corrupt', 'The share link unpacks to far more than a list.');
  } else {
    checked = bytes.subarray(1);
  }
  if (checked.length < 2) return failed('truncated', 'The share link ends too early: part of it is missing.');
  const body = checked.subarray(2);
  const sum = ((checked[0] ?? 0) << 8) | (checked[1] ?? 0);
  if (sum !== checksum(formatVersion, body)) {
    return failed('corrupt', 'The share link was changed or cut: its checksum does not match.');
  }
  try {
    return decoded({ payload: readPayload(body), formatVersion, checksum: sum });
  } catch (error) {
    if (error instanceof PayloadError) return failed(error.code, error.message);
    throw error;
  }
}
