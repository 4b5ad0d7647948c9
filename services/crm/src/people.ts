/** "First Last", as a person is named in timelines, exports and summaries. */
export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;
