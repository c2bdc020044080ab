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
