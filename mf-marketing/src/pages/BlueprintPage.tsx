import { Link } from 'react-router-dom';
import { buttonClass } from '@wellness/ui';
import { GuideLink } from './GuideLink';
import type { PageProps } from './HomePage';

const INSIDE = [
  {
    title: '15-minute workouts',
    text: 'Short, effective sessions you can do at home while the kettle boils or the kids nap. No equipment needed.',
  },
  {
    title: 'Five-minute meal planning',
    text: 'A simple weekly template and family-friendly meals, so healthy eating takes minutes, not hours.',
  },
  {
    title: 'Habits that stick',
    text: 'Sleep, water and stress: small daily wins that add up, with a tracker to tick them off.',
  },
];

export function BlueprintPage({ brand }: PageProps) {
  return (
    <>
      <section className="mk-hero" aria-labelledby="blueprint-title">
        <div className="mk-container mk-narrow">
          <p className="mk-eyebrow">Free guide</p>
          <h1 id="blueprint-title">The Busy Mum&apos;s Wellness Blueprint</h1>
          <p className="mk-lead">
            Coach {brand.coachName}&apos;s simple plan for feeling stronger and more energised in
            about 20 minutes a day: a 15-minute workout plus five minutes to plan your meals and
            habits.
          </p>
          <div className="mk-actions">
            <GuideLink brand={brand} variant="primary" />
            <Link to="/discovery" className={buttonClass('outline', 'lg')}>
              Book Discovery Call
            </Link>
          </div>
          <p className="mk-note">
            The download opens the guide&apos;s page in a new tab. It&apos;s free.
          </p>
        </div>
      </section>
      <section className="mk-section" aria-labelledby="inside">
        <div className="mk-container">
          <h2 id="inside">What&apos;s inside the Blueprint</h2>
          <ul className="mk-cards">
            {INSIDE.map((item) => (
              <li key={item.title} className="ui-card">
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="mk-section mk-section--tint mk-final" aria-labelledby="next">
        <div className="mk-container">
          <h2 id="next">Want a plan made just for you?</h2>
          <p>
            Book a free discovery call with Coach {brand.coachName} and talk about your goals, your
            week and how coaching could fit in.
          </p>
          <Link to="/discovery" className={buttonClass('primary', 'lg')}>
            Book Your Free Discovery Call
          </Link>
        </div>
      </section>
    </>
  );
}
