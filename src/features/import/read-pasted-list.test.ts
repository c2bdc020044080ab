import { describe, expect, it, vi } from 'vitest';
import { readGwAppText } from '../../domain/codecs/gw-app-text-reader';
import { createRosterStore } from '../../store/roster-store';
import { memoryStorage } from '../../store/persist';
import { fixtureData, fixtureManifest } from '../../../tests/components/game-fixture';
import { finishPastedList, readPastedList } from './read-pasted-list';

vi.mock('../../domain/codecs/gw-app-text-reader', async (original) => {
  const actual = await original<typeof import('../../domain/codecs/gw-app-text-reader')>();
  return { ...actual, readGwAppText: vi.fn(actual.readGwAppText) };
});

const text = 'Raiders (60 points)\n\nDrukhari\nStrike Force (2000 points)\nRealspace Raiders\n\n\nBATTLELINE\n\nWracks (60 points)\n';

describe('reading a pasted list whose faction is not loaded yet', () => {
  it('reads the text once: the faction loads, then the reading goes on from where it stopped', () => {
    const store = createRosterStore({ storage: memoryStorage() });
    store.getState().receiveSystem(fixtureData().system, fixtureManifest());
    const first = readPastedList(text, store.getState());
    expect(first.kind).toBe('needs-data');
    if (first.kind !== 'needs-data') return;
    expect(first.source.factionId).toBe('drukhari');

    store.getState().receiveFaction(fixtureData().faction);
    const finished = finishPastedList(first.source, first.warnings, store.getState());
    expect(finished.kind === 'read' && finished.list.roster.units.map((u) => u.datasheetId)).toEqual(['wracks']);
    expect(readGwAppText).toHaveBeenCalledTimes(1);
  });
});
