import { MARKETING_FIGURES } from '@wellness/contracts';

/** Copy of the public pages that is not brand configuration (SPEC §1–§2). Names come from the brand. */
export const COPYRIGHT_YEAR = 2025;
export const EVENT_LABEL = 'November 2024';

export const CLAIMS = [
  { value: MARKETING_FIGURES.womenTransformed, label: 'Women transformed' },
  { value: MARKETING_FIGURES.successRate, label: 'Success rate' },
  { value: MARKETING_FIGURES.rating, label: 'Client rating' },
  { value: MARKETING_FIGURES.yearsExperience, label: 'Years of coaching experience' },
] as const;

export const RESULTS = [
  {
    image: 'result-1',
    kg: 14,
    inches: 17,
    who: 'Mum of two, working full time',
    quote:
      'I finally have the energy to keep up with my kids, and I love what I see in the mirror.',
  },
  {
    image: 'result-2',
    kg: 15,
    inches: 16,
    who: 'Mum of three, night-shift nurse',
    quote: 'Short workouts and simple meals fitted around my shifts. It never felt like a diet.',
  },
  {
    image: 'result-3',
    kg: 7,
    inches: 9,
    who: 'New mum, back to work after maternity leave',
    quote: 'The weekly check-ins kept me going on the days I wanted to give up.',
  },
] as const;

export const INCLUDED = [
  {
    title: 'Progressive training programs',
    text: 'Workouts that grow with you, in a training app on your phone: at home or at the gym, in the time you have.',
  },
  {
    title: 'Personal coaching support',
    text: 'Weekly check-ins and direct access on WhatsApp, so you are never on your own.',
  },
  {
    title: 'Custom nutrition plans',
    text: 'Realistic meals built around your family, your tastes and your goals. No fad diets.',
  },
  {
    title: "Exclusive women's community",
    text: 'Encouragement and accountability from women on the same journey as you.',
  },
] as const;
