import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { testCatalogueZip } from '../../../testing/test-catalogues';
import { describeCatalogues, importCatalogues } from './catalogue-importer';

const zip = [{ path: 'wh40k-test-main.zip', bytes: testCatalogueZip() }];
const source = { version: 'd'.repeat(64), name: 'Warhammer 40,000 10th Edition', commit: null, date: '2026-12-02' };

describe('a player’s catalogue set', () => {
  it('is described by its game system’s name and its armies, one named after a catalogue Muster does not know', () => {
    expect(describeCatalogues(zip)).toEqual({
      ok: true,
      value: { name: 'Warhammer 40,000 10th Edition', factions: [{ id: 'testers', name: 'Testers' }] },
    });
  });

  it('gives the game system and a manifest listing every army before any is imported', () => {
    const steps: string[] = [];
    const imported = importCatalogues(zip, { kind: 'system' }, source, (s) => steps.push(s));
    expect(imported.ok).toBe(true);
    if (!imported.ok) return;
    const manifest = JSON.parse(imported.value.get('manifest.json') ?? '') as {
      dataVersion: string;
      factions: { id: string }[];
    };
    expect(manifest.factions.map((f) => f.id)).toEqual(['testers']);
    expect(manifest.dataVersion).toMatch(/^player-dddddddddddd-/);
    expect(JSON.parse(imported.value.get('game-system.json') ?? '')).toMatchObject({ battleSizes: expect.any(Array) });
    expect(steps[0]).toBe('Unpacking the catalogues');
  });

  it('imports one army on demand, naming each step', () => {
    const steps: string[] = [];
    const imported = importCatalogues(zip, { kind: 'faction', factionId: 'testers' }, source, (s) => steps.push(s));
    expect(imported.ok).toBe(true);
    if (!imported.ok) return;
    expect([...imported.value.keys()]).toContain('factions/testers.json');
    expect(steps).toContain('Translating Testers');
  });

  it('refuses a damaged zip, naming it', () => {
    const damaged = [{ path: 'wh40k.zip', bytes: testCatalogueZip().slice(0, 200) }];
    const described = describeCatalogues(damaged);
    expect(described.ok).toBe(false);
    if (!described.ok) expect(described.error).toContain('wh40k.zip');
  });

  it('refuses a set with no army catalogue', () => {
    const gstOnly = [{ path: 'set.zip', bytes: zipSync({ 'Test.gst': testCatalogueZip().subarray(0, 0) }) }];
    expect(describeCatalogues(gstOnly).ok).toBe(false);
  });
});
