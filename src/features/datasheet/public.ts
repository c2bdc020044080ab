/* What the datasheet feature offers the others: a detachment's rules (the roster's detachment dialog shows them too), named rules with their text (the new-list form's detachment) and the link to full rules. */
export { DetachmentDetails } from './detachment-details';
export { FullRulesLink } from './full-rules-link';
export { RuleList } from './rule-list';
