/**
 * What the demo's visits are made of (issue 22): the browsers, the sites that send families here, the
 * languages their browsers prefer, what they search for and do not find, and what they ask the
 * assistant that it has no source for. Fictional visits, so /admin/analytics has something to show
 * on a fresh start. Each list is weighted: `weight` is how often it comes up relative to the others.
 */

export type Weighted<T> = { value: T; weight: number };

export type DemoDevice = 'phone' | 'tablet' | 'desktop';

/** Real browsers' user agents, as they send them today. */
export const demoUserAgents: Weighted<{ device: DemoDevice; agent: string }>[] = [
  // Phones
  {
    weight: 24,
    value: {
      device: 'phone',
      agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1',
    },
  },
  {
    weight: 9,
    value: {
      device: 'phone',
      agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.7 Mobile/15E148 Safari/604.1',
    },
  },
  {
    weight: 20,
    value: { device: 'phone', agent: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Mobile Safari/537.36' },
  },
  {
    weight: 8,
    value: {
      device: 'phone',
      agent: 'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/28.0 Chrome/130.0.0.0 Mobile Safari/537.36',
    },
  },
  {
    weight: 3,
    value: {
      device: 'phone',
      agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/139.0.7258.76 Mobile/15E148 Safari/604.1',
    },
  },
  {
    weight: 2,
    value: { device: 'phone', agent: 'Mozilla/5.0 (Android 14; Mobile; rv:142.0) Gecko/142.0 Firefox/142.0' },
  },
  // Tablets
  {
    weight: 5,
    value: {
      device: 'tablet',
      agent: 'Mozilla/5.0 (iPad; CPU OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1',
    },
  },
  {
    weight: 2,
    value: { device: 'tablet', agent: 'Mozilla/5.0 (Linux; Android 14; SM-X210) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36' },
  },
  // Desktops and laptops
  {
    weight: 12,
    value: { device: 'desktop', agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36' },
  },
  {
    weight: 5,
    value: {
      device: 'desktop',
      agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36 Edg/139.0.0.0',
    },
  },
  {
    weight: 5,
    value: { device: 'desktop', agent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Safari/605.1.15' },
  },
  {
    weight: 2,
    value: { device: 'desktop', agent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:142.0) Gecko/20100101 Firefox/142.0' },
  },
  {
    weight: 2,
    value: { device: 'desktop', agent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36' },
  },
  {
    weight: 1,
    value: { device: 'desktop', agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:142.0) Gecko/20100101 Firefox/142.0' },
  },
  {
    weight: 1,
    value: { device: 'desktop', agent: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Safari/537.36' },
  },
];

/** Where a visit came from: '' is a typed address or a bookmark. Search engines send most readers of an article. */
export const demoReferrers = {
  /** A visit that starts on an article or a forum topic: mostly from a search engine. */
  search: [
    { value: 'https://www.google.com/', weight: 50 },
    { value: 'https://www.google.co.uk/', weight: 8 },
    { value: 'https://www.bing.com/', weight: 8 },
    { value: 'https://duckduckgo.com/', weight: 5 },
    { value: '', weight: 18 },
    { value: 'https://www.reddit.com/', weight: 4 },
    { value: 'https://l.facebook.com/', weight: 4 },
    { value: 'https://www.smallstridesalliance.org/', weight: 2 },
    { value: 'https://www.ponsetiparentsnetwork.org/', weight: 1 },
  ] satisfies Weighted<string>[],
  /** Any other first page: the home page, the donation page, an event. */
  other: [
    { value: '', weight: 42 },
    { value: 'https://www.google.com/', weight: 20 },
    { value: 'https://l.facebook.com/', weight: 10 },
    { value: 'https://m.facebook.com/', weight: 3 },
    { value: 'https://www.instagram.com/', weight: 9 },
    { value: 'https://www.bing.com/', weight: 4 },
    { value: 'https://duckduckgo.com/', weight: 2 },
    { value: 'https://www.reddit.com/', weight: 3 },
    { value: 'https://www.smallstridesalliance.org/', weight: 4 },
    { value: 'https://www.ponsetiparentsnetwork.org/', weight: 3 },
  ] satisfies Weighted<string>[],
};

/** The language a visitor's browser prefers (primary subtag, as the tracker stores it). */
export const demoLanguages: Weighted<string>[] = [
  { value: 'en', weight: 74 },
  { value: 'es', weight: 8 },
  { value: 'fr', weight: 4 },
  { value: 'pt', weight: 4 },
  { value: 'de', weight: 3 },
  { value: 'sw', weight: 3 },
  { value: 'hi', weight: 4 },
];

/**
 * What families typed into the library's and the forum's search boxes and found nothing for: the
 * gaps in what the site offers. Each term finds no article (or topic) in the demo content.
 */
export const demoSearchMisses: { area: 'library' | 'forum'; term: string; weight: number }[] = [
  { area: 'library', term: 'swimming with boots', weight: 10 },
  { area: 'library', term: 'airport security brace', weight: 9 },
  { area: 'library', term: 'eczema under strap', weight: 7 },
  { area: 'library', term: 'travel insurance', weight: 6 },
  { area: 'library', term: 'nanny', weight: 5 },
  { area: 'library', term: 'night terrors', weight: 5 },
  { area: 'library', term: 'trampoline', weight: 4 },
  { area: 'library', term: 'disability benefits', weight: 4 },
  { area: 'library', term: 'football boots', weight: 4 },
  { area: 'library', term: 'baby swim lessons', weight: 3 },
  { area: 'library', term: 'vertical talus', weight: 3 },
  { area: 'library', term: 'spina bifida', weight: 3 },
  { area: 'library', term: 'zapatos ortopedicos', weight: 3 },
  { area: 'library', term: 'parking permit', weight: 2 },
  { area: 'library', term: 'pied bot chaussures', weight: 2 },
  { area: 'library', term: 'horse riding', weight: 2 },
  { area: 'library', term: 'tattoo over scar', weight: 2 },
  { area: 'library', term: 'flip flops', weight: 2 },
  { area: 'library', term: 'dog chewed bar', weight: 1 },
  { area: 'forum', term: 'twins', weight: 6 },
  { area: 'forum', term: 'adoption', weight: 5 },
  { area: 'forum', term: 'flying with bar', weight: 5 },
  { area: 'forum', term: 'daycare', weight: 4 },
  { area: 'forum', term: 'grandparents', weight: 4 },
  { area: 'forum', term: 'teething', weight: 3 },
  { area: 'forum', term: 'sleep sack', weight: 3 },
  { area: 'forum', term: 'insurance', weight: 3 },
  { area: 'forum', term: 'swaddle', weight: 2 },
  { area: 'forum', term: 'military', weight: 2 },
];

/**
 * Questions families ask the assistant that its knowledge base has no source for, each with how
 * often it comes up. Questions about clubfoot, so the assistant takes them, but outside what the
 * site has written.
 */
export const demoUnansweredQuestions: Weighted<string>[] = [
  { value: 'Can twins both have clubfoot, and does it change their treatment plan?', weight: 7 },
  { value: 'Does insurance reimburse the Ponseti boots?', weight: 5 },
  { value: 'Which pushchair footmuff fits the clubfoot bar?', weight: 5 },
  { value: 'Is there any clubfoot funding for families in Kenya?', weight: 4 },
  { value: 'Is a jumperoo bad for clubfoot?', weight: 3 },
  { value: 'Can a nanny take the boots off for naps?', weight: 3 },
  { value: 'Are there clubfoot clinics in Lagos?', weight: 2 },
  { value: 'Is clubfoot covered by Medicaid?', weight: 2 },
  { value: 'Is clubfoot linked to autism?', weight: 1 },
  { value: 'Can my clubfoot son join the army?', weight: 1 },
];
