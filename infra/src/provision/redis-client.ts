import Redis from 'ioredis';

function connect(url: string): Redis {
  return new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 3000,
    retryStrategy: () => null,
  });
}

/** Undefined when Redis answers PING, else the reason. */
export async function pingRedis(url: string): Promise<string | undefined> {
  const redis = connect(url);
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    return undefined;
  } catch (err) {
    return (err as Error).message;
  } finally {
    redis.disconnect();
  }
}

/** Deletes every key under `<prefix>:` (a test run's BullMQ queues); returns how many. */
export async function deleteKeysWithPrefix(url: string, prefix: string): Promise<number> {
  const redis = connect(url);
  await redis.connect();
  let deleted = 0;
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 500 })) {
      if ((keys as string[]).length) deleted += await redis.unlink(...(keys as string[]));
    }
  } finally {
    redis.disconnect();
  }
  return deleted;
}
