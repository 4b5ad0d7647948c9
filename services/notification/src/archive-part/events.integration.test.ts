import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_CLIENTS, DEMO_COACH } from '@wellness/kit';
import {
  SEED_TIMEOUT_MS,
  archiveRequested,
  partAnswering,
  partRows,
  seedDemo,
  unclassifiedTables,
} from '@wellness/kit/src/archives/testing';
import { DiskFileStore } from '@wellness/kit/src/files';
import { createTestDatabase } from '@wellness/kit/src/testing';
import type { TestDatabase } from '@wellness/kit/src/testing';
import { attachmentFolder } from '../attachments/folders';
import { createDb } from '../db';
import type { Db } from '../db';
import { notificationArchive } from './entities';
import { archivePartEventsOf } from './events';

const filesDir = mkdtempSync(join(tmpdir(), 'notification-archive-'));
const files = new DiskFileStore(filesDir);
const [emma, other] = DEMO_CLIENTS.filter((c) => c.userId);
let database: TestDatabase;
let db: Db;

/** A client's conversation with the coach: a message, and an attachment with its file in the store. */
async function conversationWith(clientId: string, userId: string) {
  const conversation =
    (await db.conversation.findFirst({ where: { clientId, kind: 'coach' } })) ??
    (await db.conversation.create({
      data: { clientId, kind: 'coach', staffUserId: DEMO_COACH.userId! },
    }));
  await db.message.create({
    data: {
      id: randomUUID(),
      conversationId: conversation.id,
      senderUserId: userId,
      body: 'Hello',
    },
  });
  const id = randomUUID();
  await db.attachment.create({
    data: {
      id,
      uploaderUserId: userId,
      kind: 'pdf',
      name: 'plan.pdf',
      size: 4,
      conversationId: conversation.id,
    },
  });
  await files.put(`${attachmentFolder(id)}/plan.pdf`, Buffer.from('%PDF'), {
    contentType: 'application/pdf',
  });
  return id;
}

let hers: string;
let theirs: string;
beforeAll(async () => {
  database = await createTestDatabase('notification');
  db = createDb(database.url);
  await seedDemo('notification', database.url, filesDir);
  hers = await conversationWith(emma.clientId, emma.userId!);
  theirs = await conversationWith(other.clientId, other.userId!);
}, SEED_TIMEOUT_MS);
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
  rmSync(filesDir, { recursive: true, force: true });
});

const partFor = (request: ReturnType<typeof archiveRequested>) =>
  partAnswering(request, db, archivePartEventsOf({ db, files }));

describe("notification's part of an archive", () => {
  it('a backup holds messages, the sent log and every attachment file', async () => {
    const part = await partFor(archiveRequested());
    expect(part.error).toBeNull();
    const count = (name: string) => part.entities.find((e) => e.name === name)!.count;
    expect(count('messages')).toBe(await db.message.count());
    expect(count('sent-log')).toBe(await db.emailMessage.count());
    expect(part.files.map((f) => f.key).sort()).toEqual(
      [hers, theirs].map((id) => `${attachmentFolder(id)}/plan.pdf`).sort(),
    );
  });

  it("a client's export holds her conversations' messages and attachments only", async () => {
    const part = await partFor(
      archiveRequested({ clientId: emma.clientId, userId: emma.userId, email: emma.email }),
    );
    const conversations = await partRows(files, part, 'conversations');
    expect(conversations.length).toBeGreaterThan(0);
    expect(conversations.every((c) => c.client_id === emma.clientId)).toBe(true);
    const ids = new Set(conversations.map((c) => c.id));
    const messages = await partRows(files, part, 'messages');
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.every((m) => ids.has(m.conversation_id as string))).toBe(true);
    expect(part.files).toEqual([{ key: `${attachmentFolder(hers)}/plan.pdf` }]);
    expect(part.entities.map((e) => e.name)).not.toContain('email-templates');
  });

  it('places every table: archived, derived or left out on purpose', async () => {
    expect(await unclassifiedTables(db, notificationArchive)).toEqual([]);
  });
});
