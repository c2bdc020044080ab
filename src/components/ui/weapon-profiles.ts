import type { Wargear, WeaponProfile } from '../../domain/data/wargear.schema';

export const WEAPON_TYPE_TITLES: Readonly<Record<WeaponProfile['type'], string>> = {
  ranged: 'Ranged weapons',
  melee: 'Melee weapons',
};

/** The profiles of one type among `wargear`'s, in data order, keyed by their weapon: two weapons may share a profile name. */
export function weaponProfiles(
  wargear: readonly Wargear[],
  type: WeaponProfile['type'],
): readonly { key: string; profile: WeaponProfile }[] {
  return wargear.flatMap((w) =>
    w.profiles.filter((p) => p.type === type).map((profile) => ({ key: `${w.id}:${profile.name}`, profile })),
  );
}
