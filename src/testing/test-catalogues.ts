/**
 * A miniature game system and faction catalogue in BattleScribe's XML, for the importer's unit tests: small enough to
 * read in one go, with each construct the importer translates (points by model count, variant models, link modifiers,
 * leader lists, detachments with Enhancements, a points-capped ally category whose character the catalogue bars from
 * being Warlord and offers an Enhancement of one detachment, unit sizes chosen from fixed options, an optional bundle
 * of models, wargear given to the unit and tied to one of its models by an association, a drone holding a weapon,
 * a shared group of drones whose one option, capped below the group, is hidden unless the unit has a category (a
 * Battlesuit has it, a Pod not),
 * an ability a variant model's name lists, a cap in the unit's scope, a group filled by its entries' defaults,
 * groups inside groups, an upgrade that renames itself once taken (a Tome printed "Tome of Secrets"), a model renamed
 * when something else is taken, a group bounding the total of two kinds of model, a model count bounded in its group by the
 * group's id, Faction keywords only on a unit's model or on no entry at all, Enhancements
 * linked under another group name onto a model inside the unit, a vehicle a detachment-only upgrade makes a CHARACTER
 * with Enhancements of that detachment (and another's it cannot take), an upgrade another detachment makes it take
 * at a cost while making it BATTLELINE, upgrades on the unit rather than a model, a group of groups whose limits its
 * sub-groups keep, a limit scoped to another datasheet's id, an editor error counting a variant model, and a
 * modifier, a condition, a constraint and links of kinds the importer does not know). Its rules text (abilities, an
 * Enhancement, a detachment rule, an army rule, a core rule) says "never imported": only a player's own import
 * (`rulesText`) keeps it.
 */
import { strToU8, zipSync } from 'fflate';
import type { BsCatalogue } from '../domain/import/read/bs-types';
import { parseCatalogueXml } from '../domain/import/read/bs-xml';
import type { FactionSpec } from '../domain/import/translate/faction';

const PTS = '51b2-306e-1021-d207';

export const TEST_GAME_SYSTEM = `<?xml version="1.0" encoding="UTF-8"?>
<gameSystem xmlns="http://www.battlescribe.net/schema/gameSystemSchema" id="sys-test" name="Warhammer 40,000 10th Edition" type="gameSystem">
  <categoryEntries>
    <categoryEntry id="9cfd-1c32-585f-7d5c" name="Character" hidden="false"/>
    <categoryEntry id="4f3a-f0f7-6647-348d" name="Epic Hero" hidden="false"/>
    <categoryEntry id="e338-111e-d0c6-b687" name="Battleline" hidden="false"/>
    <categoryEntry id="ba07-411c-2832-1f79" name="Dedicated Transport" hidden="false"/>
    <categoryEntry id="4ac9-fd30-1e3d-b249" name="Configuration" hidden="false"/>
    <categoryEntry id="cat-inf" name="Infantry" hidden="false"/>
    <categoryEntry id="cat-veh" name="Vehicle" hidden="false"/>
    <categoryEntry id="cat-testers" name="Faction: Testers" hidden="false"/>
    <categoryEntry id="cat-pals" name="Faction: Pals" hidden="false">
      <constraints>
        <constraint type="max" value="-1" field="${PTS}" scope="force" shared="true" id="pals-cap"/>
      </constraints>
      <modifiers>
        <modifier type="set" value="250" field="pals-cap">
          <conditionGroups><conditionGroup type="and"><conditions>
            <condition type="instanceOf" value="1" field="selections" scope="primary-catalogue" childId="cat-test"/>
            <condition type="greaterThan" value="0" field="selections" scope="force" childId="bs-inc"/>
          </conditions></conditionGroup></conditionGroups>
        </modifier>
        <modifier type="set" value="500" field="pals-cap">
          <conditionGroups><conditionGroup type="and"><conditions>
            <condition type="instanceOf" value="1" field="selections" scope="primary-catalogue" childId="cat-test"/>
            <condition type="greaterThan" value="0" field="selections" scope="force" childId="bs-sf"/>
          </conditions></conditionGroup></conditionGroups>
        </modifier>
      </modifiers>
    </categoryEntry>
  </categoryEntries>
  <forceEntries>
    <forceEntry id="bb9d-299a-ed60-2d8a" name="Army Roster" hidden="false"/>
  </forceEntries>
  <sharedSelectionEntries>
    <selectionEntry id="564e-fbc6-5266-3ea4" name="Battle Size" hidden="false" type="upgrade">
      <selectionEntryGroups>
        <selectionEntryGroup id="bs-group" name="Battle Size" hidden="false">
          <selectionEntries>
            <selectionEntry id="bs-inc" name="1. Incursion (1000 Point limit)" hidden="false" type="upgrade"/>
            <selectionEntry id="bs-sf" name="2. Strike Force (2000 Point limit)" hidden="false" type="upgrade"/>
          </selectionEntries>
        </selectionEntryGroup>
      </selectionEntryGroups>
    </selectionEntry>
  </sharedSelectionEntries>
  <sharedRules>
    <rule id="rule-leader" name="Leader" hidden="false"><description>Core rule text (not imported).</description></rule>
    <rule id="rule-anti" name="Anti-" hidden="false"><description>Core rule text (never imported): critical wounds against the keyword.</description></rule>
  </sharedRules>
</gameSystem>`;

const weapon = (id: string, name: string, type: 'Ranged Weapons' | 'Melee Weapons', keywords = '-') => `
  <profile id="${id}-p" name="${name}" hidden="false" typeId="x" typeName="${type}">
    <characteristics>
      <characteristic name="Range" typeId="r">${type === 'Melee Weapons' ? 'Melee' : '24&quot;'}</characteristic>
      <characteristic name="A" typeId="a">2</characteristic>
      <characteristic name="${type === 'Melee Weapons' ? 'WS' : 'BS'}" typeId="s">3+</characteristic>
      <characteristic name="S" typeId="st">4</characteristic>
      <characteristic name="AP" typeId="ap">-1</characteristic>
      <characteristic name="D" typeId="d">1</characteristic>
      <characteristic name="Keywords" typeId="k">${keywords}</characteristic>
    </characteristics>
  </profile>`;

const unitProfile = (name: string) => `
  <profile id="${name}-unit" name="${name}" hidden="false" typeId="u" typeName="Unit">
    <characteristics>
      <characteristic name="M" typeId="m">6&quot;</characteristic>
      <characteristic name="T" typeId="t">4</characteristic>
      <characteristic name="SV" typeId="sv">4+</characteristic>
      <characteristic name="W" typeId="w">2</characteristic>
      <characteristic name="LD" typeId="ld">6+</characteristic>
      <characteristic name="OC" typeId="oc">2</characteristic>
    </characteristics>
  </profile>`;

const exactly = (id: string, n: number) => `
  <constraints>
    <constraint type="min" value="${n}" field="selections" scope="parent" shared="true" id="${id}-min"/>
    <constraint type="max" value="${n}" field="selections" scope="parent" shared="true" id="${id}-max"/>
  </constraints>`;

const one = (id: string) => exactly(id, 1);

/** A Testers Infantry unit's keywords (its category links' ids start with `linkPrefix`), cost and profile. */
const testersInfantry = (linkPrefix: string, profileName: string, pts: number, moreCategories = '') => `
  <categoryLinks>
    <categoryLink id="${linkPrefix}1" name="Infantry" targetId="cat-inf" primary="true"/>
    <categoryLink id="${linkPrefix}2" name="Faction: Testers" targetId="cat-testers" primary="false"/>${moreCategories}
  </categoryLinks>
  <costs><cost name="pts" typeId="${PTS}" value="${pts}"/></costs>
  <profiles>${unitProfile(profileName)}</profiles>`;

/** A model's one weapon: a link to the shared wargear entry, taken exactly once. */
const carries = (linkId: string, name: string, targetId: string) => `
  <entryLinks>
    <entryLink id="${linkId}" name="${name}" hidden="false" type="selectionEntry" targetId="${targetId}">${one(linkId)}</entryLink>
  </entryLinks>`;

/** The hidden category the catalogue puts on Pack Runts, which associations name. */
const runtCategory = (id: string) => `
  <categoryLinks><categoryLink id="${id}-cat" name="Runt" targetId="cat-runt" primary="false"/></categoryLinks>`;

/** A Pack size option's plain Runts: a link to the shared Runt with the option's count. */
const runts = (option: string, n: number) => `
  <entryLink id="lk-runt-${option}" name="Runt" hidden="false" type="selectionEntry" targetId="m-runt">${exactly(`lk-runt-${option}`, n)}${runtCategory(`lk-runt-${option}`)}</entryLink>`;

/** The shared Icon given to a unit, carried by the model its association names; `extra` holds link modifiers. */
const icon = (unit: string, childId: string, extra = '') => `
  <entryLink id="lk-icon-${unit}" name="Icon" hidden="false" type="selectionEntry" targetId="e-icon">
    <associations>
      <association min="1" max="1" scope="${unit}" childId="${childId}" name="Icon" id="as-icon-${unit}"/>
    </associations>${extra}
  </entryLink>`;

const runtsWithGun = (option: string, n: number) => `
  <selectionEntry id="m-runt-gun-${option}" name="Runt w/ Gun" hidden="false" type="model">
    ${exactly(`m-runt-gun-${option}`, n)}${runtCategory(`m-runt-gun-${option}`)}
    ${carries(`lk-gun-${option}`, 'Gun', 'e-gun')}
  </selectionEntry>`;

const oddModels = (option: string, bosses: number, grunts: number) => `
  <selectionEntry id="m-odd-boss-${option}" name="Odd Boss" hidden="false" type="model">${exactly(`m-odd-boss-${option}`, bosses)}</selectionEntry>
  <selectionEntry id="m-odd-grunt-${option}" name="Odd Grunt" hidden="false" type="model">${exactly(`m-odd-grunt-${option}`, grunts)}</selectionEntry>`;

export const TEST_CATALOGUE = `<?xml version="1.0" encoding="UTF-8"?>
<catalogue xmlns="http://www.battlescribe.net/schema/catalogueSchema" id="cat-test" name="Testers" library="false" type="catalogue">
  <categoryEntries>
    <categoryEntry id="cat-grunts" name="Grunts" hidden="false"/>
    <categoryEntry id="cat-boss" name="Boss" hidden="false"/>
    <categoryEntry id="cat-runt" name="Runt" hidden="true"/>
    <categoryEntry id="cat-heavy" name="Heavy Suit" hidden="false"/>
  </categoryEntries>
  <rules>
    <rule id="r-doctrine" name="Test Doctrine" hidden="false"><description>Catalogue text (never imported): if your Army Faction is ^^**Testers**^^, your units hold.</description></rule>
  </rules>
  <sharedSelectionEntries>
    <selectionEntry id="e-blade" name="Blade" hidden="false" type="upgrade">
      <profiles>${weapon('blade', 'Blade', 'Melee Weapons', 'Anti-Infantry 4+')}</profiles>
    </selectionEntry>
    <selectionEntry id="e-gun" name="Gun" hidden="false" type="upgrade">
      <profiles>${weapon('gun', 'Gun', 'Ranged Weapons')}</profiles>
    </selectionEntry>
    <selectionEntry id="e-icon" name="Icon" hidden="false" type="upgrade">
      <constraints><constraint type="max" value="1" field="selections" scope="parent" shared="true" id="e-icon-max"/></constraints>
      <profiles>
        <profile id="icon-ab" name="Icon" hidden="false" typeId="ab" typeName="Abilities">
          <characteristics><characteristic name="Description" typeId="desc">Catalogue text (never imported): the bearer's unit is **Stubborn**.</characteristic></characteristics>
        </profile>
      </profiles>
    </selectionEntry>
    <selectionEntry id="u-grunts" name="Grunts" hidden="false" type="unit">
      <categoryLinks>
        <categoryLink id="l1" name="Battleline" targetId="e338-111e-d0c6-b687" primary="true"/>
        <categoryLink id="l2" name="Infantry" targetId="cat-inf" primary="false"/>
        <categoryLink id="l3" name="Grunts" targetId="cat-grunts" primary="false"/>
        <categoryLink id="l4" name="Faction: Testers" targetId="cat-testers" primary="false"/>
      </categoryLinks>
      <costs><cost name="pts" typeId="${PTS}" value="50"/></costs>
      <modifiers>
        <modifier type="set" value="90" field="${PTS}">
          <conditions><condition type="greaterThan" value="5" field="selections" scope="u-grunts" childId="model"/></conditions>
        </modifier>
      </modifiers>
      <profiles>
        ${unitProfile('Grunts')}
        <profile id="grunts-stubborn" name="Stubborn" hidden="false" typeId="ab" typeName="Abilities">
          <characteristics><characteristic name="Description" typeId="desc">Catalogue text (never imported).</characteristic></characteristics>
        </profile>
      </profiles>
      <selectionEntryGroups>
        <selectionEntryGroup id="g-grunts" name="4-9 Grunts" hidden="false" defaultSelectionEntryId="m-grunt">
          <constraints>
            <constraint type="min" value="4" field="selections" scope="parent" shared="true" id="g-grunts-min"/>
            <constraint type="max" value="9" field="selections" scope="parent" shared="true" id="g-grunts-max"/>
          </constraints>
          <selectionEntries>
            <selectionEntry id="m-grunt" name="Grunt" hidden="false" type="model">
              <constraints><constraint type="max" value="9" field="selections" scope="parent" shared="true" id="m-grunt-max"/></constraints>
              ${carries('lk-blade-1', 'Blade', 'e-blade')}
            </selectionEntry>
            <selectionEntry id="m-gunner" name="Grunt with Gun" hidden="false" type="model">
              <constraints><constraint type="max" value="0" field="selections" scope="parent" shared="true" id="m-gunner-max"/></constraints>
              <modifiers>
                <modifier type="increment" value="1" field="m-gunner-max">
                  <repeats><repeat value="5" repeats="1" field="selections" scope="u-grunts" childId="model" roundUp="false"/></repeats>
                </modifier>
              </modifiers>
              ${carries('lk-gun', 'Gun', 'e-gun')}
            </selectionEntry>
          </selectionEntries>
        </selectionEntryGroup>
        <selectionEntryGroup id="g-sarge" name="Sarge" hidden="false">
          <selectionEntries>
            <selectionEntry id="m-sarge" name="Sarge" hidden="false" type="model">
              ${one('m-sarge')}
              <selectionEntryGroups>
                <selectionEntryGroup id="g-sarge-weapon" name="Weapon" hidden="false" defaultSelectionEntryId="lk-blade-2">
                  ${one('g-sarge-weapon')}
                  <entryLinks>
                    <entryLink id="lk-blade-2" name="Blade" hidden="false" type="selectionEntry" targetId="e-blade"/>
                    <entryLink id="lk-gun-2" name="Gun" hidden="false" type="selectionEntry" targetId="e-gun"/>
                  </entryLinks>
                </selectionEntryGroup>
              </selectionEntryGroups>
            </selectionEntry>
          </selectionEntries>
        </selectionEntryGroup>
      </selectionEntryGroups>
      <entryLinks>${icon('u-grunts', 'model')}</entryLinks>
    </selectionEntry>
    <selectionEntry id="u-boss" name="Big Boss" hidden="false" type="model">
      <categoryLinks>
        <categoryLink id="b1" name="Character" targetId="9cfd-1c32-585f-7d5c" primary="true"/>
        <categoryLink id="b2" name="Boss" targetId="cat-boss" primary="false"/>
        <categoryLink id="b3" name="Faction: Testers" targetId="cat-testers" primary="false"/>
      </categoryLinks>
      <costs><cost name="pts" typeId="${PTS}" value="70"/></costs>
      <profiles>
        ${unitProfile('Big Boss')}
        <profile id="boss-leader" name="Leader" hidden="false" typeId="ab" typeName="Abilities">
          <characteristics><characteristic name="Description" typeId="desc">This model can be attached to the following unit:
■ ^^**Grunts**^^</characteristic></characteristics>
        </profile>
        <profile id="boss-orders" name="Boss Orders" hidden="false" typeId="ab" typeName="Abilities">
          <characteristics><characteristic name="Description" typeId="desc">Catalogue text (never imported): once per battle, one ^^Grunts^^ unit  acts first.

&lt;b&gt;Not HTML&lt;/b&gt;</characteristic></characteristics>
        </profile>
        <profile id="boss-inv" name="Invulnerable Save" hidden="false" typeId="ab" typeName="Abilities">
          <characteristics><characteristic name="Description" typeId="desc">This model has a 4+ invulnerable save.</characteristic></characteristics>
        </profile>
      </profiles>
      <entryLinks>
        <entryLink id="lk-blade-3" name="Blade" hidden="false" type="selectionEntry" targetId="e-blade">${one('lk-blade-3')}</entryLink>
        <entryLink id="lk-warlord-boss" name="Warlord" hidden="false" type="selectionEntry" targetId="e-warlord"/>
        <entryLink id="lk-enh" name="Enhancements" hidden="false" type="selectionEntryGroup" targetId="g-enh"/>
      </entryLinks>
    </selectionEntry>
    <selectionEntry id="u-walker" name="Walkers" hidden="false" type="unit">
      <categoryLinks>
        <categoryLink id="w1" name="Vehicle" targetId="cat-veh" primary="true"/>
        <categoryLink id="w2" name="Faction: Testers" targetId="cat-testers" primary="false"/>
      </categoryLinks>
      <selectionEntries>
        <selectionEntry id="m-walker" name="Walker" hidden="false" type="model">
          <constraints>
            <constraint type="min" value="1" field="selections" scope="parent" shared="true" id="m-walker-min"/>
            <constraint type="max" value="2" field="selections" scope="parent" shared="true" id="m-walker-max"/>
          </constraints>
          <costs><cost name="pts" typeId="${PTS}" value="85"/></costs>
          <profiles>${unitProfile('Walker')}</profiles>
          <entryLinks>
            <entryLink id="lk-heavy" name="Heavy Weapons" hidden="false" type="selectionEntryGroup" targetId="g-heavy">
              <modifiers>
                <modifier type="set" value="2" field="g-heavy-min"/>
                <modifier type="set" value="2" field="g-heavy-max"/>
              </modifiers>
            </entryLink>
          </entryLinks>
        </selectionEntry>
      </selectionEntries>
      <entryLinks>${icon('u-walker', 'no-such-model')}</entryLinks>
    </selectionEntry>
    <selectionEntry id="u-pal" name="Pal" hidden="false" type="model">
      <categoryLinks>
        <categoryLink id="p1" name="Infantry" targetId="cat-inf" primary="true"/>
        <categoryLink id="p2" name="Faction: Pals" targetId="cat-pals" primary="false"/>
      </categoryLinks>
      <costs><cost name="pts" typeId="${PTS}" value="40"/></costs>
      <profiles>${unitProfile('Pal')}</profiles>
    </selectionEntry>
    <selectionEntry id="u-pal-chief" name="Pal Chief" hidden="false" type="model">
      <categoryLinks>
        <categoryLink id="pc1" name="Character" targetId="9cfd-1c32-585f-7d5c" primary="true"/>
        <categoryLink id="pc2" name="Faction: Pals" targetId="cat-pals" primary="false"/>
      </categoryLinks>
      <costs><cost name="pts" typeId="${PTS}" value="50"/></costs>
      <profiles>${unitProfile('Pal Chief')}</profiles>
      <entryLinks>
        <entryLink id="lk-warlord-pal" name="Warlord" hidden="false" type="selectionEntry" targetId="e-warlord">
          <modifiers>
            <modifier type="set" value="true" field="hidden">
              <conditions><condition type="instanceOf" value="1" field="selections" scope="primary-catalogue" childId="cat-test"/></conditions>
            </modifier>
          </modifiers>
        </entryLink>
        <entryLink id="lk-enh-pal" name="Enhancements" hidden="false" type="selectionEntryGroup" targetId="g-enh"/>
      </entryLinks>
    </selectionEntry>
    <selectionEntry id="m-runt" name="Runt" hidden="false" type="model">
      ${carries('lk-blade-runt', 'Blade', 'e-blade')}
    </selectionEntry>
    <selectionEntry id="u-pack" name="Pack" hidden="false" type="unit">
      ${testersInfantry('pk', 'Pack', 65)}
      <modifiers>
        <modifier type="set" value="140" field="${PTS}">
          <conditions><condition type="greaterThan" value="10" field="selections" scope="u-pack" childId="model" includeChildSelections="true"/></conditions>
        </modifier>
      </modifiers>
      <selectionEntries>
        <selectionEntry id="m-pack-leader" name="Pack Leader" hidden="false" type="model" sortIndex="1">
          ${one('m-pack-leader')}
          ${carries('lk-blade-leader', 'Blade', 'e-blade')}
        </selectionEntry>
      </selectionEntries>
      <selectionEntryGroups>
        <selectionEntryGroup id="g-brute" name="Brute" hidden="false" sortIndex="2" defaultSelectionEntryId="m-brute">
          ${one('g-brute')}
          <modifiers>
            <modifier type="set" value="2" field="g-brute-min">
              <conditionGroups><conditionGroup type="or"><conditions>
                <condition type="equalTo" value="1" field="selections" scope="u-pack" childId="opt-17" includeChildSelections="true"/>
                <condition type="equalTo" value="1" field="selections" scope="u-pack" childId="opt-2-15" includeChildSelections="true"/>
              </conditions></conditionGroup></conditionGroups>
            </modifier>
            <modifier type="set" value="2" field="g-brute-max">
              <conditionGroups><conditionGroup type="or"><conditions>
                <condition type="equalTo" value="1" field="selections" scope="u-pack" childId="opt-17" includeChildSelections="true"/>
                <condition type="equalTo" value="1" field="selections" scope="u-pack" childId="opt-2-15" includeChildSelections="true"/>
              </conditions></conditionGroup></conditionGroups>
            </modifier>
          </modifiers>
          <selectionEntries>
            <selectionEntry id="m-brute" name="Brute" hidden="false" type="model">
              <constraints><constraint type="max" value="2" field="selections" scope="parent" shared="true" id="m-brute-max"/></constraints>
              ${carries('lk-gun-brute', 'Gun', 'e-gun')}
            </selectionEntry>
          </selectionEntries>
        </selectionEntryGroup>
        <selectionEntryGroup id="g-pack" name="Pack" hidden="false" sortIndex="3" defaultSelectionEntryId="opt-8">
          ${one('g-pack')}
          <selectionEntries>
            <selectionEntry id="opt-8" name="8 blades" hidden="false" type="upgrade">
              <entryLinks>${runts('opt-8', 8)}</entryLinks>
            </selectionEntry>
            <selectionEntry id="opt-1-7" name="1 gun, 7 blades" hidden="false" type="upgrade">
              <selectionEntries>${runtsWithGun('opt-1-7', 1)}</selectionEntries>
              <entryLinks>${runts('opt-1-7', 7)}</entryLinks>
            </selectionEntry>
            <selectionEntry id="opt-17" name="17 blades" hidden="false" type="upgrade">
              <entryLinks>${runts('opt-17', 17)}</entryLinks>
            </selectionEntry>
            <selectionEntry id="opt-2-15" name="2 guns, 15 blades" hidden="false" type="upgrade">
              <selectionEntries>${runtsWithGun('opt-2-15', 2)}</selectionEntries>
              <entryLinks>${runts('opt-2-15', 15)}</entryLinks>
            </selectionEntry>
          </selectionEntries>
        </selectionEntryGroup>
      </selectionEntryGroups>
      <entryLinks>${icon(
        'u-pack',
        'cat-runt',
        `<modifiers>
      <modifier type="set" value="2" field="e-icon-max">
        <conditions><condition type="atLeast" value="20" field="selections" scope="u-pack" childId="model" includeChildSelections="true"/></conditions>
      </modifier>
    </modifiers>`,
      )}</entryLinks>
    </selectionEntry>
    <selectionEntry id="u-scouts" name="Scouts" hidden="false" type="unit">
      ${testersInfantry('sc', 'Scout', 60)}
      <selectionEntryGroups>
        <selectionEntryGroup id="g-scouts" name="4 Scouts" hidden="false" defaultSelectionEntryId="m-scout">
          ${exactly('g-scouts', 4)}
          <selectionEntries>
            <selectionEntry id="m-scout" name="Scout" hidden="false" type="model">
              <constraints>
                <constraint type="min" value="2" field="selections" scope="parent" shared="true" id="m-scout-min"/>
                <constraint type="max" value="4" field="selections" scope="parent" shared="true" id="m-scout-max"/>
              </constraints>
              ${carries('lk-blade-scout', 'Blade', 'e-blade')}
            </selectionEntry>
            <selectionEntry id="e-team" name="Team" hidden="false" type="upgrade">
              <constraints><constraint type="max" value="1" field="selections" scope="parent" shared="true" id="e-team-max"/></constraints>
              <selectionEntries>
                <selectionEntry id="m-scout-gun" name="Scout w/ Gun" hidden="false" type="model">
                  ${one('m-scout-gun')}
                  <modifiers>
                    <modifier type="set" value="Scout w/ Big Gun" field="name">
                      <conditions>
                        <condition type="atLeast" value="1" field="selections" scope="parent" childId="e-lance" shared="true"/>
                      </conditions>
                    </modifier>
                  </modifiers>
                  ${carries('lk-gun-scout', 'Gun', 'e-gun')}
                </selectionEntry>
                <selectionEntry id="m-scout-lance" name="Scout w/ Lance" hidden="false" type="model">
                  ${one('m-scout-lance')}
                  ${carries('lk-lance-scout', 'Lance', 'e-lance')}
                </selectionEntry>
              </selectionEntries>
            </selectionEntry>
          </selectionEntries>
        </selectionEntryGroup>
        <selectionEntryGroup id="g-scout-sarge" name="Scout Sergeant" hidden="false">
          <selectionEntries>
            <selectionEntry id="m-scout-sarge" name="Scout Sergeant" hidden="false" type="model">
              ${one('m-scout-sarge')}
              ${carries('lk-blade-scout-sarge', 'Blade', 'e-blade')}
            </selectionEntry>
          </selectionEntries>
        </selectionEntryGroup>
      </selectionEntryGroups>
    </selectionEntry>
    <selectionEntry id="u-odd" name="Odd Squad" hidden="false" type="unit">
      ${testersInfantry('od', 'Odd', 70)}
      <selectionEntryGroups>
        <selectionEntryGroup id="g-odd" name="Unit Composition" hidden="false" defaultSelectionEntryId="opt-odd-10">
          ${one('g-odd')}
          <selectionEntries>
            <selectionEntry id="opt-odd-10" name="2 Odd Bosses and 8 Odd Grunts" hidden="false" type="upgrade">
              <selectionEntries>${oddModels('opt-odd-10', 2, 8)}</selectionEntries>
            </selectionEntry>
            <selectionEntry id="opt-odd-20" name="1 Odd Boss and 19 Odd Grunts" hidden="false" type="upgrade">
              <selectionEntries>${oddModels('opt-odd-20', 1, 19)}</selectionEntries>
            </selectionEntry>
          </selectionEntries>
        </selectionEntryGroup>
      </selectionEntryGroups>
    </selectionEntry>
    <selectionEntry id="u-guards" name="Guards" hidden="false" type="unit">
      ${testersInfantry('gd', 'Guard', 80)}
      <selectionEntryGroups>
        <selectionEntryGroup id="g-guards" name="4-5 Guards" hidden="false" defaultSelectionEntryId="m-guard">
          <constraints>
            <constraint type="min" value="4" field="selections" scope="parent" shared="true" id="g-guards-min"/>
            <constraint type="max" value="5" field="selections" scope="parent" shared="true" id="g-guards-max"/>
          </constraints>
          <selectionEntries>
            <selectionEntry id="m-guard" name="Guard" hidden="false" type="model">
              <constraints><constraint type="max" value="5" field="selections" scope="parent" shared="true" id="m-guard-max"/></constraints>
              <selectionEntries>
                <selectionEntry id="e-beacon" name="Homing beacon" hidden="false" type="upgrade">
                  <constraints><constraint type="max" value="1" field="selections" scope="unit" shared="true" id="e-beacon-max"/></constraints>
                </selectionEntry>
              </selectionEntries>
              ${carries('lk-lance-guard', 'Lance', 'e-lance')}
            </selectionEntry>
            <selectionEntry id="m-guard-shield" name="Guard (Blade &amp; Shield)" hidden="false" type="model">
              <constraints><constraint type="max" value="5" field="selections" scope="parent" shared="true" id="m-guard-shield-max"/></constraints>
              <profiles>
                <profile id="shield-ab" name="Shield" hidden="false" typeId="ab" typeName="Abilities">
                  <characteristics><characteristic name="Description" typeId="desc">Catalogue text.</characteristic></characteristics>
                </profile>
              </profiles>
              ${carries('lk-blade-guard', 'Blade', 'e-blade')}
            </selectionEntry>
          </selectionEntries>
        </selectionEntryGroup>
      </selectionEntryGroups>
    </selectionEntry>
    <selectionEntry id="u-champions" name="Champions" hidden="false" type="unit">
      ${testersInfantry('ch', 'Champion', 100)}
      <selectionEntries>
        <selectionEntry id="e-grapnel" name="Grapnel launchers" hidden="false" type="upgrade" sortIndex="2">
          <constraints><constraint type="max" value="1" field="selections" scope="parent" shared="true" id="e-grapnel-max"/></constraints>
          <costs><cost name="pts" typeId="${PTS}" value="5"/></costs>
          <profiles>
            <profile id="grapnel-ab" name="Grapnel launchers" hidden="false" typeId="ab" typeName="Abilities">
              <characteristics><characteristic name="Description" typeId="desc">Catalogue text.</characteristic></characteristics>
            </profile>
          </profiles>
        </selectionEntry>
      </selectionEntries>
      <selectionEntryGroups>
        <selectionEntryGroup id="g-tomes" name="Tomes" hidden="false" sortIndex="3">
          <selectionEntries>
            <selectionEntry id="e-tome" name="Tome" hidden="false" type="upgrade">
              <constraints><constraint type="max" value="2" field="selections" scope="parent" shared="true" id="e-tome-max"/></constraints>
              <modifiers>
                <modifier type="set" value="Tome of Secrets" field="name">
                  <conditions>
                    <condition type="atLeast" value="1" field="selections" scope="parent" childId="e-tome" shared="true" includeChildSelections="true"/>
                  </conditions>
                </modifier>
              </modifiers>
            </selectionEntry>
          </selectionEntries>
        </selectionEntryGroup>
        <selectionEntryGroup id="g-champions" name="3-5 Champions" hidden="false" defaultSelectionEntryId="m-champion" sortIndex="1">
          <constraints>
            <constraint type="min" value="3" field="selections" scope="parent" shared="true" id="g-champions-min"/>
            <constraint type="max" value="5" field="selections" scope="parent" shared="true" id="g-champions-max"/>
          </constraints>
          <selectionEntries>
            <selectionEntry id="m-champion" name="Champion" hidden="false" type="model">
              <constraints><constraint type="max" value="5" field="selections" scope="parent" shared="true" id="m-champion-max"/></constraints>
              <selectionEntryGroups>
                <selectionEntryGroup id="g-champion-wargear" name="Wargear" hidden="false">
                  ${exactly('g-champion-wargear', 2)}
                  <selectionEntryGroups>
                    <selectionEntryGroup id="g-champion-melee" name="Melee options" hidden="false" defaultSelectionEntryId="lk-blade-champion">
                      ${one('g-champion-melee')}
                      <entryLinks>
                        <entryLink id="lk-blade-champion" name="Blade" hidden="false" type="selectionEntry" targetId="e-blade"/>
                        <entryLink id="lk-lance-champion" name="Lance" hidden="false" type="selectionEntry" targetId="e-lance"/>
                      </entryLinks>
                    </selectionEntryGroup>
                    <selectionEntryGroup id="g-champion-ranged" name="Ranged options" hidden="false" defaultSelectionEntryId="lk-gun-champion">
                      ${one('g-champion-ranged')}
                      <selectionEntries>
                        <selectionEntry id="e-champion-pistol" name="Pistol" hidden="false" type="upgrade">
                          <constraints><constraint type="max" value="0" field="selections" scope="u-guards" shared="true" id="e-champion-pistol-guards"/></constraints>
                        </selectionEntry>
                      </selectionEntries>
                      <entryLinks>
                        <entryLink id="lk-gun-champion" name="Gun" hidden="false" type="selectionEntry" targetId="e-gun"/>
                      </entryLinks>
                    </selectionEntryGroup>
                  </selectionEntryGroups>
                </selectionEntryGroup>
              </selectionEntryGroups>
            </selectionEntry>
          </selectionEntries>
        </selectionEntryGroup>
      </selectionEntryGroups>
    </selectionEntry>
    <selectionEntry id="u-suit" name="Battlesuit" hidden="false" type="model">
      ${testersInfantry('su', 'Battlesuit', 90, '<categoryLink id="su3" name="Heavy Suit" targetId="cat-heavy" primary="false"/>')}
      <entryLinks>
        <entryLink id="lk-drones-suit" name="Support Drones" hidden="false" type="selectionEntryGroup" targetId="g-support-drones"/>
      </entryLinks>
      <selectionEntries>
        <selectionEntry id="e-gun-drone" name="Gun Drone" hidden="false" type="upgrade">
          <constraints><constraint type="max" value="2" field="selections" scope="parent" shared="true" id="e-gun-drone-max"/></constraints>
          <selectionEntries>
            <selectionEntry id="e-carbine" name="Twin pulse carbine" hidden="false" type="upgrade">
              ${one('e-carbine')}
              <profiles>${weapon('carbine', 'Twin pulse carbine', 'Ranged Weapons', 'Twin-linked')}</profiles>
            </selectionEntry>
          </selectionEntries>
        </selectionEntry>
        <selectionEntry id="e-two-guns" name="Two guns" hidden="false" type="upgrade">
          <constraints><constraint type="max" value="1" field="selections" scope="parent" shared="true" id="e-two-guns-max"/></constraints>
          <entryLinks>
            <entryLink id="lk-gun-two" name="Gun" hidden="false" type="selectionEntry" targetId="e-gun">${exactly('lk-gun-two', 2)}</entryLink>
          </entryLinks>
        </selectionEntry>
      </selectionEntries>
      <selectionEntryGroups>
        <selectionEntryGroup id="g-suit-weapons" name="Weapons" hidden="false">
          ${exactly('g-suit-weapons', 2)}
          <entryLinks>
            <entryLink id="lk-gun-suit" name="Gun" hidden="false" type="selectionEntry" targetId="e-gun" defaultAmount="1"/>
            <entryLink id="lk-lance-suit" name="Lance" hidden="false" type="selectionEntry" targetId="e-lance" defaultAmount="1"/>
            <entryLink id="lk-blade-suit" name="Blade" hidden="false" type="selectionEntry" targetId="e-blade"/>
          </entryLinks>
        </selectionEntryGroup>
        <selectionEntryGroup id="g-suit-support" name="Support Systems" hidden="false">
          <constraints><constraint type="max" value="2" field="selections" scope="parent" shared="true" id="g-suit-support-max"/></constraints>
          <selectionEntries>
            <selectionEntry id="e-target-lock" name="Target lock" hidden="false" type="upgrade"/>
          </selectionEntries>
          <selectionEntryGroups>
            <selectionEntryGroup id="g-suit-secondary" name="Secondary Weapons" hidden="false">
              <constraints><constraint type="max" value="1" field="selections" scope="parent" shared="true" id="g-suit-secondary-max"/></constraints>
              <entryLinks>
                <entryLink id="lk-gun-secondary" name="Gun" hidden="false" type="selectionEntry" targetId="e-gun"/>
                <entryLink id="lk-lance-secondary" name="Lance" hidden="false" type="selectionEntry" targetId="e-lance"/>
              </entryLinks>
            </selectionEntryGroup>
          </selectionEntryGroups>
        </selectionEntryGroup>
      </selectionEntryGroups>
    </selectionEntry>
    <selectionEntry id="u-rhino" name="Rhino" hidden="false" type="model">
      <categoryLinks>
        <categoryLink id="rh1" name="Vehicle" targetId="cat-veh" primary="true"/>
        <categoryLink id="rh2" name="Faction: Testers" targetId="cat-testers" primary="false"/>
      </categoryLinks>
      <costs><cost name="pts" typeId="${PTS}" value="75"/></costs>
      <modifiers>
        <modifier type="set-primary" value="e338-111e-d0c6-b687" field="category">
          <conditions><condition type="atLeast" value="1" field="selections" scope="force" childId="det-raid"/></conditions>
        </modifier>
      </modifiers>
      <profiles>${unitProfile('Rhino')}</profiles>
      <selectionEntries>
        <selectionEntry id="e-ace" name="Ace Character" hidden="false" type="upgrade">
          <constraints>
            <constraint type="max" value="1" field="selections" scope="parent" shared="true" id="e-ace-max"/>
            <constraint type="max" value="2" field="selections" scope="roster" shared="true" id="e-ace-army"/>
          </constraints>
          <modifiers>
            <modifier type="set" value="true" field="hidden">
              <conditions><condition type="lessThan" value="1" field="selections" scope="roster" childId="det-host"/></conditions>
            </modifier>
            <modifier type="add" value="9cfd-1c32-585f-7d5c" field="category" scope="root-entry"/>
          </modifiers>
        </selectionEntry>
        <selectionEntry id="e-raid-plating" name="Raid Plating" hidden="true" type="upgrade">
          <constraints>
            <constraint type="min" value="-1" field="selections" scope="parent" shared="true" id="e-raid-plating-min"/>
            <constraint type="max" value="1" field="selections" scope="parent" shared="true" id="e-raid-plating-max"/>
          </constraints>
          <costs><cost name="pts" typeId="${PTS}" value="30"/></costs>
          <modifierGroups><modifierGroup type="and">
            <modifiers>
              <modifier type="set" value="false" field="hidden"/>
              <modifier type="set" value="1" field="e-raid-plating-min"/>
            </modifiers>
            <conditions><condition type="atLeast" value="1" field="selections" scope="roster" childId="det-raid"/></conditions>
          </modifierGroup></modifierGroups>
        </selectionEntry>
      </selectionEntries>
      <entryLinks>
        <entryLink id="lk-ace-enh" name="Ace Enhancements" hidden="false" type="selectionEntryGroup" targetId="g-ace-enh"/>
        <entryLink id="lk-spotter-enh" name="Spotter Enhancements" hidden="false" type="selectionEntryGroup" targetId="g-spotter-enh"/>
      </entryLinks>
      <selectionEntryGroups>
        <selectionEntryGroup id="g-rhino-wargear" name="Wargear" hidden="false">
          <selectionEntryGroups>
            <selectionEntryGroup id="g-pintle" name="Pintle weapon" hidden="false">
              <constraints><constraint type="max" value="1" field="selections" scope="parent" shared="true" id="g-pintle-max"/></constraints>
              <entryLinks>
                <entryLink id="lk-gun-pintle" name="Gun" hidden="false" type="selectionEntry" targetId="e-gun"/>
                <entryLink id="lk-lance-pintle" name="Lance" hidden="false" type="selectionEntry" targetId="e-lance"/>
              </entryLinks>
            </selectionEntryGroup>
          </selectionEntryGroups>
        </selectionEntryGroup>
      </selectionEntryGroups>
    </selectionEntry>
    <selectionEntry id="e-warlord" name="Warlord" hidden="false" type="upgrade"/>
    <selectionEntry id="u-legend" name="Old Boss [Legends]" hidden="false" type="model">
      <categoryLinks>
        <categoryLink id="o1" name="Character" targetId="9cfd-1c32-585f-7d5c" primary="true"/>
        <categoryLink id="o2" name="Faction: Testers" targetId="cat-testers" primary="false"/>
      </categoryLinks>
      <costs><cost name="pts" typeId="${PTS}" value="60"/></costs>
      <profiles>${unitProfile('Old Boss')}</profiles>
    </selectionEntry>
    <selectionEntry id="e-detachment" name="Detachment" hidden="false" type="upgrade">
      <categoryLinks><categoryLink id="d1" name="Configuration" targetId="4ac9-fd30-1e3d-b249" primary="true"/></categoryLinks>
      <selectionEntryGroups>
        <selectionEntryGroup id="g-detachments" name="Detachments" hidden="false">
          <selectionEntries>
            <selectionEntry id="det-host" name="Test Host" hidden="false" type="upgrade">
              <rules><rule id="r-host" name="Stand Together" hidden="false"><description>Catalogue text (never imported).</description></rule></rules>
            </selectionEntry>
            <selectionEntry id="det-raid" name="Raid" hidden="false" type="upgrade">
              <rules><rule id="r-raid" name="Strike Fast" hidden="false"><description>Catalogue text (never imported): your units strike fast.</description></rule></rules>
            </selectionEntry>
          </selectionEntries>
        </selectionEntryGroup>
      </selectionEntryGroups>
    </selectionEntry>
    <selectionEntry id="u-veterans" name="Veterans" hidden="false" type="unit">
      ${testersInfantry('vt', 'Veteran', 100)}
      <selectionEntryGroups>
        <selectionEntryGroup id="g-loadout" name="Squad Loadout" hidden="false">
          <constraints>
            <constraint type="min" value="5" field="selections" scope="parent" shared="true" id="g-loadout-min"/>
            <constraint type="max" value="10" field="selections" scope="parent" shared="true" id="g-loadout-max"/>
          </constraints>
          <selectionEntries>
            <selectionEntry id="m-vet-blade" name="Veteran w/ Blade" hidden="false" type="model">
              <constraints><constraint type="max" value="10" field="selections" scope="parent" shared="true" id="m-vet-blade-max"/></constraints>
              ${carries('lk-blade-vet', 'Blade', 'e-blade')}
            </selectionEntry>
            <selectionEntry id="m-vet-gun" name="Veteran w/ Gun" hidden="false" type="model">
              <constraints><constraint type="max" value="2" field="selections" scope="parent" shared="true" id="m-vet-gun-max"/></constraints>
              <modifiers>
                <modifier type="add" value="Max 1 {this} per 5 models" field="error">
                  <conditionGroups><conditionGroup type="and"><conditions>
                    <condition type="lessThan" value="10" field="selections" scope="u-veterans" childId="model" shared="true"/>
                    <condition type="greaterThan" value="1" field="selections" scope="u-veterans" childId="m-vet-gun" shared="true"/>
                  </conditions></conditionGroup></conditionGroups>
                </modifier>
              </modifiers>
              ${carries('lk-gun-vet', 'Gun', 'e-gun')}
            </selectionEntry>
          </selectionEntries>
          <selectionEntryGroups>
            <selectionEntryGroup id="g-vet-sgt" name="Sergeant loadouts" hidden="false">
              <selectionEntries>
                <selectionEntry id="m-sgt-blade" name="Sgt w/ Blade" hidden="false" type="model">
                  <constraints><constraint type="max" value="1" field="selections" scope="parent" shared="true" id="m-sgt-blade-max"/></constraints>
                  ${carries('lk-blade-sgt', 'Blade', 'e-blade')}
                </selectionEntry>
                <selectionEntry id="m-sgt-gun" name="Sgt w/ Gun" hidden="false" type="model">
                  <constraints><constraint type="max" value="1" field="selections" scope="parent" shared="true" id="m-sgt-gun-max"/></constraints>
                  ${carries('lk-gun-sgt', 'Gun', 'e-gun')}
                </selectionEntry>
              </selectionEntries>
            </selectionEntryGroup>
          </selectionEntryGroups>
        </selectionEntryGroup>
      </selectionEntryGroups>
    </selectionEntry>
    <selectionEntry id="u-killsquad" name="Kill Squad" hidden="false" type="unit">
      ${testersInfantry('kq', 'Trooper', 100)}
      <selectionEntries>
        <selectionEntry id="m-ks-sgt" name="Kill Sgt" hidden="false" type="model">
          ${one('m-ks-sgt')}
          <selectionEntryGroups>
            <selectionEntryGroup id="g-ks-sgt-weapon" name="Weapon" hidden="false" defaultSelectionEntryId="lk-gun-ks-sgt">
              ${one('g-ks-sgt-weapon')}
              <entryLinks>
                <entryLink id="lk-gun-ks-sgt" name="Gun" hidden="false" type="selectionEntry" targetId="e-gun">
                  <constraints><constraint type="min" value="1" field="selections" scope="parent" shared="true" id="lk-gun-ks-sgt-min"/></constraints>
                  <modifiers><modifier type="set" value="0" field="lk-gun-ks-sgt-min"/></modifiers>
                </entryLink>
                <entryLink id="lk-blade-ks-sgt" name="Blade" hidden="false" type="selectionEntry" targetId="e-blade"/>
              </entryLinks>
            </selectionEntryGroup>
          </selectionEntryGroups>
        </selectionEntry>
      </selectionEntries>
      <selectionEntryGroups>
        <selectionEntryGroup id="g-ks-members" name="Squad Members" hidden="false">
          <constraints>
            <constraint type="min" value="4" field="selections" scope="parent" shared="true" id="g-ks-members-min" includeChildSelections="true"/>
            <constraint type="max" value="9" field="selections" scope="parent" shared="true" id="g-ks-members-max" includeChildSelections="true"/>
          </constraints>
          <selectionEntryGroups>
            <selectionEntryGroup id="g-ks-core" name="Core" hidden="false" defaultSelectionEntryId="m-trooper">
              <constraints>
                <constraint type="min" value="4" field="selections" scope="parent" shared="true" id="g-ks-core-min"/>
                <constraint type="max" value="9" field="selections" scope="parent" shared="true" id="g-ks-core-max"/>
              </constraints>
              <selectionEntries>
                <selectionEntry id="m-trooper" name="Trooper" hidden="false" type="model">
                  <constraints><constraint type="max" value="9" field="selections" scope="parent" shared="true" id="m-trooper-max"/></constraints>
                  ${carries('lk-blade-trooper', 'Blade', 'e-blade')}
                </selectionEntry>
                <selectionEntry id="m-trooper-lance" name="Trooper w/ Lance" hidden="false" type="model">
                  <constraints><constraint type="max" value="2" field="selections" scope="parent" shared="true" id="m-trooper-lance-max"/></constraints>
                  <selectionEntryGroups>
                    <selectionEntryGroup id="g-trooper-ranged" name="Ranged Weapon Choice" hidden="false" defaultSelectionEntryId="e-ks-lance">
                      ${one('g-trooper-ranged')}
                      <selectionEntries>
                        <selectionEntry id="e-ks-lance" name="Lance" hidden="false" type="upgrade">
                          <profiles>${weapon('ks-lance', 'Lance', 'Ranged Weapons', 'Lance')}</profiles>
                        </selectionEntry>
                        <selectionEntry id="e-ks-gun" name="Gun" hidden="false" type="upgrade">
                          <constraints><constraint type="max" value="1" field="selections" scope="u-killsquad" shared="true" id="e-ks-gun-max" includeChildSelections="true"/></constraints>
                          <profiles>${weapon('ks-gun', 'Gun', 'Ranged Weapons')}</profiles>
                        </selectionEntry>
                      </selectionEntries>
                    </selectionEntryGroup>
                  </selectionEntryGroups>
                </selectionEntry>
              </selectionEntries>
            </selectionEntryGroup>
            <selectionEntryGroup id="g-ks-additional" name="Additional" hidden="false">
              <selectionEntries>
                <selectionEntry id="m-trooper-gun" name="Trooper w/ Gun" hidden="false" type="model">
                  <constraints><constraint type="max" value="4" field="selections" scope="parent" shared="true" id="m-trooper-gun-max"/></constraints>
                  ${carries('lk-gun-trooper', 'Gun', 'e-gun')}
                </selectionEntry>
              </selectionEntries>
            </selectionEntryGroup>
          </selectionEntryGroups>
        </selectionEntryGroup>
      </selectionEntryGroups>
    </selectionEntry>
    <selectionEntry id="u-oddity" name="Oddity" hidden="false" type="model">
      ${testersInfantry('od', 'Oddity', 40)}
      <modifiers>
        <modifier type="square" value="2" field="${PTS}"/>
        <modifier type="add" value="Max 1 {this} per army" field="error"/>
        <modifier type="set" value="Odd One" field="name"/>
        <modifier type="remove" value="cat-inf" field="category">
          <conditions><condition type="atLeast" value="1" field="selections" scope="roster" childId="det-host"/></conditions>
        </modifier>
        <modifier type="increment" value="2" field="0bad-f00d"/>
      </modifiers>
      <constraints>
        <constraint type="exactly" value="1" field="selections" scope="roster" shared="true" id="od-exactly"/>
      </constraints>
      <entryLinks>
        <entryLink id="lk-od-blade" name="Blade" hidden="false" type="selectionEntry" targetId="e-blade">
          ${one('lk-od-blade')}
          <modifiers><modifier type="ceil" value="1" field="lk-od-blade-max"/></modifiers>
        </entryLink>
        <entryLink id="lk-od-relic" name="Lost Relic" hidden="false" type="selectionEntry" targetId="no-such-entry"/>
        <entryLink id="lk-od-gun" name="Gun" hidden="false" type="selectionEntryBundle" targetId="e-gun"/>
      </entryLinks>
    </selectionEntry>
    <selectionEntry id="u-riddle" name="Riddle Boss" hidden="false" type="model">
      ${testersInfantry('rd', 'Riddle Boss', 60)}
      <modifiers>
        <modifier type="set" value="true" field="hidden">
          <conditions><condition type="between" value="1" field="selections" scope="roster" childId="det-host"/></conditions>
        </modifier>
      </modifiers>
    </selectionEntry>
    <selectionEntry id="u-headtakers" name="Headtakers" hidden="false" type="unit">
      <categoryLinks>
        <categoryLink id="ht1" name="Infantry" targetId="cat-inf" primary="true"/>
        <categoryLink id="ht2" name="Faction: Testers" targetId="cat-testers" primary="false"/>
      </categoryLinks>
      <costs><cost name="pts" typeId="${PTS}" value="85"/></costs>
      <profiles>${unitProfile('Headtaker')}</profiles>
      <selectionEntryGroups>
        <selectionEntryGroup id="g-headtakers" name="Headtakers" hidden="false">
          <entryLinks>
            <entryLink id="lk-headtaker" name="Headtaker" hidden="false" type="selectionEntry" targetId="m-headtaker">
              <constraints>
                <constraint type="min" value="3" field="selections" scope="g-headtakers" shared="true" id="lk-headtaker-min"/>
                <constraint type="max" value="6" field="selections" scope="g-headtakers" shared="true" id="lk-headtaker-max"/>
              </constraints>
            </entryLink>
          </entryLinks>
        </selectionEntryGroup>
        <selectionEntryGroup id="g-hounds" name="Hounds" hidden="false">
          <selectionEntries>
            <selectionEntry id="m-hound" name="Hound" hidden="false" type="model">
              <constraints><constraint type="max" value="3" field="selections" scope="parent" shared="true" id="m-hound-max"/></constraints>
            </selectionEntry>
          </selectionEntries>
        </selectionEntryGroup>
      </selectionEntryGroups>
      <modifiers>
        <modifier type="set" value="170" field="${PTS}">
          <conditions><condition type="atLeast" value="4" field="selections" scope="u-headtakers" childId="m-headtaker" includeChildSelections="true"/></conditions>
        </modifier>
        <modifier type="set" value="110" field="${PTS}">
          <conditionGroups><conditionGroup type="and"><conditions>
            <condition type="equalTo" value="3" field="selections" scope="u-headtakers" childId="m-headtaker" includeChildSelections="true"/>
            <condition type="atLeast" value="1" field="selections" scope="u-headtakers" childId="m-hound" includeChildSelections="true"/>
          </conditions></conditionGroup></conditionGroups>
        </modifier>
      </modifiers>
    </selectionEntry>
    <selectionEntry id="m-headtaker" name="Headtaker" hidden="false" type="model">
      ${carries('lk-blade-headtaker', 'Blade', 'e-blade')}
    </selectionEntry>
    <selectionEntry id="u-enforcer" name="Enforcer" hidden="false" type="unit">
      <categoryLinks><categoryLink id="en1" name="Character" targetId="9cfd-1c32-585f-7d5c" primary="true"/></categoryLinks>
      <costs><cost name="pts" typeId="${PTS}" value="55"/></costs>
      <profiles>${unitProfile('Enforcer')}</profiles>
      <selectionEntries>
        <selectionEntry id="m-enforcer" name="Enforcer" hidden="false" type="model">
          ${one('m-enforcer')}
          <categoryLinks>
            <categoryLink id="en2" name="Faction: Testers" targetId="cat-testers" primary="false"/>
            <categoryLink id="en3" name="Infantry" targetId="cat-inf" primary="false"/>
          </categoryLinks>
          ${carries('lk-blade-enforcer', 'Blade', 'e-blade')}
        </selectionEntry>
      </selectionEntries>
    </selectionEntry>
    <selectionEntry id="u-command" name="Command Squad" hidden="false" type="unit">
      <categoryLinks>
        <categoryLink id="cs1" name="Character" targetId="9cfd-1c32-585f-7d5c" primary="true"/>
        <categoryLink id="cs2" name="Faction: Testers" targetId="cat-testers" primary="false"/>
      </categoryLinks>
      <costs><cost name="pts" typeId="${PTS}" value="65"/></costs>
      <profiles>${unitProfile('Commander')}</profiles>
      <selectionEntryGroups>
        <selectionEntryGroup id="g-commander" name="Commander" hidden="false">
          <selectionEntries>
            <selectionEntry id="m-commander" name="Commander" hidden="false" type="model">
              ${one('m-commander')}
              <entryLinks>
                <entryLink id="lk-blade-commander" name="Blade" hidden="false" type="selectionEntry" targetId="e-blade">${one('lk-blade-commander')}</entryLink>
                <entryLink id="lk-raid-enh" name="Raid Enhancements" hidden="false" type="selectionEntryGroup" targetId="g-raid-enh"/>
              </entryLinks>
            </selectionEntry>
          </selectionEntries>
        </selectionEntryGroup>
      </selectionEntryGroups>
    </selectionEntry>
    <selectionEntry id="u-pod" name="Pod" hidden="false" type="model">
      <categoryLinks><categoryLink id="pod1" name="Dedicated Transport" targetId="ba07-411c-2832-1f79" primary="true"/></categoryLinks>
      <costs><cost name="pts" typeId="${PTS}" value="70"/></costs>
      <profiles>${unitProfile('Pod')}</profiles>
      <entryLinks>
        <entryLink id="lk-drones-pod" name="Support Drones" hidden="false" type="selectionEntryGroup" targetId="g-support-drones"/>
      </entryLinks>
    </selectionEntry>
    <selectionEntry id="u-trike" name="Trike" hidden="false" type="model">
      <constraints><constraint type="max" value="2" field="selections" scope="roster" shared="true" id="u-trike-army"/></constraints>
      ${testersInfantry('tr', 'Trike', 60)}
    </selectionEntry>
    <selectionEntry id="u-riders" name="Riders" hidden="false" type="unit">
      <constraints><constraint type="max" value="1" field="selections" scope="parent" shared="true" id="u-riders-max"/></constraints>
      ${testersInfantry('rid', 'Rider', 80)}
      <selectionEntries>
        <selectionEntry id="m-rider" name="Rider" hidden="false" type="model">
          ${exactly('m-rider', 3)}
          ${carries('lk-blade-rider', 'Blade', 'e-blade')}
        </selectionEntry>
      </selectionEntries>
      <entryLinks>
        <entryLink id="lk-trike" name="Trike" hidden="false" type="selectionEntry" targetId="u-trike">
          <constraints><constraint type="max" value="1" field="selections" scope="parent" shared="true" id="lk-trike-max"/></constraints>
        </entryLink>
      </entryLinks>
    </selectionEntry>
  </sharedSelectionEntries>
  <sharedSelectionEntryGroups>
    <selectionEntryGroup id="g-support-drones" name="Support Drones" hidden="false">
      <constraints><constraint type="max" value="2" field="selections" scope="parent" shared="true" id="g-support-drones-max"/></constraints>
      <selectionEntries>
        <selectionEntry id="e-missile-drone" name="Missile Drone" hidden="false" type="upgrade">
          <costs><cost name="pts" typeId="${PTS}" value="5"/></costs>
          <constraints><constraint type="max" value="1" field="selections" scope="parent" shared="true" id="e-missile-drone-max"/></constraints>
          <selectionEntries>
            <selectionEntry id="e-missile-pod" name="Missile pod" hidden="false" type="upgrade">
              ${one('e-missile-pod')}
              <profiles>${weapon('missile-pod', 'Missile pod', 'Ranged Weapons')}</profiles>
            </selectionEntry>
          </selectionEntries>
          <modifiers>
            <modifier type="set" value="true" field="hidden">
              <conditions><condition type="notInstanceOf" value="1" field="selections" scope="ancestor" childId="cat-heavy"/></conditions>
            </modifier>
          </modifiers>
        </selectionEntry>
      </selectionEntries>
    </selectionEntryGroup>
    <selectionEntryGroup id="g-heavy" name="Heavy Weapons" hidden="false" defaultSelectionEntryId="lk-gun-h">
      ${one('g-heavy')}
      <entryLinks>
        <entryLink id="lk-gun-h" name="Gun" hidden="false" type="selectionEntry" targetId="e-gun"/>
      </entryLinks>
      <selectionEntries>
        <selectionEntry id="e-lance" name="Lance" hidden="false" type="upgrade">
          <profiles>${weapon('lance', 'Lance', 'Ranged Weapons', 'Lance')}</profiles>
        </selectionEntry>
      </selectionEntries>
    </selectionEntryGroup>
    <selectionEntryGroup id="g-enh" name="Enhancements" hidden="false">
      <selectionEntries>
        <selectionEntry id="enh-shiny" name="Shiny Helm" hidden="false" type="upgrade">
          <costs><cost name="pts" typeId="${PTS}" value="15"/></costs>
          <profiles>
            <profile id="enh-shiny-ab" name="Shiny Helm" hidden="false" typeId="ab" typeName="Abilities">
              <characteristics><characteristic name="Description" typeId="desc">Catalogue text (never imported): **^^Boss^^** model only. The bearer shines.</characteristic></characteristics>
            </profile>
          </profiles>
          <modifiers>
            <modifier type="set" value="true" field="hidden">
              <conditionGroups><conditionGroup type="or"><conditions>
                <condition type="lessThan" value="1" field="selections" scope="roster" childId="det-host"/>
                <condition type="notInstanceOf" value="1" field="selections" scope="ancestor" childId="cat-boss"/>
              </conditions></conditionGroup></conditionGroups>
            </modifier>
          </modifiers>
        </selectionEntry>
        <selectionEntry id="enh-badge" name="Pal Badge" hidden="false" type="upgrade">
          <costs><cost name="pts" typeId="${PTS}" value="10"/></costs>
          <modifiers>
            <modifier type="set" value="true" field="hidden">
              <conditionGroups><conditionGroup type="or"><conditions>
                <condition type="lessThan" value="1" field="selections" scope="roster" childId="det-raid"/>
                <condition type="notInstanceOf" value="1" field="selections" scope="ancestor" childId="cat-pals"/>
              </conditions></conditionGroup></conditionGroups>
            </modifier>
          </modifiers>
        </selectionEntry>
      </selectionEntries>
    </selectionEntryGroup>
    <selectionEntryGroup id="g-raid-enh" name="Raid Enhancements" hidden="false">
      <selectionEntries>
        <selectionEntry id="enh-standard" name="Battle Standard" hidden="false" type="upgrade">
          <costs><cost name="pts" typeId="${PTS}" value="20"/></costs>
          <constraints><constraint type="max" value="1" field="selections" scope="roster" shared="true" id="enh-standard-max"/></constraints>
        </selectionEntry>
      </selectionEntries>
      <modifiers>
        <modifier type="set" value="true" field="hidden">
          <conditions><condition type="lessThan" value="1" field="selections" scope="roster" childId="det-raid"/></conditions>
        </modifier>
      </modifiers>
    </selectionEntryGroup>
    <selectionEntryGroup id="g-ace-enh" name="Ace Enhancements" hidden="false">
      <selectionEntries>
        <selectionEntry id="enh-ace" name="Ace Gunner" hidden="false" type="upgrade">
          <costs><cost name="pts" typeId="${PTS}" value="25"/></costs>
          <constraints><constraint type="max" value="1" field="selections" scope="roster" shared="true" id="enh-ace-max"/></constraints>
        </selectionEntry>
      </selectionEntries>
      <modifiers>
        <modifier type="set" value="true" field="hidden">
          <conditions><condition type="lessThan" value="1" field="selections" scope="roster" childId="det-host"/></conditions>
        </modifier>
        <modifier type="set" value="true" field="hidden">
          <conditions><condition type="notInstanceOf" value="1" field="selections" scope="ancestor" childId="9cfd-1c32-585f-7d5c"/></conditions>
        </modifier>
      </modifiers>
    </selectionEntryGroup>
    <selectionEntryGroup id="g-spotter-enh" name="Spotter Enhancements" hidden="false">
      <selectionEntries>
        <selectionEntry id="enh-spotter" name="Ace Spotter" hidden="false" type="upgrade">
          <costs><cost name="pts" typeId="${PTS}" value="10"/></costs>
          <constraints><constraint type="max" value="1" field="selections" scope="roster" shared="true" id="enh-spotter-max"/></constraints>
        </selectionEntry>
      </selectionEntries>
      <modifiers>
        <modifier type="set" value="true" field="hidden">
          <conditions><condition type="lessThan" value="1" field="selections" scope="roster" childId="det-raid"/></conditions>
        </modifier>
        <modifier type="set" value="true" field="hidden">
          <conditions><condition type="notInstanceOf" value="1" field="selections" scope="ancestor" childId="9cfd-1c32-585f-7d5c"/></conditions>
        </modifier>
      </modifiers>
    </selectionEntryGroup>
  </sharedSelectionEntryGroups>
  <entryLinks>
    <entryLink id="r1" name="Grunts" hidden="false" type="selectionEntry" targetId="u-grunts"/>
    <entryLink id="r2" name="Big Boss" hidden="false" type="selectionEntry" targetId="u-boss"/>
    <entryLink id="r3" name="Walkers" hidden="false" type="selectionEntry" targetId="u-walker"/>
    <entryLink id="r4" name="Pal" hidden="false" type="selectionEntry" targetId="u-pal"/>
    <entryLink id="r5" name="Old Boss [Legends]" hidden="false" type="selectionEntry" targetId="u-legend"/>
    <entryLink id="r6" name="Detachment" hidden="false" type="selectionEntry" targetId="e-detachment"/>
    <entryLink id="r7" name="Pal Chief" hidden="false" type="selectionEntry" targetId="u-pal-chief"/>
    <entryLink id="r8" name="Pack" hidden="false" type="selectionEntry" targetId="u-pack"/>
    <entryLink id="r9" name="Scouts" hidden="false" type="selectionEntry" targetId="u-scouts"/>
    <entryLink id="r10" name="Odd Squad" hidden="false" type="selectionEntry" targetId="u-odd"/>
    <entryLink id="r11" name="Guards" hidden="false" type="selectionEntry" targetId="u-guards"/>
    <entryLink id="r12" name="Battlesuit" hidden="false" type="selectionEntry" targetId="u-suit"/>
    <entryLink id="r13" name="Rhino" hidden="false" type="selectionEntry" targetId="u-rhino"/>
    <entryLink id="r14" name="Oddity" hidden="false" type="selectionEntry" targetId="u-oddity"/>
    <entryLink id="r16" name="Veterans" hidden="false" type="selectionEntry" targetId="u-veterans"/>
    <entryLink id="r15" name="Riddle Boss" hidden="false" type="selectionEntry" targetId="u-riddle"/>
    <entryLink id="r17" name="Headtakers" hidden="false" type="selectionEntry" targetId="u-headtakers"/>
    <entryLink id="r18" name="Enforcer" hidden="false" type="selectionEntry" targetId="u-enforcer"/>
    <entryLink id="r19" name="Pod" hidden="false" type="selectionEntry" targetId="u-pod"/>
    <entryLink id="r20" name="Command Squad" hidden="false" type="selectionEntry" targetId="u-command"/>
    <entryLink id="r21" name="Champions" hidden="false" type="selectionEntry" targetId="u-champions"/>
    <entryLink id="r22" name="Trike" hidden="false" type="selectionEntry" targetId="u-trike"/>
    <entryLink id="r23" name="Riders" hidden="false" type="selectionEntry" targetId="u-riders"/>
    <entryLink id="r24" name="Kill Squad" hidden="false" type="selectionEntry" targetId="u-killsquad"/>
  </entryLinks>
</catalogue>`;

export const TEST_FACTION: FactionSpec = {
  id: 'testers',
  name: 'Testers',
  catalogue: 'Testers.cat',
  factionKeyword: 'TESTERS',
  group: 'xenos',
};

/** The miniature catalogue as a player's files: its game system and faction catalogue, by path, as bytes. */
export function testCatalogueFiles(folder = 'wh40k-test'): { path: string; bytes: Uint8Array }[] {
  return [
    { path: `${folder}/Test.gst`, bytes: strToU8(TEST_GAME_SYSTEM) },
    { path: `${folder}/Testers.cat`, bytes: strToU8(TEST_CATALOGUE) },
  ];
}

/** The miniature catalogue zipped as a code host zips a repository: in one folder, with a README beside it. */
export function testCatalogueZip(): Uint8Array {
  return zipSync({
    'wh40k-test-main/README.md': strToU8('# Test data'),
    ...Object.fromEntries(testCatalogueFiles('wh40k-test-main').map((f) => [f.path, f.bytes])),
  });
}

export function testCatalogues(): BsCatalogue[] {
  return [parseCatalogueXml('Test.gst', TEST_GAME_SYSTEM), parseCatalogueXml('Testers.cat', TEST_CATALOGUE)];
}

export const TEST_SEED = {
  name: 'seed.txt',
  text: [
    'Testers – Grunts',
    'ABILITIES',
    'FACTION: Band Together',
    'Stubborn: Each time this unit takes a Battle-shock test, add 1 to the result.',
    'UNIT COMPOSITION',
    'STRATAGEMS',
    'HOLD FAST',
    '1CP',
    'Test Host – Battle Tactic',
    'DETACHMENT ABILITY',
    'Stand Together',
    'Test Host Detachment',
    'Units from your army hold the line.',
    'HOLD FAST',
    '1CP',
    'Test Host – Battle Tactic Stratagem',
    'They do not yield.',
    'WHEN: Your Command phase.',
    'TARGET: One unit from your army.',
    'EFFECT: That unit holds fast.',
    'TARGET: One unit from your army.',
  ].join('\n'),
};
