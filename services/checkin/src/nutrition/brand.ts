import type { CheckinConfig } from '../config';

/** What the PDF shows of the business. */
export interface PdfBrand {
  businessName: string;
  brandColour: string;
  accentColour: string;
}

/** From the brand variables every service reads (contracts brand-env.ts): rebranding is config. */
export const pdfBrandOf = (
  config: Pick<CheckinConfig, 'BUSINESS_NAME' | 'BRAND_COLOUR' | 'ACCENT_COLOUR'>,
): PdfBrand => ({
  businessName: config.BUSINESS_NAME,
  brandColour: config.BRAND_COLOUR,
  accentColour: config.ACCENT_COLOUR,
});
