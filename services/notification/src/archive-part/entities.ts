import { whereClient, whereClientIn, whereUser } from '@wellness/kit';
import type { ArchivePartSpec, ArchiveSubject, SqlCondition } from '@wellness/kit';

/** Her conversations' rows, by their `conversation_id`. */
const inHerConversations = whereClientIn(
  'conversation_id IN (SELECT id FROM conversations WHERE client_id = $1::uuid)',
);

/** Emails to her: by her client id, or by her address (emails sent before she was a client). */
const emailsToHer = (subject: ArchiveSubject): SqlCondition => ({
  text: 'client_id = $1::uuid OR lower("to") = lower($2)',
  values: [subject.clientId, subject.email],
});

/** What notification puts in an archive, in restore order (automations before their runs). */
export const notificationArchive: ArchivePartSpec = {
  service: 'notification',
  entities: [
    { name: 'clients', table: 'clients', clientFilter: whereClient() },
    { name: 'email-templates', table: 'email_templates' },
    { name: 'email-template-versions', table: 'email_template_versions' },
    { name: 'email-sends', table: 'email_sends' },
    { name: 'sent-log', table: 'email_messages', clientFilter: emailsToHer },
    {
      name: 'email-suppressions',
      table: 'email_suppressions',
      clientFilter: (subject) => ({ text: 'lower(address) = lower($1)', values: [subject.email] }),
    },
    { name: 'in-app-notifications', table: 'in_app_notifications', clientFilter: whereUser() },
    { name: 'conversations', table: 'conversations', clientFilter: whereClient() },
    { name: 'messages', table: 'messages', clientFilter: inHerConversations },
    {
      name: 'conversation-members',
      table: 'conversation_members',
      clientFilter: inHerConversations,
    },
    {
      name: 'attachments',
      table: 'attachments',
      clientFilter: (subject) => ({
        text: `uploader_user_id = $2::uuid
               OR conversation_id IN (SELECT id FROM conversations WHERE client_id = $1::uuid)`,
        values: [subject.clientId, subject.userId],
      }),
    },
    { name: 'automations', table: 'automations' },
    { name: 'automation-versions', table: 'automation_versions' },
    {
      name: 'automation-enrolments',
      table: 'automation_enrolments',
      clientFilter: whereClientIn(`subject_kind = 'client' AND subject_id = $1::uuid`),
    },
    {
      name: 'automation-step-runs',
      table: 'automation_step_runs',
      clientFilter: whereClientIn(
        `enrolment_id IN (SELECT id FROM automation_enrolments
                          WHERE subject_kind = 'client' AND subject_id = $1::uuid)`,
      ),
    },
  ],
  derived: [],
  notArchived: [
    {
      table: 'message_stream_events',
      why: "the live stream's replay buffer (minutes long): clients reconnect and reload",
    },
    { table: 'outbox_events', why: 'events already delivered when the backup was made' },
    {
      table: 'processed_events',
      why: 'which events were consumed: a restored system starts afresh',
    },
  ],
};
