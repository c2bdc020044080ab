import type { ModelProfile } from '../../domain/data/datasheet.schema';
import { STAT_TABLE_CLASS, type StatTableLook } from './stat-table-look';

/** Model characteristics as the datasheet prints them; the Inv column only when one of the profiles has an invulnerable save. */
export function ProfileTable({
  profiles,
  look = 'screen',
}: {
  profiles: readonly ModelProfile[];
  look?: StatTableLook;
}) {
  const hasInvulnerable = profiles.some((p) => p.invulnerableSave);
  const table = (
    <table className={STAT_TABLE_CLASS[look]}>
      {look === 'screen' && <caption>Characteristics</caption>}
      <thead>
        <tr>
          <th scope="col">Model</th>
          <th scope="col">
            <abbr title="Movement">M</abbr>
          </th>
          <th scope="col">
            <abbr title="Toughness">T</abbr>
          </th>
          <th scope="col">
            <abbr title="Save">Sv</abbr>
          </th>
          <th scope="col">
            <abbr title="Wounds">W</abbr>
          </th>
          <th scope="col">
            <abbr title="Leadership">Ld</abbr>
          </th>
          <th scope="col">
            <abbr title="Objective Control">OC</abbr>
          </th>
          {hasInvulnerable && (
            <th scope="col">
              <abbr title="Invulnerable save">Inv</abbr>
            </th>
          )}
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
  return look === 'screen' ? <div className="table-scroll">{table}</div> : table;
}
