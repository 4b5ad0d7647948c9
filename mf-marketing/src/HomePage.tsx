import { Link } from 'react-router-dom';
import { MARKETING_FIGURES } from '@wellness/contracts';
import type { BrandConfig } from '@wellness/contracts';
import { buttonClass } from '@wellness/ui';
import { SocialFeed } from './SocialFeed';

const TESTIMONIALS = [
  { name: 'Client A', kg: 14, inches: 17 },
  { name: 'Client B', kg: 15, inches: 16 },
  { name: 'Client C', kg: 7, inches: 9 },
];

const INCLUDED = [
  {
    title: 'Progressive training programs',
    text: 'Workouts that grow with you, delivered through our training app.',
  },
  {
    title: 'Personal coaching support',
    text: 'Weekly check-ins and direct WhatsApp access to your coach.',
  },
  {
    title: 'Custom nutrition plans',
    text: 'Realistic meals built around your family, tastes and goals.',
  },
  {
    title: "Exclusive women's community",
    text: 'Encouragement and accountability from women on the same journey.',
  },
];

export function HomePage({ brand }: { brand: BrandConfig }) {
  const bookCall = (
    <Link to="/discovery" className={buttonClass('primary', 'lg')}>
      Book Your Free Discovery Call
    </Link>
  );
  return (
    <>
      <section className="mk-hero">
        <div className="mk-container">
          <p className="mk-eyebrow">Online coaching for women and busy mums</p>
          <h1>Transform Your Life</h1>
          <p className="mk-lead">
            Personalised workouts, nutrition guidance, weekly check-ins and direct access to Coach{' '}
            {brand.coachName}.
          </p>
          <div className="mk-actions">
            {bookCall}
            <Link to="/busy-mum-blueprint" className={buttonClass('outline', 'lg')}>
              Get the free Blueprint
            </Link>
          </div>
          <ul className="mk-figures" aria-label="Results">
            <li>
              <strong>{MARKETING_FIGURES.womenTransformed}</strong> women transformed
            </li>
            <li>
              <strong>{MARKETING_FIGURES.successRate}</strong> success rate
            </li>
            <li>
              <strong>{MARKETING_FIGURES.rating}</strong> client rating
            </li>
            <li>
              <strong>{MARKETING_FIGURES.yearsExperience}</strong> years coaching
            </li>
          </ul>
        </div>
      </section>

      <section className="mk-section" aria-labelledby="results">
        <div className="mk-container">
          <h2 id="results">Real Women, Real Results</h2>
          <div className="mk-cards">
            {TESTIMONIALS.map((t) => (
              <figure key={t.name} className="ui-card mk-result">
                <div className="mk-result__photos" aria-hidden="true">
                  <span>Before</span>
                  <span>After</span>
                </div>
                <figcaption>
                  <strong>{t.kg} kg</strong> and <strong>{t.inches} inches</strong> lost
                </figcaption>
              </figure>
            ))}
          </div>
        </div>
      </section>

      <section className="mk-section mk-section--tint" aria-labelledby="coach">
        <div className="mk-container mk-split">
          <div className="mk-portrait" aria-hidden="true">
            {brand.coachName.slice(0, 1)}
          </div>
          <div>
            <h2 id="coach">Meet Coach {brand.coachName}</h2>
            <p>
              With more than {MARKETING_FIGURES.yearsExperience} years of coaching experience, Coach{' '}
              {brand.coachName} helps women build strength, energy and confidence with plans that
              fit real, busy lives.
            </p>
            <aside className="mk-featured">
              <span className="ui-badge ui-badge--brand">Featured expert</span>
              <p>As featured in a national women&apos;s health magazine.</p>
            </aside>
          </div>
        </div>
      </section>

      <section className="mk-section" aria-labelledby="included">
        <div className="mk-container">
          <h2 id="included">What&apos;s Included</h2>
          <div className="mk-cards mk-cards--four">
            {INCLUDED.map((item) => (
              <div key={item.title} className="ui-card">
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className="mk-section mk-section--accent" aria-labelledby="free-guide">
        <div className="mk-container mk-promo">
          <h2 id="free-guide">The Busy Mum&apos;s Wellness Blueprint</h2>
          <p>A free guide to feeling fitter and calmer in about 20 minutes a day.</p>
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

      <section className="mk-section" aria-labelledby="community">
        <div className="mk-container">
          <h2 id="community">Join the community</h2>
          <figure className="mk-event">
            <div className="mk-event__photo" aria-hidden="true" />
            <figcaption>Community meet-up, November 2024</figcaption>
          </figure>
          <SocialFeed brand={brand} />
        </div>
      </section>

      <section className="mk-section mk-section--tint mk-final" aria-labelledby="start">
        <div className="mk-container">
          <h2 id="start">Start Your Transformation Today</h2>
          <p>Every journey starts with a free, no-pressure conversation.</p>
          {bookCall}
        </div>
      </section>
    </>
  );
}
