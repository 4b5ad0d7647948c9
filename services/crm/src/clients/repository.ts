import type { Db } from '../db';
import type { Prisma } from '../generated/prisma/client';

export interface ClientListQuery {
  search?: string;
  status?: string;
  nutritionistUserId?: string;
  page: number;
  pageSize: number;
}

const summaryFields = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  status: true,
} as const;

export async function listClients(db: Db, query: ClientListQuery) {
  const where: Prisma.ClientWhereInput = {
    ...(query.status ? { status: query.status as Prisma.EnumClientStatusFilter['equals'] } : {}),
    ...(query.nutritionistUserId ? { nutritionistUserId: query.nutritionistUserId } : {}),
    ...(query.search
      ? {
          OR: ['firstName', 'lastName', 'email'].map((field) => ({
            [field]: { contains: query.search, mode: 'insensitive' as const },
          })),
        }
      : {}),
  };
  const [items, total] = await Promise.all([
    db.client.findMany({
      where,
      select: summaryFields,
      orderBy: [{ lastName: 'asc' }, { firstName: 'asc' }, { id: 'asc' }],
      skip: (query.page - 1) * query.pageSize,
      take: query.pageSize,
    }),
    db.client.count({ where }),
  ]);
  return { items, total, page: query.page, pageSize: query.pageSize };
}

export function findClientByUserId(db: Db, userId: string) {
  return db.client.findUnique({ where: { userId } });
}

export function findTeamMemberByUserId(db: Db, userId: string) {
  return db.teamMember.findUnique({ where: { userId } });
}
