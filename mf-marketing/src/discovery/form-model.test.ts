import { DISCOVERY_MESSAGES } from '@wellness/contracts';
import { utmFromSearch } from '../utm';
import { EMPTY_FORM, fieldErrorsFrom, firstInvalid, validate } from './form-model';

const filled = {
  ...EMPTY_FORM,
  firstName: 'Maya',
  lastName: 'Hart',
  email: 'maya@example.com',
  goals: ['more-energy'],
  challenge: 'Time',
  preferredTimes: ['weekend'],
  heardFrom: 'friend',
  consent: true,
};

describe('discovery form model', () => {
  it('accepts a complete form, phone optional', () => {
    expect(validate(filled)).toEqual({});
  });
  it('gives every empty required field its message, in page order', () => {
    const errors = validate(EMPTY_FORM);
    expect(errors).toEqual({
      firstName: DISCOVERY_MESSAGES.firstName,
      lastName: DISCOVERY_MESSAGES.lastName,
      email: DISCOVERY_MESSAGES.email,
      goals: DISCOVERY_MESSAGES.goals,
      challenge: DISCOVERY_MESSAGES.challenge,
      preferredTimes: DISCOVERY_MESSAGES.preferredTimes,
      heardFrom: DISCOVERY_MESSAGES.heardFrom,
      consent: DISCOVERY_MESSAGES.consent,
    });
    expect(firstInvalid(errors)).toBe('firstName');
  });
  it('checks the phone number only when one is given', () => {
    expect(validate({ ...filled, phone: 'abc' })).toEqual({ phone: DISCOVERY_MESSAGES.phone });
    expect(validate({ ...filled, phone: '07700 900123' })).toEqual({});
  });
  it('keeps only known fields of an API answer', () => {
    expect(fieldErrorsFrom({ email: 'bad', nonsense: 'x' })).toEqual({ email: 'bad' });
    expect(fieldErrorsFrom(null)).toEqual({});
  });
  it('reads the UTM parameters present in a query string', () => {
    expect(utmFromSearch('?utm_source=ig&utm_medium=&x=1&utm_campaign=spring')).toEqual({
      utm_source: 'ig',
      utm_campaign: 'spring',
    });
  });
});
