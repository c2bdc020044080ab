import { describe, expect, it } from 'vitest';
import type { PackId } from '../../data/ids';
import type { Pack } from '../../data/pack.schema';
import { makeDatasheet } from '../../../testing/make-datasheet';
import { makeFaction } from '../../../testing/make-faction';
import type { FactionSpec } from '../translate/faction';
import type { ReportEntry } from '../report';
import { factionPageOf, withFactionPages, withPackPages } from './wahapedia-pages';

const spec = (over: Partial<FactionSpec> & Pick<FactionSpec, 'id' | 'name'>): FactionSpec => ({
  catalogue: `${over.name}.cat`,
  factionKeyword: over.name.toUpperCase(),
  group: 'imperium',
  ...over,
});
const SPECS: readonly FactionSpec[] = [
  spec({ id: 'space-marines', name: 'Space Marines', catalogue: 'Imperium - Space Marines.cat' }),
  spec({ id: 'blood-angels', name: 'Blood Angels', parent: 'space-marines' }),
  spec({ id: 'agents-of-the-imperium', name: 'Agents of the Imperium' }),
  spec({ id: 't-au-empire', name: "T'au Empire", group: 'xenos' }),
  spec({ id: 'titanicus-traitoris', name: 'Titanicus Traitoris', group: 'chaos' }),
];
const specOf = (id: string) => SPECS.find((s) => s.id === id)!;
const pack = (id: string): Pack => ({ id: id as PackId, name: id, datasheets: [makeDatasheet()] });

describe('Wahapedia pages', () => {
  it('finds an army on the page named after it, a chapter on its parent’s', () => {
    expect(factionPageOf(specOf('t-au-empire'), SPECS)).toBe('t-au-empire');
    expect(factionPageOf(specOf('blood-angels'), SPECS)).toBe('space-marines');
    expect(factionPageOf(specOf('agents-of-the-imperium'), SPECS)).toBe('imperial-agents');
    expect(factionPageOf(specOf('titanicus-traitoris'), SPECS)).toBeNull();
  });

  it('gives each faction its page and reports an army the site has none for', () => {
    const report: ReportEntry[] = [];
    const [angels, titans] = withFactionPages(
      [makeFaction({ id: 'blood-angels' }), makeFaction({ id: 'titanicus-traitoris' })],
      SPECS,
      report,
    );
    expect(angels?.wahapediaFaction).toBe('space-marines');
    expect(titans?.wahapediaFaction).toBeUndefined();
    expect(report.map((e) => e.faction)).toEqual(['titanicus-traitoris']);
  });

  it("gives a pack's datasheets the page of the catalogue they come from", () => {
    const report: ReportEntry[] = [];
    const [marines, harlequins, titans] = withPackPages(
      [pack('space-marines'), pack('aeldari-library'), pack('titans')],
      SPECS,
      ['Imperium - Space Marines.cat', 'Aeldari - Aeldari Library.cat', 'Library - Titans.cat'],
      report,
    );
    expect(marines?.datasheets[0]?.wahapediaFaction).toBe('space-marines');
    expect(harlequins?.datasheets[0]?.wahapediaFaction).toBe('aeldari');
    expect(titans?.datasheets[0]?.wahapediaFaction).toBeNull();
    expect(report.map((e) => e.faction)).toEqual(['titans']);
  });

  it('refuses a pack from a catalogue no page is known for, rather than guess', () => {
    expect(() => withPackPages([pack('mystery')], SPECS, ['Mystery.cat'], [])).toThrow(/mystery/);
  });
});
