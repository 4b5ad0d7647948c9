import { z } from 'zod';
import * as contracts from '../index';

/**
 * Every text a request can carry is refused when it holds NUL or a lone surrogate, or when it is
 * huge: checked field by field on every request schema, so a new field that forgets `text()` (or
 * another bounded type) fails here. Every exported schema must be sorted into one of the lists.
 */
const REQUESTS = [
  'audienceCountRequestSchema',
  'emailSendRequestSchema',
  'automationInputSchema',
  'enrolmentListQuerySchema',
  'sendMessageSchema',
  'readUpToSchema',
  'messagesQuerySchema',
  'conversationsQuerySchema',
  'attachmentUploadFieldsSchema',
  'attachmentQuerySchema',
  'pageQuerySchema',
  'loginSchema',
  'registerSchema',
  'forgotPasswordSchema',
  'resetPasswordSchema',
  'changePasswordSchema',
  'noteCreateSchema',
  'leadListQuerySchema',
  'leadExportQuerySchema',
  'leadUpdateSchema',
  'approvalListQuerySchema',
  'rejectApprovalSchema',
  'clientListQuerySchema',
  'clientUpdateSchema',
  'assignmentSchema',
  'bulkClientActionSchema',
  'tagSchema',
  'tagListSchema',
  'clientTagsUpdateSchema',
  'teamInvitationSchema',
  'teamUpdateSchema',
  'emailListQuerySchema',
  'discoveryRequestSchema',
  'utmSchema',
  // the client's week (onboarding and check-ins)
  'weightKgSchema',
  'heightCmSchema',
  'measurementsCmSchema',
  'clientQuerySchema',
  'screeningSchema',
  'onboardingUpdateSchema',
  'scoresSchema',
  'checkinInputSchema',
  'checkinDraftSchema',
  'checkinEditSchema',
  'reviewInputSchema',
  'reviewQueueQuerySchema',
  'progressQuerySchema',
  'snippetInputSchema',
  // progress photos (the file itself is checked by its bytes, not a schema)
  'photoUploadFieldsSchema',
  'photoQuerySchema',
  'photoPairSchema',
  'foodSearchQuerySchema',
  'customFoodInputSchema',
  // nutrition plans
  'planTargetsSchema',
  'planItemInputSchema',
  'planOptionInputSchema',
  'planMealInputSchema',
  'planGuidanceSchema',
  'planBodySchema',
  'planCreateSchema',
  'planUpdateSchema',
  'publishSchema',
  'templateInputSchema',
  'planListQuerySchema',
  'shoppingListStateSchema',
  // payments
  'planBillingSchema',
  'paymentPlanInputSchema',
  'paymentPlanUpdateSchema',
  'checkoutRequestSchema',
  'planOfferSchema',
  'paymentListQuerySchema',
  'manualPaymentSchema',
  'refundRequestSchema',
  // email templates
  'emailTemplateUpdateSchema',
  'emailTemplateRestoreSchema',
  'emailPreviewRequestSchema',
  'emailTestSendSchema',
  // imports, backups and data-protection requests
  'importMappingRequestSchema',
  'importMappingSchema',
  'importStartRequestSchema',
  'backupRequestSchema',
  'dataRequestInputSchema',
  'passwordConfirmationRequestSchema',
];
/** What services answer, the event envelope, and the gateway's brand configuration. */
const NOT_REQUESTS = [
  // Parts of emailSendRequestSchema and automationInputSchema (checked through them).
  'audienceSchema',
  'segmentFiltersSchema',
  'automationConditionsSchema',
  'automationStepSchema',
  'automationTriggerSchema',
  'audienceCountSchema',
  'emailSendListSchema',
  'emailSendSchema',
  'automationListSchema',
  'automationSaveResultSchema',
  'automationSchema',
  'automationStatsSchema',
  'enrolmentListSchema',
  'enrolmentSchema',
  'messagePersonSchema',
  'messageSchema',
  'conversationSchema',
  'conversationListSchema',
  'messagePageSchema',
  'unreadTotalSchema',
  'attachmentSchema',
  'photoSchema',
  'photoListSchema',
  'photoConsentSchema',
  'photoConsentListSchema',
  'currentUserSchema',
  'messageResponseSchema',
  'registerResponseSchema',
  'activitySchema',
  'noteSchema',
  'convertLeadResponseSchema',
  'leadDetailSchema',
  'leadSummarySchema',
  'approvalSchema',
  'bulkResultSchema',
  'clientDetailSchema',
  'clientRowSchema',
  'clientSelfSchema',
  'clientSummarySchema',
  'clientTagsSchema',
  'tagUsageSchema',
  'teamListSchema',
  'teamMemberSchema',
  'coachDashboardSummarySchema',
  'recentActivitySchema',
  'emailDetailSchema',
  'emailListResponseSchema',
  'emailSummarySchema',
  'discoveryResponseSchema',
  'actorSchema',
  'envelopeSchema',
  'brandConfigSchema',
  // the client's week (onboarding and check-ins)
  'healthConsentStateSchema',
  'onboardingIncompleteSchema',
  'onboardingStateSchema',
  'checkinSchema',
  'checkinDetailSchema',
  'checkinDraftSchemaOut',
  'checkinHistorySchema',
  'checkinSubmittedSchema',
  'checkinSummarySchema',
  'comparisonSchema',
  'flagSchema',
  'historyRowSchema',
  'measureComparisonSchema',
  'missingCheckinSchema',
  'missingCheckinsSchema',
  'nextDueSchema',
  'nudgeResultSchema',
  'progressPointSchema',
  'progressSchema',
  'replySnippetListSchema',
  'replySnippetSchema',
  'reviewQueueItemSchema',
  'scoreTrendsSchema',
  'foodSchema',
  'foodListSchema',
  // nutrition plans
  'planFoodSchema',
  'planItemSchema',
  'planDocumentSchema',
  'planVersionSummarySchema',
  'planVersionSchema',
  'nutritionPlanSchema',
  'nutritionPlanSummarySchema',
  'nutritionPlanListSchema',
  'planTemplateSchema',
  'planTemplateListSchema',
  'caseloadItemSchema',
  'nutritionCaseloadSchema',
  'nutritionProfileSchema',
  // payments
  'checkoutResponseSchema',
  'checkoutStatusSchema',
  'clientBillingSchema',
  'financeSummarySchema',
  'paymentPlanSchema',
  'paymentSchema',
  'portalResponseSchema',
  'subscriptionSchema',
  // email templates
  'mergeFieldSchema',
  'emailTemplateSummarySchema',
  'emailTemplateVersionSchema',
  'emailTemplateDetailSchema',
  'emailPreviewSchema',
  'emailTestSentSchema',
  // imports, backups and data-protection requests
  'importSchema',
  'importListSchema',
  'importProblemSchema',
  'importDuplicateSchema',
  'importProgressSchema',
  'backupSchema',
  'backupListSchema',
  'downloadLinkSchema',
  'archiveManifestSchema',
  'dataRequestSchema',
  'dataRequestListSchema',
  'auditEntrySchema',
  'auditListSchema',
  'consentSchema',
  'passwordConfirmationSchema',
];

type Schema = z.ZodType;
const defOf = (schema: Schema) =>
  (schema as unknown as { _zod: { def: Record<string, never> } })._zod.def;
const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'nonoptional',
  'readonly',
  'catch',
]);

/** The schema under optional/nullable/default wrappers and the input side of pipes. */
function unwrap(schema: Schema): Schema {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return unwrap(def.innerType);
  if (def.type === 'pipe') return unwrap(def.in);
  return schema;
}

interface TextField {
  path: string;
  schema: Schema;
  /** Puts a hostile string where this field expects text. */
  wrap: (value: string) => unknown;
}

function textFields(schema: Schema, path: string, out: TextField[] = []): TextField[] {
  const base = unwrap(schema);
  const def = defOf(base);
  switch (def.type) {
    case 'object':
      for (const [key, field] of Object.entries(def.shape as Record<string, Schema>))
        textFields(field, path ? `${path}.${key}` : key, out);
      break;
    case 'union':
      if (path) {
        if ((def.options as Schema[]).some((o) => defOf(unwrap(o)).type === 'string'))
          out.push({ path, schema, wrap: (v) => v });
      } else for (const option of def.options as Schema[]) textFields(option, path, out);
      break;
    case 'string':
      out.push({ path, schema, wrap: (v) => v });
      break;
    case 'array':
      if (defOf(unwrap(def.element)).type === 'string')
        out.push({ path: `${path}[]`, schema, wrap: (v) => [v] });
      else textFields(def.element, `${path}[]`, out);
      break;
    case 'record':
      out.push({ path: `${path}{}`, schema, wrap: (v) => ({ key: v }) });
      break;
  }
  return out;
}

const exported = (Object.entries(contracts) as [string, unknown][]).filter(
  (entry): entry is [string, Schema] => entry[1] instanceof z.ZodType,
);

describe('request schemas', () => {
  it('every exported schema is sorted: a request, something else, or an enum', () => {
    const unsorted = exported
      .filter(([, schema]) => defOf(schema).type !== 'enum')
      .map(([name]) => name)
      .filter((name) => !REQUESTS.includes(name) && !NOT_REQUESTS.includes(name));
    expect(unsorted).toEqual([]);
    expect(REQUESTS.filter((name) => !(name in contracts))).toEqual([]);
  });

  const fields = REQUESTS.flatMap((name) =>
    textFields((contracts as unknown as Record<string, Schema>)[name], '').map(
      (field) => [`${name}: ${field.path}`, field] as const,
    ),
  );

  it('have text fields to check', () => expect(fields.length).toBeGreaterThan(30));

  it.each(fields)('%s refuses NUL, lone surrogates and 100,000 characters', (_name, field) => {
    for (const hostile of ['Nul\u0000Byte', 'Lone\ud800', '\udfffLone', 'x'.repeat(100_000)])
      expect(field.schema.safeParse(field.wrap(hostile)).success).toBe(false);
  });
});
