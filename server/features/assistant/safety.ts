import { closeTo, normalise, wordsOf } from './text';

/*
 * The first step for every message, before any search or model: urgent signs get only "contact your
 * clinic or emergency services now"; requests for a diagnosis or a dose get what the assistant can and
 * cannot do. Word lists allow for typos (see text.ts); short words list their common misspellings.
 */

const BAD_COLOUR = ['blue', 'blu', 'bleu', 'bluish', 'blueish', 'bluey', 'purple', 'purpel', 'purply', 'purplish', 'white', 'whyte', 'wite', 'pale', 'grey', 'gray', 'greyish', 'grayish', 'black', 'dusky', 'mottled'];
const COLD = ['cold', 'colde', 'coald', 'kold', 'icy', 'freezing', 'frozen', 'chilly'];
const SWOLLEN = ['swollen', 'swolen', 'swolled', 'swelling', 'sweling', 'swelled', 'swell', 'swells', 'swole', 'puffy', 'puffed', 'engorged', 'bulging'];
const NUMB = ['numb', 'numbness', 'tingling', 'tingly'];
const CAST = ['cast', 'casts', 'kast', 'cst', 'plaster', 'plasters', 'casted', 'caste'];
const CAST_TROUBLE = [
  'slipped', 'sliped', 'slippd', 'slipping', 'slipt', 'slid', 'sliding', 'loose', 'looser', 'smell', 'smells', 'smels', 'smelly', 'smelling', 'smelt',
  'stink', 'stinks', 'stinky', 'stinking', 'odor', 'odour', 'odors', 'odours', 'soaked', 'soggy', 'cracked', 'crack', 'cracks', 'cracking',
  'broken', 'broke', 'mushy', 'squishy', 'crumbling', 'leaking', 'leaks', 'leak', 'fluid',
];
const FEVER = ['fever', 'feever', 'fevre', 'feaver', 'fevr', 'fver', 'fevers', 'feverish', 'febrile', 'pyrexia'];
const TEMPERATURE = ['temperature', 'temp', 'temps', 'temprature', 'temperture'];
const BREATH = ['breathing', 'breathe', 'breath', 'brething', 'breating', 'breathin', 'breth', 'breathng', 'breathes', 'breaths', 'brathing'];
const BREATH_TROUBLE = ['trouble', 'difficulty', 'difficult', 'hard', 'struggling', 'struggles', 'struggle', 'cant', "can't", 'cannot', 'not', 'stopped', 'stops', 'fast', 'rapid', 'noisy', 'gasping', 'wheezing', 'wheezy', 'laboured', 'labored', 'problems', 'problem'];
const COLLAPSE = ['choking', 'choke', 'gasping', 'unresponsive', 'unconscious', 'seizure', 'seizures', 'convulsing', 'convulsion', 'convulsions', 'fainted'];
const BRACE = ['brace', 'braces', 'bracing', 'boots', 'boot', 'bar', 'bnb', 'afo', 'afos', 'shoes', 'shoe', 'splint', 'splints', 'straps', 'strap', 'sandals', 'mitchell', 'dobbs'];
const BROKEN_SKIN = ['bleeding', 'bleed', 'bleeds', 'bled', 'raw', 'wound', 'wounds', 'ulcer', 'ulcers', 'sores', 'peeling', 'blisters', 'blister', 'oozing', 'weeping'];
const BLEEDING = ['bleeding', 'bleeds', 'bled', 'bleding', 'bleedin', 'haemorrhage', 'hemorrhage'];
const INFECTION = ['pus', 'puss', 'oozing', 'ooze', 'discharge', 'infected', 'infection', 'infektion', 'streak', 'streaks', 'streaking'];
const SCREAMING = ['screaming', 'screams', 'scream', 'screamed', 'shrieking', 'inconsolable', 'inconsolably', 'wailing'];

const URGENT_PHRASES = [
  /\b(can'?t|cannot|cant|can not)\s+see\s+(his|her|the|their|my|baby'?s?|our)?\s*(toes?|tos)\b/,
  /\btoes?\s+(have\s+|has\s+)?(disappeared|gone\s+(up|in|inside|back)|pulled\s+(up|in|back)|hidden|sunk)\b/,
  /\b(can'?t|cannot|cant|no)\s+(feel|feeling)\b/,
  /\bpins\s+and\s+needles\b/,
  /\bburning\s+up\b|\bhot\s+to\s+(the\s+)?touch\b/,
  /\b(won'?t|will\s+not|wont|doesn'?t|does\s+not|not)\s+stop\s+(crying|screaming|bleeding)\b/,
  /\b(crying|screaming)\s+(for\s+hours|non\s?stop|nonstop|constantly|all\s+(night|day))\b/,
  /\bturn(ing|ed|s)?\s+(blue|grey|gray|purple|white)\b/,
  /\bnot\s+(waking|responding|moving\s+(his|her|their)\s+toes)\b/,
  /\b(can'?t|cannot|cant|can\s+not|won'?t|not)\s+(move|moving|wiggle|wiggling)\s+(his|her|their|the|my)?\s*(toes?|tos|foot)\b/,
  /\bbroken\s+skin\b|\bskin\s+(is\s+|has\s+)?(broken|broke|split|torn|open)\b|\bpressure\s+sores?\b|\bopen\s+(sores?|wounds?)\b/,
  /\b(cast|plaster)\b.*\b(got|is|gotten|became|went|was|it'?s|its|now|all)\s+([\w']+\s+)?(wet|soaked|soaking|damp|soggy|soft|mushy)\b|\bwet\s+(cast|plaster)\b/,
  /\b(38|39|40|41)([.,]\d)?\s*(c|°|degrees)|\b(101|102|103|104|105)([.,]\d)?\s*(f|°|degrees)/,
];

const SELF_HARM = [/\b(kill|hurt|harm|hurting|harming)\s+(myself|my\s*self|my\s+(baby|child|son|daughter|kids?))\b/, /\bbetter\s+off\s+without\s+me\b/, /\b(can'?t|cannot)\s+go\s+on\b/, /\bdon'?t\s+want\s+to\s+be\s+here\b/, /\bsuicid/, /\bend\s+(my|it\s+all|my\s+own)\s*(life)?\b/, /\bwant\s+to\s+die\b/, /\bself[\s-]?harm/, /\bno\s+reason\s+to\s+live\b/];

export type SafetyOutcome = { kind: 'red-flag'; reason: 'urgent' | 'crisis' } | { kind: 'diagnosis'; reason: 'diagnosis' | 'medication' } | null;

function hasAny(words: string[], known: readonly string[]) {
  return words.some((word) => closeTo(word, known) !== null);
}

const TOES_ONLY = ['toe', 'toes', 'tos', 'toez', 'tose', 'toos', 'toesies', 'toesy', 'toenail', 'toenails', 'piggies', 'fingers'];

/** Whether a word of `subjects` has a word of `states` within `span` words of it (either side). */
function describes(words: string[], subjects: readonly string[], states: readonly string[], span: number) {
  const at = words.map((word, index) => (closeTo(word, subjects) !== null ? index : -1)).filter((index) => index >= 0);
  if (at.length === 0) return false;
  return words.some((word, index) => at.some((subject) => Math.abs(subject - index) <= span) && closeTo(word, states) !== null);
}

/** Urgent signs that need the treating clinic or emergency services now. */
export function isRedFlag(message: string): 'urgent' | 'crisis' | null {
  const text = normalise(message).replace(/[^\p{L}\p{N}'°.,\s]/gu, ' ');
  if (SELF_HARM.some((re) => re.test(text))) return 'crisis';
  const words = wordsOf(message);
  const cast = hasAny(words, CAST);
  const brace = hasAny(words, BRACE);
  // Toes that change colour, temperature or size are urgent; for a foot or leg the colour must be said of it (not "white socks on his feet").
  if ((hasAny(words, TOES_ONLY) && hasAny(words, [...BAD_COLOUR, ...COLD, ...NUMB, ...SWOLLEN])) || describes(words, ['foot', 'feet', 'leg', 'legs', 'heel', 'lips'], [...BAD_COLOUR, ...COLD, ...NUMB], 3)) return 'urgent';
  if (cast && hasAny(words, SWOLLEN)) return 'urgent';
  if (cast && hasAny(words, CAST_TROUBLE)) return 'urgent';
  // A cast that came off or slipped (a brace kicked off at night is no emergency).
  if (cast && /\b(came|fell|fallen|falling|slipped|slid|slipping|sliding|moved|moving|pulled)\s+(off|down|out|up)\b/.test(text)) return 'urgent';
  if (hasAny(words, FEVER)) return 'urgent';
  if (hasAny(words, TEMPERATURE) && /\b(high|very|spiking|spike|raised|running|burning|3[89]|4[01]|10[1-5])\b/.test(text)) return 'urgent';
  if (hasAny(words, BREATH) && hasAny(words, BREATH_TROUBLE)) return 'urgent';
  if (hasAny(words, COLLAPSE) || /\b(having|had|has)\s+(a\s+)?fits?\b|\bpassed\s+out\b|\b(gone|went|is|was|seems?|going|very|all)\s+(limp|floppy)\b/.test(text)) return 'urgent';
  if (/\b(not|won'?t|wont|isn'?t|stopped|refusing\s+to)\s+(feeding|feed|eating|drinking)\b|\bhard\s+to\s+wake\b|\b(very|really|so|unusually)\s+(sleepy|drowsy)\b/.test(text)) return 'urgent';
  if (/\b(green|greenish|brown|yellow|yellowish)\b/.test(text) && cast && /\b(fluid|stain|stained|ooz\w*|leak\w*|discharge|smell\w*|coming\s+through)\b/.test(text)) return 'urgent';
  if ((brace || cast) && hasAny(words, BROKEN_SKIN)) return 'urgent';
  if (hasAny(words, BLEEDING)) return 'urgent';
  if (/\bblood\b/.test(text) && /\b(cast|wound|cut|tenotomy|through|soaked|stain|stained|sock|socks|boot|boots)\b/.test(text)) return 'urgent';
  if (hasAny(words, INFECTION)) return 'urgent';
  if (words.some((w) => closeTo(w, ['inconsolable', 'inconsolably']) !== null)) return 'urgent';
  if (hasAny(words, SCREAMING) && (cast || /\b(pain|agony|hurting|hurts)\b/.test(text))) return 'urgent';
  if (URGENT_PHRASES.some((re) => re.test(text))) return 'urgent';
  return null;
}

const DIAGNOSIS_PATTERNS = [
  /\b(can|could|would|will|please)\s+(you\s+)?(diagnose|diagnoze|diagnos)\b/,
  /\bdiagnose\s+(my|our|him|her|them|this|it)\b/,
  /\b(give|get|make)\s+(me|us)?\s*(a\s+)?diagnos[ie]s\b/,
  /\bwhat('?s|\s+is)\s+(the|my|his|her|a)\s+diagnosis\b/,
  /\b(does|do|did|could|might|may|would|will)\s+(my|our|his|her|the|this)\s+([\w']+\s+){0,3}(have|has|got)\s+(an?\s+)?([\w']+\s+){0,2}(club\s?foot|club\s?feet|clubfeet|ctev|talipes|[a-z]+osis|[a-z]+itis|[a-z]*syndrome|palsy|dysplasia|bifida|something\s+(wrong|else|serious))\b/,
  /\b(has|have)\s+(my|our|his|her)\s+([\w']+\s+){0,2}(got\s+)?(club\s?foot|club\s?feet|clubfeet|ctev|talipes)\b/,
  /\bis\s+(it|this|that|his|her|my\s+[\w']+|our\s+[\w']+)\s+([\w']+\s+){0,2}(club\s?foot|club\s?feet|clubfeet|ctev|talipes|positional|true\s+club)/,
  /\b(clubfoot|club\s?foot|positional)\s+or\s+(not|positional|true|clubfoot|club\s?foot|just)/,
  /\b(look|looking|have\s+a\s+look)\s+at\s+(this|my|the|a|our|his|her)\s+([\w']+\s+)?(photo|picture|pic|image|scan|x\s?-?ray|video|ultrasound)/,
  /\b(photo|picture|pic|image|video|x\s?-?ray|scan)s?\s+(of|i\s+took|i\s+sent|attached)\s+(my|our|his|her|him|them|the|a)\b/,
  /\bis\s+(he|she|my\s+[\w']+|our\s+[\w']+|it|the\s+clubfoot)\s+(relapsing|relapsed|coming\s+back)\b/,
  /\bis\s+(his|her|my|our)\s+([\w']+\s+){0,2}(foot|feet|walking|gait)\s+(normal|ok|okay|alright|fine)\b/,
  /\b(just\s+)?tell\s+me\s+(yes\s+or\s+no|if\s+it\s+is)\b/,
  /\b(send|sent|upload|attach|attached)\s+(you\s+)?(a\s+|the\s+)?(photo|picture|pic|image|scan)/,
  /\bwhat('?s|\s+is)\s+wrong\s+with\s+(my|our|his|her|their)\b/,
  /\b(tell|check)\s+(me\s+|us\s+)?(if|whether)\s+(my|our|he|she|his|her|it'?s|this)\b/,
  /\b(mean|means)\s+(that\s+)?(i|he|she|we|they|my\s+[\w']+|our\s+[\w']+)\s+(have|has|got|need|needs)\b/,
  /\b(do|does|could|might)\s+(i|he|she|we|they)\s+have\s+([\w']+\s+){0,2}(arthritis|clubfoot|club\s?foot|ctev|talipes|relapse|relapsed)\b/,
  /\bhave\s+(i|we)\s+got\s+([\w']+\s+){0,2}(arthritis|clubfoot|club\s?foot)\b/,
  /\bdoes\s+(he|she|my\s+[\w']+|our\s+[\w']+)\s+need\s+(surgery|an?\s+operation|casting|casts|a\s+tenotomy|treatment|a\s+brace)\b/,
];

const MEDICINES = [
  'calpol', 'tylenol', 'paracetamol', 'acetaminophen', 'ibuprofen', 'ibuprofin', 'nurofen', 'motrin', 'advil', 'aspirin', 'codeine', 'morphine', 'painkiller',
  'painkillers', 'medicine', 'medicines', 'medication', 'medications', 'meds', 'antibiotic', 'antibiotics', 'dose', 'dosage', 'doses', 'tramadol', 'oramorph', 'panadol', 'sedative', 'melatonin', 'benadryl', 'piriton',
];

/** A request the assistant must not answer itself: a diagnosis of a particular person, or a medicine and its dose. */
export function isDiagnosisRequest(message: string): 'diagnosis' | 'medication' | null {
  const text = normalise(message).replace(/[^\p{L}\p{N}'\s]/gu, ' ').replace(/\s+/g, ' ');
  const words = wordsOf(message);
  const medicine = hasAny(words, MEDICINES) || /\bpain\s+relief\b/.test(text);
  if (medicine && /\b(how\s+much|how\s+many|how\s+often|dose|dosage|doses|mg|ml|milligrams?|millilit(re|er)s?|teaspoons?|spoons?|give|giving|take|taking|safe|can\s+i|should\s+i|what)\b/.test(text)) return 'medication';
  if (DIAGNOSIS_PATTERNS.some((re) => re.test(text))) return 'diagnosis';
  return null;
}

export function checkSafety(message: string): SafetyOutcome {
  const flag = isRedFlag(message);
  if (flag) return { kind: 'red-flag', reason: flag };
  const diagnosis = isDiagnosisRequest(message);
  if (diagnosis) return { kind: 'diagnosis', reason: diagnosis };
  return null;
}

export { RED_FLAG_ANSWER } from '../../../shared/urgent-advice';

export const CRISIS_ANSWER = [
  'I’m really sorry you’re feeling this way. You deserve support right now.',
  'If you might act on these thoughts or anyone is in danger, please call your local emergency number now. You can also reach a crisis line: in the US and Canada call or text 988, in the UK and Ireland call Samaritans on 116 123, or look up your country’s line at findahelpline.com.',
  'Talking to someone you trust, your family doctor or your child’s care team can help too. You are not alone in this.',
].join('\n\n');

export const DIAGNOSIS_ANSWER = [
  'I can’t diagnose or say what is going on with a particular person’s feet: only a clinician who examines them can do that, and I would not want to guess about something this important.',
  'What I can do is explain how clubfoot is usually diagnosed and treated, and point you to our articles about it.',
  'If something is worrying you right now, such as toes that look pale, blue or swollen in a cast, contact your clinic straight away or call your local emergency number.',
  'If you would like to see a specialist, our team can suggest up to three Ponseti-trained doctors, usually within 48 hours: use Find a Doctor (/find-doctor).',
].join('\n\n');

export const MEDICATION_ANSWER = [
  'I can’t give advice about medicines or doses: the right medicine and amount depend on the person’s age, weight and health.',
  'Please ask your pharmacist, family doctor or the treating team. If your child seems very unwell, contact your clinic or emergency services now.',
  'If you are looking for a clubfoot specialist, Find a Doctor (/find-doctor) can help.',
].join('\n\n');
