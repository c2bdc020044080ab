/** The validation panel's heading, which the roster's "Show issues" moves focus to. */
export const VALIDATION_TITLE_ID = 'validation-title';
