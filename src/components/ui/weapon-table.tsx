import type { Wargear, WeaponProfile } from '../../domain/data/wargear.schema';
import { STAT_TABLE_CLASS, type StatTableLook } from './stat-table-look';
import { WEAPON_TYPE_TITLES, weaponProfiles } from './weapon-profiles';

/** The column headings of a weapons table; `first` heads the weapons' names. */
export function WeaponHeadings({ type, first }: { type: WeaponProfile['type']; first: string }) {
  return (
    <tr>
      <th scope="col">{first}</th>
      <th scope="col">Range</th>
      <th scope="col">
        <abbr title="Attacks">A</abbr>
      </th>
      <th scope="col">
        {type === 'ranged' ? <abbr title="Ballistic Skill">BS</abbr> : <abbr title="Weapon Skill">WS</abbr>}
      </th>
      <th scope="col">
        <abbr title="Strength">S</abbr>
      </th>
      <th scope="col">
        <abbr title="Armour Penetration">AP</abbr>
      </th>
      <th scope="col">
        <abbr title="Damage">D</abbr>
      </th>
    </tr>
  );
}

/** One weapon profile, its abilities in brackets after the name (on their own line in the app, see builder.css). */
export function WeaponRow({ profile, look }: { profile: WeaponProfile; look: StatTableLook }) {
  return (
    <tr>
      <th scope="row">
        {profile.name}
        {profile.abilities.length > 0 && (
          <>
            {' '}
            <span className={`${STAT_TABLE_CLASS[look]}__abilities`}>
              [{profile.abilities.map((a) => a.toUpperCase()).join(', ')}]
            </span>
          </>
        )}
      </th>
      <td>{profile.range}</td>
      <td>{profile.attacks}</td>
      <td>{profile.skill}</td>
      <td>{profile.strength}</td>
      <td>{profile.ap}</td>
      <td>{profile.damage}</td>
    </tr>
  );
}

/** Every profile of the weapons of one type, as the datasheet prints them, under the type's caption. */
export function WeaponTable({ type, wargear }: { type: WeaponProfile['type']; wargear: readonly Wargear[] }) {
  const rows = weaponProfiles(wargear, type);
  if (rows.length === 0) return null;
  return (
    <div className="table-scroll">
      <table className={STAT_TABLE_CLASS.screen}>
        <caption>{WEAPON_TYPE_TITLES[type]}</caption>
        <thead>
          <WeaponHeadings type={type} first="Weapon" />
        </thead>
        <tbody>
          {rows.map(({ key, profile }) => (
            <WeaponRow key={key} profile={profile} look="screen" />
          ))}
        </tbody>
      </table>
    </div>
  );
}
