import type { RuleText } from '../../domain/data/rule-text.schema';

/** Named rules with their text where the data has it (prose only comes from the seed datasheets). */
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
 * Rules every player knows (Deep Strike, Leader), each behind its name: on a phone the unit's own profile, weapons and
 * abilities come first, and a tap on a name shows its text. Open from the start where the screen is wide.
 */
export function CollapsedRuleList({
  rules,
  label,
}: {
  rules: readonly (RuleText & { detail?: string })[];
  label: string;
}) {
  if (rules.length === 0) return null;
  const isWide = typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 48rem)').matches;
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
