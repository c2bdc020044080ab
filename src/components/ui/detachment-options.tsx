import type { Detachment } from '../../domain/data/detachment.schema';
import type { Faction } from '../../domain/data/faction.schema';
import { chapterOwn } from '../../domain/data/chapter';

/**
 * The options of a detachment select. A chapter's own detachments (Blood Angels: The Lost Brethren) come first,
 * grouped under its name, then the ones it shares with its parent (`parentName`: Space Marines).
 */
export function DetachmentOptions({
  faction,
  detachments,
  parentName,
}: {
  faction: Faction;
  detachments: readonly Detachment[];
  parentName: string | null;
}) {
  const own = chapterOwn(faction, 'detachments');
  const option = (d: Detachment) => (
    <option key={d.id} value={d.id}>
      {d.name}
    </option>
  );
  if (!detachments.some((d) => own.has(d.id))) return <>{detachments.map(option)}</>;
  return (
    <>
      <optgroup label={faction.name}>{detachments.filter((d) => own.has(d.id)).map(option)}</optgroup>
      <optgroup label={parentName ?? 'Shared'}>{detachments.filter((d) => !own.has(d.id)).map(option)}</optgroup>
    </>
  );
}
