import { JOB_QUEUES } from '@wellness/contracts';
import { findArchive } from './archive-repository';
import { NIGHTLY_JOB } from './jobs';
import { runNightlyBackup } from './nightly';
import { GATHER_TIMEOUT_MS } from './request';
import { silentLog, startArchiveStack, testClock, writePart } from './test-support';
import type { ArchiveStack } from './test-support';

/** The nightly backup: a job scheduler on JOB_QUEUES.archives, one backup at a time. */
const clock = testClock();
let s: ArchiveStack;

beforeAll(async () => {
  s = await startArchiveStack(clock);
});
afterAll(() => s.close());

describe('the nightly backup', () => {
  it('is scheduled once on the archives queue at BACKUP_SCHEDULE (UTC), however often it starts', async () => {
    expect(s.queue.queue.name).toBe(JOB_QUEUES.archives);
    await s.queue.scheduleNightly(s.crm.config.BACKUP_SCHEDULE);
    await s.queue.scheduleNightly(s.crm.config.BACKUP_SCHEDULE);
    const schedulers = await s.queue.queue.getJobSchedulers();
    expect(schedulers).toHaveLength(1);
    expect(schedulers[0]).toMatchObject({ key: NIGHTLY_JOB, pattern: '30 2 * * *', tz: 'UTC' });
    const next = new Date(schedulers[0]!.next!);
    expect([next.getUTCHours(), next.getUTCMinutes()]).toEqual([2, 30]);
  });

  it('is unscheduled by BACKUP_SCHEDULE=off', async () => {
    await s.queue.scheduleNightly('30 2 * * *');
    await s.queue.scheduleNightly('off');
    expect(await s.queue.queue.getJobSchedulers()).toEqual([]);
  });

  it('requests a backup, unless one is being made', async () => {
    expect(await runNightlyBackup(s.deps, silentLog)).toBe('requested');
    const [archive] = await s.crm.db.archive.findMany();
    expect(archive).toMatchObject({ kind: 'backup', trigger: 'nightly', status: 'gathering' });
    expect(await s.crm.db.auditLog.findFirst()).toMatchObject({
      action: 'backup_created',
      actorUserId: null,
      subjectId: archive!.id,
      detail: 'nightly',
    });
    expect(await runNightlyBackup(s.deps, silentLog)).toBe('already-running');
    expect(await s.crm.db.archive.count()).toBe(1);
  });

  it('a backup whose parts never all came in is failed after the timeout, its files deleted, and a new one starts', async () => {
    const [stuck] = await s.crm.db.archive.findMany();
    await writePart(s.files, stuck!.id, 'crm');
    clock.advance(GATHER_TIMEOUT_MS + 60_000);
    expect(await runNightlyBackup(s.deps, silentLog)).toBe('requested');
    expect(await findArchive(s.crm.db, stuck!.id)).toMatchObject({
      status: 'failed',
      error: 'Not every service sent its part in time: try again',
    });
    expect(await s.crm.db.archive.count({ where: { status: 'gathering' } })).toBe(1);
    expect(await s.files.list(`archives/${stuck!.id}`)).toEqual([]);
  });
});
