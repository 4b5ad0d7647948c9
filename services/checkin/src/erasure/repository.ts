import type { Tx } from '../db';

/**
 * checkin's part of a client's erasure, in the event's transaction: everything she gave or that
 * was written about her (health data: onboarding, check-ins and their measurements, drafts,
 * progress, photos and their consents, nutrition plans with their versions and shopping lists),
 * her read-model row, and checkin's outbox rows that carry her ids. One statement per table, here
 * together so that a new table that can name her is added where it is seen. Returns how many
 * records of each kind.
 */
export async function eraseCheckinRows(
  tx: Tx,
  subject: { clientId: string; userId: string | null; email: string },
): Promise<Record<string, number>> {
  const { clientId } = subject;
  const needles = [
    clientId,
    subject.email.toLowerCase(),
    ...(subject.userId ? [subject.userId] : []),
  ];
  const photoConsents = await tx.$executeRaw`
    DELETE FROM photo_consents WHERE client_id = ${clientId}::uuid`;
  const photos = await tx.$executeRaw`DELETE FROM photos WHERE client_id = ${clientId}::uuid`;
  const drafts = await tx.$executeRaw`
    DELETE FROM checkin_drafts WHERE client_id = ${clientId}::uuid`;
  const checkins = await tx.$executeRaw`DELETE FROM checkins WHERE client_id = ${clientId}::uuid`;
  const progress = await tx.$executeRaw`
    DELETE FROM client_progress WHERE client_id = ${clientId}::uuid`;
  const onboarding = await tx.$executeRaw`
    DELETE FROM onboarding WHERE client_id = ${clientId}::uuid`;
  // Versions and shopping lists go with their plans (ON DELETE CASCADE).
  const nutritionPlans = await tx.$executeRaw`
    DELETE FROM nutrition_plans WHERE client_id = ${clientId}::uuid`;
  const clients = await tx.$executeRaw`DELETE FROM clients WHERE client_id = ${clientId}::uuid`;
  const events = await tx.$executeRaw`
    DELETE FROM outbox_events
    WHERE EXISTS (
      SELECT 1 FROM unnest(${needles}::text[]) AS needle
      WHERE strpos(lower(envelope::text), needle) > 0)`;
  return {
    onboarding,
    checkins,
    drafts,
    progress,
    photos,
    photoConsents,
    nutritionPlans,
    clients,
    events,
  };
}

/** Where her photos' files live in the file store (photos/handlers.ts keeps them there). */
export const photoFolderOf = (clientId: string) => `photos/${clientId}`;
