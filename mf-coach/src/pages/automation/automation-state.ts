import { ENROLMENT_STATUSES } from '@wellness/contracts';
import { oneOf, pageParam } from '../../lib/url-state';

export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];
export const ENROLMENT_PAGE_SIZE = 20;
export const AUTOMATION_VIEWS = ['steps', 'enrolments'] as const;

/** /automation in its URL: the list, `?id=new`, `?id=<id>&view=enrolments&status=active&page=2`. */
export interface AutomationState {
  [key: string]: string | number;
  id: string;
  view: (typeof AUTOMATION_VIEWS)[number];
  status: EnrolmentStatus | '';
  page: number;
}

export const AUTOMATION_STATE_DEFAULTS: AutomationState = {
  id: '',
  view: 'steps',
  status: '',
  page: 1,
};

const ID = /^(new|[0-9a-z-]{1,64})$/i;

export function parseAutomationState(params: URLSearchParams): AutomationState {
  const id = params.get('id') ?? '';
  return {
    id: ID.test(id) ? id : '',
    view: oneOf(params.get('view'), AUTOMATION_VIEWS, 'steps') || 'steps',
    status: oneOf(params.get('status'), ENROLMENT_STATUSES, ''),
    page: pageParam(params.get('page')),
  };
}
