/** A family's complete doctor request (POST /api/referrals), as the form sends it; tests change what they need. */
export const referralForm = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Lena',
  lastName: 'Parent',
  email: 'lena.parent@example.org',
  phone: '+44 20 7946 0018',
  country: 'GB',
  city: 'London',
  age: 0,
  affectedFoot: 'right',
  treatmentStage: 'diagnosis',
  agree: true,
  ...overrides,
});
