import type { Automation, AutomationStats, Enrolment } from '@wellness/contracts';
import type { Definition } from './definition';
import type { AutomationRow } from './definition-repository';
import type { EnrolmentRow } from './enrolment-repository';

export const NO_STATS: AutomationStats = {
  enrolled: 0,
  active: 0,
  completed: 0,
  exited: 0,
  emailsSent: 0,
  emailsFailed: 0,
};

export const automationOf = (
  row: AutomationRow,
  definition: Definition,
  stats: AutomationStats = NO_STATS,
): Automation => ({
  id: row.id,
  name: row.name,
  ...definition,
  enabled: row.enabled,
  version: row.version,
  stats,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const enrolmentOf = (row: EnrolmentRow, latestVersion: number): Enrolment => ({
  id: row.id,
  subject: {
    kind: row.subjectKind,
    id: row.subjectId,
    name: [row.firstName, row.lastName].filter(Boolean).join(' '),
    email: row.email,
  },
  status: row.status,
  version: row.version,
  onLatestVersion: row.version === latestVersion,
  step: row.stepIndex,
  nextRunAt: row.status === 'active' ? (row.nextRunAt?.toISOString() ?? null) : null,
  enrolledAt: row.enrolledAt.toISOString(),
  endedAt: row.endedAt?.toISOString() ?? null,
  exitReason: row.exitReason,
});
