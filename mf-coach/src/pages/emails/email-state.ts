import { EMAIL_STATUSES } from '@wellness/contracts';
import type { EmailListQuery, EmailStatus } from '@wellness/contracts';
import { pageParam } from '../../lib/url-state';

export const SENT_PAGE_SIZE = 20;

/** /emails state in its URL: `/emails?tab=sent&search=emma&status=failed&page=2`, `/emails?template=invitation`. */
export interface EmailsState {
  [key: string]: string | number;
  tab: string;
  /** The template open in the editor (Templates tab). */
  template: string;
  search: string;
  /** The Sent tab's status filter ('' for any). */
  status: EmailStatus | '';
  page: number;
  /** The Sent tab shows one send's emails (a composed email's recipients). */
  sendId: string;
  /** The client the Compose tab opens addressed to (from her profile's "Email her"). */
  clientId: string;
}

export const EMAILS_STATE_DEFAULTS: EmailsState = {
  tab: 'templates',
  template: '',
  search: '',
  status: '',
  page: 1,
  sendId: '',
  clientId: '',
};

const statusParam = (value: string | null): EmailStatus | '' =>
  (EMAIL_STATUSES as readonly string[]).includes(value ?? '') ? (value as EmailStatus) : '';

const ID = /^[0-9a-f-]{1,64}$/i;
const idParam = (value: string | null) => (value && ID.test(value) ? value : '');

const TEMPLATE_KEY = /^[a-z0-9][a-z0-9-]{0,80}$/i;

/** Template keys are short slugs ("checkin-reminder"); anything else is ignored. */
export function templateKeyParam(value: string | null): string {
  return value && TEMPLATE_KEY.test(value) ? value : '';
}

/** Reads the state; `tabs` are the page's tab ids, the first being the default. */
export function parseEmailsState(params: URLSearchParams, tabs: readonly string[]): EmailsState {
  const tab = params.get('tab') ?? '';
  return {
    tab: tabs.includes(tab) ? tab : (tabs[0] ?? ''),
    template: templateKeyParam(params.get('template')),
    search: (params.get('search') ?? '').trim().slice(0, 200),
    status: statusParam(params.get('status')),
    page: pageParam(params.get('page')),
    sendId: idParam(params.get('sendId')),
    clientId: idParam(params.get('clientId')),
  };
}

export function sentListQuery(state: EmailsState): EmailListQuery {
  return {
    search: state.search || undefined,
    status: state.status || undefined,
    sendId: state.sendId || undefined,
    page: state.page,
    pageSize: SENT_PAGE_SIZE,
  };
}

/** The Sent tab showing one send's emails. */
export const sendEmailsHref = (sendId: string) =>
  `/emails?tab=sent&sendId=${encodeURIComponent(sendId)}`;

/** Where a sent email opens, exactly as sent. */
export const sentEmailHref = (id: string) => `/email-preview?emailId=${encodeURIComponent(id)}`;

/** A template's full-page preview, with a client's data when one is chosen. */
export const templatePreviewHref = (key: string, clientId?: string | null) =>
  `/email-preview?template=${encodeURIComponent(key)}${clientId ? `&clientId=${encodeURIComponent(clientId)}` : ''}`;
