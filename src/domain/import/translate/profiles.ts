import type { ModelProfile } from '../../data/datasheet.schema';
import type { WeaponProfile } from '../../data/wargear.schema';
import type { BsProfile } from '../read/bs-types';
import { PROFILE_TYPE } from '../read/game-constants';

function characteristic(p: BsProfile, ...names: string[]): string {
  for (const name of names) {
    const c = p.characteristics.find((x) => x.name.toLowerCase() === name.toLowerCase());
    if (c) return c.value.trim();
  }
  return '';
}

/** Catalogue markup (^^**Keyword**^^, **bold**) stripped to plain words. */
export function plainText(text: string): string {
  return text
    .replace(/\^\^|\*\*/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function isWeaponProfile(p: BsProfile): boolean {
  return p.typeName === PROFILE_TYPE.ranged || p.typeName === PROFILE_TYPE.melee;
}

/** "➤ Missile launcher - starshot" → "Missile launcher – starshot": the marker is BattleScribe's, not the datasheet's. */
export function weaponProfileName(name: string): string {
  return name
    .replace(/^[➤>\s]+/, '')
    .replace(/\s+-\s+/g, ' – ')
    .trim();
}

/** "Anti-Infantry 3+, Torrent" → ["anti-infantry 3+", "torrent"]; "-" → []. */
export function weaponAbilities(keywords: string): string[] {
  const plain = plainText(keywords);
  if (plain === '' || plain === '-') return [];
  return plain
    .split(',')
    .map((k) => k.trim().toLowerCase())
    .filter((k) => k !== '' && k !== '-');
}

export function toWeaponProfile(p: BsProfile): WeaponProfile {
  const isRanged = p.typeName === PROFILE_TYPE.ranged;
  return {
    name: weaponProfileName(p.name),
    type: isRanged ? 'ranged' : 'melee',
    range: characteristic(p, 'Range') || (isRanged ? '' : 'Melee'),
    attacks: characteristic(p, 'A'),
    skill: characteristic(p, isRanged ? 'BS' : 'WS'),
    strength: characteristic(p, 'S'),
    ap: characteristic(p, 'AP'),
    damage: characteristic(p, 'D'),
    abilities: weaponAbilities(characteristic(p, 'Keywords')),
  };
}

export function toModelProfile(p: BsProfile, invulnerableSave: string | undefined): ModelProfile {
  return {
    name: p.name.trim(),
    movement: characteristic(p, 'M'),
    toughness: characteristic(p, 'T'),
    save: characteristic(p, 'SV', 'Sv'),
    wounds: characteristic(p, 'W'),
    leadership: characteristic(p, 'LD', 'Ld'),
    objectiveControl: characteristic(p, 'OC'),
    ...(invulnerableSave ? { invulnerableSave } : {}),
  };
}

/** The "Invulnerable Save" ability profile states the save in prose; the importer keeps only the number ("4+"). */
export function invulnerableSaveOf(p: BsProfile): string | undefined {
  if (!/^invulnerable save/i.test(p.name.trim())) return undefined;
  const fromName = /(\d\+)/.exec(p.name)?.[1];
  const fromText = /(\d\+)\s*invulnerable save/i.exec(plainText(characteristic(p, 'Description')))?.[1];
  return fromName ?? fromText ?? /(\d\+)/.exec(characteristic(p, 'Description'))?.[1];
}

export function descriptionOf(p: BsProfile): string {
  return characteristic(p, 'Description');
}
