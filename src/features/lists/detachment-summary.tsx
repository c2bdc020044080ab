import { ExternalLink } from '../../components/ui/external-link';
import type { Detachment } from '../../domain/data/detachment.schema';
import type { Faction } from '../../domain/data/faction.schema';
import { factionRulesUrl } from '../../domain/data/full-rules-links';
import { RuleList } from '../datasheet/public';

/**
 * What a detachment brings, under its selector before the list exists: its rule, its Enhancements with their costs,
 * and where the full rules are ("Rule: Alliance of Agony. Enhancements: Labyrinthine Cunning (25 pts), …"). Where the
 * data has their text (the seed pages', or a player's own catalogues'), it is one tap away under "Rules text", apart
 * from the summary the selector is described by.
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
  const rules = [detachment.rule, ...detachment.otherRules];
  const enhancements = detachment.enhancements.filter((e) => e.content === 'matched-play');
  const href = factionRulesUrl(faction);
  // The summary names every rule; under "Rules text" are only those the data has the text of.
  const withText = [
    ...rules,
    ...enhancements.map((e) => ({ name: e.name, text: e.text, detail: `(Enhancement, ${e.points} pts)` })),
  ].filter((r) => r.text);
  return (
    <>
      <div id={id} className="detachment-summary">
        <p>
          <span className="detachment-summary__label">{rules.length === 1 ? 'Rule' : 'Rules'}:</span>{' '}
          {rules.map((r) => r.name).join(', ')}
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
      {withText.length > 0 && (
        <details className="detachment-summary__text">
          <summary>Rules text</summary>
          <RuleList rules={withText} />
        </details>
      )}
    </>
  );
}
