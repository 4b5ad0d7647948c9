import {
  DISCOVERY_ANSWER_KEYS,
  DISCOVERY_GOALS,
  LEAD_EXPORT_LIMIT,
  LEAD_MESSAGES,
  LEAD_STATUS_LABELS,
  discoveryAnswerText,
  discoveryQuestionLabel,
  leadSourceLabel,
} from '@wellness/contracts';
import type {
  Activity,
  LeadDetail,
  LeadStatus,
  LeadSummary,
  LeadUpdate,
  Note,
  leadExportQuerySchema,
  leadListQuerySchema,
} from '@wellness/contracts';
import { DomainError, conflict, eventContextOf, notFound, recordEvent } from '@wellness/kit';
import type { Caller } from '@wellness/kit';
import type { z } from 'zod';
import type { CrmDeps } from '../deps';
import type { Lead } from '../generated/prisma/client';
import { actorOf } from '../actor';
import { changedFields } from '../changed-fields';
import { uuidOrNull } from '../ids';
import { pageOf } from '../paging';
import { fullName } from '../people';
import { recordActivities, recordActivity, timelineOf } from '../activity/repository';
import type { ActivityInput } from '../activity/repository';
import { createClient, findClientByEmail, lockClientEmail } from '../clients/repository';
import { recordClientChanges } from '../clients/changes';
import { createNote, notesOf } from '../notes/repository';
import { toCsv } from '../csv';
import type { CsvExport } from '../csv';
import {
  findLead,
  leadsForExport,
  listLeads,
  lockLead,
  updateLead as saveLead,
} from './repository';
import type { LeadRow } from './repository';
import { recordLeadChange } from './changes';

type LeadListQuery = z.output<typeof leadListQuerySchema>;

const SOURCE_LABELS: Record<string, string> = {
  discovery: 'the discovery form',
  instagram: 'Instagram',
  facebook: 'Facebook',
  referral: 'a referral',
  import: 'an import',
};

export const toLeadSummary = (lead: LeadRow | Lead): LeadSummary => ({
  id: lead.id,
  firstName: lead.firstName,
  lastName: lead.lastName,
  email: lead.email,
  phone: lead.phone,
  status: lead.status,
  source: lead.source,
  lostReason: lead.lostReason,
  createdAt: new Date(lead.createdAt).toISOString(),
  updatedAt: new Date(lead.updatedAt).toISOString(),
});

/**
 * The "lead created" entry of a timeline. Leads arrive from the discovery form (discovery/, which
 * records no timeline entry), imports and the seed, so this entry is derived from `createdAt`
 * rather than stored: every lead has exactly one, however it was created.
 */
export const leadCreatedActivity = (lead: {
  id: string;
  firstName: string;
  lastName: string;
  source: string;
  createdAt: Date;
}): Activity => ({
  id: `lead-created-${lead.id}`,
  subjectType: 'lead',
  subjectId: lead.id,
  kind: 'created',
  summary: `New lead ${fullName(lead)} from ${SOURCE_LABELS[lead.source] ?? lead.source}`,
  actorName: null,
  createdAt: lead.createdAt.toISOString(),
});

/** Coach only: the pipeline, searched, filtered and paged. */
export async function leadsList(deps: CrmDeps, _caller: Caller, query: LeadListQuery) {
  return pageOf(query, await listLeads(deps.db, query), toLeadSummary);
}

/**
 * Coach only: the leads the list shows (same filters, no paging) as CSV, in words a person reads:
 * status and source labels, and each discovery answer as the lead chose it.
 */
export async function exportLeads(
  deps: CrmDeps,
  _caller: Caller,
  query: z.output<typeof leadExportQuerySchema>,
  now = new Date(),
): Promise<CsvExport> {
  const leads = await leadsForExport(deps.db, query, LEAD_EXPORT_LIMIT);
  const header = [
    'First name',
    'Last name',
    'Email',
    'Phone',
    'Status',
    'Source',
    'Received',
    ...DISCOVERY_ANSWER_KEYS.map(discoveryQuestionLabel),
  ];
  const rows = leads.map((lead) => [
    lead.firstName,
    lead.lastName,
    lead.email,
    lead.phone ?? '',
    LEAD_STATUS_LABELS[lead.status],
    leadSourceLabel(lead.source),
    new Date(lead.createdAt).toISOString(),
    ...DISCOVERY_ANSWER_KEYS.map((key) =>
      key in lead.answers ? discoveryAnswerText(key, lead.answers[key]) : '',
    ),
  ]);
  return {
    filename: `leads-${now.toISOString().slice(0, 10)}.csv`,
    body: toCsv([header, ...rows]),
  };
}

/** Coach only: one lead with its answers, notes and timeline (newest first). */
export async function leadDetail(deps: CrmDeps, caller: Caller, id: string): Promise<LeadDetail> {
  const lead = await findLead(deps.db, id);
  if (!lead) throw notFound('Lead');
  const [notes, timeline] = await Promise.all([
    notesOf(deps.db, { leadId: id }),
    timelineOf(deps.db, 'lead', id),
  ]);
  return {
    ...toLeadSummary(lead),
    answers: isRecord(lead.answers) ? lead.answers : {},
    utm: isRecord(lead.utm) ? stringValues(lead.utm) : null,
    consentAt: lead.consentAt?.toISOString() ?? null,
    clientId: lead.clientId,
    notes,
    timeline: [...timeline, leadCreatedActivity(lead)],
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const stringValues = (value: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );

const lostReasonRequired = () =>
  new DomainError('VALIDATION', LEAD_MESSAGES.lostReasonRequired, {
    fields: { lostReason: LEAD_MESSAGES.lostReasonRequired },
  });

const DETAIL_LABELS = { firstName: 'first name', lastName: 'last name', phone: 'phone' } as const;

/**
 * Coach only: moves a lead through the pipeline and edits her details. A status change is recorded
 * in the timeline with who and when, and announced as `lead.changed`; leaving "lost" clears the
 * reason.
 */
export async function updateLead(
  deps: CrmDeps,
  caller: Caller,
  id: string,
  input: LeadUpdate,
): Promise<LeadSummary> {
  const actor = await actorOf(deps.db, caller);
  return deps.db.$transaction(async (tx) => {
    const lead = await lockLead(tx, id);
    if (!lead) throw notFound('Lead');
    const status: LeadStatus = input.status ?? lead.status;
    const lostReason =
      status !== 'lost' ? null : (input.lostReason ?? (input.status ? null : lead.lostReason));
    if (status === 'lost' && !lostReason) throw lostReasonRequired();

    const { edits, summary } = changedFields(lead, input, DETAIL_LABELS, ['phone']);
    const entry = (kind: string, text: string): ActivityInput => ({
      subjectType: 'lead',
      subjectId: id,
      kind,
      summary: text,
      actor,
    });
    const activities: ActivityInput[] = [];
    if (status !== lead.status)
      activities.push(
        entry(
          'status_changed',
          `Status changed from ${LEAD_STATUS_LABELS[lead.status]} to ${LEAD_STATUS_LABELS[status]}` +
            (status === 'lost' ? `: ${lostReason}` : ''),
        ),
      );
    else if (status === 'lost' && lostReason !== lead.lostReason)
      activities.push(entry('updated', `Reason for losing the lead changed: ${lostReason}`));
    if (summary) activities.push(entry('updated', summary));
    const updated = await saveLead(tx, id, { status, lostReason, ...edits });
    await recordActivities(tx, activities);
    if (status !== lead.status)
      await recordLeadChange(tx, updated, lead.status, eventContextOf(caller));
    return toLeadSummary(updated);
  });
}

/** Coach only: a private note on a lead. */
export async function addLeadNote(
  deps: CrmDeps,
  caller: Caller,
  id: string,
  body: string,
): Promise<Note> {
  if (!(await findLead(deps.db, id))) throw notFound('Lead');
  return createNote(deps.db, { leadId: id }, body, await actorOf(deps.db, caller));
}

function goalsOf(answers: unknown): string | null {
  const goals = isRecord(answers) ? answers.goals : undefined;
  if (!Array.isArray(goals)) return typeof goals === 'string' && goals ? goals : null;
  const labels = goals
    .filter((goal): goal is string => typeof goal === 'string')
    .map((goal) => DISCOVERY_GOALS[goal as keyof typeof DISCOVERY_GOALS] ?? goal);
  return labels.length ? labels.join('; ') : null;
}

export interface ConvertOutcome {
  clientId: string;
  lead: LeadSummary;
  /** False when the lead's email already belonged to a client, who was linked instead. */
  created: boolean;
}

/**
 * Coach only: turns a lead into a client. In one transaction: the client record (status pending
 * until auth has created her account, see invitations/events.ts), the lead marked won and linked,
 * timeline entries, and `client.invited` in the outbox (auth creates the account without a
 * password; notification emails the set-password link). When the email already belongs to a
 * client, the lead is linked to that client instead and no invitation is sent. A converted lead
 * cannot be converted again; a lost lead must be reopened first.
 */
export async function convertLead(
  deps: CrmDeps,
  caller: Caller,
  id: string,
): Promise<ConvertOutcome> {
  const actor = await actorOf(deps.db, caller);
  return deps.db.$transaction(async (tx) => {
    const lead = await lockLead(tx, id);
    if (!lead) throw notFound('Lead');
    if (lead.clientId) throw conflict(LEAD_MESSAGES.alreadyConverted);
    if (lead.status === 'lost') throw conflict(LEAD_MESSAGES.lostCannotConvert);

    const email = lead.email.toLowerCase();
    await lockClientEmail(tx, email);
    const existing = await findClientByEmail(tx, email);
    const client =
      existing ??
      (await createClient(tx, {
        firstName: lead.firstName,
        lastName: lead.lastName,
        email,
        phone: lead.phone,
        goals: goalsOf(lead.answers),
        status: 'pending',
        coachUserId: uuidOrNull(caller.identity.userId),
      }));
    const updated = await saveLead(tx, id, {
      status: 'won',
      lostReason: null,
      clientId: client.id,
    });
    await recordActivities(tx, [
      {
        subjectType: 'lead',
        subjectId: id,
        kind: 'converted',
        summary: existing
          ? `Linked to the existing client ${fullName(existing)}`
          : `Converted into a client; invitation sent to ${email}`,
        actor,
      },
    ]);
    await recordActivity(tx, {
      subjectType: 'client',
      subjectId: client.id,
      kind: existing ? 'lead_linked' : 'created',
      summary: existing
        ? `Lead from ${SOURCE_LABELS[lead.source] ?? lead.source} linked to this client`
        : `Client created from a lead (${SOURCE_LABELS[lead.source] ?? lead.source}); invitation sent`,
      actor,
    });
    // Converting sets her client even when she was already marked won: always announced.
    await recordLeadChange(tx, updated, lead.status, eventContextOf(caller));
    if (!existing) {
      await recordClientChanges(tx, [client.id], eventContextOf(caller));
      await recordEvent(
        tx,
        'client.invited',
        { clientId: client.id, email, firstName: client.firstName, lastName: client.lastName },
        eventContextOf(caller),
      );
    }
    return { clientId: client.id, lead: toLeadSummary(updated), created: !existing };
  });
}
