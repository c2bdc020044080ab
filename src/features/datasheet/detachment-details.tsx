import type { Detachment } from '../../domain/data/detachment.schema';
import { RuleList } from './rule-list';

/**
 * A detachment's rule (and any further rules), its Enhancements with their costs and its Stratagems, under headings
 * of `headingLevel`: below a datasheet's "Detachment" heading, or in a dialog of their own.
 */
export function DetachmentDetails({ detachment, headingLevel }: { detachment: Detachment; headingLevel: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <>
      <RuleList rules={[detachment.rule, ...detachment.otherRules]} />
      {detachment.enhancements.length > 0 && (
        <>
          <Heading>Enhancements</Heading>
          <RuleList
            rules={detachment.enhancements.map((e) => ({
              name: e.name,
              text: e.text,
              detail: `(${e.points} pts${e.requiredKeywords.length > 0 ? `, ${e.requiredKeywords.join(' or ')} only` : ''})`,
            }))}
          />
        </>
      )}
      {detachment.stratagems.length > 0 && (
        <>
          <Heading>Stratagems</Heading>
          <RuleList
            rules={detachment.stratagems.map((s) => ({
              name: s.name,
              text: s.text,
              detail: `(${s.commandPoints} CP, ${s.category})`,
            }))}
          />
        </>
      )}
    </>
  );
}
