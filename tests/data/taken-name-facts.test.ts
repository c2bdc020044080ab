import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { datasheet } from '../../src/testing/real-factions';

/**
 * The names a choice takes once chosen, read by hand from the BattleScribe snapshot: in "Chaos - Chaos Space
 * Marines.cat" each entry of the Mark of Chaos group ("Khorne" … "Tzeentch") sets its name to "Mark of …" under the
 * one condition "at least 1 of itself among its parent's selections". No other wargear choice of the snapshot does so.
 */
type ReportEntry = { faction: string; subject: string | null; kind: string; construct: string };
const report = (
  JSON.parse(readFileSync(new URL('../../data/import-report.json', import.meta.url), 'utf8')) as {
    entries: ReportEntry[];
  }
).entries;

describe('a choice printed under the name it takes once chosen', () => {
  it("keeps each Mark of the Chaos Space Marines' Daemon Prince under its own name, with its name once taken", () => {
    const marks = datasheet('chaos-space-marines', 'heretic-astartes-daemon-prince')
      .wargear.filter((w) => w.takenNames !== undefined)
      .map((w) => [w.name, w.takenNames]);
    expect(marks).toEqual([
      ['Khorne', ['Mark of Khorne']],
      ['Nurgle', ['Mark of Nurgle']],
      ['Slaanesh', ['Mark of Slaanesh']],
      ['Tzeentch', ['Mark of Tzeentch']],
    ]);
  });

  it('reports a model the catalogue renames when another choice is taken, keeping its own name: a Missionary w/ plasma gun', () => {
    expect(report).toContainEqual(
      expect.objectContaining({
        faction: 'adepta-sororitas',
        kind: 'cosmetic',
        construct: 'modifier "set" of name by "Missionary w/ meltagun" on "Missionary w/ plasma gun"',
      }),
    );
  });
});
