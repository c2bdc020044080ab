import { factionRulesUrl } from '../../domain/data/full-rules-links';
import type { GameData } from '../../domain/data/game-data';
import type { DetachmentId } from '../../domain/data/ids';
import { DetachmentDetails } from './detachment-details';
import { FullRulesLink } from './full-rules-link';
import { RuleList } from './rule-list';

/** The army's own rules and its detachment's rule, enhancements and stratagems. */
export function DetachmentRules({ data, detachmentId }: { data: GameData; detachmentId: DetachmentId | null }) {
  const detachment = data.faction.detachments.find((d) => d.id === detachmentId);
  return (
    <section className="detachment-rules" aria-label="Army and detachment rules">
      <h3>Army rules</h3>
      <RuleList rules={data.faction.armyRules} />
      {detachment && (
        <>
          <h3>Detachment: {detachment.name}</h3>
          <DetachmentDetails detachment={detachment} headingLevel={4} />
        </>
      )}
      <FullRulesLink href={factionRulesUrl(data.faction)}>Army and detachment rules on Wahapedia</FullRulesLink>
    </section>
  );
}
