/**
 * The parts of the BattleScribe catalogue format (.gst / .cat) the importer reads, as plain data.
 * Names follow the XML so a reader can go from a catalogue line to these types and back.
 */

export type BsCondition = {
  readonly type: string;
  readonly field: string;
  readonly scope: string;
  readonly childId: string;
  readonly value: number;
};

export type BsConditionGroup = {
  readonly type: 'and' | 'or';
  readonly conditions: readonly BsCondition[];
  readonly groups: readonly BsConditionGroup[];
};

export type BsRepeat = {
  readonly field: string;
  readonly scope: string;
  readonly childId: string;
  readonly value: number;
  readonly repeats: number;
  readonly roundUp: boolean;
};

/** A modifier, with the conditions of any enclosing modifierGroups folded into `when`. */
export type BsModifier = {
  readonly type: string;
  readonly field: string;
  readonly value: string;
  /**
   * New Recruit's extensions: a modifier with `scope` or `affects` changes other selections than its own entry (a
   * Boarding Actions cap on the Movement of every model of the unit: `affects="self.entries.recursive.profiles.Unit"`).
   */
  readonly scope: string | undefined;
  readonly affects: string | undefined;
  readonly when: BsConditionGroup;
  readonly repeats: readonly BsRepeat[];
};

export type BsConstraint = {
  readonly id: string;
  /** 'min' or 'max' in every catalogue of the snapshot; any other type is reported, never read as either. */
  readonly type: string;
  readonly field: string;
  readonly scope: string;
  readonly value: number;
};

export type BsCharacteristic = { readonly name: string; readonly typeId: string; readonly value: string };

export type BsProfile = {
  readonly id: string;
  readonly name: string;
  readonly typeName: string;
  readonly hidden: boolean;
  readonly characteristics: readonly BsCharacteristic[];
  readonly modifiers: readonly BsModifier[];
};

export type BsRule = {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly hidden: boolean;
  /** Conditions that hide the rule ("Templar Vows" is hidden unless the army is Black Templars). */
  readonly modifiers: readonly BsModifier[];
};

/**
 * An info group: profiles, rules and info links kept together (a Genestealer Cults Magus's "Leader"), inline in an
 * entry or shared by the catalogue and reached through an info link of type "infoGroup".
 */
export type BsInfoGroup = {
  readonly id: string;
  readonly name: string;
  readonly profiles: readonly BsProfile[];
  readonly rules: readonly BsRule[];
  readonly infoLinks: readonly BsInfoLink[];
};

export type BsInfoLink = {
  readonly id: string;
  readonly name: string;
  readonly targetId: string;
  readonly type: string;
  readonly hidden: boolean;
  readonly modifiers: readonly BsModifier[];
};

export type BsCategoryLink = {
  readonly id: string;
  readonly name: string;
  readonly targetId: string;
  readonly primary: boolean;
};

export type BsCost = { readonly typeId: string; readonly name: string; readonly value: number };

/**
 * Ties each selection of the entry to selections elsewhere in `scope`: Khorne Berzerkers' unit-level "Icon of Khorne"
 * is carried by one model (`childId` "model", or a model entry's or category's id), `min`-`max` models per icon.
 */
export type BsAssociation = {
  readonly id: string;
  readonly name: string;
  readonly scope: string;
  readonly childId: string;
  readonly min: number;
  readonly max: number;
};

/** selectionEntry, selectionEntryGroup and entryLink share this shape; `kind` says which. */
export type BsNode = {
  readonly kind: 'entry' | 'group' | 'link';
  readonly id: string;
  /**
   * False (`import="false"`) when a catalogue that imports this one's root entries must not take this one: the
   * Agents of the Imperium's own "Detachment" is not every Imperium army's.
   */
  readonly isImported: boolean;
  readonly name: string;
  /** unit | model | upgrade for entries; for links, the link type (selectionEntry | selectionEntryGroup). */
  readonly type: string;
  readonly targetId: string | undefined;
  readonly hidden: boolean;
  readonly defaultSelectionEntryId: string | undefined;
  /** Where the entry sits among its siblings in the editor (the datasheet's order); absent on many entries. */
  readonly sortIndex: number | undefined;
  /** How many copies the editor selects when the parent is added, constraints aside (a Rhino's combi-bolter). */
  readonly defaultAmount: number;
  readonly comment: string | undefined;
  readonly constraints: readonly BsConstraint[];
  readonly modifiers: readonly BsModifier[];
  readonly costs: readonly BsCost[];
  readonly profiles: readonly BsProfile[];
  readonly rules: readonly BsRule[];
  readonly infoLinks: readonly BsInfoLink[];
  readonly categoryLinks: readonly BsCategoryLink[];
  readonly associations: readonly BsAssociation[];
  readonly children: readonly BsNode[];
};

export type BsCategoryEntry = {
  readonly id: string;
  readonly name: string;
  readonly hidden: boolean;
  readonly constraints: readonly BsConstraint[];
  readonly modifiers: readonly BsModifier[];
};

export type BsForceEntry = { readonly id: string; readonly name: string; readonly hidden: boolean };

export type BsCatalogueLink = { readonly targetId: string; readonly name: string; readonly importRootEntries: boolean };

export type BsCostType = { readonly id: string; readonly name: string };

export type BsCatalogue = {
  readonly id: string;
  readonly name: string;
  readonly fileName: string;
  readonly isLibrary: boolean;
  readonly isGameSystem: boolean;
  readonly catalogueLinks: readonly BsCatalogueLink[];
  /** Root selectionEntries and entryLinks: what the catalogue offers to a roster. */
  readonly rootEntries: readonly BsNode[];
  readonly sharedEntries: readonly BsNode[];
  readonly sharedGroups: readonly BsNode[];
  readonly sharedProfiles: readonly BsProfile[];
  readonly sharedRules: readonly BsRule[];
  readonly sharedInfoGroups: readonly BsInfoGroup[];
  /** Rules the catalogue states for the whole army (the Orks' Waaagh!), beside its shared rules. */
  readonly rules: readonly BsRule[];
  /** Rules and profiles the catalogue links for the whole army (Space Marines: Oath of Moment, Templar Vows). */
  readonly infoLinks: readonly BsInfoLink[];
  readonly categories: readonly BsCategoryEntry[];
  readonly forces: readonly BsForceEntry[];
  /** Points, and the Crusade force's bookkeeping (Experience, Battle Honours, Crusade Points …). */
  readonly costTypes: readonly BsCostType[];
};
