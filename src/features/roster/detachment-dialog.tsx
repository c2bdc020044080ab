import { Dialog } from '../../components/ui/dialog';
import type { Detachment } from '../../domain/data/detachment.schema';
import type { Faction } from '../../domain/data/faction.schema';
import { factionRulesUrl } from '../../domain/data/full-rules-links';
import { DetachmentDetails, FullRulesLink } from '../datasheet/public';

/** The chosen detachment's rule, Enhancements and Stratagems, one tap from where it is chosen. */
export function DetachmentDialog({
  detachment,
  faction,
  isOpen,
  onClose,
}: {
  detachment: Detachment;
  faction: Faction;
  isOpen: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog title={detachment.name} isOpen={isOpen} onClose={onClose} className="detachment-dialog">
      <DetachmentDetails detachment={detachment} headingLevel={3} />
      <FullRulesLink href={factionRulesUrl(faction)}>Full rules on Wahapedia</FullRulesLink>
    </Dialog>
  );
}
