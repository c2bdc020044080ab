/**
 * What a text list says, before any name is looked up in the game data: the common middle of every text import
 * (GW app, New Recruit WTC / WTC-Compact). Counts are totals per model group, as the GW app prints them
 * (`9x Khorne Berzerker` → `7x Bolt pistol`), whatever the source format wrote.
 */
export type DraftItem = {
  readonly line: number;
  readonly name: string;
  readonly count: number;
  /**
   * The item as printed with the count read kept in its name, where the count may be part of the name: Chat leaves a
   * count of 1 out, so `1 Phantom pulsar` may be one item of that name; New Recruit's `1 with 2x Inferno Pistols`
   * may be one "2x Inferno Pistols". Tried first as an exact name, `count` of them.
   */
  readonly whole?: { readonly name: string; readonly count: number };
};

export type DraftModelGroup = {
  /** The model line; null when the list prints none (a single-model unit's weapons sit right under the unit). */
  readonly line: number | null;
  readonly name: string | null;
  readonly count: number;
  readonly wargear: readonly DraftItem[];
};

export type DraftUnit = {
  readonly line: number;
  readonly name: string;
  /** Points printed on the unit line, enhancement included; null when the list prints none. */
  readonly points: number | null;
  /** The section header the unit was listed under, as printed (CHARACTERS). */
  readonly sectionName: string | null;
  readonly isWarlord: boolean;
  readonly enhancement: { readonly line: number; readonly name: string } | null;
  /** The app's lines for the detachment upgrades the unit took (`Solar Spearhead Keywords: Character`), as printed. */
  readonly detachmentUpgrades?: readonly { readonly line: number; readonly name: string }[];
  /** The unit this Leader leads, as printed (`Kabalite Warriors (2)`); null when the format does not say. */
  readonly leads: { readonly line: number; readonly name: string } | null;
  readonly models: readonly DraftModelGroup[];
  /** How many models the unit line says it has (New Recruit's `10x Immortals`); absent where it says none. */
  readonly modelCount?: number;
};

export type DraftHeaderValue = { readonly line: number; readonly name: string };

export type DraftList = {
  readonly title: { readonly line: number; readonly name: string; readonly points: number | null } | null;
  readonly faction: DraftHeaderValue | null;
  /** Space Marines chapter line; kept so a reader can say it is ignored. */
  readonly chapter: DraftHeaderValue | null;
  readonly battleSize: (DraftHeaderValue & { readonly points: number | null }) | null;
  readonly detachment: DraftHeaderValue | null;
  readonly units: readonly DraftUnit[];
  /** The signature line (`Exported with App Version: …`), as printed. */
  readonly footer: DraftHeaderValue | null;
  /**
   * The format prints which unit each Leader leads (Muster's Chat and Markdown), so a Leader printed without one
   * leads nothing; formats that never say leave the importer to attach what only one reading allows.
   */
  readonly saysWhoLeads: boolean;
  /** Lines the reader did not understand, in order. */
  readonly unread: readonly { readonly line: number; readonly text: string }[];
};
