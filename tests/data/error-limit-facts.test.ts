import { describe, expect, it } from 'vitest';
import type { CatalogueLimit } from '../../src/domain/data/catalogue-limit.schema';
import { datasheet } from '../../src/testing/real-factions';

/**
 * Limits the catalogues state only as editor errors on variant models and groups of models (issue 18), read by hand
 * from the BattleScribe snapshot (commit 801555bb): each is checked by `catalogue-limit`, not left unchecked.
 */
const limitsOf = (factionId: string, datasheetId: string): readonly CatalogueLimit[] =>
  datasheet(factionId, datasheetId).limits ?? [];

const underTen = { kind: 'models', comparison: 'lt', value: 10 } as const;

describe('Agents of the Imperium (Imperium - Agents of the Imperium.cat)', () => {
  it('a Deathwatch Kill Team of fewer than 10 models may have 1 Veteran w/ frag cannon and CCW ("Max 1 {this} per 5 models")', () => {
    expect(limitsOf('agents-of-the-imperium', 'deathwatch-kill-team')).toContainEqual(
      expect.objectContaining({
        in: 'unit',
        counted: {
          of: 'choices',
          choices: [
            { optionId: 'veteran-close-combat-weapon-and-frag-cannon', choiceId: 'close-combat-weapon-and-frag-cannon' },
          ],
        },
        max: { base: null, steps: [{ op: 'set', value: 1, when: underTen }] },
      }),
    );
  });

  it('an Indomitor Kill Team may have at most 2 Heavy Intercessors with jump pack, either weapon ("Indom JP Int" category)', () => {
    expect(limitsOf('agents-of-the-imperium', 'indomitor-kill-team')).toContainEqual(
      expect.objectContaining({
        counted: {
          of: 'choices',
          choices: [
            { optionId: 'heavy-bolt-rifle-and-bolt-pistol', choiceId: 'assault-bolters-and-jump-pack' },
            { optionId: 'heavy-bolt-rifle-and-bolt-pistol', choiceId: 'plasma-exterminators-and-jump-pack' },
          ],
        },
        max: { base: 2, steps: [] },
      }),
    );
  });

  it('Inquisitorial Agents with fewer than 10 Acolytes may have 1 Gun Servitor ("Max 1 gun servitor per 5 models")', () => {
    expect(limitsOf('agents-of-the-imperium', 'inquisitorial-agents')).toContainEqual(
      expect.objectContaining({
        counted: { of: 'models', modelTypeIds: ['servitor'] },
        max: { base: null, steps: [{ op: 'set', value: 1, when: { ...underTen, modelTypeIds: ['agent'] } }] },
      }),
    );
  });
});

describe('the same Kill Team in another army: Space Wolves take it as Agents of the Imperium', () => {
  it('keeps the frag cannon Veteran limit of the pack', () => {
    expect(limitsOf('space-wolves', 'deathwatch-kill-team')).toEqual(
      limitsOf('agents-of-the-imperium', 'deathwatch-kill-team'),
    );
  });
});
