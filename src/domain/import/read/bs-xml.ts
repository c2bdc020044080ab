import { XMLParser } from 'fast-xml-parser';
import type {
  BsAssociation,
  BsCatalogue,
  BsCategoryEntry,
  BsCategoryLink,
  BsCondition,
  BsConditionGroup,
  BsConstraint,
  BsCost,
  BsForceEntry,
  BsInfoGroup,
  BsInfoLink,
  BsModifier,
  BsNode,
  BsProfile,
  BsRepeat,
  BsRule,
} from './bs-types';

type Xml = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseAttributeValue: false,
  parseTagValue: false,
  // Every element becomes an array, so a single child and many children read the same way.
  isArray: (_name, _path, _isLeaf, isAttribute) => !isAttribute,
});

function list(node: Xml | undefined, wrapper: string, item: string): Xml[] {
  const outer = node?.[wrapper] as Xml[] | undefined;
  if (!outer) return [];
  return outer.flatMap((w) => (w[item] as Xml[] | undefined) ?? []);
}

function str(node: Xml, key: string): string {
  const v = node[key];
  return typeof v === 'string' ? v : '';
}

function optStr(node: Xml, key: string): string | undefined {
  const v = node[key];
  return typeof v === 'string' && v !== '' ? v : undefined;
}

function num(node: Xml, key: string): number {
  const n = Number(str(node, key));
  return Number.isFinite(n) ? n : 0;
}

function bool(node: Xml, key: string): boolean {
  return str(node, key) === 'true';
}

function text(node: Xml, key: string): string {
  const v = node[key] as unknown[] | undefined;
  if (!v || v.length === 0) return '';
  const first = v[0];
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object' && '#text' in first) return String((first as Xml)['#text']);
  return '';
}

function condition(x: Xml): BsCondition {
  return {
    type: str(x, 'type'),
    field: str(x, 'field'),
    scope: str(x, 'scope'),
    childId: str(x, 'childId'),
    value: num(x, 'value'),
  };
}

function conditionGroup(x: Xml, type: 'and' | 'or'): BsConditionGroup {
  return {
    type,
    conditions: list(x, 'conditions', 'condition').map(condition),
    groups: list(x, 'conditionGroups', 'conditionGroup').map((g) =>
      conditionGroup(g, str(g, 'type') === 'or' ? 'or' : 'and'),
    ),
  };
}

function repeat(x: Xml): BsRepeat {
  return {
    field: str(x, 'field'),
    scope: str(x, 'scope'),
    childId: str(x, 'childId'),
    value: num(x, 'value'),
    repeats: num(x, 'repeats') || 1,
    roundUp: bool(x, 'roundUp'),
  };
}

/** Modifiers of a node, with modifierGroups flattened: a group's conditions are and-ed onto each of its modifiers. */
function modifiers(x: Xml, outer: readonly BsConditionGroup[] = []): BsModifier[] {
  const own = list(x, 'modifiers', 'modifier').map((m): BsModifier => {
    const when = conditionGroup(m, 'and');
    return {
      type: str(m, 'type'),
      field: str(m, 'field'),
      value: str(m, 'value'),
      scope: optStr(m, 'scope'),
      affects: optStr(m, 'affects'),
      when: outer.length === 0 ? when : { type: 'and', conditions: [], groups: [...outer, when] },
      repeats: list(m, 'repeats', 'repeat').map(repeat),
    };
  });
  const grouped = list(x, 'modifierGroups', 'modifierGroup').flatMap((g) =>
    modifiers(g, [...outer, conditionGroup(g, 'and')]),
  );
  return [...own, ...grouped];
}

function constraint(x: Xml): BsConstraint {
  return {
    id: str(x, 'id'),
    type: str(x, 'type'),
    field: str(x, 'field'),
    scope: str(x, 'scope'),
    value: num(x, 'value'),
  };
}

function profile(x: Xml, outer: readonly BsModifier[] = []): BsProfile {
  return {
    id: str(x, 'id'),
    name: str(x, 'name'),
    typeName: str(x, 'typeName'),
    hidden: bool(x, 'hidden'),
    characteristics: list(x, 'characteristics', 'characteristic').map((c) => ({
      name: str(c, 'name'),
      typeId: str(c, 'typeId'),
      value: typeof c['#text'] === 'string' ? c['#text'] : '',
    })),
    modifiers: [...outer, ...modifiers(x)],
  };
}

function rule(x: Xml, outer: readonly BsModifier[] = []): BsRule {
  return {
    id: str(x, 'id'),
    name: str(x, 'name'),
    description: text(x, 'description'),
    hidden: bool(x, 'hidden'),
    modifiers: [...outer, ...modifiers(x)],
  };
}

function infoLink(x: Xml, outer: readonly BsModifier[] = []): BsInfoLink {
  return {
    id: str(x, 'id'),
    name: str(x, 'name'),
    targetId: str(x, 'targetId'),
    type: str(x, 'type'),
    hidden: bool(x, 'hidden'),
    modifiers: [...outer, ...modifiers(x)],
  };
}

function categoryLink(x: Xml): BsCategoryLink {
  return { id: str(x, 'id'), name: str(x, 'name'), targetId: str(x, 'targetId'), primary: bool(x, 'primary') };
}

function association(x: Xml): BsAssociation {
  return {
    id: str(x, 'id'),
    name: str(x, 'name'),
    scope: str(x, 'scope'),
    childId: str(x, 'childId'),
    min: num(x, 'min'),
    max: num(x, 'max'),
  };
}

function cost(x: Xml): BsCost {
  return { typeId: str(x, 'typeId'), name: str(x, 'name'), value: num(x, 'value') };
}

/**
 * What a node's info groups hold, nested groups too (where some catalogues keep an ability: a GSC Magus's "Leader"),
 * each item carrying its groups' hiding modifiers: a group hidden under a condition hides what it holds.
 */
function infoGroupContents(
  x: Xml,
  outer: readonly BsModifier[] = [],
): Pick<BsInfoGroup, 'profiles' | 'rules' | 'infoLinks'> {
  const groups = list(x, 'infoGroups', 'infoGroup').filter((group) => !bool(group, 'hidden'));
  const parts = groups.map((group) => {
    const hiding = [...outer, ...modifiers(group).filter((m) => m.field === 'hidden')];
    const inner = infoGroupContents(group, hiding);
    return {
      profiles: [...list(group, 'profiles', 'profile').map((p) => profile(p, hiding)), ...inner.profiles],
      rules: [...list(group, 'rules', 'rule').map((r) => rule(r, hiding)), ...inner.rules],
      infoLinks: [...list(group, 'infoLinks', 'infoLink').map((l) => infoLink(l, hiding)), ...inner.infoLinks],
    };
  });
  return {
    profiles: parts.flatMap((p) => p.profiles),
    rules: parts.flatMap((p) => p.rules),
    infoLinks: parts.flatMap((p) => p.infoLinks),
  };
}

function infoGroup(x: Xml): BsInfoGroup {
  const inner = infoGroupContents(x);
  return {
    id: str(x, 'id'),
    name: str(x, 'name'),
    profiles: [...list(x, 'profiles', 'profile').map((p) => profile(p)), ...inner.profiles],
    rules: [...list(x, 'rules', 'rule').map((r) => rule(r)), ...inner.rules],
    infoLinks: [...list(x, 'infoLinks', 'infoLink').map((l) => infoLink(l)), ...inner.infoLinks],
  };
}

function node(x: Xml, kind: BsNode['kind']): BsNode {
  const info = infoGroupContents(x);
  return {
    kind,
    id: str(x, 'id'),
    isImported: str(x, 'import') !== 'false',
    name: str(x, 'name'),
    type: str(x, 'type'),
    targetId: optStr(x, 'targetId'),
    hidden: bool(x, 'hidden'),
    defaultSelectionEntryId: optStr(x, 'defaultSelectionEntryId'),
    sortIndex: optStr(x, 'sortIndex') === undefined ? undefined : num(x, 'sortIndex'),
    defaultAmount: num(x, 'defaultAmount'),
    comment: text(x, 'comment') || undefined,
    constraints: list(x, 'constraints', 'constraint').map(constraint),
    modifiers: modifiers(x),
    costs: list(x, 'costs', 'cost').map(cost),
    profiles: [...list(x, 'profiles', 'profile').map((p) => profile(p)), ...info.profiles],
    rules: [...list(x, 'rules', 'rule').map((r) => rule(r)), ...info.rules],
    infoLinks: [...list(x, 'infoLinks', 'infoLink').map((l) => infoLink(l)), ...info.infoLinks],
    categoryLinks: list(x, 'categoryLinks', 'categoryLink').map(categoryLink),
    associations: list(x, 'associations', 'association').map(association),
    children: [
      ...list(x, 'selectionEntries', 'selectionEntry').map((e) => node(e, 'entry')),
      ...list(x, 'selectionEntryGroups', 'selectionEntryGroup').map((e) => node(e, 'group')),
      ...list(x, 'entryLinks', 'entryLink').map((e) => node(e, 'link')),
    ],
  };
}

function categoryEntry(x: Xml): BsCategoryEntry {
  return {
    id: str(x, 'id'),
    name: str(x, 'name'),
    hidden: bool(x, 'hidden'),
    constraints: list(x, 'constraints', 'constraint').map(constraint),
    modifiers: modifiers(x),
  };
}

/** Force entries, nested ones too ("Crusade Army" inside "Crusade Force"): conditions name any of them. */
function forceEntries(x: Xml): BsForceEntry[] {
  return list(x, 'forceEntries', 'forceEntry').flatMap((f) => [
    { id: str(f, 'id'), name: str(f, 'name'), hidden: bool(f, 'hidden') },
    ...forceEntries(f),
  ]);
}

/** Parses one .gst or .cat file. Throws with the file name when the XML is not a catalogue. */
export function parseCatalogueXml(fileName: string, xml: string): BsCatalogue {
  let doc: Xml;
  try {
    // Validating as it parses: a truncated or hand-edited catalogue fails here, naming the file and line.
    doc = parser.parse(xml, true) as Xml;
  } catch (error) {
    throw new Error(`${fileName}: not well-formed XML (${error instanceof Error ? error.message : String(error)})`, {
      cause: error,
    });
  }
  const isGameSystem = Array.isArray(doc.gameSystem);
  const root = ((doc.gameSystem ?? doc.catalogue) as Xml[] | undefined)?.[0];
  if (!root) throw new Error(`${fileName}: neither a <catalogue> nor a <gameSystem> document`);
  return {
    id: str(root, 'id'),
    name: str(root, 'name'),
    fileName,
    isLibrary: bool(root, 'library'),
    isGameSystem,
    catalogueLinks: list(root, 'catalogueLinks', 'catalogueLink').map((l) => ({
      targetId: str(l, 'targetId'),
      name: str(l, 'name'),
      importRootEntries: bool(l, 'importRootEntries'),
    })),
    rootEntries: [
      ...list(root, 'selectionEntries', 'selectionEntry').map((e) => node(e, 'entry')),
      ...list(root, 'entryLinks', 'entryLink').map((e) => node(e, 'link')),
    ],
    sharedEntries: list(root, 'sharedSelectionEntries', 'selectionEntry').map((e) => node(e, 'entry')),
    sharedGroups: list(root, 'sharedSelectionEntryGroups', 'selectionEntryGroup').map((e) => node(e, 'group')),
    sharedProfiles: list(root, 'sharedProfiles', 'profile').map((p) => profile(p)),
    sharedRules: list(root, 'sharedRules', 'rule').map((r) => rule(r)),
    sharedInfoGroups: list(root, 'sharedInfoGroups', 'infoGroup').map(infoGroup),
    rules: list(root, 'rules', 'rule').map((r) => rule(r)),
    infoLinks: list(root, 'infoLinks', 'infoLink').map((l) => infoLink(l)),
    categories: list(root, 'categoryEntries', 'categoryEntry').map(categoryEntry),
    forces: forceEntries(root),
    costTypes: list(root, 'costTypes', 'costType').map((c) => ({ id: str(c, 'id'), name: str(c, 'name') })),
  };
}
