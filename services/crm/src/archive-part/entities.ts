import { whereClient, whereClientIn, whereUser } from '@wellness/kit';
import type { ArchivePartSpec } from '@wellness/kit';

/**
 * What crm puts in an archive, in restore order: payment plans before the clients offered them,
 * clients before their leads, subscriptions and payments, payments before refunds.
 */
export const crmArchive: ArchivePartSpec = {
  service: 'crm',
  entities: [
    { name: 'team', table: 'team_members' },
    { name: 'approvals', table: 'approvals', clientFilter: whereUser() },
    { name: 'payment-plans', table: 'payment_plans' },
    { name: 'clients', table: 'clients', clientFilter: whereClient('id') },
    { name: 'leads', table: 'leads', clientFilter: whereClient() },
    { name: 'subscriptions', table: 'subscriptions', clientFilter: whereClient() },
    { name: 'payments', table: 'payments', clientFilter: whereClient() },
    {
      name: 'refunds',
      table: 'refunds',
      clientFilter: whereClientIn(
        'payment_id IN (SELECT id FROM payments WHERE client_id = $1::uuid)',
      ),
    },
    { name: 'checkout-sessions', table: 'checkout_sessions', clientFilter: whereClient() },
    { name: 'stripe-events', table: 'stripe_events' },
    {
      name: 'notes',
      table: 'notes',
      clientFilter: whereClientIn(
        'client_id = $1::uuid OR lead_id IN (SELECT id FROM leads WHERE client_id = $1::uuid)',
      ),
    },
    {
      name: 'timeline',
      table: 'activities',
      clientFilter: whereClientIn(`subject_type = 'client' AND subject_id = $1::uuid`),
    },
    { name: 'import-mappings', table: 'import_mappings' },
    { name: 'data-requests', table: 'data_requests', clientFilter: whereClient() },
    {
      name: 'data-request-confirmations',
      table: 'data_request_confirmations',
      clientFilter: whereClientIn(
        'request_id IN (SELECT id FROM data_requests WHERE client_id = $1::uuid)',
      ),
    },
    {
      name: 'audit-log',
      table: 'audit_log',
      clientFilter: whereClientIn(`subject_type = 'client' AND subject_id = $1::uuid`),
    },
  ],
  derived: [
    {
      table: 'payment_daily_totals',
      why: "the finance figures' daily sums: the payments' triggers rebuild them as payments load",
    },
  ],
  notArchived: [
    { table: 'archives', why: 'the backups themselves: their files are not in a backup' },
    { table: 'archive_parts', why: 'the parts of backups being made' },
    { table: 'archive_download_tokens', why: 'one-time download links, void after a restore' },
    { table: 'imports', why: 'the history of uploads, whose source files stay out of a backup' },
    { table: 'import_rows', why: 'the row outcomes of those uploads' },
    { table: 'outbox_events', why: 'events already delivered when the backup was made' },
    {
      table: 'processed_events',
      why: 'which events were consumed: a restored system starts afresh',
    },
  ],
};
