import { describe, expect, it } from 'vitest';
import { writeGwAppText } from '../../src/domain/codecs/gw-app/gw-app-text';
import { readTextList } from '../../src/testing/read-text-list';
import { exampleRoster } from '../../src/testing/example-lists';
import { gwAppTextViolations } from '../../src/testing/gw-app-spec';
import { EXAMPLE_FACTION_IDS, realData } from '../../src/testing/real-data';
import { GW_APP_SAMPLES, readSample } from '../../src/testing/sample-files';

/** A fixed data version in the golden files, so they change only when the rosters or the data do. */
const dataVersion = 'golden';

describe('the format checker', () => {
  it.each(GW_APP_SAMPLES.filter((f) => !f.includes('STRIPPED')))('passes the real app export %s', (file) => {
    const violations = gwAppTextViolations(readSample(file)).filter((v) => !v.startsWith('title says'));
    expect(violations).toEqual([]);
  });

  it('catches a unit out of name order, a bullet on a further weapon and weapons out of order', () => {
    const sample = readSample('01_gwapp10_worldeaters_v1.40.1.txt');
    const misordered = sample.replace('Khârn the Betrayer (85 points)', 'Zzz the Betrayer (85 points)');
    const bulleted = sample.replace('      7x Chainblade', '      • 7x Chainblade');
    const unsorted = sample
      .replace('    1x Havoc launcher', '    1x Armoured tracks')
      .replace('  • 1x Armoured tracks', '  • 1x Havoc launcher');
    expect(gwAppTextViolations(misordered).some((v) => v.includes('name order'))).toBe(true);
    expect(gwAppTextViolations(bulleted).some((v) => v.includes('no known shape'))).toBe(true);
    expect(gwAppTextViolations(unsorted).some((v) => v.includes('code-point order'))).toBe(true);
  });
});

describe.each(EXAMPLE_FACTION_IDS)('the %s example list as GW app text', (factionId) => {
  const data = realData(factionId);
  const text = writeGwAppText(exampleRoster(factionId, data), data, { dataVersion });

  it('equals the hand-checked file', async () => {
    await expect(text).toMatchFileSnapshot(`../fixtures/text/${factionId}.gw.txt`);
  });

  it('keeps every rule of the app format', () => {
    expect(gwAppTextViolations(text)).toEqual([]);
  });

  it('reads back and exports to the same text, byte for byte', () => {
    const imported = readTextList(text, data, 'golden');
    expect(writeGwAppText(imported.roster, data, { dataVersion })).toBe(text);
  });
});
