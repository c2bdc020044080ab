import type { z } from 'zod';
import { DatasheetSchema, ModelTypeSchema, type Datasheet, type ModelType } from '../domain/data/datasheet.schema';
import { WargearOptionSchema, type WargearOption } from '../domain/data/wargear.schema';

type DatasheetSchemaInput = z.input<typeof DatasheetSchema>;
/** Datasheet fields to override; `composition.min/max` default to the sums over its model types. */
export type DatasheetInput = Omit<DatasheetSchemaInput, 'composition'> & {
  composition: Partial<DatasheetSchemaInput['composition']>;
};
export type ModelTypeInput = z.input<typeof ModelTypeSchema>;
export type WargearOptionInput = z.input<typeof WargearOptionSchema>;

/** A model type; defaults to one plain model carrying a splinter rifle. */
export function makeModelType(overrides: Partial<ModelTypeInput> = {}): ModelType {
  return ModelTypeSchema.parse({
    id: 'warrior',
    name: 'Warrior',
    min: 1,
    max: 1,
    profile: 'Warrior',
    defaultWargear: [{ wargearId: 'splinter-rifle', count: 1 }],
    ...overrides,
  });
}

/** A wargear option; defaults to "any model's splinter rifle can be replaced with a blaster". */
export function makeWargearOption(overrides: Partial<WargearOptionInput> = {}): WargearOption {
  return WargearOptionSchema.parse({
    id: 'blaster',
    modelTypeIds: ['warrior'],
    replaces: [{ wargearId: 'splinter-rifle', count: 1 }],
    choices: [{ id: 'blaster', items: [{ wargearId: 'blaster', count: 1 }] }],
    limit: { kind: 'each-model' },
    ...overrides,
  });
}

/**
 * A datasheet for tests; defaults to a 5-10 model INFANTRY unit of Warriors at 50 / 100 pts.
 * Unless given, composition min/max are the sums of the model types' min/max, the profiles are
 * one per model type, and the wargear list names every item the model types and options mention.
 */
export function makeDatasheet(overrides: Partial<DatasheetInput> = {}): Datasheet {
  const modelTypes = overrides.composition?.modelTypes ?? [{ ...makeModelType(), min: 5, max: 10 }];
  const modelTypeInputs = modelTypes.map((m) => ModelTypeSchema.parse(m));
  const min = modelTypeInputs.reduce((sum, m) => sum + m.min, 0);
  const max = modelTypeInputs.reduce((sum, m) => sum + m.max, 0);
  const options = overrides.wargearOptions ?? [];
  const wargearIds = new Set<string>([
    ...modelTypeInputs.flatMap((m) => m.defaultWargear.map((w) => w.wargearId)),
    ...options.flatMap((o) => [
      ...o.replaces.map((w) => w.wargearId),
      ...o.choices.flatMap((c) => c.items.map((w) => w.wargearId)),
    ]),
  ]);
  return DatasheetSchema.parse({
    id: 'warriors',
    name: 'Warriors',
    keywords: ['INFANTRY'],
    factionKeywords: ['DRUKHARI'],
    section: 'other-datasheets',
    isCharacter: false,
    isEpicHero: false,
    isBattleline: false,
    isDedicatedTransport: false,
    content: 'matched-play',
    profiles: [...new Set(modelTypeInputs.map((m) => m.profile))].map((name) => ({
      name,
      movement: '7"',
      toughness: '3',
      save: '4+',
      wounds: '1',
      leadership: '6+',
      objectiveControl: '2',
    })),
    wargear: [...wargearIds].map((id) => ({ id, name: nameOf(id), profiles: [], abilities: [] })),
    abilities: [],
    points:
      min === max
        ? [{ models: min, points: 10 * min }]
        : [
            { models: min, points: 10 * min },
            { models: max, points: 10 * max },
          ],
    wargearOptions: [],
    leads: [],
    ...overrides,
    composition: { modelTypes, min, max, ...overrides.composition },
  });
}

/** A one-model CHARACTER that may lead `leads`; defaults to an Archon at 75 pts. */
export function makeCharacter(overrides: Partial<DatasheetInput> = {}): Datasheet {
  return makeDatasheet({
    id: 'archon',
    name: 'Archon',
    keywords: ['INFANTRY', 'CHARACTER', 'ARCHON'],
    section: 'characters',
    isCharacter: true,
    composition: {
      modelTypes: [makeModelType({ id: 'archon', name: 'Archon', profile: 'Archon' })],
      min: 1,
      max: 1,
    },
    points: [{ models: 1, points: 75 }],
    ...overrides,
  });
}

function nameOf(slug: string): string {
  const words = slug.split('-').join(' ').replace(/ s\b/g, "'s");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
