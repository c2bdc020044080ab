import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  readShareUrl,
  isSameDataVersion,
  sharedFactionId,
  sharedPointsChanges,
  writeShareUrl,
  SHARE_ROUTE,
} from '../../src/domain/codecs/share-url/share-url';
import { toBase64Url, fromBase64Url } from '../../src/domain/codecs/share-url/base64url';
import { shortHash } from '../../src/domain/codecs/share-url/short-hash';
import { gameData, type GameData } from '../../src/domain/data/game-data';
import type { DatasheetId } from '../../src/domain/data/ids';
import { addUnit } from '../../src/domain/roster/add-unit';
import type { UnitId } from '../../src/domain/roster/ids';
import { makeRoster } from '../../src/testing/make-roster';
import { makeDatasheet } from '../../src/testing/make-datasheet';
import { makeGameData } from '../../src/testing/make-game-data';
import { makeCodecGameData } from '../../src/testing/codec-game-data';
import { numberedByPlace } from '../../src/testing/numbered-by-place';
import { rosterArbitrary } from '../../src/testing/roster-arbitrary';

const data = makeCodecGameData();
const BASE = 'https://muster.invalid/';

/** Decodes with the sender's roster id, so the result can equal the roster shared. */
function decodeRoster(url: string, with_: GameData = data, rosterId: string = sample.id) {
  const result = readShareUrl(url, with_, { rosterId });
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result;
}

function errorCode(url: string, with_: GameData | undefined = data): string | null {
  const result = readShareUrl(url, with_);
  return result.ok ? null : result.error.code;
}

const sample = [addUnit, addUnit, addUnit].reduce(
  (roster, add, i) => add(roster, (['archon', 'kabalite-warriors', 'raider'] as DatasheetId[])[i]!, data),
  makeRoster({ id: '0f0e4b1c-4a57-4d3e-9b8e-2a1c6e9f7d10', name: 'Kabal of the Flayed Skull' }),
);

describe('writeShareUrl', () => {
  it('puts the list in the fragment of the base URL', () => {
    expect(writeShareUrl(sample, data, BASE).startsWith(`${BASE}${SHARE_ROUTE}`)).toBe(true);
    expect(writeShareUrl(sample, data, `${BASE}#/lists`).startsWith(`${BASE}${SHARE_ROUTE}`)).toBe(true);
  });

  it('gives back the same roster, its units numbered by their place, for any roster the editor can make', () => {
    fc.assert(
      fc.property(rosterArbitrary(data, { anyName: true }), (roster) => {
        expect(decodeRoster(writeShareUrl(roster, data, BASE), data, roster.id).value.roster).toEqual(
          numberedByPlace(roster),
        );
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('reads a bare fragment or payload as well as a full URL, even wrapped, encoded or bracketed by chat', () => {
    const url = writeShareUrl(sample, data, BASE);
    const fragment = url.slice(url.indexOf('#'));
    const payload = fragment.slice(SHARE_ROUTE.length);
    const wrapped = `${url.slice(0, 40)}\n${url.slice(40)}`;
    for (const input of [fragment, payload, wrapped, ` ${url} `, `(${url}).`, url.replace('#', '%23')]) {
      expect(decodeRoster(input).value.roster).toEqual(sample);
    }
  });

  it('names its faction without the faction data, so the app knows what to load', () => {
    const result = readShareUrl(writeShareUrl(sample, data, BASE));
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.roster).toBeNull();
    expect(sharedFactionId(result.value, ['aeldari', 'drukhari', 'world-eaters'])).toBe('drukhari');
    expect(sharedFactionId(result.value, ['aeldari', 'world-eaters'])).toBeNull();
  });

  it("leaves the sender's roster id out, so a saved copy never takes over the sender's list", () => {
    const url = writeShareUrl(sample, data, BASE);
    expect(url).not.toContain(sample.id);
    const first = readShareUrl(url, data);
    const again = readShareUrl(url, data);
    expect(first.ok && first.value.roster?.id).not.toBe(sample.id);
    expect(first.ok && first.value.roster?.id).toBe(again.ok && again.value.roster?.id);
    expect(decodeRoster(url, data, 'my-copy').value.roster?.id).toBe('my-copy');
  });

  it('records the data version it was made with', () => {
    const result = decodeRoster(writeShareUrl(sample, data, BASE, { dataVersion: '2026-11-30' }));
    expect(isSameDataVersion(result.value, '2026-11-30')).toBe(true);
    expect(isSameDataVersion(result.value, '2026-12-14')).toBe(false);
  });

  it('writes ids in full where their short hashes collide, and still reads them back', () => {
    const [a, b] = collidingSlugs();
    const colliding = makeGameData({
      datasheets: [makeDatasheet({ id: a, name: 'A' }), makeDatasheet({ id: b, name: 'B' })],
    });
    const roster = addUnit(addUnit(makeRoster(), b as DatasheetId, colliding), a as DatasheetId, colliding);
    expect(decodeRoster(writeShareUrl(roster, colliding, BASE), colliding, roster.id).value.roster).toEqual(roster);
  });
});

describe('unit ids in a share link', () => {
  it("are the units' places: a link whose units shared one id gives each its own, Leaders in the same bodyguard", () => {
    // Made by an earlier encoder, which wrote the sender's ids: an Archon attached to the first of two Kabalite
    // Warriors units that both had the id "w".
    const link = 'https://muster.invalid/#/share/gZubKnMz_goba0h5Zl7x-WhuJu7JFyrjmRlZGJnkWDkYORnLdaAUAA';
    const roster = decodeRoster(link, data, 'copy').value.roster;
    expect(roster?.units.map((u) => [u.id, u.datasheetId, u.attachedToUnitId])).toEqual([
      ['u1', 'archon', 'u2'],
      ['u2', 'kabalite-warriors', null],
      ['u3', 'kabalite-warriors', null],
    ]);
    expect(roster?.lastUnitNumber).toBe(3);
  });

  it('are not written: a roster whose units share an id is shared with each unit numbered by its place', () => {
    const twins = { ...sample, units: sample.units.map((u) => ({ ...u, id: 'w' as UnitId })) };
    expect(decodeRoster(writeShareUrl(twins, data, BASE)).value.roster?.units.map((u) => u.id)).toEqual([
      'u1',
      'u2',
      'u3',
    ]);
  });

  it('leave a Leader attached to a unit that is not in the roster unattached', () => {
    const stray = {
      ...sample,
      units: sample.units.map((u, i) => (i === 0 ? { ...u, attachedToUnitId: 'gone' as UnitId } : u)),
    };
    expect(decodeRoster(writeShareUrl(stray, data, BASE)).value.roster?.units[0]?.attachedToUnitId).toBeNull();
  });
});

describe('readShareUrl with newer data', () => {
  it('lists the units whose points changed since the link was made', () => {
    const url = writeShareUrl(sample, data, BASE);
    const newer = gameData(data.system, {
      ...data.faction,
      datasheets: data.faction.datasheets.map((d) =>
        d.id === 'raider' ? { ...d, points: [{ models: 1, points: 85 }] } : d,
      ),
    });
    const result = decodeRoster(url, newer);
    expect(sharedPointsChanges(result.value, newer)).toEqual([{ unitId: 'u3', name: 'Raider', before: 80, after: 85 }]);
    expect(sharedPointsChanges(result.value, data)).toEqual([]);
  });

  it('leaves out a unit whose datasheet is gone, with a warning, and keeps the rest', () => {
    const url = writeShareUrl(sample, data, BASE);
    const newer = gameData(data.system, {
      ...data.faction,
      datasheets: data.faction.datasheets.filter((d) => d.id !== 'raider'),
    });
    const result = decodeRoster(url, newer);
    expect(result.value.roster?.units.map((u) => u.datasheetId)).toEqual(['archon', 'kabalite-warriors']);
    expect(result.warnings).toHaveLength(1);
  });

  it('keeps what the list lost when its copy is shared again, so the next reader does not see it as legal', () => {
    const newer = gameData(data.system, {
      ...data.faction,
      datasheets: data.faction.datasheets.filter((d) => d.id !== 'raider'),
    });
    const copy = decodeRoster(writeShareUrl(sample, data, BASE), newer).value.roster;
    if (!copy) throw new Error('The link holds no list.');
    expect(copy.leftOut).toEqual([{ kind: 'datasheet', said: expect.stringContaining('Unit 3') as string }]);
    const again = decodeRoster(writeShareUrl(copy, newer, BASE), newer).value.roster;
    expect(again?.leftOut).toEqual(copy.leftOut);
    expect(again?.units.map((u) => u.datasheetId)).toEqual(['archon', 'kabalite-warriors']);
  });
});

describe('readShareUrl on damaged links', () => {
  const url = writeShareUrl(sample, data, BASE);
  const payload = url.slice(url.indexOf(SHARE_ROUTE) + SHARE_ROUTE.length);

  it.each([
    ['an empty string', '', 'empty-input'],
    ['a link elsewhere', 'https://example.invalid/lists/12', 'not-a-share-url'],
    ['a route without a list', `${BASE}${SHARE_ROUTE}`, 'empty-input'],
    ['characters base64url never has', `${BASE}${SHARE_ROUTE}abc$def`, 'bad-encoding'],
  ])('refuses %s', (_, input, code) => {
    expect(errorCode(input)).toBe(code);
  });

  it('refuses a link cut short', () => {
    for (const keep of [1, 2, 5, Math.floor(payload.length / 2), payload.length - 2]) {
      expect(['truncated', 'corrupt', 'bad-encoding']).toContain(
        errorCode(`${BASE}${SHARE_ROUTE}${payload.slice(0, keep)}`),
      );
    }
  });

  it('refuses a link with one character changed', () => {
    const flipped = payload.slice(0, 10) + (payload[10] === 'A' ? 'B' : 'A') + payload.slice(11);
    expect(['corrupt', 'truncated']).toContain(errorCode(`${BASE}${SHARE_ROUTE}${flipped}`));
  });

  it('refuses a link from a newer format, saying so', () => {
    const bytes = fromBase64Url(payload)!;
    bytes[0] = (bytes[0]! & 0x80) | 9;
    expect(errorCode(`${BASE}${SHARE_ROUTE}${toBase64Url(bytes)}`)).toBe('unsupported-version');
  });

  it("refuses to open a list with another faction's data", () => {
    const other = makeGameData({ faction: { id: 'aeldari', name: 'Aeldari', factionKeyword: 'AELDARI' } });
    expect(errorCode(url, other)).toBe('wrong-faction');
  });
});

function collidingSlugs(): [string, string] {
  const seen = new Map<number, string>();
  for (let i = 0; ; i++) {
    const slug = `unit-${i}`;
    const hash = shortHash(slug, 15);
    const earlier = seen.get(hash);
    if (earlier) return [earlier, slug];
    seen.set(hash, slug);
  }
}
