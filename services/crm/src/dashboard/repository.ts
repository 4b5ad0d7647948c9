import type { Db } from '../db';

export { latestActivities } from '../activity/repository';

export async function countSummary(db: Db, since: Date) {
  const [activeClients, newLeadsThisWeek, pendingApprovals, byStatus] = await Promise.all([
    db.client.count({ where: { status: 'active' } }),
    db.lead.count({ where: { createdAt: { gte: since } } }),
    db.approval.count({ where: { status: 'pending' } }),
    db.lead.groupBy({ by: ['status'], _count: { _all: true } }),
  ]);
  const leadsByStatus = Object.fromEntries(byStatus.map((row) => [row.status, row._count._all]));
  return { activeClients, newLeadsThisWeek, pendingApprovals, leadsByStatus };
}

export function latestLeads(db: Db, limit: number) {
  return db.lead.findMany({
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit,
    select: { id: true, firstName: true, lastName: true, source: true, createdAt: true },
  });
}
