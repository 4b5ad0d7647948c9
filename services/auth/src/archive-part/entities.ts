import { whereUser } from '@wellness/kit';
import type { ArchivePartSpec } from '@wellness/kit';

/**
 * What auth puts in an archive. A backup keeps the password hashes, so the restored system signs
 * in; a client's own export leaves hers out.
 */
export const authArchive: ArchivePartSpec = {
  service: 'auth',
  entities: [
    {
      name: 'users',
      table: 'users',
      clientFilter: whereUser('id'),
      secretColumns: ['password_hash'],
    },
  ],
  derived: [],
  notArchived: [
    { table: 'sessions', why: 'signed-in devices: everyone signs in again after a restore' },
    { table: 'password_tokens', why: 'one-hour reset and invitation links, void after a restore' },
    { table: 'outbox_events', why: 'events already delivered when the backup was made' },
    {
      table: 'processed_events',
      why: 'which events were consumed: a restored system starts afresh',
    },
  ],
};
