import type { Client } from 'pg';

/**
 * After a bulk seed, before measuring: fresh planner statistics and visibility map (VACUUM
 * ANALYZE), then the seed's dirty pages written out (CHECKPOINT), so no measured round shares the
 * machine with the checkpoint the seed's WAL would otherwise start. CHECKPOINT needs a superuser
 * (or pg_checkpoint); without one the bench says so and goes on.
 */
export async function settleSeededDatabase(db: Client): Promise<void> {
  await db.query('VACUUM ANALYZE');
  try {
    await db.query('CHECKPOINT');
  } catch (error) {
    console.log(`note: no CHECKPOINT after seeding (${(error as Error).message})`);
  }
}
