import styles from './moderation-item.module.css';
import { ModerationItemFrame } from './moderation-parts';

import type { ModerationItemAction, ModerationUserView } from './moderation-parts';

/** One fact behind a fraud rule, in words, e.g. `{ label: 'Asked rent', value: '€ 300' }`. */
export interface ModerationFact {
  readonly label: string;
  readonly value: string;
}

/** A fraud rule that fired, with the facts that made it fire. */
export interface ModerationRuleView {
  /** The rule's name (`FraudRule`), stable, also `data-rule`. */
  readonly rule: string;
  /** Its name in words, e.g. "Rent far below the city level". */
  readonly name: string;
  readonly facts: readonly ModerationFact[];
}

/** Props of {@link HeldAdvertItem}: everything already in the page's language. */
export interface HeldAdvertItemProps {
  readonly listingID: number;
  readonly title: string;
  /** E.g. "Room in Amsterdam · € 300 per month · 18 m²". */
  readonly facts: string;
  /** E.g. "Held 2 hours ago at publication". */
  readonly held: string;
  /** Heading of the rules, e.g. "Why it was held". */
  readonly rulesHeading: string;
  readonly rules: readonly ModerationRuleView[];
  readonly landlord: ModerationUserView;
  readonly actionsLabel: string;
  /** Approve, reject, mark, block the landlord … */
  readonly actions: readonly ModerationItemAction[];
}

/**
 * An advert a fraud rule held at publication or after an edit (issue 28, queue "held adverts"):
 * title, facts and when it was held, each rule that fired with the facts behind it (the section
 * is left out for a hold without rules), the landlord, and the moderator's actions. Hook-free; the owner handles the actions.
 */
export function HeldAdvertItem({
  listingID,
  title,
  facts,
  held,
  rulesHeading,
  rules,
  landlord,
  actionsLabel,
  actions,
}: HeldAdvertItemProps) {
  return (
    <ModerationItemFrame
      testId="held-advert"
      subjectId={listingID}
      heading={title}
      meta={[facts, held]}
      user={landlord}
      actionsLabel={actionsLabel}
      actions={actions}
    >
      {rules.length === 0 ? null : (
        <>
          <h4 className={styles.sectionHeading}>{rulesHeading}</h4>
          <ul className={styles.rules}>
            {rules.map((rule) => (
              <li key={rule.rule} className={styles.rule} data-rule={rule.rule}>
                <p className={styles.ruleName}>{rule.name}</p>
                <dl className={styles.facts}>
                  {rule.facts.map((fact) => (
                    <div key={fact.label} className={styles.fact}>
                      <dt>{fact.label}</dt>
                      <dd>{fact.value}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </ModerationItemFrame>
  );
}

export default HeldAdvertItem;
