import type { Detachment } from '../../domain/data/detachment.schema';
import type { RuleText } from '../../domain/data/rule-text.schema';
import { RuleList } from './rule-list';

/**
 * A detachment's rule (and any further rules), its Enhancements with their costs and its Stratagems, under headings
 * of `headingLevel`: below a datasheet's "Detachment" heading, or in a dialog of their own.
 */
export function DetachmentDetails({ detachment, headingLevel }: { detachment: Detachment; headingLevel: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const section = (title: string, rules: readonly (RuleText & { detail?: string })[]) =>
    rules.length > 0 && (
      <>
        <Heading>{title}</Heading>
        <RuleList rules={rules} />
      </>
    );
  return (
    <>
      <RuleList rules={[detachment.rule, ...detachment.otherRules]} />
      {section(
        'Enhancements',
        detachment.enhancements.map((e) => ({
          name: e.name,
          text: e.text,
          detail: `(${e.points} pts${e.requiredKeywords.length > 0 ? `, ${e.requiredKeywords.join(' or ')} only` : ''})`,
        })),
      )}
      {section(
        'Stratagems',
        detachment.stratagems.map((s) => ({
          name: s.name,
          text: s.text,
          detail: `(${s.commandPoints} CP, ${s.category})`,
        })),
      )}
    </>
  );
}
