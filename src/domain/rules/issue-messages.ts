import { bothOrAll, counted, listAlternatives, listFirst, listNames, withArticle } from '../english';
import type { FindingOf, IssueFinding, RosterIssue, RuleId } from './issue';

/**
 * Every issue's words, made from its params here and nowhere else: rules report findings as data, the views and the
 * CLI show these words, and no code reads them back to decide anything.
 */
export function makeIssue<F extends IssueFinding>(finding: F): F & { readonly message: string } {
  return { ...finding, message: issueMessage(finding) };
}

export function issueMessage(finding: IssueFinding): string {
  switch (finding.ruleId) {
    case 'battle-size-missing': {
      const p = finding.params;
      return p.reason === 'none'
        ? `Choose a battle size (${p.choices}): it sets the points limit.`
        : `There is no battle size "${p.battleSizeId}"; choose one of ${p.choices}.`;
    }
    case 'detachment-missing':
      return detachmentMissing(finding.params);
    case 'points-limit': {
      const { total, limit, battleSize } = finding.params;
      return `The army is ${total} pts, ${total - limit} pts over the ${limit} pts limit of ${battleSize}.`;
    }
    case 'faction':
      return faction(finding.params);
    case 'legends':
      return `${finding.params.unit} is a Legends datasheet; turn on Legends to include it.`;
    case 'datasheet-limit': {
      const { labels, datasheet, limit, count } = finding.params;
      return `${listFirst(labels)}: an army may include ${datasheet} at most ${times(limit)}, and this one has ${count}.`;
    }
    case 'epic-hero-limit': {
      const { labels, datasheet, limit } = finding.params;
      return `${listFirst(labels)}: ${datasheet} is an Epic Hero, and an army may include them only ${limit === 1 ? 'once' : `${limit} times`}.`;
    }
    case 'unit-size':
      return unitSize(finding.params);
    case 'wargear-limit':
      return wargearLimit(finding.params);
    case 'keyword-grant-limit': {
      const { upgrade, keyword, detachment, max, count, labels } = finding.params;
      return `${listFirst(labels)}: in ${detachment} at most ${max} units may take ${upgrade}, and ${count} need it to be ${withArticle(keyword)}, for an Enhancement or as Warlord.`;
    }
    case 'enhancement-limit': {
      const { count, limit, labels } = finding.params;
      return `The army has ${counted(count, 'enhancement')}; it may take at most ${limit} (remove the one on ${listFirst(labels)}).`;
    }
    case 'enhancement-duplicate':
      return `${listFirst(finding.params.labels)} ${bothOrAll(finding.params.labels)} carry ${finding.params.enhancement}: each enhancement may be taken only once.`;
    case 'enhancement-bearer':
      return `${finding.params.unit} cannot take ${finding.params.enhancement}: ${reasonText(finding)}.`;
    case 'enhancement-detachment': {
      const { unit, enhancement, detachment, reason } = finding.params;
      return reason === 'not-matched-play'
        ? `${unit} carries ${enhancement}, which is not a matched-play enhancement.`
        : `${unit} carries ${enhancement}, which is not an enhancement of ${detachment}.`;
    }
    case 'warlord-missing':
      return 'Choose a Warlord: every army names one CHARACTER as its Warlord.';
    case 'warlord-multiple':
      return `${listFirst(finding.params.labels)} are ${bothOrAll(finding.params.labels)} marked Warlord: an army has only one.`;
    case 'warlord-bearer':
      return `${finding.params.unit} cannot be the Warlord: ${reasonText(finding)}.`;
    case 'leader-target': {
      const { reason, unit, bodyguard } = finding.params;
      if (reason === 'no-bodyguard') return `${unit} is attached to a unit that is not in the army.`;
      return reason === 'not-leader'
        ? `${unit} is not a Leader and cannot be attached to ${bodyguard}.`
        : `${unit} cannot lead ${bodyguard}.`;
    }
    case 'leader-slot': {
      const { unit, bodyguard, leader, leaders } = finding.params;
      return `${unit} cannot join ${bodyguard}: ${leader} already ${leaders > 1 ? 'lead' : 'leads'} it.`;
    }
    case 'ally-points': {
      const { allowance, keywords, cap, battleSize, labels, points } = finding.params;
      return `${allowance}: ${keywords.join(' and ')} units may total at most ${cap} pts in ${battleSize}; ${listFirst(labels)} total ${points} pts.`;
    }
    case 'transport-empty': {
      const { unit, keywords } = finding.params;
      return `${unit} is a Dedicated Transport with no ${keywords.join(' or ')} INFANTRY unit left to carry.`;
    }
    case 'unit-limit': {
      const p = finding.params;
      if (p.reason === 'allowance') return allowanceLimit(p);
      if (p.reason === 'min')
        return `This army must include at least ${counted(p.min, `${p.name} unit`)}, and it has ${p.count}.`;
      return p.max <= 0
        ? `${listFirst(p.labels)}: this army may not include ${p.name} units.`
        : `${listFirst(p.labels)}: this army may include at most ${counted(p.max, `${p.name} unit`)}, and it has ${p.count}.`;
    }
    case 'catalogue-limit':
      return catalogueLimit(finding.params);
    case 'unread-line': {
      const { line, said } = finding.params;
      return `${line === undefined ? '' : `Line ${line}: `}${said}`;
    }
    case 'points-changed': {
      const { unit, pointsInText, points } = finding.params;
      return `${unit}: ${pointsInText} pts in the list, ${points} pts in this data.`;
    }
  }
}

/** Each rule's name as a player says it: what a list of issues shows beside one, never its id ("points-limit"). */
const RULE_NAMES: Record<RuleId, string> = {
  'battle-size-missing': 'Battle size',
  'detachment-missing': 'Detachment',
  'points-limit': 'Points limit',
  faction: 'Army Faction',
  legends: 'Legends',
  'datasheet-limit': 'Datasheet limit',
  'epic-hero-limit': 'Epic Heroes',
  'unit-size': 'Unit size',
  'wargear-limit': 'Wargear',
  'catalogue-limit': 'Catalogue limit',
  'keyword-grant-limit': 'Detachment upgrade limit',
  'enhancement-limit': 'Enhancement limit',
  'enhancement-duplicate': 'Enhancement taken twice',
  'enhancement-bearer': 'Enhancement bearer',
  'enhancement-detachment': 'Enhancement of another detachment',
  'warlord-missing': 'Warlord',
  'warlord-multiple': 'Warlord',
  'warlord-bearer': 'Warlord',
  'leader-target': 'Leader',
  'leader-slot': 'Leader',
  'ally-points': 'Allied points',
  'transport-empty': 'Dedicated Transport',
  'unit-limit': 'Unit limit',
  'unread-line': 'Line not read',
  'points-changed': 'Points changed',
};

export function ruleName(ruleId: RuleId): string {
  return RULE_NAMES[ruleId];
}

/**
 * Why a unit cannot take an Enhancement or be the Warlord, as a sentence of its own: what the unit editor says beside
 * a choice it disables ("Only CHARACTER models can take Enhancements").
 */
export function issueReason(issue: FindingOf<'enhancement-bearer'> | FindingOf<'warlord-bearer'>): string {
  const reason = reasonText(issue);
  return `${reason.charAt(0).toUpperCase()}${reason.slice(1)}.`;
}

function reasonText(issue: FindingOf<'enhancement-bearer'> | FindingOf<'warlord-bearer'>): string {
  if (issue.ruleId === 'warlord-bearer') {
    return issue.params.reason === 'not-character'
      ? 'only a CHARACTER can'
      : `units taken through ${issue.params.allowance} cannot be your Warlord`;
  }
  const p = issue.params;
  switch (p.reason) {
    case 'not-character':
      return 'only CHARACTER models can take Enhancements';
    case 'epic-hero':
      return 'Epic Heroes cannot take Enhancements';
    case 'allowance':
      return `units taken through ${p.allowance} cannot take Enhancements`;
    case 'required-keyword':
      return `${p.enhancement} is for ${p.keywords.join(' or ')} models only`;
    case 'excluded-keyword':
      return `${p.keyword} models cannot take ${p.enhancement}`;
  }
}

/**
 * Why a model type cannot take a wargear option now, as a sentence of its own: what the unit editor says beside an
 * option it disables ("The Acothyst has no Torturer's tool to replace.").
 */
export function wargearReason(issue: FindingOf<'wargear-limit'>): string {
  const p = issue.params;
  switch (p.reason) {
    case 'replaces-missing':
      return p.models === 1
        ? `The ${p.modelType} has no ${p.wargear} to replace.`
        : `The ${p.modelType} models have no ${p.wargear} left to replace.`;
    case 'per-model': {
      const who = p.models === 1 ? `The ${p.modelType}` : `Each ${p.modelType} model`;
      const taken = p.models === 1 ? 'it already has' : `all ${p.models} already have`;
      return p.swaps.length > 1
        ? `${who} can take only one of these: ${swapList(p.swaps)}; ${taken} one.`
        : `${who} can take ${p.swaps[0]} ${times(p.timesEach)}, and ${taken}.`;
    }
    case 'over-limit':
      return `The unit already takes ${p.option} ${times(p.count - 1)}, as often as ${p.per} allows.`;
    default:
      return issueMessage(issue);
  }
}

/**
 * What the row of one of several units an issue names says of it, in a few words: the issue itself is said once (in
 * the validation panel, and on its points bar for an allowance), not the same forty words under each of six
 * Harlequin units.
 */
export function issueMark(issue: RosterIssue): string {
  switch (issue.ruleId) {
    case 'ally-points':
      return `Over the ${issue.params.allowance} cap: ${issue.params.points} / ${issue.params.cap} pts`;
    case 'datasheet-limit':
    case 'epic-hero-limit':
      return `${issue.params.datasheet} ×${issue.params.count}: at most ${issue.params.limit} per army`;
    case 'unit-limit':
      if (issue.params.reason === 'allowance') return `Over the ${issue.params.allowance} allowance`;
      return issue.params.reason === 'max'
        ? `${issue.params.name} ×${issue.params.count}: at most ${issue.params.max} per army`
        : issue.message;
    case 'enhancement-duplicate':
      return `${issue.params.enhancement} is taken ${times(issue.params.count)}: once per army`;
    case 'enhancement-limit':
      return `${issue.params.count} Enhancements: at most ${issue.params.limit} per army`;
    case 'keyword-grant-limit':
      return `${issue.params.upgrade} ×${issue.params.count}: at most ${issue.params.max} per army`;
    case 'warlord-multiple':
      return `One of ${issue.params.labels.length} Warlords: an army has one`;
    default:
      return issue.message;
  }
}

/** Why the catalogue cannot add one more of a datasheet now, in a few words beside its Add button. */
export function addBlockReason(issue: RosterIssue): string {
  switch (issue.ruleId) {
    case 'datasheet-limit':
      return `Limit reached: at most ${issue.params.limit} per army`;
    case 'unit-limit':
      if (issue.params.reason === 'allowance')
        return `Not allowed beside the ${issue.params.allowance} units the army has`;
      return issue.params.reason === 'max' && issue.params.max > 0
        ? `Limit reached: at most ${issue.params.max} ${issue.params.name} per army`
        : `Not allowed with the army as it stands (${issue.params.name})`;
    case 'epic-hero-limit':
      return 'Already in the army: an Epic Hero can be taken once';
    case 'ally-points':
      // One line in the catalogue's column: the allowance's own bar above the list names it.
      return `Over its cap: ${issue.params.points} / ${issue.params.cap} pts`;
    default:
      return issue.message;
  }
}

/** "Chaos Knights allies: 1 TITANIC unit or up to 3 WAR DOG units; this army has 2 TITANIC units." */
function allowanceLimit(p: Extract<FindingOf<'unit-limit'>['params'], { reason: 'allowance' }>): string {
  const choices = p.choices.map((c) => {
    const units = counted(c.max, `${c.what} unit`).replace(/^\d+ /, '');
    if (c.per !== undefined) return `${c.max} ${units} for each ${c.per} unit`;
    return c.max === 1 ? `1 ${units}` : `up to ${c.max} ${units}`;
  });
  const allows = p.joiner === 'or' ? listAlternatives(choices) : listNames(choices);
  const has = p.has.map((h) => counted(h.count, `${h.what} unit`));
  return `${p.allowance}${p.isAllied ? ' allies' : ''}: ${allows}; this army has ${has.length > 0 ? listNames(has) : 'none'}.`;
}

function detachmentMissing(p: FindingOf<'detachment-missing'>['params']): string {
  switch (p.reason) {
    case 'none':
      return `Choose a detachment: every ${p.faction} army takes one.`;
    case 'unknown':
      return `"${p.detachmentId}" is not ${withArticle(p.faction)} detachment; choose another.`;
    default:
      return `${p.detachment} is ${withArticle(CONTENT_NAMES[p.reason])} detachment; choose a matched-play detachment${p.reason === 'legends' ? ' or turn on Legends' : ''}.`;
  }
}

const CONTENT_NAMES = { crusade: 'Crusade', 'boarding-actions': 'Boarding Actions', legends: 'Legends' } as const;

function faction(p: FindingOf<'faction'>['params']): string {
  switch (p.reason) {
    case 'unknown-datasheet':
      return `${p.unit} is not a datasheet ${withArticle(p.faction)} army can take.`;
    case 'crusade':
    case 'boarding-actions':
      return `${p.unit} is ${CONTENT_NAMES[p.reason]} content, not allowed in a matched-play army.`;
    case 'other-detachment':
      return `${p.unit} can only be included in ${withArticle(p.faction)} army with the ${p.detachments.join(' or ')} detachment.`;
    case 'not-in-faction': {
      const under = p.detachment === undefined ? '' : ` with the ${p.detachment} detachment`;
      return `${p.unit} does not have the ${p.factionKeyword} keyword and no allowance lets ${withArticle(p.faction)} army${under} take it.`;
    }
  }
}

function unitSize(p: FindingOf<'unit-size'>['params']): string {
  switch (p.reason) {
    case 'unknown-model-type':
      return `${p.unit} has ${p.count} "${p.modelTypeId}" models, which its datasheet does not list.`;
    case 'model-count': {
      const range = p.min === p.max ? `${p.min}` : `${p.min}-${p.max}`;
      return `${p.unit} has ${counted(p.count, `${p.modelType} model`)}; the unit takes ${range}.`;
    }
    case 'unit-total': {
      // `sizes` lists the datasheet's sizes as "5, 10".
      const sizes = p.sizes.split(', ');
      const taken = sizes.length === 1 ? counted(Number(sizes[0]), 'model') : `${listAlternatives(sizes)} models`;
      return `${p.unit} has ${counted(p.count, 'model')}; it can be taken with ${taken}.`;
    }
  }
}

function wargearLimit(p: FindingOf<'wargear-limit'>['params']): string {
  switch (p.reason) {
    case 'unknown-option':
      return `${p.unit} takes a wargear option "${p.optionId}" its datasheet does not have.`;
    case 'unknown-choice':
      return `${p.unit} takes "${p.choiceId}", which is not a choice of the ${p.option} option.`;
    case 'model-type':
      return `${p.unit}: ${p.modelType} models cannot take ${p.option}.`;
    case 'over-limit':
      return `${p.unit} takes ${p.option} ${times(p.count)}; ${p.per} allows ${p.limit}.`;
    case 'per-model': {
      const models =
        p.models === 1 ? `the ${p.modelType} takes` : `the ${counted(p.models, `${p.modelType} model`)} take`;
      const each = p.models === 1 ? 'it' : 'each';
      return p.swaps.length > 1
        ? `${p.unit}: ${models} ${counted(p.count, 'swap')}, but ${each} can take only one of these: ${swapList(p.swaps)}.`
        : `${p.unit}: ${models} ${p.swaps[0]} ${times(p.count)}, but ${each} can take it ${times(p.timesEach)}.`;
    }
    case 'replaces-missing': {
      const carry = p.models === 1 ? `the ${p.modelType} carries` : `the ${p.modelType} models carry`;
      return `${p.unit}: its swaps replace ${p.missing} more ${p.wargear} than ${carry}.`;
    }
  }
}

/** Swaps name their items with "and" ("Power weapon and Torturer's tool for Twin torturer's tools"), so a comma parts them. */
function swapList(swaps: readonly string[]): string {
  return `${swaps.slice(0, -1).join(', ')}, or ${swaps[swaps.length - 1]}`;
}

function times(count: number): string {
  return count === 1 ? 'once' : count === 2 ? 'twice' : `${count} times`;
}

function catalogueLimit(p: FindingOf<'catalogue-limit'>['params']): string {
  const when = p.when ? ` while ${p.when}` : '';
  if (p.in === 'army') {
    if (p.bound === 'max' && p.value <= 0) return `${p.unit}: the army may not include ${p.name}${when}.`;
    const bound = p.bound === 'max' ? 'at most' : 'at least';
    return `${p.unit}: the army may include ${bound} ${counted(p.value, p.name)}${when}, and it has ${p.count}.`;
  }
  if (p.in === 'model') {
    const who = `Each ${p.modelType ?? 'model'} model of ${p.unit}`;
    if (p.bound === 'max' && p.value <= 0)
      return `${who} may not carry ${p.name}${when}; they carry ${p.count} between them.`;
    return p.bound === 'max'
      ? `${who} may carry at most ${counted(p.value, p.name)}${when}; they carry ${p.count} between them.`
      : `${who} must carry at least ${counted(p.value, p.name)}${when}; they carry ${p.count} between them.`;
  }
  const notCounting = p.notCounting ? `, not counting those that took ${p.notCounting}` : '';
  if (p.bound === 'max') {
    return p.value <= 0
      ? `${p.unit} may not have ${p.name}${notCounting}${when}, and it has ${p.count}.`
      : `${p.unit} may have at most ${counted(p.value, p.name)}${notCounting}${when}, and it has ${p.count}.`;
  }
  return `${p.unit} must have at least ${counted(p.value, p.name)}${notCounting}${when}, and it has ${p.count}.`;
}
