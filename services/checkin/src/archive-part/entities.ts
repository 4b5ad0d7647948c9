import { whereClient, whereClientIn } from '@wellness/kit';
import type { ArchivePartSpec } from '@wellness/kit';

/** What checkin puts in an archive, in restore order (plans before their versions and lists). */
export const checkinArchive: ArchivePartSpec = {
  service: 'checkin',
  entities: [
    {
      name: 'clients',
      table: 'clients',
      clientFilter: whereClient(),
      // Moved on by every write of her check-ins (triggers): the load moves it again.
      derivedColumns: ['checkins_version'],
    },
    { name: 'onboarding', table: 'onboarding', clientFilter: whereClient() },
    { name: 'checkins', table: 'checkins', clientFilter: whereClient() },
    { name: 'checkin-drafts', table: 'checkin_drafts', clientFilter: whereClient() },
    { name: 'reply-snippets', table: 'reply_snippets' },
    { name: 'photos', table: 'photos', clientFilter: whereClient() },
    { name: 'photo-consents', table: 'photo_consents', clientFilter: whereClient() },
    { name: 'nutrition-plans', table: 'nutrition_plans', clientFilter: whereClient() },
    {
      name: 'nutrition-plan-versions',
      table: 'nutrition_plan_versions',
      clientFilter: whereClientIn(
        'plan_id IN (SELECT id FROM nutrition_plans WHERE client_id = $1::uuid)',
      ),
    },
    {
      name: 'nutrition-shopping-lists',
      table: 'nutrition_shopping_lists',
      clientFilter: whereClient(),
    },
    // The built-in templates and the USDA foods come with the migrations: only the staff's own.
    {
      name: 'nutrition-plan-templates',
      table: 'nutrition_plan_templates',
      scope: 'created_by IS NOT NULL',
    },
    { name: 'custom-foods', table: 'foods', scope: 'custom' },
  ],
  derived: [
    {
      table: 'client_progress',
      why: 'her progress charts, stored as answered: rebuilt on the next read',
    },
    {
      table: 'food_words',
      why: 'the food search vocabulary, from every food name',
      rebuild: `INSERT INTO food_words (word) SELECT DISTINCT unnest(search_words) FROM foods
                ON CONFLICT DO NOTHING`,
    },
  ],
  notArchived: [
    { table: 'outbox_events', why: 'events already delivered when the backup was made' },
    {
      table: 'processed_events',
      why: 'which events were consumed: a restored system starts afresh',
    },
  ],
};
