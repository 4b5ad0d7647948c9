import type { Db, Tx } from '../db';
import type { ApprovalStatus, Role } from '../generated/prisma/client';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findUserByEmail(db: Db | Tx, email: string) {
  return db.user.findUnique({ where: { email: normaliseEmail(email) } });
}

export function findUserById(db: Db | Tx, id: string) {
  return db.user.findUnique({ where: { id } });
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  approvalStatus: ApprovalStatus;
  passwordHash: string | null;
}

export function createUser(tx: Tx, user: NewUser) {
  return tx.user.create({ data: { ...user, email: normaliseEmail(user.email) } });
}

export function updateApproval(
  tx: Tx,
  id: string,
  approvalStatus: ApprovalStatus,
  rejectionReason: string | null,
) {
  return tx.user.update({ where: { id }, data: { approvalStatus, rejectionReason } });
}

export function setPasswordHash(tx: Tx, id: string, passwordHash: string) {
  return tx.user.update({ where: { id }, data: { passwordHash } });
}

export function setActive(tx: Tx, id: string, active: boolean) {
  return tx.user.update({ where: { id }, data: { active } });
}
