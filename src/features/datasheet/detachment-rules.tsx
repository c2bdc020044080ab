import type { GameData } from '../../domain/data/game-data';
import type { DetachmentId } from '../../domain/data/ids';
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
          <RuleList rules={[detachment.rule]} />
          {detachment.enhancements.length > 0 && (
            <>
              <h4>Enhancements</h4>
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
              <h4>Stratagems</h4>
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
      )}
    </section>
  );
}
