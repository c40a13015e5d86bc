import { describe, expect, it } from 'vitest';
import { changedFields, stillDemo, whyNotAddTeamMember } from '../../shared/policies/settings';
import { contactDetailsBody } from '../../shared/api/settings';
import { addressLines, charityRegistration, CONTACT_RULES, dialledPhone, isSocialAddress, SETTINGS_LIMITS } from '../../shared/settings';
import { organisationFooter } from '../../server/lib/organisation';

describe('site settings rules', () => {
  it('takes only https addresses on the network’s own hosts', () => {
    expect(isSocialAddress('facebook', 'https://www.facebook.com/littlesteps')).toBe(true);
    expect(isSocialAddress('youtube', 'https://youtu.be/abc')).toBe(true);
    expect(isSocialAddress('facebook', 'http://facebook.com/littlesteps')).toBe(false);
    expect(isSocialAddress('facebook', 'https://facebook.com.evil.example/x')).toBe(false);
    expect(isSocialAddress('facebook', 'https://evilfacebook.com/x')).toBe(false);
    expect(isSocialAddress('x', 'https://user:pass@x.com/a')).toBe(false);
    expect(isSocialAddress('instagram', 'javascript:alert(1)')).toBe(false);
  });

  it('words the charity registration, and leaves it out without a number', () => {
    expect(charityRegistration('1299417', 'GB')).toBe('Registered charity no. 1299417 (United Kingdom)');
    expect(charityRegistration('1299417', null)).toBe('Registered charity no. 1299417');
    expect(charityRegistration(null, 'GB')).toBeNull();
  });

  it('checks contact details in the form as the contract does: an address or number the form takes, the server takes', () => {
    const emails = ['hello@clubfoot.example', 'a.b+c@charity.org.uk', 'no-at-sign', 'two@@example.org', 'spaces in@example.org', 'a@b', 'a@b.c', '<a@b.org>', 'a@example.org.'];
    const phones = ['+44 117 496 0418', '(0117) 496-0418', '12345', '1234', 'call us', '+44 117 496 0418 ext 2', '+'.padEnd(40, '1')];
    for (const email of emails) {
      const form = CONTACT_RULES.email.test(email);
      const contract = contactDetailsBody.safeParse({ email }).success;
      // The server may be stricter than the page (its message then shows under the form), never more lenient.
      if (contract) expect(form, email).toBe(true);
    }
    expect(emails.filter((email) => CONTACT_RULES.email.test(email))).toEqual(['hello@clubfoot.example', 'a.b+c@charity.org.uk']);
    for (const phone of phones) expect(CONTACT_RULES.phone.test(phone), phone).toBe(contactDetailsBody.safeParse({ phone }).success);
    expect(phones.filter((phone) => CONTACT_RULES.phone.test(phone))).toEqual(['+44 117 496 0418', '(0117) 496-0418', '12345', '+'.padEnd(40, '1')]);
  });

  it('dials a phone number by its digits and a leading +, and splits an address into its lines', () => {
    expect(dialledPhone('+44 (0)117 496-0418')).toBe('+4401174960418');
    expect(addressLines(' 27 Orchard Row \n\n Bristol BS1 9ZZ ')).toEqual(['27 Orchard Row', 'Bristol BS1 9ZZ']);
  });

  it('keeps demo content demo until something changes, and counts a field gone as changed', () => {
    expect(changedFields({ a: '1', b: '2' }, { a: '1', b: '2' })).toEqual([]);
    expect(changedFields<Record<string, string>>({ a: '1', b: '2' }, { a: '1' })).toEqual(['b']);
    expect(stillDemo(true, [])).toBe(true);
    expect(stillDemo(true, ['name'])).toBe(false);
    expect(stillDemo(false, [])).toBe(false);
  });

  it('refuses a team member past the limit', () => {
    expect(whyNotAddTeamMember(SETTINGS_LIMITS.teamMax - 1)).toBeNull();
    expect(whyNotAddTeamMember(SETTINGS_LIMITS.teamMax)).toBe('full');
  });

  it('signs e-mails with the name, the address on one line, the registration and the e-mail address', () => {
    expect(organisationFooter({ name: 'Little Steps', address: '12 Harbour Street\nLeith', email: 'hello@little-steps.example', charityNumber: 'SC012345', charityCountry: 'GB' })).toBe(
      'Little Steps\n12 Harbour Street, Leith\nRegistered charity no. SC012345 (United Kingdom)\nhello@little-steps.example',
    );
    expect(organisationFooter({ name: 'Clubfoot Community', address: '', email: '', charityNumber: '', charityCountry: null })).toBe('Clubfoot Community');
  });
});
