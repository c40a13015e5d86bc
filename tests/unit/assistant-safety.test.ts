import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chunkArticle, htmlBlocks, sentencesOf } from '../../server/features/assistant/chunking';
import { isAboutClubfoot } from '../../server/features/assistant/compose';
import { checkSafety, isDiagnosisRequest, isRedFlag } from '../../server/features/assistant/safety';
import { closeTo, editDistance } from '../../server/features/assistant/text';

const evalSet = JSON.parse(fs.readFileSync(new URL('../fixtures/assistant-eval.json', import.meta.url), 'utf8')) as {
  questions: { q: string }[];
  redFlags: string[];
  diagnosis: string[];
  outOfScope: string[];
};

describe('red flags', () => {
  const urgent = [
    ...evalSet.redFlags,
    'Toes are BLUE!!!',
    'her toez r cold',
    'his tose look purpel',
    'the toes went white and wont pink up',
    'cast smels really bad',
    'the plaster is cracked down the side',
    'the cast slid down overnight',
    'cast fell off in the bath',
    'i cant see his toes any more, the cast moved up',
    'baby has a high temp and is in casts',
    'feever since yesterday',
    'shes brething really fast and noisy',
    'he is not breathing properly',
    'the boots rubbed and now the skin is broken and bleeding',
    'raw sores on his heel from the brace',
    'theres blood coming through the cast after the tenotomy',
    'pus coming from under the cast',
    'red streaks going up her leg',
    'hes been screaming in the cast for hours',
    'she is inconsolable since the new cast',
    'his foot feels numb',
    'I want to end my life, I cannot cope anymore',
    'I have thoughts of hurting my baby',
    'everyone would be better off without me',
    'not feeding and very sleepy in casts',
    'she has gone limp and is hard to wake',
    'greenish fluid coming through the cast',
  ];
  it.each(urgent)('%s', (message) => {
    expect(isRedFlag(message)).not.toBeNull();
    expect(checkSafety(message)?.kind).toBe('red-flag');
  });

  const ordinary = [
    ...evalSet.questions.map((q) => q.q),
    'what happens when the cast comes off',
    'how do I keep the cast dry at bath time',
    'my baby cries in the boots for the first few nights, is that normal?',
    'the boots came off in the night again, how do I keep them on',
    'can my child play football when she is older',
    'I could never have imagined how hard this would be',
    'she is sitting up now, can she sit in the brace',
    'is a soft cast better than a hard cast',
    'my bar broke, where do I get a new one',
    'how do I open the straps on the boots',
    'How do I know the brace shoes are fitting properly?',
    'My son walks with a limp',
    'where can I buy black shoes for my foot sizes',
    'he wears white socks on his feet under the boots',
    'Can the cast be green?',
    'we travel somewhere cold with the brace on her feet',
    'her legs look fat in the casts',
    'my feet swell in my shoes after a long day',
  ];
  it.each(ordinary)('not urgent: %s', (message) => {
    expect(isRedFlag(message)).toBeNull();
  });
});

describe('requests for a diagnosis or a dose', () => {
  it.each([
    ...evalSet.diagnosis,
    'does my son have clubfoot',
    'is it positional or true clubfoot',
    'can u diagnose my daughter',
    'what is wrong with my babys foot',
    'how much ibuprofin can he have',
    'how many ml of paracetamol for a 6 month old',
    'does my newborn have arthrogryposis',
  ])('%s', (message) => {
    expect(checkSafety(message)).not.toBeNull();
  });

  it.each([
    'my baby was diagnosed at the 20 week scan, what happens next?',
    'how is clubfoot diagnosed',
    'does the tenotomy hurt?',
    'do we soak the cast off at home or does the clinic take it off',
    'does my baby have to wear the boots all night',
  ])('answers ordinary questions: %s', (message) => {
    expect(isDiagnosisRequest(message)).toBeNull();
  });
});

describe('typos', () => {
  it('reads a misspelling as the word meant, but never one real word as another', () => {
    expect(editDistance('tenotomey', 'tenotomy')).toBe(1);
    expect(editDistance('swolen', 'swollen')).toBe(1);
    expect(editDistance('form', 'from')).toBe(1);
    expect(closeTo('swolen', ['swollen'])).toBe('swollen');
    expect(closeTo('brething', ['breathing'])).toBe('breathing');
    expect(closeTo('never', ['fever'])).toBeNull();
    expect(closeTo('sitting', ['fitting'])).toBeNull();
    expect(closeTo('does', ['doses'])).toBeNull();
  });
  it('knows what is about clubfoot', () => {
    expect(isAboutClubfoot('how long do the boots and bar stay on')).toBe(true);
    expect(isAboutClubfoot('tenotomey recovery')).toBe(true);
    for (const message of evalSet.outOfScope) expect(isAboutClubfoot(message), message).toBe(false);
  });
});

describe('cutting articles into passages', () => {
  const html = [
    '<p>Intro paragraph about clubfoot.</p>',
    '<h2>Casting</h2><p>Casts are changed weekly. Each cast moves the foot a little.</p><ul><li>Keep it dry</li><li>Check the toes</li></ul>',
    '<h2>Bracing &amp; shoes</h2><p>The brace is worn 23 hours a day at first.</p>',
    `<h3>Long section</h3><p>${'A sentence that goes on. '.repeat(80)}</p>`,
  ].join('');

  it('keeps blocks in order, decodes entities and drops markup', () => {
    expect(htmlBlocks('<p>A <strong>bold</strong> &amp; <em>brave</em> step</p>')).toEqual([{ tag: 'p', text: 'A bold & brave step' }]);
  });

  it('cuts at headings, keeps each passage’s section title, and splits long sections between sentences', () => {
    const passages = chunkArticle(html, 400);
    expect(passages[0]).toEqual({ heading: null, body: 'Intro paragraph about clubfoot.' });
    expect(passages[1]).toEqual({ heading: 'Casting', body: 'Casts are changed weekly. Each cast moves the foot a little.\n• Keep it dry\n• Check the toes' });
    expect(passages[2]).toEqual({ heading: 'Bracing & shoes', body: 'The brace is worn 23 hours a day at first.' });
    const long = passages.filter((p) => p.heading === 'Long section');
    expect(long.length).toBeGreaterThan(4);
    for (const passage of long) {
      expect(passage.body.length).toBeLessThanOrEqual(400);
      expect(passage.body.endsWith('.')).toBe(true);
    }
  });

  it('finds sentences', () => {
    expect(sentencesOf('One. Two? Three!\n• four')).toEqual(['One.', 'Two?', 'Three!', '• four']);
  });
});
