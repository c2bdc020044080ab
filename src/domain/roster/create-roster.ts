import type { BattleSizeId, DetachmentId, FactionId } from '../data/ids';
import type { RosterId } from './ids';
import { listName } from './list-name';
import type { Roster } from './roster.schema';
import { ROSTER_SCHEMA_VERSION } from './schema-version';

export type NewRoster = {
  readonly id: RosterId;
  readonly name: string;
  readonly factionId: FactionId;
  readonly battleSizeId: BattleSizeId | null;
  readonly detachmentId: DetachmentId | null;
};

/** An empty roster; Legends datasheets stay off until the player opts in. */
export function createRoster({ id, name, factionId, battleSizeId, detachmentId }: NewRoster): Roster {
  return {
    schemaVersion: ROSTER_SCHEMA_VERSION,
    id,
    name: listName(name),
    factionId,
    detachmentId,
    battleSizeId,
    includeLegends: false,
    lastUnitNumber: 0,
    units: [],
  };
}
