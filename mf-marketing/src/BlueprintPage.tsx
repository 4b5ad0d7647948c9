import { Link } from 'react-router-dom';
import type { BrandConfig } from '@wellness/contracts';
import { buttonClass } from '@wellness/ui';

export function BlueprintPage({ brand }: { brand: BrandConfig }) {
  return (
    <section className="mk-hero">
      <div className="mk-container mk-narrow">
        <p className="mk-eyebrow">Free guide</p>
        <h1>The Busy Mum&apos;s Wellness Blueprint</h1>
        <p className="mk-lead">
          Coach {brand.coachName}&apos;s simple plan for feeling stronger and more energised in
          about 20 minutes a day: quick workouts, easy family meals and habits that stick.
        </p>
        <div className="mk-actions">
          <a
            href={brand.guideUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('secondary', 'lg')}
          >
            Download Free Guide
          </a>
          <Link to="/discovery" className={buttonClass('outline', 'lg')}>
            Book Discovery Call
          </Link>
        </div>
      </div>
    </section>
  );
}
