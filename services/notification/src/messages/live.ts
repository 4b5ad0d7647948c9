import { sessionChangesChannel } from '@wellness/contracts';
import { createRedis } from '@wellness/kit';
import type { Logger, Redis } from '@wellness/kit';

/** One open stream's side of the hub. */
export interface StreamSink {
  /** Something new was stored for her: read it. */
  poke(): void;
  /** Her session changed (signed out, deactivated): the stream ends; a valid page reconnects. */
  end(): void;
}

const liveChannel = (prefix: string) => `${prefix}:messages:live`;

/**
 * Tells every instance of the service, through Redis pub/sub, whose stream events were stored;
 * each instance pokes the streams open on it, which read what is new from the database. It
 * subscribes (its own connection, with auth's session changes) only once a stream opens, so a
 * process that only publishes never does.
 */
export class LiveHub {
  private readonly sinks = new Map<string, Set<StreamSink>>();
  private subscriber: Redis | undefined;
  private subscribed: Promise<unknown> | undefined;

  constructor(
    private readonly options: {
      redisUrl: string;
      prefix: string;
      publisher: Redis;
      logger: Logger;
    },
  ) {}

  /** After the transaction that stored their events committed. */
  async publish(userIds: string[]): Promise<void> {
    if (!userIds.length) return;
    await this.options.publisher.publish(
      liveChannel(this.options.prefix),
      JSON.stringify({ userIds }),
    );
  }

  /** Registers her stream; resolves once this instance hears everything published after it. */
  async register(userId: string, sink: StreamSink): Promise<() => void> {
    const set = this.sinks.get(userId) ?? new Set();
    set.add(sink);
    this.sinks.set(userId, set);
    await this.subscribe();
    return () => {
      set.delete(sink);
      if (!set.size) this.sinks.delete(userId);
    };
  }

  /** Streams open on this instance. */
  get openStreams(): number {
    let count = 0;
    for (const set of this.sinks.values()) count += set.size;
    return count;
  }

  async close(): Promise<void> {
    for (const set of [...this.sinks.values()]) for (const sink of [...set]) sink.end();
    this.sinks.clear();
    if (this.subscriber) await this.subscriber.quit().catch(() => this.subscriber?.disconnect());
  }

  private subscribe() {
    if (this.subscribed) return this.subscribed;
    const { redisUrl, prefix, logger } = this.options;
    const live = liveChannel(prefix);
    const sessions = sessionChangesChannel(prefix);
    const subscriber = createRedis(redisUrl, { name: 'notification-live' });
    this.subscriber = subscriber;
    subscriber.on('message', (channel: string, text: string) => {
      try {
        if (channel === live)
          for (const userId of (JSON.parse(text) as { userIds: string[] }).userIds)
            for (const sink of [...(this.sinks.get(userId) ?? [])]) sink.poke();
        else if (channel === sessions) {
          const { userId } = JSON.parse(text) as { userId: string };
          for (const sink of [...(this.sinks.get(userId) ?? [])]) sink.end();
        }
      } catch (error) {
        logger.warn({ err: error, channel }, 'live: malformed message');
      }
    });
    this.subscribed = subscriber.subscribe(live, sessions);
    return this.subscribed;
  }
}
