import { BRAND_FIELDS, brandValues, defineTemplate, firstNameOf, sampleLink } from './template';

export interface MessageDigest {
  firstName: string;
  /** Who wrote: "Sarah Mitchell", "Emma Wilson". */
  fromName: string;
  unread: number;
  /** The conversation's page. */
  url: string;
}

/**
 * One email per conversation when messages have waited unread (messages/digest.ts): how many
 * and from whom, never what they say (messages can be about her health and stay in the app).
 */
export const messageDigest = defineTemplate<MessageDigest>()({
  key: 'message-digest',
  name: 'Unread messages',
  description:
    'When a message has waited unread for a while: who wrote and how many, never what they say.',
  category: 'transactional',
  fields: {
    firstName: ['First name (or “there”)', 'Mia'],
    ...BRAND_FIELDS,
    fromName: ['Who wrote', 'Sarah Mitchell'],
    messageCount: ['How many (“a message”, “3 messages”)', '3 messages'],
    messageCountTitle: ['How many, capitalised (“A message”, “3 messages”)', '3 messages'],
    conversationLink: ['The conversation', sampleLink('/messages')],
  },
  fieldsOf: (payload, brand) => {
    const count = payload.unread === 1 ? 'a message' : `${payload.unread} messages`;
    return {
      firstName: firstNameOf(payload.firstName),
      ...brandValues(brand),
      fromName: payload.fromName,
      messageCount: count,
      messageCountTitle: `${count[0]!.toUpperCase()}${count.slice(1)}`,
      conversationLink: payload.url,
    };
  },
  subject: '{{fromName}} sent you {{messageCount}}',
  body: `## {{messageCountTitle}} from {{fromName}}

Hi {{firstName}},

{{fromName}} sent you {{messageCount}} that you haven’t read yet. Sign in to read and reply.

[button: Read your messages]({{conversationLink}})

{{businessName}}`,
});
