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
 * Rules every player knows (Deep Strike, Leader, the weapon abilities), each behind its name, closed on every screen:
 * the unit's own profile, weapons and abilities come first, and a tap on a name shows its text, a paragraph or more
 * where a player's catalogues give it.
 */
export function CollapsedRuleList({
  rules,
  label,
}: {
  rules: readonly (RuleText & { detail?: string })[];
  label: string;
}) {
  if (rules.length === 0) return null;
  return (
    <ul className="rule-list rule-list--collapsed" aria-label={label}>
      {rules.map((rule) => (
        <li key={`${rule.name}:${rule.detail ?? ''}`} className="rule-list__item">
          <details>
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
