import type { Role } from '@wellness/contracts';
import { forbidden } from '@wellness/kit';
import type { Caller } from '@wellness/kit';

/** 403 unless the caller has one of the roles. */
export function assertRole(caller: Caller, ...roles: Role[]): void {
  if (!roles.includes(caller.identity.role)) throw forbidden();
}
