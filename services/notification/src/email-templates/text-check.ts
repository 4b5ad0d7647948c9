import { DomainError } from '@wellness/kit';
import { EMAIL_TEMPLATE_MESSAGES, unknownMergeFields } from '@wellness/contracts';
import type { NotificationDeps } from '../deps';
import { linkProblems, RenderError } from '../emails/markup';
import { renderEmail } from '../emails/render';
import type { TemplateText } from '../emails/render';
import { SAMPLE_APP_URL, brandValues } from '../emails/templates/template';
import type { AnyTemplate } from '../emails/templates';

/** A 400 naming the subject or the body, as the editor shows it beside the field. */
export const invalid = (field: 'subject' | 'body', message: string) =>
  new DomainError('VALIDATION', message, { fields: { [field]: message } });

/**
 * What a preview without a client shows: the samples, with the business's own names, and its
 * sample links pointing into the business's own app.
 */
export const sampleValues = (
  deps: NotificationDeps,
  template: AnyTemplate,
): Record<string, string> => {
  const declared = new Set(template.fields.map((field) => field.name));
  const brand = Object.entries(brandValues(deps.brand)).filter(([name]) => declared.has(name));
  const sample = (value: string) =>
    value.startsWith(`${SAMPLE_APP_URL}/`)
      ? `${deps.brand.appUrl}${value.slice(SAMPLE_APP_URL.length)}`
      : value;
  return {
    ...Object.fromEntries(template.fields.map((field) => [field.name, sample(field.sample)])),
    ...Object.fromEntries(brand),
  };
};

/**
 * A text the coach wrote, checked before it is saved or previewed: only declared merge fields
 * (400 naming the others), web links only, and it must render with the sample values.
 */
export async function checkText(deps: NotificationDeps, template: AnyTemplate, text: TemplateText) {
  const declared = template.fields.map((field) => field.name);
  for (const field of ['subject', 'body'] as const) {
    const unknown = unknownMergeFields(text[field], declared);
    if (unknown.length) throw invalid(field, EMAIL_TEMPLATE_MESSAGES.unknownFields(unknown));
  }
  const [linkProblem] = linkProblems(text.body);
  if (linkProblem) throw invalid('body', linkProblem);
  await renderOrRefuse(deps, template, text, sampleValues(deps, template));
}

export async function renderOrRefuse(
  deps: NotificationDeps,
  template: AnyTemplate,
  text: TemplateText,
  values: Record<string, string>,
) {
  try {
    return await renderEmail(deps.brand, template.category, text, values);
  } catch (error) {
    if (error instanceof RenderError) throw invalid('body', error.message);
    throw error;
  }
}
