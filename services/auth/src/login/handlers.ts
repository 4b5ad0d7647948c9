import { MESSAGES } from '@wellness/contracts';
import type { CurrentUser, InternalSessionResponse, LoginInput, Role } from '@wellness/contracts';
import {
  DomainError,
  createEnvelope,
  hashToken,
  nameBasedEventId,
  newToken,
  sessionIdentity,
  signIdentity,
  unauthenticated,
} from '@wellness/kit';
import type { AuthDeps } from '../deps';
import type { Visitor } from '../visitor';
import { verifyPassword } from '../passwords';
import { findUserByEmail, normaliseEmail } from '../users/repository';
import { toPublicUser } from '../users/public-user';
import { createSession, findLiveSession, revokeSession } from '../sessions/repository';
import type { LiveSession } from '../sessions/repository';
import { knownDevice, newDeviceToken } from './devices';
import { LOGIN_LIMITS, accountLockKey, addressLockKey, deviceLockKey } from './limits';

export const LOGIN_MESSAGES = {
  noPassword: `${MESSAGES.noPasswordSet} for this account yet. Use the link in your invitation email, or reset your password.`,
  pending:
    'Your account is awaiting approval from your coach. We will email you as soon as it is approved.',
  rejected:
    'Your registration was not approved. If you think this is a mistake, please book a discovery call.',
  deactivated: 'This account has been deactivated. Please contact your coach.',
  tooMany: 'Too many failed sign-in attempts.',
};

/**
 * Signs in. Failures count against the client address and, from a device this account never
 * signed in on, against the account; from a device it did (a valid device cookie), against that
 * device instead, so guessing elsewhere never locks the owner out of her own browser.
 */
export async function login(deps: AuthDeps, visitor: Visitor, input: LoginInput) {
  const email = normaliseEmail(input.email);
  const secret = deps.config.IDENTITY_SECRET;
  const device = knownDevice(secret, email, visitor.deviceToken);
  const limits = [
    device
      ? { name: deviceLockKey(device), rule: LOGIN_LIMITS.perDevice }
      : { name: accountLockKey(email), rule: LOGIN_LIMITS.perAccount },
    { name: addressLockKey(visitor.ip), rule: LOGIN_LIMITS.perAddress },
  ];
  await deps.limiter.assertAllowed(limits, LOGIN_MESSAGES.tooMany);
  const user = await findUserByEmail(deps.db, email);
  if (user && user.active && !user.passwordHash) throw unauthenticated(LOGIN_MESSAGES.noPassword);
  const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !valid) {
    await deps.limiter.hit(limits);
    throw unauthenticated(MESSAGES.loginFailedFallback);
  }
  if (!user.active) throw new DomainError('FORBIDDEN', LOGIN_MESSAGES.deactivated);
  if (user.approvalStatus === 'pending') throw new DomainError('FORBIDDEN', LOGIN_MESSAGES.pending);
  if (user.approvalStatus === 'rejected')
    throw new DomainError('FORBIDDEN', LOGIN_MESSAGES.rejected);
  await deps.limiter.reset([limits[0].name]);

  const token = newToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + deps.config.SESSION_TTL_DAYS * 24 * 3600 * 1000);
  const tokenHash = hashToken(token);
  const session = await createSession(
    deps.db,
    {
      tokenHash,
      userId: user.id,
      expiresAt,
      ip: visitor.ip,
      userAgent: visitor.userAgent?.slice(0, 500),
    },
    signedInEvent(user, visitor, now),
  );
  const publicUser = toPublicUser(user);
  shareSession(deps, {
    id: session.id,
    tokenHash,
    expiresAt,
    user: { ...publicUser, firstSignIn: session.firstSignIn },
  });
  const deviceToken = device ? visitor.deviceToken! : newDeviceToken(secret, email);
  return { token, expiresAt, deviceToken, user: publicUser };
}

/**
 * `user.signed_in`, sent with the session at most once a UTC day per person (createSession
 * decides from her previous sign-in; the id, named after her and the day, keeps it to one).
 */
function signedInEvent(user: { id: string; role: Role }, visitor: Visitor, now: Date) {
  const day = now.toISOString().slice(0, 10);
  const event = createEnvelope(
    'user.signed_in',
    { userId: user.id, signedInAt: now.toISOString() },
    { correlationId: visitor.correlationId, actor: { userId: user.id, role: user.role } },
    nameBasedEventId(`user.signed_in:${user.id}:${day}`),
  );
  return { event, dayStart: new Date(`${day}T00:00:00.000Z`) };
}

/**
 * Puts a live session in the directory the gateways read (kit SessionDirectory), so her next
 * requests need no hop to auth. Not awaited: it is a shortcut, and without it auth is asked.
 */
function shareSession(deps: AuthDeps, session: LiveSession): void {
  deps.sessionDirectory
    .remember(session.tokenHash, { sessionId: session.id, user: session.user }, session.expiresAt)
    .catch(() => {});
}

/** The live session of the visitor's cookie, or null. */
function liveSessionOf(deps: AuthDeps, visitor: Visitor) {
  return visitor.sessionToken ? findLiveSession(deps.db, visitor.sessionToken) : null;
}

export async function currentUser(deps: AuthDeps, visitor: Visitor): Promise<CurrentUser> {
  const session = await liveSessionOf(deps, visitor);
  if (!session) throw unauthenticated('Not signed in');
  return session.user;
}

export async function logout(deps: AuthDeps, visitor: Visitor): Promise<void> {
  const session = await liveSessionOf(deps, visitor);
  if (!session) return;
  await revokeSession(deps.db, session.id);
  await deps.announceSessionChange(session.user.id);
}

/** The gateway's question for every API call: who holds this cookie? A signed identity and the user. */
export async function resolveSession(
  deps: AuthDeps,
  visitor: Visitor,
): Promise<InternalSessionResponse> {
  const session = await liveSessionOf(deps, visitor);
  if (!session || session.user.approvalStatus !== 'approved')
    throw unauthenticated('Not signed in');
  shareSession(deps, session);
  const { user } = session;
  const identity = signIdentity(sessionIdentity(session.id, user), deps.config.IDENTITY_SECRET);
  return { identity, user };
}
