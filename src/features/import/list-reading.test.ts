import { describe, expect, it, vi } from 'vitest';
import { readGwAppText } from '../../domain/codecs/gw-app/gw-app-text-reader';
import { fixtureData, fixtureManifest } from '../../testing/game-fixture';
import { createListReading } from './list-reading';

vi.mock('../../domain/codecs/gw-app/gw-app-text-reader', async (original) => {
  const actual = await original<typeof import('../../domain/codecs/gw-app/gw-app-text-reader')>();
  return { ...actual, readGwAppText: vi.fn(actual.readGwAppText) };
});

const text =
  'Raiders (60 points)\n\nDrukhari\nStrike Force (2000 points)\nRealspace Raiders\n\n\nBATTLELINE\n\nWracks (60 points)\n';

describe('reading a pasted list whose faction is not loaded yet', () => {
  it('reads the text once: the faction loads, then the reading goes on from where it stopped', () => {
    const reading = createListReading();
    const first = reading.read(1, text, fixtureManifest().factions);
    expect(first).toEqual({ kind: 'needs-data', factionId: 'drukhari' });

    const finished = reading.receive(1, fixtureData());
    expect(finished.kind === 'read' && finished.roster.units.map((u) => u.datasheetId)).toEqual(['wracks']);
    expect(readGwAppText).toHaveBeenCalledTimes(1);
  });

  it('reads the next list of a loaded faction at once, with its issues', () => {
    const reading = createListReading();
    reading.read(1, text, fixtureManifest().factions);
    reading.receive(1, fixtureData());
    const again = reading.read(2, text, fixtureManifest().factions);
    expect(again.kind === 'read' && again.issues.map((i) => i.ruleId)).toContain('warlord-missing');
  });
});
