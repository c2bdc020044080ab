import { useMemo } from 'react';
import type { Ability, Datasheet } from '../../domain/data/datasheet.schema';
import { counted } from '../../domain/english';
import { datasheetRulesUrl } from '../../domain/data/full-rules-links';
import { leadsLabels } from '../../domain/roster/leading';
import type { GameData } from '../../domain/data/game-data';
import { selectOpenGameData, selectOpenRoster } from '../../store/selectors';
import { useRosterStore } from '../../store/store-context';
import { DetachmentRules } from './detachment-rules';
import { FullRulesLink } from './full-rules-link';
import { ProfileTable } from '../../components/ui/profile-table';
import { CollapsedRuleList, RuleList } from './rule-list';
import { glossaryFor } from './weapon-glossary';
import { WeaponTable } from '../../components/ui/weapon-table';

/** A datasheet in full: profiles, weapons (abilities explained), abilities, composition, points, leaders, the army's rules. */
export function DatasheetView({ datasheetId }: { datasheetId: string }) {
  const data = useRosterStore(selectOpenGameData);
  const roster = useRosterStore(selectOpenRoster);
  const datasheet = data?.faction.datasheets.find((d) => d.id === datasheetId);
  if (!data || !roster) return null;
  if (!datasheet)
    return (
      <p className="notice notice--error">
        There is no datasheet “{datasheetId}” in the {data.faction.name} data.
      </p>
    );
  return (
    <article className="datasheet" aria-label={`${datasheet.name} datasheet`}>
      <DatasheetBody datasheet={datasheet} data={data} />
      <DetachmentRules data={data} detachmentId={roster.detachmentId} />
    </article>
  );
}

function DatasheetBody({ datasheet, data }: { datasheet: Datasheet; data: GameData }) {
  const weaponAbilities = useMemo(
    () =>
      glossaryFor(
        datasheet.wargear.flatMap((w) => w.profiles.flatMap((p) => p.abilities)),
        data.system.weaponAbilities,
      ),
    [datasheet, data],
  );
  const ledBy = data.faction.datasheets.filter((d) => d.leads.includes(datasheet.id));
  const leads = leadsLabels(datasheet, data);
  const coreText = new Map(data.system.coreRules.map((r) => [r.name.toUpperCase(), r.text]));
  // A wargear ability is both one of the datasheet's abilities (with its text) and named on the wargear that gives
  // it (an Archon's Soul Trap): listed once, saying which wargear gives it.
  const givenBy = (name: string) => datasheet.wargear.filter((w) => w.abilities.includes(name)).map((w) => w.name);
  // The unit's own abilities first, then its faction's; the core rules come last, behind their names.
  const kindOrder = { datasheet: 0, wargear: 0, faction: 1, core: 2 } as const;
  const abilities = datasheet.abilities
    .toSorted((a, b) => kindOrder[a.kind] - kindOrder[b.kind])
    .map((a) => ({
      kind: a.kind,
      name: a.name,
      text: a.text ?? (a.kind === 'core' ? coreText.get(a.name.toUpperCase()) : undefined),
      detail: abilityDetail(a, givenBy(a.name)),
    }));
  const listed = new Set(datasheet.abilities.map((a) => a.name));
  const wargearAbilities = datasheet.wargear.flatMap((w) =>
    w.abilities.filter((name) => !listed.has(name)).map((name) => ({ name, detail: `(${w.name})` })),
  );
  return (
    <>
      <h3 className="datasheet__name">{datasheet.name}</h3>
      {datasheet.content !== 'matched-play' && (
        <p className="tag">{datasheet.content === 'legends' ? 'Legends' : datasheet.content}</p>
      )}
      <FullRulesLink href={datasheetRulesUrl(datasheet, data.faction)}>Full rules on Wahapedia</FullRulesLink>
      <ProfileTable profiles={datasheet.profiles} />
      <WeaponTable type="ranged" wargear={datasheet.wargear} />
      <WeaponTable type="melee" wargear={datasheet.wargear} />
      {abilities.length + wargearAbilities.length > 0 && (
        <section aria-label="Abilities">
          <h4>Abilities</h4>
          <RuleList rules={[...abilities.filter((a) => a.kind !== 'core'), ...wargearAbilities]} />
          <CollapsedRuleList label="Core abilities" rules={abilities.filter((a) => a.kind === 'core')} />
        </section>
      )}
      {weaponAbilities.length > 0 && (
        <section aria-label="Weapon abilities">
          <h4>Weapon abilities</h4>
          <CollapsedRuleList label="Weapon abilities explained" rules={weaponAbilities} />
        </section>
      )}
      {datasheet.damaged && (
        <section aria-label="Damaged">
          <h4>Damaged: {datasheet.damaged.woundsRemaining} wounds remaining</h4>
          {datasheet.damaged.text && <p>{datasheet.damaged.text}</p>}
        </section>
      )}
      <section aria-label="Unit composition">
        <h4>Unit composition</h4>
        <ul>
          {datasheet.composition.modelTypes.map((m) => (
            <li key={m.id}>
              {m.min === m.max ? m.min : `${m.min}–${m.max}`} {m.name}
              {m.defaultWargear.length > 0 &&
                `: ${m.defaultWargear
                  .map(
                    (w) =>
                      `${w.count > 1 ? `${w.count}× ` : ''}${datasheet.wargear.find((x) => x.id === w.wargearId)?.name ?? w.wargearId}`,
                  )
                  .join(', ')}`}
            </li>
          ))}
        </ul>
        <table className="stat-table stat-table--compact">
          <caption>Points</caption>
          <tbody>
            {datasheet.points.map((tier) => (
              <tr key={tier.models}>
                <th scope="row">{counted(tier.models, 'model')}</th>
                <td>{tier.points} pts</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {(leads.length > 0 || ledBy.length > 0) && (
        <section aria-label="Leader">
          <h4>Leader</h4>
          {leads.length > 0 && <p>Can lead: {leads.join(', ')}.</p>}
          {ledBy.length > 0 && <p>Can be led by: {ledBy.map((d) => d.name).join(', ')}.</p>}
        </section>
      )}
      <section aria-label="Keywords">
        <h4>Keywords</h4>
        <p className="keywords">{datasheet.keywords.join(', ')}</p>
        <p className="keywords">
          <span className="keywords__label">Faction: </span>
          {datasheet.factionKeywords.join(', ')}
        </p>
      </section>
    </>
  );
}

/**
 * What kind of ability it is, from the data: a core or faction rule says so, a wargear ability names its wargear, and
 * the unit's own ability (a Redemptor's Duty Eternal) carries no label.
 */
function abilityDetail(ability: Ability, givenBy: readonly string[]): string | undefined {
  switch (ability.kind) {
    case 'core':
      return '(core)';
    case 'faction':
      return '(faction)';
    case 'wargear':
      return wargearDetail(ability.name, givenBy);
    case 'datasheet':
      return undefined;
  }
}

/** Names the wargear that gives an ability unless it is the ability's own name (an Archon's Soul Trap: "(wargear)"). */
function wargearDetail(ability: string, wargear: readonly string[]): string {
  const others = wargear.filter((w) => w !== ability);
  return others.length > 0 ? `(${others.join(', ')})` : '(wargear)';
}
