import { createHash } from 'node:crypto';
import { IMPORT_FIELDS } from '@wellness/contracts';
import type { ImportField, ImportKind, ImportMapping } from '@wellness/contracts';

/** A header as compared: lower-case letters and digits only ("E-mail Address" → emailaddress). */
export const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The headers each field goes by in the exports coaches bring (Trainerize, TrueCoach, Everfit, My
 * PT Hub, Google Sheets and Excel templates), as header keys.
 */
const SYNONYMS: Record<ImportField, string[]> = {
  firstName: ['firstname', 'first', 'givenname', 'forename', 'fname', 'clientfirstname'],
  lastName: ['lastname', 'last', 'surname', 'familyname', 'lname', 'clientlastname'],
  name: ['name', 'fullname', 'clientname', 'client', 'contactname', 'leadname', 'athlete'],
  email: [
    'email',
    'emailaddress',
    'clientemail',
    'clientemailaddress',
    'mail',
    'emailid',
    'primaryemail',
  ],
  phone: [
    'phone',
    'phonenumber',
    'mobile',
    'mobilenumber',
    'mobilephone',
    'cell',
    'cellphone',
    'telephone',
    'tel',
    'contactnumber',
    'clientphone',
  ],
  status: ['status', 'clientstatus', 'accountstatus', 'state', 'leadstatus', 'stage'],
  startDate: [
    'startdate',
    'joined',
    'joindate',
    'datejoined',
    'joinedon',
    'clientsince',
    'membersince',
    'signupdate',
    'start',
    'dateadded',
    'added',
    'createdat',
    'created',
  ],
  goals: ['goals', 'goal', 'primarygoal', 'fitnessgoal', 'fitnessgoals', 'objectives'],
  tags: ['tags', 'tag', 'labels', 'label', 'groups', 'group'],
  createdDate: [
    'createddate',
    'created',
    'createdat',
    'date',
    'dateadded',
    'enquirydate',
    'dateenquired',
    'submitted',
    'submittedat',
  ],
  source: ['source', 'leadsource', 'channel', 'howdidyouhearaboutus', 'referralsource'],
};

/** When no synonym matches: the field a header is about, by what it contains. */
const CONTAINS: [RegExp, ImportField][] = [
  [/email/, 'email'],
  [/phone|mobile|tel/, 'phone'],
  [/first.*name|forename/, 'firstName'],
  [/last.*name|surname/, 'lastName'],
  [/status/, 'status'],
  [/goal/, 'goals'],
  [/tag/, 'tags'],
];

/**
 * The mapping a file's header suggests: each column to the field its header names, a field taken
 * by its first column only; headers that name nothing are ignored (null).
 */
export function detectMapping(kind: ImportKind, headers: string[]): ImportMapping {
  const fields: readonly ImportField[] = IMPORT_FIELDS[kind];
  const taken = new Set<ImportField>();
  const guess = (header: string): ImportField | null => {
    const key = headerKey(header);
    if (!key) return null;
    const exact = fields.find((field) => !taken.has(field) && SYNONYMS[field].includes(key));
    if (exact) return exact;
    const near = CONTAINS.find(([pattern, field]) => fields.includes(field) && pattern.test(key));
    return near && !taken.has(near[1]) ? near[1] : null;
  };
  return {
    columns: headers.map((header, index) => {
      const field = guess(header);
      if (field) taken.add(field);
      return { index, header, field };
    }),
  };
}

/** A file's headers as one value, to find the mapping the coach saved for the same headers. */
export function headerSignature(kind: ImportKind, headers: string[]): string {
  return createHash('sha256')
    .update([kind, ...headers.map(headerKey)].join('\u001f'))
    .digest('hex');
}
