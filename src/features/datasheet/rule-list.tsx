import type { RuleText } from '../../domain/data/rule-text.schema';

/**
 * Named rules with their text where the data has it: the seed pages' prose, or the rules text of a player's own
 * catalogues. Text is plain (React escapes it, so markup in it shows as written); a rule without text is its name.
 */
export function RuleList({ rules }: { rules: readonly (RuleText & { detail?: string })[] }) {
  if (rules.length === 0) return null;
  return (
    <dl className="rule-list">
      {rules.map((rule) => (
        <div key={`${rule.name}:${rule.detail ?? ''}`} className="rule-list__item">
          <dt>
            {rule.name}
            {rule.detail && <span className="rule-list__detail"> {rule.detail}</span>}
          </dt>
          {rule.text && <dd>{rule.text}</dd>}
        </div>
      ))}
    </dl>
  );
}

/**
 * Rules every player knows (Deep Strike, Leader), each behind its name: the unit's own profile, weapons and abilities
 * come first, and a tap on a name shows its text. `isOpenWhenWide` opens them from the start where the screen is wide
 * (a weapon ability's line or two); the core rules stay closed, since a player's catalogues give each a paragraph.
 */
export function CollapsedRuleList({
  rules,
  label,
  isOpenWhenWide = false,
}: {
  rules: readonly (RuleText & { detail?: string })[];
  label: string;
  isOpenWhenWide?: boolean;
}) {
  if (rules.length === 0) return null;
  const isWide =
    isOpenWhenWide && typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 48rem)').matches;
  return (
    <ul className="rule-list rule-list--collapsed" aria-label={label}>
      {rules.map((rule) => (
        <li key={`${rule.name}:${rule.detail ?? ''}`} className="rule-list__item">
          <details open={isWide}>
            <summary>
              <span className="rule-list__name">{rule.name}</span>
              {rule.detail && <span className="rule-list__detail"> {rule.detail}</span>}
            </summary>
            {rule.text && <p>{rule.text}</p>}
          </details>
        </li>
      ))}
    </ul>
  );
}
