import type { EventFormat, EventStage } from '../../../shared/policies/events';

/**
 * The demo events (issue 21): fictional hosts and places, real-world advice. Dates are days from the
 * day the demo is seeded (negative: in the past), at a wall-clock time in the organiser's zone, so
 * the coming ones stay coming. Who is registered names demo accounts by their e-mail's first part.
 */
export type DemoEvent = {
  slug: string;
  title: string;
  description: string;
  hostName: string;
  hostRole: string;
  daysFromNow: number;
  /** "19:00" in `timeZone`. */
  startTime: string;
  minutes: number;
  timeZone: string;
  format: EventFormat;
  joinUrl?: string;
  venueName?: string;
  address?: string;
  capacity: number | null;
  audience: { stages: EventStage[]; who: 'everyone' | 'parents' | 'adults'; language: 'en' | 'es' };
  registered: string[];
  waitlisted?: string[];
  /** A demo video's slug, linked as the recording of a past event. */
  recordingSlug?: string;
  /** Registration opens to everyone this many days from now (supporters 48 hours earlier); absent: at once. */
  registrationOpensInDays?: number;
};

/** Members who only appear as attendees (the README's demo accounts are the ones to sign in with). */
export const eventAttendees = [
  {
    email: 'lucia.fernandez@clubfoot.example',
    firstName: 'Lucía',
    lastName: 'Fernández',
    bio: 'Madre de Mateo, que lleva yesos desde las dos semanas. Madrid.',
    location: 'Madrid, Spain',
    isParent: true,
    clubfootSide: 'right',
    treatmentStage: 'casting',
    treatmentType: 'ponseti',
  },
  {
    email: 'tom.hughes@clubfoot.example',
    firstName: 'Tom',
    lastName: 'Hughes',
    bio: 'Dad to Isla, diagnosed at the 20-week scan. Her first cast goes on next week.',
    location: 'Cardiff, UK',
    isParent: true,
    clubfootSide: 'left',
    treatmentStage: 'casting',
    treatmentType: 'ponseti',
  },
  {
    email: 'amara.eze@clubfoot.example',
    firstName: 'Amara',
    lastName: 'Eze',
    bio: 'Adult with bilateral clubfoot, treated as a baby in Lagos. Runner, slowly.',
    location: 'Houston, TX',
    isAdult: true,
    birthYear: 1994,
    clubfootSide: 'bilateral',
    treatmentStage: 'adult-maintenance',
    treatmentType: 'ponseti',
  },
] as const;

export const demoEvents: DemoEvent[] = [
  {
    slug: 'switching-to-nights-and-naps',
    title: 'Switching to nights and naps',
    description: [
      'After about three months of wearing the boots and bar nearly all day, most children move to **nights and naps**. It is a big milestone, and it brings new questions.',
      '',
      'Priya, a paediatric physiotherapist who works with Ponseti clinics, will talk through:',
      '',
      '- what changes when the boots come off during the day, and why night-time wear still matters until about age four or five',
      '- bedtime routines that help a toddler settle in the brace',
      '- checking the skin and the fit as your child grows',
      '- playing, crawling and standing in the hours out of the brace',
      '',
      'There will be plenty of time for your questions. This is general information: your own clinic sets your child’s bracing plan.',
    ].join('\n'),
    hostName: 'Priya Nair',
    hostRole: 'Paediatric physiotherapist',
    daysFromNow: 9,
    startTime: '19:00',
    minutes: 60,
    timeZone: 'Europe/London',
    format: 'online',
    joinUrl: 'https://meet.clubfoot.example/nights-and-naps',
    capacity: 60,
    audience: { stages: ['bracing'], who: 'parents', language: 'en' },
    registered: ['jonas', 'maya'],
  },
  {
    slug: 'casting-week-one-what-to-expect',
    title: 'Casting week one: what to expect',
    description: [
      'A small-group video call for families whose baby has just started Ponseti casting, kept to a few families so everyone can ask what is on their mind.',
      '',
      'Dr Ruth Adeyemi will explain what happens at each weekly cast change, how to care for the casts at home (keeping them dry, checking the toes for colour and warmth), and which signs mean you should call your clinic.',
      '',
      'Many families find the first week the hardest. You are very welcome to come with your questions, however small.',
    ].join('\n'),
    hostName: 'Dr Ruth Adeyemi',
    hostRole: 'Paediatric orthopaedic surgeon',
    daysFromNow: 4,
    startTime: '12:30',
    minutes: 45,
    timeZone: 'America/New_York',
    format: 'online',
    joinUrl: 'https://meet.clubfoot.example/casting-week-one',
    capacity: 3,
    audience: { stages: ['casting'], who: 'parents', language: 'en' },
    registered: ['maya', 'lucia.fernandez', 'tom.hughes'],
    waitlisted: ['priya'],
  },
  {
    slug: 'adults-coffee-morning-austin',
    title: 'Adults with clubfoot: coffee morning in Austin',
    description: [
      'An informal get-together for adults who were treated for clubfoot as children (or later). Come and talk shoes, running, work, pain days and good days with people who understand.',
      '',
      'Daniel will be at the big table by the window from 10:00. The café has step-free access and quiet corners. Partners and friends are welcome too.',
    ].join('\n'),
    hostName: 'Daniel Reyes',
    hostRole: 'Community member, adult with clubfoot',
    daysFromNow: 12,
    startTime: '10:00',
    minutes: 120,
    timeZone: 'America/Chicago',
    format: 'in-person',
    venueName: 'Riverside Reading Café',
    address: '1820 South Lakeshore Boulevard\nAustin, TX 78741\nUnited States',
    capacity: 4,
    audience: { stages: [], who: 'adults', language: 'en' },
    registered: ['daniel', 'amara.eze', 'admin'],
  },
  {
    slug: 'preguntas-y-respuestas-en-espanol',
    title: 'Preguntas y respuestas en español: el método Ponseti',
    description: [
      'Una sesión en español para familias que empiezan o están en pleno tratamiento con el método Ponseti.',
      '',
      'Carmen, fisioterapeuta pediátrica, responderá a vuestras preguntas sobre los yesos, la tenotomía, las botas con barra y la vida diaria. Podéis enviar preguntas por adelantado o hacerlas en directo.',
      '',
      'Es información general: el equipo médico de vuestro hijo o hija es quien decide su tratamiento.',
    ].join('\n'),
    hostName: 'Carmen Ruiz',
    hostRole: 'Fisioterapeuta pediátrica',
    daysFromNow: 16,
    startTime: '18:00',
    minutes: 60,
    timeZone: 'Europe/Madrid',
    format: 'online',
    joinUrl: 'https://meet.clubfoot.example/preguntas-ponseti',
    capacity: null,
    audience: { stages: [], who: 'parents', language: 'es' },
    registered: ['lucia.fernandez'],
  },
  {
    slug: 'starting-school-after-clubfoot-treatment',
    title: 'Starting school after clubfoot treatment',
    description: [
      'Most children who finished Ponseti treatment run, jump and play like their classmates. Some families still wonder what, if anything, to tell the school.',
      '',
      'Ben, a school nurse and dad of a boy treated for clubfoot, shares what has worked for other families: a short note for the teacher, PE and sports days, shoes, and what to do if your child mentions a tired or sore foot.',
    ].join('\n'),
    hostName: 'Ben Carter',
    hostRole: 'School nurse and parent',
    daysFromNow: 23,
    startTime: '20:00',
    minutes: 45,
    timeZone: 'Europe/London',
    format: 'online',
    joinUrl: 'https://meet.clubfoot.example/starting-school',
    capacity: 100,
    audience: { stages: ['post-treatment'], who: 'parents', language: 'en' },
    registered: [],
    // Supporters' early registration shows here: open to them now, to everyone tomorrow.
    registrationOpensInDays: 1,
  },
  {
    slug: 'boots-and-bar-live-demonstration',
    title: 'Putting on boots and bar: a live demonstration',
    description: [
      'Priya showed, step by step, how to put the boots and bar on a wriggly baby: socks first, heel down and back, the straps in the right order, then the bar.',
      '',
      'The recording is in the video library for members.',
    ].join('\n'),
    hostName: 'Priya Nair',
    hostRole: 'Paediatric physiotherapist',
    daysFromNow: -20,
    startTime: '19:00',
    minutes: 45,
    timeZone: 'Europe/London',
    format: 'online',
    joinUrl: 'https://meet.clubfoot.example/boots-and-bar',
    capacity: 60,
    audience: { stages: ['bracing'], who: 'parents', language: 'en' },
    registered: ['jonas', 'maya'],
    recordingSlug: 'putting-on-boots-and-bar',
  },
];
