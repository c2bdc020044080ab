import type { Wargear } from '../../domain/data/wargear.schema';
import { WEAPON_TYPE_TITLES, weaponProfiles } from '../../components/ui/weapon-profiles';
import { WeaponHeadings, WeaponRow } from '../../components/ui/weapon-table';

/**
 * Every profile of the weapons carried, ranged then melee, in one table so that their columns line up on paper,
 * each type heading its own rows.
 */
export function PrintWeapons({ wargear }: { wargear: readonly Wargear[] }) {
  const groups = (['ranged', 'melee'] as const)
    .map((type) => ({ type, rows: weaponProfiles(wargear, type) }))
    .filter((g) => g.rows.length > 0);
  if (groups.length === 0) return null;
  return (
    <table className="print-table print-table--weapons">
      {groups.map(({ type, rows }) => (
        <tbody key={type}>
          <WeaponHeadings type={type} first={WEAPON_TYPE_TITLES[type]} />
          {rows.map(({ key, profile }) => (
            <WeaponRow key={key} profile={profile} look="print" />
          ))}
        </tbody>
      ))}
    </table>
  );
}
