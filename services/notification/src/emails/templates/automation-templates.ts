import { checkinOverdue14 } from './checkin-overdue-14';
import { checkinOverdue3 } from './checkin-overdue-3';
import { checkinOverdue7 } from './checkin-overdue-7';
import { leadNurtureDay1 } from './lead-nurture-day-1';
import { leadNurtureDay3 } from './lead-nurture-day-3';
import { leadNurtureDay7 } from './lead-nurture-day-7';
import type { TemplateDefinition } from './template';
import { welcomeDay0 } from './welcome-day-0';
import { welcomeDay2 } from './welcome-day-2';
import { welcomeDay5 } from './welcome-day-5';
import type { AutomationRecipient } from './automation-fields';

/** The seeded automations' marketing emails, by key (issue 18). */
export const AUTOMATION_TEMPLATES = {
  'welcome-day-0': welcomeDay0,
  'welcome-day-2': welcomeDay2,
  'welcome-day-5': welcomeDay5,
  'lead-nurture-day-1': leadNurtureDay1,
  'lead-nurture-day-3': leadNurtureDay3,
  'lead-nurture-day-7': leadNurtureDay7,
  'checkin-overdue-3': checkinOverdue3,
  'checkin-overdue-7': checkinOverdue7,
  'checkin-overdue-14': checkinOverdue14,
} as const satisfies Record<string, TemplateDefinition<AutomationRecipient>>;
