import {
  checkClientStatus,
  checkEmail,
  checkLeadStatus,
  checkPhone,
  checkTags,
  splitFullName,
} from './values';
import { parsePhoneNumberFromString } from 'libphonenumber-js';

describe('values in a file', () => {
  it('normalises UK phone numbers to E.164, and keeps international ones', () => {
    expect(checkPhone('07700 900123')).toEqual({ ok: true, value: '+447700900123' });
    expect(checkPhone('+44 (0)7700-900-123')).toEqual({ ok: true, value: '+447700900123' });
    expect(checkPhone('020 7946 0018')).toEqual({ ok: true, value: '+442079460018' });
    expect(checkPhone('+1 415 555 2671')).toEqual({ ok: true, value: '+14155552671' });
    expect(checkPhone('12345')).toEqual({ ok: false, reason: '"12345" is not a phone number' });
  });

  it('reads national UK mobile numbers as libphonenumber does, without asking it', () => {
    const written = (n: number) => {
      const digits = `07${String(n).padStart(9, '0')}`;
      return [
        digits,
        `${digits.slice(0, 5)} ${digits.slice(5)}`,
        `${digits.slice(0, 5)}-${digits.slice(5, 8)}-${digits.slice(8)}`,
      ];
    };
    for (let n = 0; n < 1e9; n += 7_777_777)
      for (const raw of written(n))
        expect(checkPhone(raw)).toEqual({
          ok: true,
          value: parsePhoneNumberFromString(raw, 'GB')!.number,
        });
  });

  it('lower-cases and checks emails', () => {
    expect(checkEmail('  Maya.Hart@Example.COM ')).toEqual({
      ok: true,
      value: 'maya.hart@example.com',
    });
    expect(checkEmail('maya@')).toEqual({ ok: false, reason: '"maya@" is not an email address' });
    expect(checkEmail('')).toEqual({ ok: false, reason: 'The email address is missing' });
  });

  it('maps other platforms’ statuses to crm’s', () => {
    expect(checkClientStatus('Active')).toEqual({ ok: true, value: 'active' });
    expect(checkClientStatus('On Hold')).toEqual({ ok: true, value: 'paused' });
    expect(checkClientStatus('churned')).toEqual({ ok: true, value: 'archived' });
    expect(checkClientStatus('Invited')).toEqual({ ok: true, value: 'pending' });
    expect(checkClientStatus('maybe').ok).toBe(false);
    expect(checkLeadStatus('Call booked')).toEqual({ ok: true, value: 'call_booked' });
    expect(checkLeadStatus('Closed Lost')).toEqual({ ok: true, value: 'lost' });
  });

  it('turns a tag list into client tags', () => {
    expect(checkTags('VIP, Postnatal; weight loss, vip')).toEqual({
      ok: true,
      value: ['postnatal', 'vip', 'weight-loss'],
    });
    expect(checkTags('ok, !!!').ok).toBe(false);
  });

  it('splits a full name at its first space', () => {
    expect(splitFullName(' Maya  van der Berg ')).toEqual({
      firstName: 'Maya',
      lastName: 'van der Berg',
    });
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });
});
