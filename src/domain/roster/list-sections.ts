import type { GameData } from '../data/game-data';
import type { Section } from '../data/game-system.schema';
import { unitSection } from './army-list';
import { findDatasheet } from './lookup';
import type { Roster, Unit } from './roster.schema';
import { datasheetLabel } from './datasheet-label';

export type ListedUnit = { readonly unit: Unit; readonly name: string };
export type ListedSection = { readonly section: Section; readonly units: readonly ListedUnit[] };

/** Unit order inside a section: alphabetical as the app prints it (Chaos Spawn, Eightbound, Forgefiend …). */
const unitOrder = new Intl.Collator('en', { sensitivity: 'variant' });

/**
 * The roster as every text format lists it: the game system's sections in their order (Characters, Battleline,
 * Dedicated Transports, Other Datasheets, Allied Units), empty ones left out, units by name, copies kept apart.
 */
export function listSections(roster: Roster, data: GameData): readonly ListedSection[] {
  return data.system.sections
    .map((section) => ({
      section,
      units: roster.units
        .filter((unit) => unitSection(roster, unit, data) === section.id)
        .map((unit) => ({ unit, name: unitName(unit, data) }))
        .sort((a, b) => unitOrder.compare(a.name, b.name)),
    }))
    .filter((s) => s.units.length > 0);
}

export function unitName(unit: Unit, data: GameData): string {
  const datasheet = findDatasheet(data, unit.datasheetId);
  return datasheet ? datasheetLabel(datasheet, data.faction) : unit.datasheetId;
}

/**
 * How a text list names a unit that another line points at ("leads Kabalite Warriors (2)"): numbered in list order
 * when the list holds several of its datasheet, as the rules' messages number them, so a reader can tell which.
 */
export function unitReference(roster: Roster, unit: Unit, data: GameData): string {
  const copies = roster.units.filter((u) => u.datasheetId === unit.datasheetId);
  const name = unitName(unit, data);
  return copies.length > 1 ? `${name} (${copies.indexOf(unit) + 1})` : name;
}

/** A name as one line: a list name typed with line breaks would otherwise split the title. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Wargear as the app sorts it under a model: plain code-point order ("Battlesuit Support System" before "Battlesuit fists"). */
export function byName<T extends { readonly name: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
