import type { Datasheet } from '../../domain/data/datasheet.schema';
import type { Wargear, WeaponProfile } from '../../domain/data/wargear.schema';

/** The profiles a unit's models use, as the datasheet prints them. */
export function PrintProfiles({ datasheet, profileNames }: { datasheet: Datasheet; profileNames: ReadonlySet<string> }) {
  const profiles = datasheet.profiles.filter((p) => profileNames.size === 0 || profileNames.has(p.name));
  const hasInvulnerable = profiles.some((p) => p.invulnerableSave);
  return (
    <table className="print-table">
      <thead>
        <tr>
          <th scope="col">Model</th>
          <th scope="col">M</th>
          <th scope="col">T</th>
          <th scope="col">Sv</th>
          <th scope="col">W</th>
          <th scope="col">Ld</th>
          <th scope="col">OC</th>
          {hasInvulnerable && <th scope="col">Inv</th>}
        </tr>
      </thead>
      <tbody>
        {profiles.map((p) => (
          <tr key={p.name}>
            <th scope="row">{p.name}</th>
            <td>{p.movement}</td>
            <td>{p.toughness}</td>
            <td>{p.save}</td>
            <td>{p.wounds}</td>
            <td>{p.leadership}</td>
            <td>{p.objectiveControl}</td>
            {hasInvulnerable && <td>{p.invulnerableSave ?? '–'}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every profile of the weapons carried, ranged then melee, abilities in brackets after the name. */
export function PrintWeapons({ wargear }: { wargear: readonly Wargear[] }) {
  const rows = (type: WeaponProfile['type']) =>
    wargear.flatMap((w) => w.profiles.filter((p) => p.type === type).map((profile) => ({ id: `${w.id}:${profile.name}`, profile })));
  const groups = [
    { type: 'ranged', title: 'Ranged weapons', skill: 'BS', rows: rows('ranged') },
    { type: 'melee', title: 'Melee weapons', skill: 'WS', rows: rows('melee') },
  ].filter((g) => g.rows.length > 0);
  if (groups.length === 0) return null;
  return (
    <table className="print-table print-table--weapons">
      {groups.map((group) => (
        <tbody key={group.type}>
          <tr>
            <th scope="col">{group.title}</th>
            <th scope="col">Range</th>
            <th scope="col">A</th>
            <th scope="col">{group.skill}</th>
            <th scope="col">S</th>
            <th scope="col">AP</th>
            <th scope="col">D</th>
          </tr>
          {group.rows.map(({ id, profile }) => (
            <tr key={id}>
              <th scope="row">
                {profile.name}
                {profile.abilities.length > 0 && (
                  <span className="print-table__abilities"> [{profile.abilities.map((a) => a.toUpperCase()).join(', ')}]</span>
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
      ))}
    </table>
  );
}
