import { Client } from 'pg';

/**
 * After the bulk seeds (each already VACUUM ANALYZEd), before measuring: one CHECKPOINT writes
 * out their dirty pages (it covers the whole server), so no measured round shares the machine with
 * the checkpoint their WAL would otherwise start. It needs a superuser (or pg_checkpoint); without
 * one the bench says so and goes on.
 */
export async function checkpointAfterSeeding(databaseUrl: string): Promise<void> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('CHECKPOINT');
  } catch (error) {
    console.log(`note: no CHECKPOINT after seeding (${(error as Error).message})`);
  } finally {
    await db.end();
  }
}
