import { Link } from 'react-router-dom';
import type { BrandConfig } from '@wellness/contracts';
import { buttonClass } from '@wellness/ui';
import { CLAIMS, EVENT_LABEL, INCLUDED, RESULTS } from '../content';
import { Picture } from '../Picture';
import { SocialFeed } from '../SocialFeed';
import { GuideLink } from './GuideLink';

export interface PageProps {
  brand: BrandConfig;
  assetBase: string;
}

function configuredList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function HomePage({ brand, assetBase }: PageProps) {
  const testimonialPhotos = configuredList(brand.testimonialImageUrls);
  return (
    <>
      <section className="mk-hero" aria-labelledby="hero-title">
        <div className="mk-container">
          <p className="mk-eyebrow">Online coaching for women and busy mums</p>
          <h1 id="hero-title">Transform Your Life</h1>
          <p className="mk-lead">
            Personalised workouts, nutrition guidance, weekly check-ins and direct access to Coach{' '}
            {brand.coachName}: a plan that fits around your family, not the other way round.
          </p>
          <div className="mk-actions">
            <Link to="/discovery" className={buttonClass('primary', 'lg')}>
              Book Your Free Discovery Call
            </Link>
            <Link to="/busy-mum-blueprint" className="mk-textlink">
              Get the free Busy Mum&apos;s Blueprint →
            </Link>
          </div>
        </div>
      </section>

      <section className="mk-claims" aria-label="Results in numbers">
        <ul className="mk-container mk-figures">
          {CLAIMS.map((claim) => (
            <li key={claim.label}>
              <strong>{claim.value}</strong> <span>{claim.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="mk-section" aria-labelledby="results">
        <div className="mk-container">
          <h2 id="results">Real Women, Real Results</h2>
          <p className="mk-section__intro">
            Busy women just like you, who started with a free discovery call.
          </p>
          <ul className="mk-cards mk-results">
            {RESULTS.map((r, i) => (
              <li key={r.image} className="ui-card mk-result">
                <figure>
                  <Picture
                    name={r.image}
                    alt={`Illustration of a client before (left) and after (right) losing ${r.kg} kg`}
                    sizes="(min-width: 1100px) 360px, (min-width: 700px) 45vw, 92vw"
                    assetBase={assetBase}
                    overrideUrl={testimonialPhotos[i]}
                    className="mk-result__photo"
                  />
                  <figcaption>
                    <p className="mk-result__labels" aria-hidden="true">
                      <span>Before</span>
                      <span>After</span>
                    </p>
                    <p className="mk-result__figure">
                      <strong>{r.kg} kg</strong> and <strong>{r.inches} inches</strong> lost
                    </p>
                    <blockquote>
                      <p>“{r.quote}”</p>
                    </blockquote>
                    <p className="mk-result__who">{r.who}</p>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mk-section mk-section--tint" aria-labelledby="coach">
        <div className="mk-container mk-split">
          <Picture
            name="coach"
            alt={`Coach ${brand.coachName}`}
            sizes="(min-width: 768px) 288px, 80vw"
            assetBase={assetBase}
            overrideUrl={brand.coachImageUrl || undefined}
            className="mk-portrait"
          />
          <div>
            <h2 id="coach">Meet Coach {brand.coachName}</h2>
            <p>
              Coach {brand.coachName} knows what it is like to juggle work, family and everything in
              between, and to put yourself last on the list. After more than 12 years of coaching,
              she has helped over 500 women stop starting over and build strength, energy and
              confidence that last.
            </p>
            <p>
              Her approach is simple: short, effective workouts, food your whole family will eat,
              and someone in your corner every single week. No extremes, no guilt, just steady
              progress that fits real, busy lives.
            </p>
            <aside className="mk-featured" aria-labelledby="featured-title">
              <Picture
                name="magazine"
                alt="Magazine cover featuring the coach"
                sizes="96px"
                assetBase={assetBase}
                className="mk-featured__cover"
              />
              <div>
                <span className="ui-badge ui-badge--brand">Featured expert</span>
                <p id="featured-title" className="mk-featured__title">
                  As featured in a national women&apos;s health and fitness magazine
                </p>
                <p className="mk-featured__text">
                  Coach {brand.coachName} shared her approach to sustainable fat loss for busy
                  mothers as the magazine&apos;s featured expert.
                </p>
              </div>
            </aside>
          </div>
        </div>
      </section>

      <section className="mk-section" aria-labelledby="included">
        <div className="mk-container">
          <h2 id="included">What&apos;s Included</h2>
          <ul className="mk-cards mk-cards--four">
            {INCLUDED.map((item, i) => (
              <li key={item.title} className="ui-card mk-included">
                <span className="mk-included__number" aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mk-section mk-section--accent" aria-labelledby="free-guide">
        <div className="mk-container mk-promo">
          <p className="mk-eyebrow mk-eyebrow--light">Free resource</p>
          <h2 id="free-guide">The Busy Mum&apos;s Wellness Blueprint</h2>
          <p>
            A free guide to feeling fitter, stronger and calmer in about 20 minutes a day: a
            15-minute workout and five minutes of simple planning.
          </p>
          <div className="mk-actions">
            <GuideLink brand={brand} variant="secondary" />
            <Link to="/discovery" className={buttonClass('outline', 'lg')}>
              Book Discovery Call
            </Link>
          </div>
        </div>
      </section>

      <section className="mk-section" aria-labelledby="community">
        <div className="mk-container mk-community">
          <div>
            <h2 id="community">Join Our Community</h2>
            <p>
              Our clients meet up, train together and cheer each other on, online every day and in
              person a few times a year.
            </p>
            <figure className="mk-event">
              <Picture
                name="event"
                alt="Women from the coaching community together at a meet-up"
                sizes="(min-width: 1100px) 560px, 92vw"
                assetBase={assetBase}
                overrideUrl={brand.eventImageUrl || undefined}
                className="mk-event__photo"
              />
              <figcaption>Community meet-up, {EVENT_LABEL}</figcaption>
            </figure>
          </div>
          <div>
            <h3>Latest from social media</h3>
            <SocialFeed brand={brand} />
          </div>
        </div>
      </section>

      <section className="mk-section mk-section--tint mk-final" aria-labelledby="start">
        <div className="mk-container">
          <h2 id="start">Start Your Transformation Today</h2>
          <p>Every journey starts with a free, no-pressure conversation.</p>
          <Link to="/discovery" className={buttonClass('primary', 'lg')}>
            Book Your Free Discovery Call
          </Link>
        </div>
      </section>
    </>
  );
}
