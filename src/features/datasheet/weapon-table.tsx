import type { Wargear, WeaponProfile } from '../../domain/data/wargear.schema';

/** Every profile of the weapons of one type, as the datasheet prints them, abilities in brackets under the name. */
export function WeaponTable({ type, wargear }: { type: WeaponProfile['type']; wargear: readonly Wargear[] }) {
  const rows = wargear.flatMap((w) => w.profiles.filter((p) => p.type === type).map((profile) => ({ wargear: w, profile })));
  if (rows.length === 0) return null;
  const isRanged = type === 'ranged';
  return (
    <div className="table-scroll">
      <table className="stat-table">
        <caption>{isRanged ? 'Ranged weapons' : 'Melee weapons'}</caption>
        <thead>
          <tr>
            <th scope="col">Weapon</th>
            <th scope="col">Range</th>
            <th scope="col">
              <abbr title="Attacks">A</abbr>
            </th>
            <th scope="col">{isRanged ? <abbr title="Ballistic Skill">BS</abbr> : <abbr title="Weapon Skill">WS</abbr>}</th>
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
        </thead>
        <tbody>
          {rows.map(({ wargear: w, profile }) => (
            <tr key={`${w.id}:${profile.name}`}>
              <th scope="row">
                {profile.name}{' '}
                {profile.abilities.length > 0 && (
                  <span className="stat-table__abilities">[{profile.abilities.map((a) => a.toUpperCase()).join(', ')}]</span>
                )}
              </th>
              <td>{profile.range}</td>
              <td>{profile.attacks}</td>
              <td>{profile.skill}</td>
              <td>{profile.strength}</td>
              <td>{profile.ap}</td>
              <td>{profile.damage}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
