import type { Brand } from '../brand';
import { greeting, renderEmail } from '../layout';
import type { RenderedEmail } from '../layout';

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
export function messageDigestEmail(data: MessageDigest, brand: Brand): RenderedEmail {
  const count = data.unread === 1 ? 'a message' : `${data.unread} messages`;
  return renderEmail(brand, {
    subject: `${data.fromName} sent you ${count}`,
    preheader: `You have ${count} from ${data.fromName} waiting in ${brand.businessName}.`,
    heading: `${count[0].toUpperCase()}${count.slice(1)} from ${data.fromName}`,
    paragraphs: [
      greeting(data.firstName),
      `${data.fromName} sent you ${count} that you haven’t read yet. Sign in to read and reply.`,
    ],
    action: { label: 'Read your messages', url: data.url },
    signature: [brand.businessName],
  });
}
