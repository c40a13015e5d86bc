import { describe, expect, it } from 'vitest';
import { contactBody, referralBody, specialistBody } from '../../shared/api/referrals';
import { COUNTRY_CODES } from '../../shared/countries';
import { replyMailto } from '../../client/features/admin/inbox/api';
import { toSpecialistBody } from '../../client/features/admin/referrals/components/specialist-dialog';
import { REFERRAL_NOTICES } from '../../client/features/referrals/notices';
import { blankReferralValues, toReferralRequest } from '../../client/features/referrals/request';
import { refusalMessage } from '../../client/lib/api';
import { COUNTRY_OPTIONS } from '../../client/lib/country-options';

describe('the Find a doctor form', () => {
  it('starts empty with the default urgency and no consent; a member’s name and e-mail are filled in', () => {
    expect(blankReferralValues(null)).toMatchObject({ firstName: '', email: '', urgency: 'medium', agree: false, country: '' });
    expect(blankReferralValues({ firstName: 'Mira', lastName: null, email: 'mira@example.org' })).toMatchObject({
      firstName: 'Mira',
      lastName: '',
      email: 'mira@example.org',
    });
  });

  it('sends what the server’s schema accepts: the age as a number, no language as null, text trimmed', () => {
    const request = toReferralRequest({
      ...blankReferralValues(null),
      firstName: ' Lena ',
      lastName: 'Parent',
      email: 'lena@example.org ',
      phone: '+44 20 7946 0018',
      country: 'GB',
      city: 'London',
      age: '0',
      affectedFoot: 'right',
      treatmentStage: 'diagnosis',
      agree: true,
    });
    expect(request).toMatchObject({ firstName: 'Lena', email: 'lena@example.org', age: 0, preferredLanguage: null, urgency: 'medium', additionalInfo: '', agree: true });
    expect(referralBody.safeParse(request).success).toBe(true);
    expect(toReferralRequest({ ...blankReferralValues(null), preferredLanguage: 'Swahili' }).preferredLanguage).toBe('Swahili');
  });

  it('says the spec’s notices word for word', () => {
    expect(REFERRAL_NOTICES.consentRequired).toEqual({ title: 'Consent Required', description: 'Please agree to the privacy policy and terms to proceed.' });
    expect(REFERRAL_NOTICES.submitted.title).toBe('Request Submitted');
    expect(REFERRAL_NOTICES.submitted.description).toContain('within 48 hours');
  });

  it('lists every country once, by name', () => {
    expect(COUNTRY_OPTIONS).toHaveLength(COUNTRY_CODES.length);
    const labels = COUNTRY_OPTIONS.map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    expect(COUNTRY_OPTIONS.find((option) => option.value === 'IS')?.label).toBe('Iceland');
  });
});

describe('refused forms', () => {
  it('show the server’s reason for a 400 or 429 and the general failure otherwise', () => {
    expect(refusalMessage(new Error('400: {"message":"Please check the patient age"}'), 'Failed')).toBe('Please check the patient age');
    expect(refusalMessage(new Error('429: {"message":"Too many requests, try later"}'), 'Failed')).toBe('Too many requests, try later');
    expect(refusalMessage(new Error('500: {"message":"boom"}'), 'Failed')).toBe('Failed');
    expect(refusalMessage(new TypeError('Failed to fetch'), 'Failed')).toBe('Failed');
    expect(refusalMessage('nope', 'Failed')).toBe('Failed');
  });
});

describe('the admin area', () => {
  it('turns the specialist form into a body the server accepts, empty contact fields as null', () => {
    const body = toSpecialistBody({
      name: ' Dr. Ana Silva ',
      title: 'Orthopaedic surgeon',
      clinic: 'Example Clinic',
      city: 'Lisbon',
      country: 'PT',
      languages: ['Portuguese', 'English'],
      email: '',
      phone: ' ',
      website: 'https://clinic.example/',
      ponsetiTrained: true,
      acceptingNewPatients: false,
      notes: '',
    });
    expect(body).toMatchObject({ name: 'Dr. Ana Silva', email: null, phone: null, website: 'https://clinic.example/' });
    expect(specialistBody.safeParse(body).success).toBe(true);
  });

  it('answers a contact message in the admin’s mail program, quoting it', () => {
    const message = { email: 'sam+clubfoot@example.org', name: 'Sam', subject: 'Adults & clinics?', message: 'Line one\nLine two', createdAt: '2026-06-03T16:05:00Z' };
    expect(contactBody.safeParse({ name: message.name, email: message.email, subject: message.subject, message: message.message }).success).toBe(true);
    const link = new URL(replyMailto(message));
    expect(link.protocol).toBe('mailto:');
    expect(link.pathname).toBe('sam%2Bclubfoot@example.org');
    expect(link.searchParams.get('subject')).toBe('Re: Adults & clinics?');
    expect(link.searchParams.get('body')).toContain('> Line one\n> Line two');
    expect(replyMailto(message)).not.toContain('+');
  });
});
