import { describe, expect, it } from 'vitest';
import { MAX_LIST_CHARACTERS, MAX_LIST_UNITS } from '../../src/domain/codecs/list-limits';
import { readListSource } from '../../src/domain/codecs/read-list';
import { FACTION_IDS, realData } from '../../src/testing/real-data';

const factions = FACTION_IDS.map((id) => ({ id, name: realData(id).faction.name }));

/** A World Eaters app list of `units` Chaos Spawn. */
function listOf(units: number): string {
  const unit = 'Chaos Spawn (80 points)\n  • 2x Chaos Spawn\n    • 2x Hideous mutations\n';
  return `Spawn (0 points)\n\nWorld Eaters\nStrike Force (2000 points)\nBerzerker Warband\n\n\nOTHER DATASHEETS\n\n${unit.concat('\n').repeat(units)}`;
}

const errorCode = (result: ReturnType<typeof readListSource>) => (result.ok ? null : result.error.code);

describe('how much a list reader takes', () => {
  it(`refuses text over ${MAX_LIST_CHARACTERS.toLocaleString('en-US')} characters at once, saying how large it is`, () => {
    const result = readListSource(`${listOf(1)}${' '.repeat(MAX_LIST_CHARACTERS)}`, factions);
    expect(errorCode(result)).toBe('too-large');
    expect(!result.ok && result.error.message).toMatch(/^This is 2\.0 MB of text; Muster reads lists of up to 2\.0 MB/);
  });

  it(`reads a list of ${MAX_LIST_UNITS.toLocaleString('en-US')} units and refuses one more`, () => {
    expect(errorCode(readListSource(listOf(MAX_LIST_UNITS), factions))).toBeNull();
    const over = readListSource(listOf(MAX_LIST_UNITS + 1), factions);
    expect(errorCode(over)).toBe('too-large');
    expect(!over.ok && over.error.message).toBe('This list has 2,001 units; Muster reads lists of up to 2,000 units.');
  });

  it('refuses a roster file of more units than that before checking each of them', () => {
    const units = Array.from({ length: MAX_LIST_UNITS + 1 }, (_, i) => ({ id: `u${i}` }));
    expect(errorCode(readListSource(JSON.stringify({ schemaVersion: 1, units }), factions))).toBe('too-large');
  });
});
