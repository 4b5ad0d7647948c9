export { passwordResetEmail } from './password-reset';
export { invitationEmail } from './invitation';
export { approvalDecisionEmail } from './approval-decision';
export { leadConfirmationEmail } from './lead-confirmation';
export { leadAlertEmail } from './lead-alert';
export { checkinReviewedEmail } from './checkin-reviewed';
export { checkinReminderEmail } from './checkin-reminder';
export { onboardingCompletedEmail } from './onboarding-completed';
