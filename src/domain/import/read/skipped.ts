import type { Resolved } from './catalogue-set';

/**
 * Children of a unit that are roster bookkeeping, not part of the datasheet: Crusade progress, the Warlord marker,
 * and the Enhancements group (read separately, per detachment).
 */
const ROSTER_BOOKKEEPING = new Set([
  'Crusade',
  'Weapon Modifications',
  'Warlord',
  'Enhancements',
  'Battle Scars',
  'Battle Honours',
]);

export function isSkippedChild(node: Resolved): boolean {
  return ROSTER_BOOKKEEPING.has(node.name.trim());
}
