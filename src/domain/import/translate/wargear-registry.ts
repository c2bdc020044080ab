import type { Wargear } from '../../data/wargear.schema';
import type { WargearId } from '../../data/ids';
import type { Resolved } from '../read/catalogue-set';
import { isHidden, type EvalContext } from '../read/conditions';
import { PROFILE_TYPE } from '../read/game-constants';
import { descriptionOf, isWeaponProfile, toWeaponProfile } from './profiles';
import { rulesText } from './rules-text';
import { slugify } from '../slug';
import { takenNames } from './taken-names';

/**
 * The wargear of one datasheet, keyed by slug of its name: the same weapon linked into several models ("Torturer's
 * tool" on every special-weapon Wrack) is one piece of wargear.
 */
export class WargearRegistry {
  private readonly byId = new Map<string, Wargear>();
  /** The rules text of each ability the wargear grants, by the ability's name (the first profile that has one). */
  private readonly textOf = new Map<string, string>();

  /** `ctx`: the roster in which a profile's own hiding conditions are read. */
  constructor(private readonly ctx: EvalContext) {}

  add(entry: Resolved): WargearId {
    const id = slugify(entry.name) as WargearId;
    const existing = this.byId.get(id);
    const shown = entry.profiles.filter((p) => !isHidden(p.hidden, p.modifiers, this.ctx));
    const profiles = shown.filter(isWeaponProfile).map(toWeaponProfile);
    const abilityProfiles = shown.filter((p) => p.typeName === PROFILE_TYPE.abilities);
    for (const p of abilityProfiles) this.keepText(p.name.trim(), rulesText(descriptionOf(p)));
    const abilities = abilityProfiles.map((p) => p.name.trim());
    const taken = takenNames(entry);
    if (!existing) {
      this.byId.set(id, { id, name: entry.name.trim(), profiles, abilities, ...withTakenNames(taken) });
      return id;
    }
    const withProfiles =
      existing.profiles.length === 0 && profiles.length > 0
        ? { ...existing, profiles, abilities: [...new Set([...existing.abilities, ...abilities])] }
        : existing;
    const current = { ...withProfiles, ...withTakenNames([...(withProfiles.takenNames ?? []), ...taken]) };
    // Spellings differ in case between models ("Splinter Rifle" on the Sybarite): the datasheets print sentence
    // case, and taking it whatever the models' order keeps the name from moving when the order does.
    const name = entry.name.trim();
    this.byId.set(id, capitals(name) < capitals(current.name) ? { ...current, name } : current);
    return id;
  }

  /**
   * A piece of wargear named by the entry that holds it, with the profiles and abilities of what it holds (a Gun
   * Drone: the twin pulse carbine's profile).
   */
  addHolder(entry: Resolved, heldIds: readonly string[]): WargearId {
    const id = slugify(entry.name) as WargearId;
    const held = heldIds.map((h) => this.byId.get(h)).filter((w): w is Wargear => w !== undefined);
    if (!this.byId.has(id)) {
      this.byId.set(id, {
        id,
        name: entry.name.trim(),
        profiles: held.flatMap((w) => w.profiles),
        abilities: [...new Set(held.flatMap((w) => w.abilities))],
      });
    }
    return id;
  }

  /** Wargear that is an ability alone (a Praesidium Shield), named as the ability, with the ability's text. */
  addAbilityItem(name: string, text: string | undefined): WargearId {
    const id = slugify(name) as WargearId;
    this.keepText(name, text);
    if (!this.byId.has(id)) this.byId.set(id, { id, name, profiles: [], abilities: [name] });
    return id;
  }

  abilityText(name: string): string | undefined {
    return this.textOf.get(name);
  }

  private keepText(name: string, text: string | undefined): void {
    if (text !== undefined && !this.textOf.has(name)) this.textOf.set(name, text);
  }

  get(id: string): Wargear | undefined {
    return this.byId.get(id);
  }

  all(): Wargear[] {
    return [...this.byId.values()];
  }
}

/** The `takenNames` field where there are any, sorted so the data does not move with the catalogues' order. */
function withTakenNames(names: readonly string[]): Pick<Wargear, 'takenNames'> {
  return names.length > 0 ? { takenNames: [...new Set(names)].sort() } : {};
}

function capitals(name: string): number {
  return name.replace(/[^A-Z]/g, '').length;
}

/** True when the entry is itself a piece of wargear (it carries a weapon or an ability profile, or rules). */
export function isWargearEntry(entry: Resolved): boolean {
  return (
    entry.profiles.some((p) => isWeaponProfile(p) || p.typeName === PROFILE_TYPE.abilities) || entry.rules.length > 0
  );
}
