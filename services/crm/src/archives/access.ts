import type { Caller } from '@wellness/kit';

/**
 * A backup is the whole business: every coach of it may see and download it; no one else. A
 * client export is no backup (the backups routes answer 404 for it): its download goes through
 * the data request it answers, which checks who asks (data-requests feature).
 */
export function canSeeBackup(caller: Caller, archive: { kind: string }): boolean {
  return caller.identity.role === 'coach' && archive.kind === 'backup';
}

/**
 * A download link is bound to the person who asked for it (a coach's backup link), or to no one
 * (a client export's, checked by its route).
 */
export function canUseLinkOf(caller: Caller | null, token: { userId: string | null }): boolean {
  return token.userId === null || token.userId === caller?.identity.userId;
}
