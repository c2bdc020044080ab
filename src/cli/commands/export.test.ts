import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeGwAppText } from '../../domain/codecs/gw-app/gw-app-text';
import { readShareUrl, writeShareUrl } from '../../domain/codecs/share-url/share-url';
import type { UnitId } from '../../domain/roster/ids';
import { exampleRoster } from '../../testing/example-lists';
import { readGameData, readManifest } from '../load-data';
import { readRosterInput } from './check';
import { exportCommand } from './export';
import { DEFAULT_BASE_URL, share } from './share';

const data = readGameData('world-eaters');
const roster = exampleRoster('world-eaters', data);
const dir = mkdtempSync(join(tmpdir(), 'muster-export-'));
const rosterFile = join(dir, 'world-eaters.json');
writeFileSync(rosterFile, JSON.stringify(roster));
const sample = join(import.meta.dirname, '../../../tests/fixtures/text/samples/01_gwapp10_worldeaters_v1.40.1.txt');

let stdout = '';
let stderr = '';
beforeEach(() => {
  stdout = '';
  stderr = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((stdout += String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('armylist export', () => {
  it('prints a roster file as GW app text by default', async () => {
    expect(await exportCommand.run([rosterFile])).toBe(0);
    expect(stdout).toBe(writeGwAppText(roster, data, { dataVersion: readManifest().dataVersion }));
  });

  it('prints a share URL given on the command line as New Recruit WTC', async () => {
    expect(await share.run([rosterFile])).toBe(0);
    const url = stdout.trim();
    stdout = '';
    expect(await exportCommand.run([url, '--format', 'wtc'])).toBe(0);
    expect(stdout.startsWith('+++++')).toBe(true);
    expect(stdout).toContain('+ DETACHMENT: Berzerker Warband');
  });

  it('reads a pasted app list and tells on standard error what it could not take over, by line', async () => {
    expect(await exportCommand.run([sample, '--format=markdown'])).toBe(0);
    expect(stdout.startsWith('# Chainblades go BRRRR')).toBe(true);
    expect(stderr).toMatch(/line 10: Daemon Prince of Khorne: /);
  });

  it.each([
    [['/no/such/file.json'], /no such file/],
    [['a', 'b'], /give one input/],
    [[rosterFile, '--format', 'pdf'], /unknown format "pdf"/],
  ])('exits 2 with a message for %j', async (args, message) => {
    expect(await exportCommand.run(args)).toBe(2);
    expect(stderr).toMatch(message);
  });

  it('exits 2 naming the input when it is no list at all', async () => {
    const junk = join(dir, 'junk.txt');
    writeFileSync(junk, 'dear diary, today I painted');
    expect(await exportCommand.run([junk])).toBe(2);
    expect(stderr).toContain(`cannot read ${junk}`);
  });

  it('exits 2 for a share link that was cut short', async () => {
    await share.run([rosterFile]);
    const cut = stdout.trim().slice(0, -20);
    expect(await exportCommand.run([cut])).toBe(2);
    expect(stderr).toMatch(/share link|cut|damaged/);
  });
});

describe('armylist share', () => {
  it('prints a link on the neutral default address that holds the same list', async () => {
    expect(await share.run([rosterFile])).toBe(0);
    const url = stdout.trim();
    expect(url.startsWith(`${DEFAULT_BASE_URL}#/share/`)).toBe(true);
    const decoded = readShareUrl(url, data, { rosterId: roster.id });
    expect(decoded.ok && decoded.value.roster).toEqual(roster);
  });

  it('refuses a list the link could not hold, with the message opening such a link would give', async () => {
    const unit = { ...roster.units[0]!, isWarlord: false, enhancementId: null, attachedToUnitId: null };
    const horde = { ...roster, units: Array.from({ length: 500 }, (_, i) => ({ ...unit, id: `u${i + 1}` as UnitId })) };
    const hordeFile = join(dir, 'horde.json');
    writeFileSync(hordeFile, JSON.stringify({ ...horde, lastUnitNumber: 500 }));
    const opened = readShareUrl(writeShareUrl(horde, data, DEFAULT_BASE_URL), data);
    expect(opened.ok ? '' : opened.error.message).toBe('The link says 500 units, more than 400.');

    expect(await share.run([hordeFile])).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(`armylist share: cannot share ${hordeFile}: The link says 500 units, more than 400.\n`);
  });

  it('uses MUSTER_BASE_URL when it is set', async () => {
    vi.stubEnv('MUSTER_BASE_URL', 'http://localhost:5173/');
    await share.run([rosterFile]);
    expect(stdout.startsWith('http://localhost:5173/#/share/')).toBe(true);
  });
});

describe('check input decoding', () => {
  it('accepts a share URL', async () => {
    await share.run([rosterFile]);
    const decoded = readRosterInput(stdout.trim());
    expect(decoded.ok && decoded.value.roster.units).toHaveLength(20);
  });

  it('accepts a GW app text list and passes on what the import noticed', () => {
    const decoded = readRosterInput(
      writeGwAppText(roster, data, { dataVersion: 'x' }).replace('Khârn the Betrayer', 'Kharn the Betrayr'),
    );
    expect(decoded.ok && decoded.value.roster.units).toHaveLength(20);
    expect(decoded.ok && decoded.value.notes?.some((n) => n.includes('Kharn the Betrayr'))).toBe(true);
  });

  it('says what is wrong with a text list it cannot read', () => {
    const decoded = readRosterInput(
      'My list (100 points)\n\nExodites\nStrike Force (2000 points)\n\n\nCHARACTERS\n\nDragon Knight (100 points)\n',
    );
    expect(decoded.ok ? [] : decoded.error).toEqual([
      expect.stringMatching(/Exodites/),
      expect.stringMatching(/--faction <id>/),
    ]);
  });
});
