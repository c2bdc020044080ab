import type { Detachment } from '../../domain/data/detachment.schema';
import type { RuleText } from '../../domain/data/rule-text.schema';

/** The army's rules and its detachment's, with their text, on the first page when the player prints rules text. */
export function PrintRules({
  armyRules,
  detachment,
}: {
  armyRules: readonly RuleText[];
  detachment: Detachment | undefined;
}) {
  const groups = [
    { title: 'Army rules', rules: armyRules },
    {
      title: detachment ? `Detachment: ${detachment.name}` : '',
      rules: detachment ? [detachment.rule, ...detachment.otherRules] : [],
    },
  ].filter((g) => g.rules.length > 0);
  if (groups.length === 0) return null;
  return (
    <section aria-label="Army and detachment rules" className="print-rules">
      {groups.map((g) => (
        <div key={g.title}>
          <h2 className="print-rules__title">{g.title}</h2>
          <dl className="print-unit__abilities">
            {g.rules.map((r) => (
              <div key={r.name}>
                <dt>{r.name}</dt>
                {r.text && <dd>{r.text}</dd>}
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}
