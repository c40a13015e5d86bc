/** The About page's FAQ (spec section 2): shown on /about and one of the assistant's sources. */
export type AboutFaq = { question: string; answer: string[] };

export const ABOUT_FAQ: AboutFaq[] = [
  {
    question: 'What is clubfoot?',
    answer: [
      'Clubfoot (congenital talipes equinovarus) is a condition present at birth in which one or both feet turn inward and downward. The bones, joints, muscles and tendons of the foot and lower leg have formed differently, which holds the foot in this position.',
      'Clubfoot is not painful for a baby, and with good treatment most children go on to walk, run and play normally.',
    ],
  },
  {
    question: 'How is clubfoot treated?',
    answer: [
      'Most children are treated with the Ponseti method. A trained clinician gently stretches and moves the foot towards a better position each week, then holds it there with a long-leg cast (from the toes to the upper thigh). Usually about 5 to 8 casts are needed, changed once a week.',
      'Most children need a minor procedure called an Achilles tenotomy before the last cast, to release a tight heel cord. After casting, the child wears a foot abduction brace (boots attached to a bar) full time, about 23 hours a day, for about 3 months, then at night and during naps until about age 4 to 5.',
    ],
  },
  {
    question: 'At what age should treatment begin?',
    answer: [
      'Ideally, treatment starts in the first weeks after birth, when the tissues of the foot are most flexible. Starting later is still worthwhile: the Ponseti method also helps older babies and children, including those whose clubfoot was not treated in infancy.',
    ],
  },
  {
    question: 'How long does treatment last?',
    answer: [
      'Casting, including the last cast after the tenotomy, usually takes about 2 months. The brace is then worn full time for about 3 months, and after that at night and during naps until about age 4 to 5.',
      'The bracing years matter: relapse, where the foot starts to turn back, is most often linked to stopping the brace early. If bracing is difficult, talk to your care team; there are usually ways to make it easier.',
    ],
  },
  {
    question: 'What causes clubfoot?',
    answer: [
      'In most children the cause is unknown, which doctors call "idiopathic". Genes and environment both seem to play a part. Clubfoot is not caused by anything a parent did or did not do.',
      'Clubfoot affects about 1 in 1,000 babies. Boys are affected about twice as often as girls, and both feet are affected in about half of children with clubfoot.',
    ],
  },
];
