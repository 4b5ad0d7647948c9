import { randomUUID } from 'node:crypto';
import type { Role } from '@wellness/contracts';
import type { Caller } from '@wellness/kit';
import { attachmentReaders } from './access';

const caller = (userId: string, role: Role = 'client') =>
  ({ identity: { userId, role } }) as unknown as Caller;

describe('who sees an attachment', () => {
  const emma = randomUUID();
  const conversationId = randomUUID();
  const unsent = { uploaderUserId: emma, messageId: null, conversationId: null };
  const named = { ...unsent, conversationId };
  const sent = { uploaderUserId: emma, messageId: randomUUID(), conversationId };

  it.each([
    ['her own, unsent', caller(emma), unsent, true],
    ['her own, named for a conversation but unsent', caller(emma), named, true],
    ["another client's, unsent", caller(randomUUID()), unsent, false],
    ['the coach, unsent', caller(randomUUID(), 'coach'), named, false],
    ['anyone, once sent: the conversation decides', caller(randomUUID()), sent, { conversationId }],
    ['her own, once sent: the conversation decides', caller(emma), sent, { conversationId }],
  ])('%s', (_name, who, attachment, expected) => {
    expect(attachmentReaders(who, attachment)).toEqual(expected);
  });
});
