import type { EmailCategory, EmailTemplate, MergeField } from '@wellness/contracts';
import type { Brand } from '../brand';

/**
 * One email template: what the coach sees in her list, the merge fields it declares (the only
 * ones its text may use), how the values are computed from what asked for the email, and the
 * platform's default text in the contracts' markup (packages/contracts/src/api/email-templates.ts).
 */
export interface TemplateDefinition<P = never> {
  key: EmailTemplate;
  name: string;
  /** When it is sent. */
  description: string;
  category: EmailCategory;
  fields: MergeField[];
  /** Every declared field's value, from the event's payload (or the digest's data) and the brand. */
  fieldsOf: (payload: P, brand: Brand) => Record<string, string>;
  subject: string;
  body: string;
}

/** A declared field: its label in the editor and a sample value (previews without a client). */
type FieldSpec = readonly [label: string, sample: string];

/**
 * Declares a template for payloads of type P: `fieldsOf` must give a value for every declared
 * field and no other.
 */
export function defineTemplate<P>() {
  return <const F extends string>(
    definition: Omit<TemplateDefinition<P>, 'fields' | 'fieldsOf'> & {
      fields: Record<F, FieldSpec>;
      fieldsOf: (payload: P, brand: Brand) => Record<F, string>;
    },
  ): TemplateDefinition<P> => ({
    ...definition,
    fields: Object.entries<FieldSpec>(definition.fields).map(([name, [label, sample]]) => ({
      name,
      label,
      sample,
    })),
  });
}

/** The fields every template may take from the brand. */
export const BRAND_FIELDS = {
  businessName: ['Business name', 'Glow Coaching'],
  coachName: ['Coach’s name', 'Sarah Mitchell'],
} as const satisfies Record<string, FieldSpec>;

export const brandValues = (brand: Brand) => ({
  businessName: brand.businessName,
  coachName: brand.coachName,
});

/** A greeting's name: "Mia", or "there" when the name is unknown ("Hi there,"). */
export const firstNameOf = (firstName: string | undefined) => firstName?.trim() || 'there';

/** A field holding a link into the app. */
export const appLink = (brand: Brand, path: string) => `${brand.appUrl}${path}`;

/** Where sample links point; a preview puts the business's own address in its place. */
export const SAMPLE_APP_URL = 'https://app.example.com';

/** A sample link into the app. */
export const sampleLink = (path: string) => `${SAMPLE_APP_URL}${path}`;

/** A date as people read it in an email: "3 December 2026". */
export { longDate } from '../layout';
