import { ExternalLink } from '../../components/ui/external-link';
import type { Detachment } from '../../domain/data/detachment.schema';
import type { Faction } from '../../domain/data/faction.schema';
import { factionRulesUrl } from '../../domain/data/full-rules-links';

/**
 * What a detachment brings, under its selector before the list exists: its rule, its Enhancements with their costs,
 * and where the full rules are ("Rule: Alliance of Agony. Enhancements: Labyrinthine Cunning (25 pts), …").
 */
export function DetachmentSummary({
  id,
  detachment,
  faction,
}: {
  id: string;
  detachment: Detachment;
  faction: Faction;
}) {
  const rules = [detachment.rule, ...detachment.otherRules].map((r) => r.name);
  const enhancements = detachment.enhancements.filter((e) => e.content === 'matched-play');
  const href = factionRulesUrl(faction);
  return (
    <div id={id} className="detachment-summary">
      <p>
        <span className="detachment-summary__label">{rules.length === 1 ? 'Rule' : 'Rules'}:</span> {rules.join(', ')}
      </p>
      {enhancements.length > 0 && (
        <p>
          <span className="detachment-summary__label">Enhancements:</span>{' '}
          {enhancements.map((e) => `${e.name} (${e.points} pts)`).join(', ')}
        </p>
      )}
      {href && (
        <p>
          <ExternalLink href={href}>Full rules on Wahapedia</ExternalLink>
        </p>
      )}
    </div>
  );
}
