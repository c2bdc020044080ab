import { afterEach, describe, expect, it, vi } from 'vitest';
import { runImport, type ImportInput } from '../run-import';
import { Report } from '../report';
import { TEST_FACTION, TEST_SEED, testCatalogues } from '../../../testing/test-catalogues';

const input = (): ImportInput => ({
  catalogues: testCatalogues(),
  factions: [TEST_FACTION],
  source: { name: 'test', commit: '0'.repeat(40), date: '2026-01-01' },
  dataVersion: 'test',
  overrides: { about: '', datasheets: [] },
  seeds: [TEST_SEED],
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the completeness audit', () => {
  it('reports an Enhancement of a detachment under which its only holder, a vehicle, is no CHARACTER, and the cap on the upgrade that makes it one', () => {
    const { report } = runImport(input());
    expect(report.find((e) => e.subject === 'Ace Spotter')).toMatchObject({
      kind: 'enhancement',
      why: expect.stringContaining('held only by datasheets that are not CHARACTERs (Rhino)'),
    });
    expect(report).toContainEqual(
      expect.objectContaining({
        subject: 'Ace Character',
        kind: 'detachment-content',
        construct: 'limit on "Ace Character"',
        why: expect.stringContaining('at most 2 units'),
      }),
    );
  });

  it('stops the import, naming it, when a datasheet the roster offers is neither in the data nor in the report', () => {
    const add = Report.prototype.add;
    // An importer that left the Riddle Boss out without saying so.
    vi.spyOn(Report.prototype, 'add').mockImplementation(function (this: Report, subject, ...rest) {
      if (subject !== 'Riddle Boss') add.call(this, subject, ...rest);
    });
    expect(() => runImport(input())).toThrow(/neither in the data nor in the import report: datasheet "Riddle Boss"/);
  });

  it('stops the import when an Enhancement the catalogue offers is neither in the data nor in the report', () => {
    const add = Report.prototype.add;
    vi.spyOn(Report.prototype, 'add').mockImplementation(function (this: Report, subject, ...rest) {
      if (subject !== 'Ace Spotter') add.call(this, subject, ...rest);
    });
    expect(() => runImport(input())).toThrow(/Enhancement "Ace Spotter"/);
  });
});
