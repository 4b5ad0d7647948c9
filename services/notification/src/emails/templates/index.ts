export { passwordResetEmail } from './password-reset';
export { invitationEmail } from './invitation';
export { approvalDecisionEmail } from './approval-decision';
export { leadConfirmationEmail } from './lead-confirmation';
export { leadAlertEmail } from './lead-alert';
