import { describe, expect, it } from 'vitest';
import { readList, type ReadList } from '../../src/domain/codecs/read-list';
import { FACTION_IDS, realData } from '../../src/testing/real-data';

/**
 * Lists as other tools write them, each in the shape of a real export (the app's text, New Recruit's WTC,
 * WTC-Compact and GW-style texts), with what those tools name or print differently from the data.
 */
const factions = FACTION_IDS.map((id) => ({ id, name: realData(id).faction.name }));
const context = { factions, loadData: (id: string) => realData(id), rosterId: 'read' };

function read(text: string, factionId?: string): ReadList {
  const result = readList(text, factionId === undefined ? context : { ...context, factionId });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe('faction names as other tools write them', () => {
  it('reads the app\'s "Imperial Agents" as Agents of the Imperium, and says it guessed', () => {
    const text = [
      'Inquisition (100 Points)',
      '',
      'Imperial Agents',
      'Incursion (1000 Points)',
      'Veiled Blade Elimination Force',
      '',
      'OTHER DATASHEETS',
      '',
      'Callidus Assassin (100 Points)',
      '  • Warlord',
      '  • 1x Neural shredder',
      '    1x Phase sword and poison blades',
      '',
      'Exported with App Version: v1.40.1 (1), Data Version: v625',
    ].join('\n');
    const result = readList(text, context);
    expect(result.ok && result.value.data.faction.id).toBe('agents-of-the-imperium');
    expect(result.ok && result.warnings.map((w) => w.message)).toContain('Read faction "Imperial Agents" as Agents of the Imperium.');
  });

  it('reads New Recruit\'s catalogue names "Aeldari - Craftworlds" and "Aeldari - Ynnari" as Aeldari', () => {
    for (const catalogue of ['Aeldari - Craftworlds', 'Aeldari - Ynnari']) {
      const text = [
        '+++++++++++++++++++++++++++++++++++++++++++++++',
        `+ FACTION KEYWORD: ${catalogue}`,
        '+ DETACHMENT: Devoted of Ynnead',
        '+ TOTAL ARMY POINTS: 100pts',
        '+++++++++++++++++++++++++++++++++++++++++++++++',
        '',
        'Char1: 1x Yvraine (100 pts): Warlord',
      ].join('\n');
      const list = read(text);
      expect([list.data.faction.id, list.roster.detachmentId, list.roster.units.length]).toEqual(['aeldari', expect.any(String), 1]);
      expect(list.data.faction.detachments.find((d) => d.id === list.roster.detachmentId)?.name).toBe('Devoted of Ynnead');
    }
  });

  const headerless = [
    'CHARACTER',
    '',
    '1x Commander Farsight (95 pts)',
    '• 1x Dawn Blade',
    '• 1x High-intensity plasma rifle',
    '• Warlord',
    '',
    'OTHER DATASHEETS',
    '',
    '3x Stealth Battlesuits (100 pts)',
    '• 1x Stealth Shas\'vre',
    '    • 1x Battlesuit fists',
    '    • 1x Burst cannon',
    '• 2x Stealth Shas\'ui',
    '    • 2x Battlesuit fists',
    '    • 2x Burst cannon',
  ].join('\n');

  it("tells a New Recruit text without its header from its units: T'au", () => {
    const result = readList(headerless, context);
    if (!result.ok) throw new Error(result.error.message);
    expect([result.value.format, result.value.data.faction.id, result.value.roster.units.length]).toEqual(['wtc', 't-au-empire', 2]);
    expect(result.warnings[0]?.message).toMatch(/does not name its faction; read as T'au Empire/);
  });

  it('names the closest factions when neither the name nor the units tell it, and reads the list as the faction the reader says', () => {
    const text = ['Strange Army (100 Points)', '', 'Xyloth Hordes', 'Incursion (1000 Points)', 'Nowhere', '', 'Wandering Prophet (100 Points)', '  • 1x Staff'].join('\n');
    const unknown = readList(text, context);
    expect(unknown.ok ? null : [unknown.error.code, unknown.error.message]).toEqual([
      'unknown-faction',
      'The list names "Xyloth Hordes", which Muster has no data for, and its units do not tell it. Say which faction it is.',
    ]);
    // A Space Marines Captain is in the data of every chapter: the units cannot tell which, so they are named.
    const captain = headerless.replace('1x Commander Farsight (95 pts)', '1x Captain (80 pts)');
    const tied = readList(captain, { ...context, factions: factions.filter((f) => f.id !== 't-au-empire') });
    expect(tied.ok ? null : tied.error.closestFactions).toEqual(expect.arrayContaining(['space-marines', 'blood-angels', 'ultramarines']));
    expect(read(headerless, 't-au-empire').data.faction.id).toBe('t-au-empire');
  });
});
