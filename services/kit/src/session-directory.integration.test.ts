import type { CurrentUser } from '@wellness/contracts';
import { createRedis } from './redis';
import type { Redis } from './redis';
import { SessionDirectory } from './session-directory';
import { hashToken } from './tokens';
import { TEST_REDIS_URL, testQueuePrefix } from './testing/infrastructure';

const HOUR = 3600_000;
let redis: Redis;
let directory: SessionDirectory;
let count = 0;

beforeAll(() => {
  redis = createRedis(TEST_REDIS_URL);
  directory = new SessionDirectory(redis, testQueuePrefix());
});
afterAll(() => redis.quit());

function session(userId = `user-${count + 1}`) {
  count += 1;
  const user: CurrentUser = {
    id: userId,
    email: `${userId}@example.com`,
    firstName: 'Amy',
    lastName: 'Jones',
    role: 'client',
    approvalStatus: 'approved',
  };
  const token = `token-of-${userId}-${count}`;
  return { token, tokenHash: hashToken(token), entry: { sessionId: `session-${count}`, user } };
}

describe('SessionDirectory', () => {
  it('finds a remembered session by its cookie token, and nothing for another token', async () => {
    const { token, tokenHash, entry } = session();
    expect(await directory.remember(tokenHash, entry, new Date(Date.now() + HOUR))).toBe(true);
    expect(await directory.find(token)).toEqual(entry);
    expect(await directory.find(`${token}x`)).toBeNull();
    // Stored under the token's hash: the token itself appears in no key.
    expect(await redis.keys(`*${token}*`)).toEqual([]);
  });

  it('forgets every session of a user, and only hers', async () => {
    const first = session('forgotten');
    const second = { ...session('forgotten'), entry: { ...first.entry, sessionId: 'other' } };
    const someoneElse = session();
    const ends = new Date(Date.now() + HOUR);
    for (const s of [first, second, someoneElse])
      await directory.remember(s.tokenHash, s.entry, ends);

    expect(await directory.forgetUser('forgotten')).toBe(2);
    expect(await directory.find(first.token)).toBeNull();
    expect(await directory.find(second.token)).toBeNull();
    expect(await directory.find(someoneElse.token)).toEqual(someoneElse.entry);
  });

  it('remembers nothing of a user for a while after her sessions changed (a stale read)', async () => {
    const { token, tokenHash, entry } = session();
    await directory.forgetUser(entry.user.id);
    expect(await directory.remember(tokenHash, entry, new Date(Date.now() + HOUR))).toBe(false);
    expect(await directory.find(token)).toBeNull();
  });

  it('keeps an entry no longer than its session, nor than the directory allows', async () => {
    const short = new SessionDirectory(redis, testQueuePrefix(), 60_000);
    const ending = session();
    await short.remember(ending.tokenHash, ending.entry, new Date(Date.now() + 5_000));
    const lasting = session();
    await short.remember(lasting.tokenHash, lasting.entry, new Date(Date.now() + HOUR));
    const ttls = await Promise.all(
      [ending, lasting].map(async ({ tokenHash }) => {
        const [key] = await redis.keys(`*:session:${tokenHash}`);
        return redis.pttl(key);
      }),
    );
    expect(ttls[0]).toBeGreaterThan(0);
    expect(ttls[0]).toBeLessThanOrEqual(5_000);
    expect(ttls[1]).toBeGreaterThan(5_000);
    expect(ttls[1]).toBeLessThanOrEqual(60_000);

    const ended = session();
    expect(await short.remember(ended.tokenHash, ended.entry, new Date(Date.now() - 1))).toBe(
      false,
    );
  });
});
