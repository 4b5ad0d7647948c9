import type { Db, Tx } from '../db';

/** The automations table: name, switch and latest version (the definitions are its versions). */

export interface AutomationRow {
  id: string;
  name: string;
  enabled: boolean;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

export const createAutomation = (
  tx: Tx,
  row: Pick<AutomationRow, 'id' | 'name' | 'enabled' | 'version'> & { now: Date },
) =>
  tx.automation.create({
    data: {
      id: row.id,
      name: row.name,
      enabled: row.enabled,
      version: row.version,
      createdAt: row.now,
      updatedAt: row.now,
    },
  });

export const findAutomation = (db: Db | Tx, id: string): Promise<AutomationRow | null> =>
  db.automation.findUnique({ where: { id } });

/** Reads one and holds it until the transaction ends: saves and switches of it queue up. */
export async function lockAutomation(tx: Tx, id: string): Promise<AutomationRow | null> {
  await tx.$queryRaw`SELECT 1 FROM automations WHERE id = ${id}::uuid FOR UPDATE`;
  return findAutomation(tx, id);
}

export const listAutomationRows = (db: Db | Tx): Promise<AutomationRow[]> =>
  db.automation.findMany({ orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });

export const updateAutomation = (
  tx: Tx,
  id: string,
  data: Partial<Pick<AutomationRow, 'name' | 'enabled' | 'version'>> & { updatedAt: Date },
) => tx.automation.update({ where: { id }, data });

/** Every switched-on automation with its latest definition (few: read whole, filtered in code). */
export const enabledWithDefinitions = (db: Db | Tx) =>
  db.$queryRaw<{ id: string; name: string; version: number; definition: unknown }[]>`
    SELECT a.id, a.name, a.version, v.definition
    FROM automations a
    JOIN automation_versions v ON v.automation_id = a.id AND v.version = a.version
    WHERE a.enabled
    ORDER BY a.created_at, a.id`;
