import type { Datasheet } from '../../domain/data/datasheet.schema';

export function ProfileTable({ datasheet }: { datasheet: Datasheet }) {
  const hasInvulnerable = datasheet.profiles.some((p) => p.invulnerableSave);
  return (
    <div className="table-scroll">
      <table className="stat-table">
        <caption>Characteristics</caption>
        <thead>
          <tr>
            <th scope="col">Model</th>
            <th scope="col"><abbr title="Movement">M</abbr></th>
            <th scope="col"><abbr title="Toughness">T</abbr></th>
            <th scope="col"><abbr title="Save">Sv</abbr></th>
            <th scope="col"><abbr title="Wounds">W</abbr></th>
            <th scope="col"><abbr title="Leadership">Ld</abbr></th>
            <th scope="col"><abbr title="Objective Control">OC</abbr></th>
            {hasInvulnerable && <th scope="col"><abbr title="Invulnerable save">Inv</abbr></th>}
          </tr>
        </thead>
        <tbody>
          {datasheet.profiles.map((p) => (
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
    </div>
  );
}
