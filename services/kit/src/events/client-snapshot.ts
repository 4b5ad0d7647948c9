import type { ClientSnapshot } from '@wellness/contracts';

/**
 * The statement that applies crm's `client.changed` snapshot to a service's `clients` read model
 * (checkin, notification: same columns, a `"ClientStatus"` enum), unless a newer snapshot was
 * applied already: rows are ordered by the event's `occurredAt`, so a late, older delivery never
 * overwrites a newer one. Columns a service adds of its own stay as they are. Run it with
 * `$executeRawUnsafe(sql, ...values)`: one row changed means the snapshot was applied.
 */
export function clientSnapshotUpsert(client: ClientSnapshot, occurredAt: Date) {
  return {
    sql: `INSERT INTO clients (client_id, user_id, coach_user_id, nutritionist_user_id, first_name,
                               last_name, email, status, changed_at)
          VALUES ($1::uuid, $2::uuid, $3::uuid, $4::uuid, $5, $6, $7, $8::"ClientStatus", $9)
          ON CONFLICT (client_id) DO UPDATE SET
            user_id = EXCLUDED.user_id,
            coach_user_id = EXCLUDED.coach_user_id,
            nutritionist_user_id = EXCLUDED.nutritionist_user_id,
            first_name = EXCLUDED.first_name,
            last_name = EXCLUDED.last_name,
            email = EXCLUDED.email,
            status = EXCLUDED.status,
            changed_at = EXCLUDED.changed_at
          WHERE clients.changed_at < EXCLUDED.changed_at`,
    values: [
      client.clientId,
      client.userId,
      client.coachUserId,
      client.nutritionistUserId,
      client.firstName,
      client.lastName,
      client.email.toLowerCase(),
      client.status,
      occurredAt,
    ] as unknown[],
  };
}
