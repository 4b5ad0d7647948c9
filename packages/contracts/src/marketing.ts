/** The figures the public home page shows (SPEC §9). */
export const MARKETING_FIGURES = {
  womenTransformed: '500+',
  successRate: '98%',
  rating: '5-star',
  yearsExperience: '12+',
} as const;
