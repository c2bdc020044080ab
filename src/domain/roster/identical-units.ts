import type { GameData } from '../data/game-data';
import { unitLoadout } from './loadout';
import { unitPoints } from './points';
import type { Roster, Unit } from './roster.schema';

/**
 * Identical units one after another (three Ravagers with the same guns, nothing attached, no Warlord or Enhancement)
 * as one entry with a count: a chat message writes them once, a printout gives them one datasheet. A unit that
 * leads, is led, or carries something of its own always stands alone.
 */
export function mergeCopies<T extends { readonly unit: Unit }>(
  listed: readonly T[],
  roster: Roster,
  data: GameData,
): { readonly copies: number; readonly listed: T }[] {
  const merged: { copies: number; listed: T; key: string | null }[] = [];
  for (const item of listed) {
    const { unit } = item;
    const isPlain =
      !unit.isWarlord &&
      unit.enhancementId === null &&
      unit.attachedToUnitId === null &&
      !roster.units.some((u) => u.attachedToUnitId === unit.id);
    const key = isPlain
      ? JSON.stringify([unit.datasheetId, unitPoints(unit, data, roster.detachmentId), unitLoadout(unit, data)])
      : null;
    const last = merged[merged.length - 1];
    if (key !== null && last?.key === key) last.copies++;
    else merged.push({ copies: 1, listed: item, key });
  }
  return merged.map(({ copies, listed: item }) => ({ copies, listed: item }));
}
