import type { BrandConfig } from '@wellness/contracts';
import { buttonClass } from '@wellness/ui';
import type { ButtonVariant } from '@wellness/ui';

/** The free guide lives on an external landing page: always a new tab, never leaking the opener. */
export function GuideLink({ brand, variant }: { brand: BrandConfig; variant: ButtonVariant }) {
  return (
    <a
      href={brand.guideUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass(variant, 'lg')}
    >
      Download Free Guide
      <span className="ui-visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
