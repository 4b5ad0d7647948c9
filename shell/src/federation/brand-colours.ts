import { brandColourProperties } from '@wellness/contracts';
import type { BrandConfig } from '@wellness/contracts';

/** The brand's colours on the document, so every page (shell and remotes) takes them without a rebuild. */
export function applyBrandColours(
  root: HTMLElement,
  brand: Pick<BrandConfig, 'brandColour' | 'accentColour'>,
) {
  for (const [name, value] of brandColourProperties(brand)) root.style.setProperty(name, value);
}
