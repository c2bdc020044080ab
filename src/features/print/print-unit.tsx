import type { GameData } from '../../domain/data/game-data';
import { unitLoadout } from '../../domain/roster/loadout';
import { findDatasheet, findEnhancement } from '../../domain/roster/lookup';
import type { Roster, Unit } from '../../domain/roster/roster.schema';
import { unitName } from '../../domain/roster/list-sections';
import { unitLabel } from '../../domain/roster/unit-labels';
import { ProfileTable } from '../../components/ui/profile-table';
import { PrintWeapons } from './print-weapons';

/**
 * One unit on paper: what it is and costs, what its models carry, and the datasheet it is played from
 * (the profiles its models use, the weapons they carry, its abilities), kept on one page where it fits. `copies`
 * identical units share the page: "Ravager ×3", one datasheet.
 */
export function PrintUnit({
  roster,
  unit,
  data,
  points,
  copies = 1,
  withRulesText,
}: {
  roster: Roster;
  unit: Unit;
  data: GameData;
  points: number;
  copies?: number;
  /** Print the text of the rules that have it; without, every rule by name. */
  withRulesText: boolean;
}) {
  const datasheet = findDatasheet(data, unit.datasheetId);
  const label = copies > 1 ? `${unitName(unit, data)} ×${copies}` : unitLabel(roster, unit, data);
  const loadout = unitLoadout(unit, data);
  const enhancement = unit.enhancementId ? findEnhancement(data, unit.enhancementId, roster.detachmentId) : undefined;
  const bodyguard = unit.attachedToUnitId ? roster.units.find((u) => u.id === unit.attachedToUnitId) : undefined;
  const carried = new Set(loadout.flatMap((group) => group.wargear.map((w) => w.wargearId)));
  const wargear = datasheet?.wargear.filter((w) => carried.has(w.id)) ?? [];
  const profileNames = new Set(
    loadout.flatMap(
      (group) => datasheet?.composition.modelTypes.find((m) => m.id === group.modelTypeId)?.profile ?? [],
    ),
  );
  // The profiles the unit's models use; all of them when no model type names one.
  const profiles = datasheet?.profiles.filter((p) => profileNames.size === 0 || profileNames.has(p.name)) ?? [];
  // With rules text, rules that have it are printed in full; the rest (core rules, rules the data has only the name
  // of) by name. A wargear ability only when the unit carries what gives it: an Archon without a soul trap has no
  // Soul Trap.
  const carriedAbilities = new Set(wargear.flatMap((w) => w.abilities));
  const listed = new Set(datasheet?.abilities.map((a) => a.name));
  const abilities = [
    ...(datasheet?.abilities.filter((a) => a.kind !== 'wargear' || carriedAbilities.has(a.name)) ?? []),
    ...wargear.flatMap((w) =>
      w.abilities
        .filter((name) => !listed.has(name))
        .map((name) => ({ name: `${name} (${w.name})`, kind: 'wargear' as const, text: undefined })),
    ),
  ];
  const described = withRulesText ? abilities.filter((a) => a.text && a.kind !== 'core') : [];
  const named = abilities.filter((a) => !described.includes(a));
  const titleId = `print-unit-${unit.id}`;
  return (
    <article className="print-unit" aria-labelledby={titleId}>
      <header className="print-unit__head">
        <h2 id={titleId}>{label}</h2>
        <span className="print-unit__points">
          {copies > 1 ? `${points} pts each, ${points * copies} pts` : `${points} pts`}
        </span>
      </header>
      {(unit.isWarlord || enhancement || bodyguard) && (
        <p className="print-unit__notes">
          {[
            unit.isWarlord ? 'Warlord' : null,
            enhancement ? `Enhancement: ${enhancement.name} (${enhancement.points} pts)` : null,
            bodyguard ? `Leading ${unitLabel(roster, bodyguard, data)}` : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
      <ul className="print-unit__loadout" aria-label="Loadout">
        {loadout.map((group) => (
          <li key={group.modelTypeId}>
            <strong>
              {group.count}× {group.name}
            </strong>
            {group.wargear.length > 0 && ': '}
            {group.wargear.map((w) => `${w.count}× ${w.name}`).join(', ')}
          </li>
        ))}
      </ul>
      {datasheet ? (
        <>
          <ProfileTable profiles={profiles} look="print" />
          <PrintWeapons wargear={wargear} />
          {named.length > 0 && (
            <p className="print-unit__named">
              <strong>Abilities:</strong> {named.map((a) => a.name).join(', ')}
            </p>
          )}
          {described.length > 0 && (
            <dl className="print-unit__abilities">
              {described.map((a) => (
                <div key={a.name}>
                  <dt>{a.name}</dt>
                  <dd>{a.text}</dd>
                </div>
              ))}
            </dl>
          )}
          {withRulesText && enhancement?.text && (
            <dl className="print-unit__abilities">
              <div>
                <dt>{enhancement.name} (Enhancement)</dt>
                <dd>{enhancement.text}</dd>
              </div>
            </dl>
          )}
          <p className="print-unit__keywords">
            <strong>Keywords:</strong> {[...datasheet.keywords, ...datasheet.factionKeywords].join(', ')}
          </p>
        </>
      ) : (
        <p>
          The datasheet “{unit.datasheetId}” is not in the {data.faction.name} data.
        </p>
      )}
    </article>
  );
}
