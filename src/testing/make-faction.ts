import type { z } from 'zod';
import { AllowanceSchema, type Allowance } from '../domain/data/allowance.schema';
import {
  DetachmentSchema,
  EnhancementSchema,
  type Detachment,
  type Enhancement,
} from '../domain/data/detachment.schema';
import { FactionSchema, type Faction } from '../domain/data/faction.schema';
import { makeCharacter, makeDatasheet } from './make-datasheet';

export type FactionInput = z.input<typeof FactionSchema>;
export type DetachmentInput = z.input<typeof DetachmentSchema>;
export type EnhancementInput = z.input<typeof EnhancementSchema>;
export type AllowanceInput = z.input<typeof AllowanceSchema>;

/** An enhancement any CHARACTER may take; defaults to a 15-point Labyrinthine Cunning. */
export function makeEnhancement(overrides: Partial<EnhancementInput> = {}): Enhancement {
  return EnhancementSchema.parse({
    id: 'labyrinthine-cunning',
    name: 'Labyrinthine Cunning',
    points: 15,
    requiredKeywords: [],
    content: 'matched-play',
    ...overrides,
  });
}

/** A matched-play detachment; defaults to Realspace Raiders with one enhancement. */
export function makeDetachment(overrides: Partial<DetachmentInput> = {}): Detachment {
  return DetachmentSchema.parse({
    id: 'realspace-raiders',
    name: 'Realspace Raiders',
    content: 'matched-play',
    rule: { name: 'Alliance of Agony' },
    enhancements: [makeEnhancement()],
    stratagems: [],
    ...overrides,
  });
}

/** An allowance for HARLEQUINS units, capped at 250 / 500 / 750 pts, never Warlord, no Enhancements. */
export function makeAllowance(overrides: Partial<AllowanceInput> = {}): Allowance {
  return AllowanceSchema.parse({
    id: 'travelling-players',
    rule: { name: 'Travelling Players' },
    keywords: ['HARLEQUINS'],
    pointsCap: { incursion: 250, 'strike-force': 500, onslaught: 750 },
    canBeWarlord: false,
    canTakeEnhancements: false,
    ...overrides,
  });
}

/** A faction; defaults to Drukhari with an Archon, Warriors, one detachment and no allowances. */
export function makeFaction(overrides: Partial<FactionInput> = {}): Faction {
  return FactionSchema.parse({
    id: 'drukhari',
    name: 'Drukhari',
    factionKeyword: 'DRUKHARI',
    armyRules: [{ name: 'Power from Pain' }],
    detachments: [makeDetachment()],
    allowances: [],
    datasheets: [makeCharacter(), makeDatasheet()],
    ...overrides,
  });
}
