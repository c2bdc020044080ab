import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RosterSchema } from '../../domain/roster/roster.schema';
import { exampleRoster } from '../../testing/example-lists';
import { readGameData } from '../load-data';
import { edit } from './edit';

const data = readGameData('world-eaters');
const roster = exampleRoster('world-eaters', data);
const dir = mkdtempSync(join(tmpdir(), 'muster-edit-'));
const rosterFile = join(dir, 'world-eaters.json');
writeFileSync(rosterFile, JSON.stringify(roster));

let stdout = '';
let stderr = '';
beforeEach(() => {
  stdout = '';
  stderr = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((stdout += String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true));
});
afterEach(() => vi.restoreAllMocks());

describe('armylist edit', () => {
  it('makes an edit of the app vocabulary and prints the roster JSON, so edits chain', async () => {
    const first = roster.units[0]!;
    expect(await edit.run([rosterFile, JSON.stringify({ kind: 'remove-unit', unitId: first.id })])).toBe(0);
    const after = RosterSchema.parse(JSON.parse(stdout));
    expect(after.units.map((u) => u.id)).toEqual(roster.units.slice(1).map((u) => u.id));
  });

  it('prints the edited list in an export format when asked', async () => {
    const code = await edit.run([
      rosterFile,
      '{"kind":"rename","name":"Blood for the Blood God"}',
      '--format',
      'markdown',
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout.startsWith('# Blood for the Blood God')).toBe(true);
  });

  it('exits 1 and says so when the edit changes nothing', async () => {
    expect(await edit.run([rosterFile, '{"kind":"remove-unit","unitId":"u999"}'])).toBe(1);
    expect(stderr).toContain(
      `changed nothing in this list: the list has no unit "u999" (its units: ${roster.units.map((u) => u.id).join(', ')})`,
    );
  });

  it.each([
    ['{"kind":"paint-unit"}', /cannot read the edit: kind/],
    ['{not json', /cannot read the edit/],
  ])('exits 2 naming the problem for the edit %s', async (json, message) => {
    expect(await edit.run([rosterFile, json])).toBe(2);
    expect(stderr).toMatch(message);
  });

  it('exits 2 when it is not given a list and an edit', async () => {
    expect(await edit.run([rosterFile])).toBe(2);
    expect(stderr).toContain('Usage: armylist edit');
  });
});
