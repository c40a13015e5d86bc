/** Knowledge-base entries for the assistant, written for this site. General information only: never a diagnosis, never a medication dose; sends families back to their treatment team where it matters. */
export type SeedAssistantEntry = {
  question: string; // the question as families actually ask it (one sentence)
  answer: string; // 2-5 short sentences, plain text (no markdown/HTML), warm, plain-language, medically accurate
  keywords: string[]; // extra words and synonyms people use that the question/answer may not contain, lower-case, 2-8 items
  relatedUrl: string; // the page that backs it: '/resources/<slug>' of one of the articles (preferred), or '/find-doctor', '/clubfoot-buddy', '/community/forum', '/about'
};

export const seedAssistantEntries: SeedAssistantEntry[] = [
  // Understanding clubfoot and diagnosis
  {
    question: 'What is clubfoot?',
    answer:
      'Clubfoot is a condition a baby is born with, in which one or both feet turn inward and downward. Its medical name is congenital talipes equinovarus, often shortened to CTEV. The tendons and ligaments on the inside and back of the foot are shorter and tighter than usual, which holds the foot in that position. It is very treatable, and with good care most children grow up to walk, run and play like their friends.',
    keywords: ['ctev', 'talipes', 'congenital talipes equinovarus', 'club foot', 'turned in foot', 'meaning', 'definition'],
    relatedUrl: '/resources/what-is-clubfoot',
  },
  {
    question: 'How common is clubfoot?',
    answer:
      'Clubfoot affects about 1 in every 1,000 babies born, which makes it one of the more common conditions present at birth. Boys are affected about twice as often as girls. It happens in families all over the world, so you are far from alone.',
    keywords: ['statistics', 'how many babies', 'rare', 'incidence', '1 in 1000', 'boys', 'girls'],
    relatedUrl: '/resources/what-is-clubfoot',
  },
  {
    question: 'What causes clubfoot, and is it something I did during pregnancy?',
    answer:
      'In most children no single cause is found, which doctors call idiopathic clubfoot. Researchers think a mix of genetic and other factors plays a part, and it sometimes runs in families. Everyday things in pregnancy, such as how you slept, what you ate, exercise, stress or a bump, do not cause clubfoot. A few things, such as smoking, are linked with a slightly higher chance, but none of them can explain why a particular baby has clubfoot. Please don’t blame yourself; it is not your fault.',
    keywords: ['cause', 'why', 'my fault', 'guilt', 'idiopathic', 'pregnancy', 'blame'],
    relatedUrl: '/resources/what-is-clubfoot',
  },
  {
    question: 'Is clubfoot genetic, and will our next baby have it too?',
    answer:
      'Clubfoot sometimes runs in families, and genes seem to play a part, but in most families no clear pattern is found. If a parent or sibling has clubfoot, the chance for another baby is higher than average, though still small (often quoted as a few in every 100), and most brothers and sisters are not affected. Your clubfoot team or a genetics service can talk through what this means for your own family.',
    keywords: ['hereditary', 'inherited', 'runs in family', 'genes', 'siblings', 'next pregnancy', 'brother', 'sister'],
    relatedUrl: '/resources/what-is-clubfoot',
  },
  {
    question: 'Can clubfoot happen alongside other conditions?',
    answer:
      "Most clubfoot happens on its own, with no other condition. In a smaller number of children it occurs alongside another condition, such as a neuromuscular condition or a genetic syndrome, which is sometimes called syndromic or non-idiopathic clubfoot. These feet are often stiffer and can need more casts, closer follow-up and sometimes surgery, so the team adapts treatment to each child. Your child's doctor will examine your baby from head to toe and explain whether any further checks are needed.",
    keywords: ['syndromic', 'non-idiopathic', 'arthrogryposis', 'spina bifida', 'syndrome', 'associated conditions', 'neuromuscular'],
    relatedUrl: '/resources/what-is-clubfoot',
  },
  {
    question: 'Can clubfoot be seen on a pregnancy ultrasound scan?',
    answer:
      'Yes, clubfoot is often first noticed on a routine pregnancy scan, most commonly the mid-pregnancy scan at around 20 weeks. A scan cannot always show how stiff the foot is or whether both feet are affected, and occasionally a foot that looked turned in on the scan turns out to be fine. The diagnosis is confirmed after birth, when a clinician examines your baby. Many families ask for a referral to a clubfoot clinic during pregnancy so they can meet the team ahead of time.',
    keywords: ['scan', 'prenatal', 'antenatal', '20 week scan', 'anomaly scan', 'sonographer', 'before birth', 'pregnant'],
    relatedUrl: '/resources/what-is-clubfoot',
  },
  {
    question: 'What is the difference between positional clubfoot and true clubfoot?',
    answer:
      'A positional foot has been squashed into an unusual position in the womb but is flexible and can easily be moved into a normal position, and it usually needs little or no treatment. A true clubfoot is stiffer, because the tight tissues hold the foot turned in and down. Only a clinician who examines your baby can tell the two apart, so please ask your team rather than judging from photos or how the foot looks.',
    keywords: ['positional talipes', 'postural talipes', 'flexible foot', 'true clubfoot', 'structural', 'difference'],
    relatedUrl: '/resources/what-is-clubfoot',
  },
  {
    question: 'What does bilateral or unilateral clubfoot mean?',
    answer:
      'Bilateral clubfoot means both feet are affected, and unilateral means only one foot is. Each happens in roughly half of children with clubfoot. Both are treated in the same way with the Ponseti method. With bilateral clubfoot both legs are casted, and in either case the boots and bar brace has a boot on each foot, with the angle set separately for each foot.',
    keywords: ['both feet', 'one foot', 'bilateral', 'unilateral', 'left foot', 'right foot', 'two feet'],
    relatedUrl: '/resources/what-is-clubfoot',
  },
  {
    question: 'Does clubfoot hurt my baby?',
    answer:
      'Clubfoot does not hurt a newborn baby. Babies with clubfoot feed, sleep and kick like other babies. Treatment is gentle, and most babies settle quickly in their casts, although they may be unsettled for a day or so after a change. If your baby seems to be in pain or very distressed, contact your treatment team.',
    keywords: ['pain', 'painful', 'hurt', 'sore', 'uncomfortable', 'suffering'],
    relatedUrl: '/resources/what-is-clubfoot',
  },
  {
    question: 'What should I ask at our first clubfoot clinic appointment?',
    answer:
      'Useful questions include whether one or both feet are affected, how many casts the team expects, how casts are removed, whether a tenotomy is likely, what warning signs to watch for and who to call out of hours. Bring a notebook or use your phone to write down the answers, and bring another adult if you can. Our article has a printable list of questions to take along. There are no silly questions, and your team would rather answer them than have you worry at home.',
    keywords: ['first appointment', 'clinic visit', 'questions to ask', 'checklist', 'consultant', 'what to bring'],
    relatedUrl: '/resources/your-first-clinic-visit-questions',
  },

  // Ponseti method and casting
  {
    question: 'What is the Ponseti method?',
    answer:
      'The Ponseti method is the gentle, mostly non-surgical treatment most clubfoot clinics use today. Each week a trained clinician gently stretches the foot towards a better position and holds it there with a long-leg plaster cast. Most children then have a small procedure to release the Achilles tendon, followed by a foot abduction brace (boots and bar) to keep the correction while they grow. When families and teams follow it carefully, most children end up with a flexible, strong and comfortable foot.',
    keywords: ['ponseti', 'treatment', 'serial casting', 'manipulation', 'dr ponseti', 'how is it treated', 'plaster'],
    relatedUrl: '/resources/the-ponseti-method-step-by-step',
  },
  {
    question: 'How many casts will my baby need and how long does casting take?',
    answer:
      'Most babies need about 5 to 8 casts, changed about once a week, although some need a few more or fewer. If your baby has a tenotomy, the last cast stays on for about 3 weeks while the tendon heals, so casting usually takes around 2 months in all. Every foot is different, and your team will tell you how things are progressing at each appointment.',
    keywords: ['number of casts', 'how many', 'weekly', 'cast changes', 'weeks', 'plaster', 'serial casting'],
    relatedUrl: '/resources/the-ponseti-method-step-by-step',
  },
  {
    question: 'When should clubfoot treatment start, and is it too late for an older child?',
    answer:
      'Ideally Ponseti treatment starts in the first weeks of life, when the tissues of the foot are at their most flexible. Starting later is still worthwhile: the method also works for older babies and children, including many whose clubfoot was not treated in infancy. Older children may need more casts or extra procedures, so an experienced clinician will assess what is realistic for each child.',
    keywords: ['age', 'start', 'too late', 'older child', 'late diagnosis', 'newborn', 'untreated', 'toddler'],
    relatedUrl: '/resources/the-ponseti-method-step-by-step',
  },
  {
    question: 'Why do the casts go all the way up to the thigh?',
    answer:
      'Ponseti casts are long-leg casts that go from the toes to the top of the thigh, with the knee bent. The long cast stops the cast slipping down and holds the correction properly, which a short cast below the knee cannot do. It can look surprising at first, but babies usually get used to it within a day or two.',
    keywords: ['long leg cast', 'above knee', 'knee bent', 'thigh', 'leg cast', 'plaster'],
    relatedUrl: '/resources/the-ponseti-method-step-by-step',
  },
  {
    question: 'Will my baby need a big operation to correct clubfoot?',
    answer:
      'Most children treated with the Ponseti method do not need a big operation. Usually all that is needed is the casts, a small procedure to release the Achilles tendon, and the brace. The method was developed to avoid the large operations on the joints and ligaments that were once common, and feet corrected this way tend to stay more flexible. Some children need a further smaller operation later on, and your team will explain if that might apply.',
    keywords: ['surgery', 'operation', 'non-surgical', 'theatre', 'major surgery', 'posteromedial release'],
    relatedUrl: '/resources/the-ponseti-method-step-by-step',
  },
  {
    question: 'Can I feed my baby during cast changes?',
    answer:
      'Many clinics are happy for parents to feed their baby during cast changes, and it often helps babies stay calm. Holding your baby, talking or singing to them can help too. Ask your own clinic what they prefer, as every team works a little differently.',
    keywords: ['breastfeed', 'bottle', 'feeding', 'settle', 'calm', 'dummy', 'pacifier'],
    relatedUrl: '/resources/the-ponseti-method-step-by-step',
  },
  {
    question: 'How do I keep the cast dry, and how do I bath my baby in casts?',
    answer:
      'Plaster softens if it gets wet, so sponge-wash your baby instead of bathing them while they are in casts, keeping the casts out of the water. Wipe marks off the outside of the cast with a barely damp cloth. Pools, beaches and baths are off-limits until casting is over. If a cast does get soaked, or becomes soft or cracked, call your clinic.',
    keywords: ['bath', 'bathing', 'wash', 'wet', 'water', 'sponge bath', 'clean', 'plaster'],
    relatedUrl: '/resources/caring-for-casts-and-warning-signs',
  },
  {
    question: "What should I check on my baby's casts every day?",
    answer:
      'Several times a day, especially at nappy changes, look at the toes: they should be pink, warm and wiggling, and the colour should come back quickly after you gently press a toenail. Check that the toes stay in the same place at the end of the cast, and look at the skin around the edges for redness or rubbing. If the toes are cold, pale, blue, dusky or puffy, if there is a bad smell or fluid coming through the cast, if your baby has a fever or cries and cannot be settled, or if anything worries you, contact your clinic straight away, or seek urgent care if you cannot reach them.',
    keywords: ['toes', 'circulation', 'check', 'colour', 'warm', 'wiggle', 'capillary refill', 'daily checks'],
    relatedUrl: '/resources/caring-for-casts-and-warning-signs',
  },
  {
    question: 'What do I do if the cast has slipped or the toes seem to be disappearing into it?',
    answer:
      'A cast that has slipped needs to be seen quickly, so call your clinic straight away, or seek urgent medical care if you cannot reach them. A slipped cast no longer holds the foot correctly and can press on the skin. Do not try to push it back or fix it yourself. It is not your fault; casts on small, chubby legs sometimes move.',
    keywords: ['slipped', 'slipping', 'moved', 'toes shorter', 'disappearing', 'sliding down', 'came off'],
    relatedUrl: '/resources/caring-for-casts-and-warning-signs',
  },
  {
    question: 'How do I manage nappies and clothes with long-leg casts?',
    answer:
      "Ask your clinic how they like the nappy to sit around the top of the casts; the aim is to keep wee and poo off the plaster. Change nappies promptly and wipe any marks off the outside of the cast. Loose clothing, such as sleepsuits a size up or legwarmers, fits over casts more easily. Support your baby's legs when you lift them, as the casts can feel heavy.",
    keywords: ['nappy', 'diaper', 'nappies', 'diapers', 'clothes', 'sleepsuit', 'onesie', 'dressing'],
    relatedUrl: '/resources/caring-for-casts-and-warning-signs',
  },
  {
    question: 'My baby seems itchy in the cast; can I put something inside it?',
    answer:
      'Never push anything inside the cast, such as cotton buds, toys, powder or cream, even if your baby seems itchy. Things can get stuck and cause sores. Check the toes and the cast edges, keep your baby cool in loose clothing, and call your clinic if your baby stays very unsettled or you see redness or sores at the edges.',
    keywords: ['itch', 'itchy', 'scratch', 'powder', 'cream', 'cotton bud', 'rubbing'],
    relatedUrl: '/resources/caring-for-casts-and-warning-signs',
  },
  {
    question: 'How are the casts taken off before each change?',
    answer:
      "Clinics differ. Some ask parents to soak the cast off at home shortly before the appointment, while others remove it in clinic. Follow your own team's instructions, and if you are asked to soak it off, allow plenty of time, use warm water and keep your baby cosy afterwards.",
    keywords: ['cast removal', 'soak off', 'remove cast', 'cast saw', 'taking off', 'vinegar'],
    relatedUrl: '/resources/caring-for-casts-and-warning-signs',
  },

  // Tenotomy
  {
    question: 'What is an Achilles tenotomy, and does every baby need one?',
    answer:
      'An Achilles tenotomy is a minor procedure in which the tight Achilles tendon (heel cord) is released through a tiny opening at the back of the heel. It lets the heel come down and the ankle bend upwards properly. Most children treated with the Ponseti method, roughly 80 to 90 percent, need one, usually towards the end of casting. It is a planned part of treatment, not a sign that casting failed, and your team decides based on how far the ankle bends up.',
    keywords: ['tenotomy', 'heel cord', 'achilles', 'tendon release', 'procedure', 'heel cord release'],
    relatedUrl: '/resources/preparing-for-the-achilles-tenotomy',
  },
  {
    question: 'Is the tenotomy done under general anaesthetic, and will it hurt my baby?',
    answer:
      'In many clinics the tenotomy is done in clinic or a procedure room under local anaesthetic, which numbs the area, and it takes only a few minutes. Some centres use a different type of anaesthetic for some children, so ask your team about their approach. Babies often cry, mostly because they are being held still, and usually settle quickly with a feed and cuddles. Your team will advise which pain relief suits your baby afterwards.',
    keywords: ['anaesthetic', 'anesthetic', 'local', 'general anaesthetic', 'numb', 'pain', 'asleep', 'sedation'],
    relatedUrl: '/resources/preparing-for-the-achilles-tenotomy',
  },
  {
    question: 'What happens after the tenotomy?',
    answer:
      'Straight afterwards a final long-leg cast is put on, holding the foot in the fully corrected position. It usually stays on for about 3 weeks while the tendon heals at a longer length. A small spot of blood may show on the cast near the heel; ask your team what to expect, and call them straight away if the mark keeps growing. When the cast comes off, your baby is fitted with the boots and bar.',
    keywords: ['after tenotomy', 'final cast', 'three weeks', 'healing', 'recovery', 'blood spot'],
    relatedUrl: '/resources/preparing-for-the-achilles-tenotomy',
  },
  {
    question: 'How can I prepare my baby and myself for the tenotomy?',
    answer:
      'Ask your clinic when your baby should feed beforehand and follow their instructions exactly. Bring a feed, a dummy if your baby uses one, a favourite blanket and a change of clothes, and a second adult if you can. Ask whether you can stay with your baby, and write down your questions, such as which pain relief to use and who to call out of hours. Babies do not remember the procedure; what they need on the day is your warmth and your voice.',
    keywords: ['prepare', 'fasting', 'what to bring', 'nervous', 'worried', 'day of procedure'],
    relatedUrl: '/resources/preparing-for-the-achilles-tenotomy',
  },

  // Bracing
  {
    question: 'What is the boots and bar brace, and how long does my child wear it?',
    answer:
      'The foot abduction brace, often called boots and bar, is two special shoes or boots fixed to a bar that holds the feet apart and turned outwards at angles your team sets. It is usually worn about 23 hours a day for around 3 months after the final cast comes off. After that it is worn at night and during naps, usually until about age 4 or 5. Your team will tell you exactly when to change the schedule.',
    keywords: ['bnb', 'boots and bar', 'fab', 'foot abduction brace', 'denis browne', 'brace', 'mitchell', 'how long'],
    relatedUrl: '/resources/boots-and-bar-bracing-tips',
  },
  {
    question: 'Why does bracing matter so much if the feet already look straight?',
    answer:
      'The tissues of a clubfoot tend to tighten again while a child is young and growing, so the correction needs to be held. The brace does this during sleep, and it is the part of treatment that does the most to stop the clubfoot coming back. Stopping early is one of the most common reasons for relapse, so never stop without talking to your team. If bracing is becoming very hard, tell your team; there are often solutions.',
    keywords: ['stop brace', 'stop early', 'why brace', 'relapse prevention', 'bnb', 'boots and bar', 'skip'],
    relatedUrl: '/resources/boots-and-bar-bracing-tips',
  },
  {
    question: 'My baby cries a lot in the new brace; is that normal?',
    answer:
      'It is very common for babies to be cross or tearful for the first few days of bracing, because the brace feels new and their legs cannot move separately. Crying at this stage does not usually mean the brace is hurting, and most children settle within a week or so. Comfort them, keep routines calm, and practise kicking both legs together with the bar. If your child seems to be in pain, you see blisters or red marks that do not fade, or they are still very distressed after the first week or so, call your clinic.',
    keywords: ['crying', 'fussy', 'screaming', 'wont sleep', 'first week', 'bnb', 'unsettled', 'adjusting'],
    relatedUrl: '/resources/boots-and-bar-bracing-tips',
  },
  {
    question: 'How do I put the brace shoes on properly so the heel stays down?',
    answer:
      'Use thin, clean cotton socks that cover all the skin the shoe touches, and smooth out every wrinkle. Gently push the heel right down into the back of the shoe; bending the knee can help the heel drop in. Fasten the ankle strap first to hold the heel, then the other straps or laces, and check the toes lie flat. If the heel keeps lifting out, ask your team to check the fit, and never change the bar settings yourself.',
    keywords: ['putting on', 'heel slipping', 'straps', 'socks', 'fit', 'laces', 'boots', 'bnb'],
    relatedUrl: '/resources/boots-and-bar-bracing-tips',
  },
  {
    question: 'What should I do about red marks or blisters from the brace?',
    answer:
      "Check your child's feet every time the boots come off. Light pink marks that fade soon after the boots are removed are common. Blisters, broken skin or red areas that do not fade can be pressure sores and need attention, so contact your clinic for advice rather than simply leaving the brace off. Ask your team before putting creams or lotions on the skin under the straps.",
    keywords: ['red marks', 'blister', 'pressure sore', 'skin', 'rubbing', 'socks', 'cream', 'bnb'],
    relatedUrl: '/resources/boots-and-bar-bracing-tips',
  },
  {
    question: 'How can I get my toddler to keep wearing the brace at night?',
    answer:
      'Make the brace a fixed step in the bedtime routine, for example bath, pyjamas, brace, story, sleep, and put it on while your child is calm. Offer small choices, such as which socks or which toy gets a pretend brace, and try a sticker chart. Keep your tone kind but matter-of-fact, and share the routine with another adult so it never rests on one person. If your child suddenly fights the brace after a settled time, check whether the shoes have become too small.',
    keywords: ['toddler', 'bedtime', 'refuses', 'fighting', 'night', 'naps', 'routine', 'sticker chart'],
    relatedUrl: '/resources/bracing-through-the-toddler-years',
  },
  {
    question: 'We missed a few nights in the brace because of illness or a holiday; what now?',
    answer:
      "One missed night is not a disaster, but a pattern of missed nights can let the feet tighten. Get back into the routine as soon as you can. If bracing has been interrupted for more than a few days, tell your team so they can check your child's feet. Let them know too if the brace no longer seems to fit when you restart.",
    keywords: ['missed nights', 'forgot', 'ill', 'sick', 'holiday', 'break from brace', 'skipped'],
    relatedUrl: '/resources/bracing-through-the-toddler-years',
  },
  {
    question: 'How do I know when my child has outgrown the brace shoes?',
    answer:
      'Brace shoes are outgrown just like ordinary shoes, and feet grow fast in the toddler years. Signs include toes reaching the end of the shoe, red marks that do not fade, the heel repeatedly lifting out, or a child who suddenly starts fighting the brace. Ask your team about a new size rather than loosening straps or leaving the brace off.',
    keywords: ['outgrown', 'too small', 'new size', 'brace shoes', 'growing', 'tight'],
    relatedUrl: '/resources/bracing-through-the-toddler-years',
  },

  // Relapse
  {
    question: 'What are the signs that clubfoot is coming back?',
    answer:
      'A relapse means some of the original clubfoot position starts to return. Signs include walking on the outside edge of the foot, walking on tiptoes or the heel not coming down, the ankle bending up less than before, in-toeing, or brace shoes suddenly becoming much harder to put on. Some of these can be part of normal development, so simply ask your team to check. A short video of your child walking barefoot can help.',
    keywords: ['relapse', 'recurrence', 'coming back', 'turning in', 'in-toeing', 'toe walking', 'outside of foot', 'signs'],
    relatedUrl: '/resources/recognising-relapse',
  },
  {
    question: 'Why does clubfoot relapse?',
    answer:
      'Clubfoot tissues have a natural tendency to tighten, especially in the first few years while a child grows quickly. Most relapses are linked to the brace being stopped early or worn only some nights. But relapse can also happen when families have done everything asked of them, because some feet are simply stiffer than others, so please do not blame yourself. This is why clinics keep checking feet for several years.',
    keywords: ['relapse', 'recurrence', 'why', 'cause', 'brace compliance', 'stopped bracing'],
    relatedUrl: '/resources/recognising-relapse',
  },
  {
    question: 'How is a clubfoot relapse treated?',
    answer:
      "Treatment depends on your child's age and what the foot is doing, and your team will examine your child first. Many relapses respond well to a short series of Ponseti casts, usually followed by going back to the brace, and sometimes a repeat tenotomy. Some children aged around 3 or older whose foot keeps turning in as they walk may be offered a tibialis anterior tendon transfer, a planned operation that balances the pull of the muscles. A relapse does not mean treatment has failed, and many children go on to have strong, comfortable feet.",
    keywords: ['recasting', 're-casting', 'tendon transfer', 'tibialis anterior', 'tatt', 'surgery', 'dynamic supination'],
    relatedUrl: '/resources/recognising-relapse',
  },

  // Shoes
  {
    question: 'How do I find shoes when my feet are two different sizes?',
    answer:
      'A treated clubfoot is often shorter, and sometimes wider, than the other foot, often by around 1 to 1.5 shoe sizes. For small differences, many people fit the larger foot and pad the smaller shoe with an extra insole, heel grip or tongue pad, or choose laces or straps that can be tightened more on one side. For bigger differences, options include buying two pairs, asking shops about split sizes, or swapping with someone who has the opposite sizes. Measure both feet every time you buy shoes.',
    keywords: ['different sizes', 'odd shoes', 'mismatched', 'shoe size', 'insole', 'one foot smaller', 'footwear'],
    relatedUrl: '/resources/finding-shoes-for-two-foot-sizes',
  },
  {
    question: 'Is there a way to swap shoes with someone whose feet are the opposite sizes?',
    answer:
      'Yes. Clubfoot Buddy, on this site, suggests members whose left size matches your right size and whose right size matches your left. You agree with your buddy, each buy one pair in a different size, and swap, so each of you gets a left and a right that fit and pays for one pair. It is about sharing shoes, not medical advice, so ask your care team about fit, braces or treatment.',
    keywords: ['shoe swap', 'buddy', 'odd pair', 'mismatched shoes', 'swap', 'clubfoot buddy', 'exchange'],
    relatedUrl: '/clubfoot-buddy',
  },

  // Activity
  {
    question: 'Will my child walk at the normal age?',
    answer:
      "Babies and toddlers with clubfoot usually reach milestones such as sitting, crawling and walking within the usual range, although on average they walk a little later, often by a month or two. Night-time bracing does not usually hold back daytime development, and many toddlers even learn to crawl and pull to stand with the bar on. If you are concerned about your child's milestones, mention it to your treatment team or health visitor.",
    keywords: ['walking', 'milestones', 'first steps', 'crawling', 'late walker', 'development'],
    relatedUrl: '/resources/physical-activity-and-sport',
  },
  {
    question: 'Can children with treated clubfoot run and play sports?',
    answer:
      'Yes, most children with treated clubfoot run, climb, dance, swim, ride bikes and play team sports alongside their friends. There is no single right sport, so let your child try what interests them, with supportive, well-fitting footwear. Some tire a little sooner on long runs, and persistent pain, limping or avoiding activities is worth checking with the team or a physiotherapist.',
    keywords: ['sport', 'football', 'soccer', 'dance', 'ballet', 'running', 'gymnastics', 'pe'],
    relatedUrl: '/resources/physical-activity-and-sport',
  },
  {
    question: 'Why is the calf smaller and the foot shorter on the clubfoot side?',
    answer:
      'Even after successful treatment, the calf on the affected side is usually smaller, and the foot is often slightly shorter. This is part of the condition itself and is expected, even when treatment has gone very well. It is not caused by anything you did, and it does not mean exercise or treatment has failed. Many children are not held back by these differences at all.',
    keywords: ['calf', 'thin calf', 'leg smaller', 'muscle', 'shorter foot', 'asymmetry', 'leg length'],
    relatedUrl: '/resources/physical-activity-and-sport',
  },
  {
    question: 'Should my child do stretches or see a physiotherapist?',
    answer:
      'Some treatment teams suggest simple calf and ankle stretches, especially for older children and teenagers during growth spurts. Ask your team or a physiotherapist which stretches suit your child, how long to hold them and how often, and ask them to show you the technique. A stretch should feel like a gentle pull, never sharp pain. Everyday play, such as climbing, tiptoe games and walking on grass and sand, also builds strength and balance.',
    keywords: ['physio', 'physiotherapy', 'stretching', 'exercises', 'calf stretch', 'strength', 'growth spurt'],
    relatedUrl: '/resources/physical-activity-and-sport',
  },

  // Travel
  {
    question: 'Can we travel or go on holiday while our baby is in casts or the brace?',
    answer:
      'Yes, many families travel during treatment with a little extra planning. Casts are changed weekly, so longer trips are often easier after casting, and you should never skip a cast change without agreeing it with your clinic. Keep to the brace schedule on holiday, shifting brace times with sleep if you cross time zones. Casts must stay dry, so pools and beaches wait until casting is over, and know how you would get medical help where you are staying.',
    keywords: ['holiday', 'vacation', 'trip', 'travel', 'abroad', 'beach', 'time zones'],
    relatedUrl: '/resources/travelling-during-treatment',
  },
  {
    question: 'How do we manage flights and car seats with casts or boots and bar?',
    answer:
      'Check that your baby fits safely in the car seat with casts or the brace on; the harness must still fit correctly, and you should never loosen it to make room. If it does not fit, ask your clinic for advice. For flights, ask your clinic for a short letter about the treatment, keep the brace and spare socks in your hand luggage, and contact the airline in advance if you need help with seating.',
    keywords: ['car seat', 'flying', 'plane', 'airport', 'security', 'airline', 'hand luggage', 'bnb'],
    relatedUrl: '/resources/travelling-during-treatment',
  },
  {
    question: 'What should we do if we move to another country during treatment?',
    answer:
      "Ask your current clinic for a written summary: how many casts your child had, whether a tenotomy was done, the type of brace and its settings, and the planned schedule. Bring it, with any photos or videos of your child's feet, to your new team. Try to arrange the first appointment in your new home before you travel, so care continues smoothly.",
    keywords: ['moving abroad', 'relocating', 'emigrating', 'new country', 'transfer care', 'records'],
    relatedUrl: '/resources/clubfoot-around-the-world',
  },

  // Adults
  {
    question: 'I am an adult who had clubfoot as a baby and my foot hurts; what can help?',
    answer:
      'Many adults treated for clubfoot live active lives, but some notice stiffness, aching after long days, or pain. Things that often help include supportive, well-fitting footwear, sometimes with insoles or orthoses, gentle calf stretching guided by a physiotherapist, pacing long periods of standing, and simple pain relief used as your doctor or pharmacist advises. Pain that is getting worse or affecting daily life is worth getting checked rather than putting up with.',
    keywords: ['adult', 'grown up', 'pain', 'aching', 'stiffness', 'orthotics', 'insoles'],
    relatedUrl: '/resources/living-with-clubfoot-as-an-adult',
  },
  {
    question: 'Do adults with clubfoot get arthritis, and who should I see about it?',
    answer:
      'Some people with a treated clubfoot develop arthritis in the ankle or foot as they get older, though not everyone does. Signs can include pain that builds with activity, swelling and stiffness that gradually gets worse. Ask your GP or family doctor for a referral to an orthopaedic foot and ankle specialist, and bring any childhood treatment records you have. There are many options for adults, from simple measures and physiotherapy to specialist treatments and surgery.',
    keywords: ['arthritis', 'adult', 'specialist', 'foot and ankle surgeon', 'orthopaedic', 'orthopedic', 'referral', 'joint'],
    relatedUrl: '/resources/living-with-clubfoot-as-an-adult',
  },
  {
    question: 'Can clubfoot still be treated in a teenager or adult?',
    answer:
      'Yes. Treatment can help at any age, although the options differ from those for babies. Older children can often still benefit from Ponseti-based casting, sometimes combined with other procedures, and adults with untreated or previously treated clubfoot can be assessed by an orthopaedic foot and ankle specialist. They can explain what is realistic, from footwear and physiotherapy to surgery where it is needed.',
    keywords: ['adult treatment', 'untreated', 'neglected clubfoot', 'teenager', 'surgery', 'older', 'late'],
    relatedUrl: '/resources/living-with-clubfoot-as-an-adult',
  },

  // Emotional support
  {
    question: 'I feel overwhelmed and sad since my baby was diagnosed; is that normal?',
    answer:
      'Yes. Shock, sadness, worry, guilt and relief are all common, and many parents feel several of these in the same day. None of these feelings make you a bad parent. It often helps to talk to your partner, friends, your clinic team or other clubfoot parents. If low mood, anxiety or exhaustion is not lifting, talk to your own doctor, midwife or health visitor; postnatal depression and anxiety are common and treatable. If you ever have thoughts of harming yourself or your baby, please get help straight away: call your local emergency number or a crisis line (in the US call or text 988; in the UK and Ireland call Samaritans on 116 123; other countries: findahelpline.com).',
    keywords: ['feelings', 'sad', 'crying', 'anxious', 'overwhelmed', 'depression', 'coping', 'grief'],
    relatedUrl: '/resources/when-your-baby-is-diagnosed',
  },
  {
    question: 'How do I explain clubfoot to family, friends and older siblings?',
    answer:
      'A short, simple explanation helps, for example: her foot turned in when she was born, it is common and very treatable, she will have casts for a few weeks and then special boots, all day at first and then at night, until she is about 4 or 5. With siblings, use words that suit their age and let them help, perhaps by choosing socks or putting stickers on a cast. Inviting grandparents to an appointment helps them support you rather than second-guess the treatment.',
    keywords: ['family', 'grandparents', 'siblings', 'explain', 'friends', 'brother', 'sister', 'telling people'],
    relatedUrl: '/resources/when-your-baby-is-diagnosed',
  },
  {
    question: 'Where can I talk to other parents going through clubfoot treatment?',
    answer:
      "Many parents say talking to others who have been through it is the biggest help of all. The community forum on this site has spaces for new diagnoses, casting and tenotomy, bracing, shoes, adults with clubfoot, and stories and milestones. Your clinic may also know of a local parent group. For medical questions, always check with your own team rather than relying on other people's experiences.",
    keywords: ['forum', 'community', 'other parents', 'support group', 'peer support', 'talk', 'connect'],
    relatedUrl: '/community/forum',
  },

  // School
  {
    question: "What should I tell my child's nursery or school about clubfoot?",
    answer:
      'Keep it short and practical: a one-page note explaining that your child was born with clubfoot, has been treated and is monitored by a specialist team. Include whether they still need boots and bar for naps and how to put them on, any differences staff might notice such as tiring sooner on long walks, what to do if your child complains of pain, and upcoming appointment dates. Ask staff to tell you if they notice limping, toe walking or walking on the outside of the foot.',
    keywords: ['nursery', 'school', 'daycare', 'teacher', 'childminder', 'kindergarten', 'naps', 'letter'],
    relatedUrl: '/resources/nursery-and-school',
  },
  {
    question: 'Can my child do PE, and what do I say when other children ask about their feet?',
    answer:
      'Children with treated clubfoot can usually take part fully in PE, games and playground play, perhaps with a short rest if their calf tires. Help your child practise a simple answer for curious classmates, such as: I was born with my foot turned in, and the doctors helped it grow straight. Some children love showing their boots, others prefer privacy, and both are fine. If teasing happens, ask staff to deal with it like any other unkindness.',
    keywords: ['pe', 'gym class', 'classmates', 'teasing', 'bullying', 'playground', 'questions'],
    relatedUrl: '/resources/nursery-and-school',
  },

  // Finding care and access
  {
    question: 'How do I find a Ponseti-trained clubfoot doctor near me?',
    answer:
      'Our free referral service can match you with experienced, Ponseti-trained specialists: you tell us about your child or yourself, our team reviews your request, and we suggest up to three specialists for you to choose from. Your family doctor, paediatrician or midwife can also refer you to a clubfoot clinic. If clubfoot was seen on a pregnancy scan, you can ask for a referral before your baby is born.',
    keywords: ['find doctor', 'specialist', 'ponseti trained', 'referral', 'near me', 'surgeon', 'clinic', 'second opinion'],
    relatedUrl: '/find-doctor',
  },
  {
    question: 'Is clubfoot treatment available and affordable in low-income countries?',
    answer:
      'The Ponseti method is low-cost and relies mainly on skilled hands, plaster, a quick tendon release often done under local anaesthetic, and a brace, so it can be given in district hospitals and community clinics. Many countries now have national clubfoot programmes that train health workers and help families get braces and follow-up, often with support from charities and international organisations. Families can still face travel costs and distance, and programmes help with things like reminders, parent groups and locally made braces.',
    keywords: ['cost', 'price', 'free treatment', 'developing countries', 'charity', 'africa', 'india', 'access'],
    relatedUrl: '/resources/clubfoot-around-the-world',
  },
  {
    question: 'Can you diagnose my child or tell me what medicine to give?',
    answer:
      "I can share general information from this site, but I cannot diagnose anyone, judge photos or symptoms, or recommend medicines or doses. Only a clinician who examines your child can do that, so please contact your child's treatment team, your doctor or a pharmacist. If something seems urgent, such as toes that look pale or dusky in a cast, call your clinic straight away or seek emergency care.",
    keywords: ['diagnose', 'medical advice', 'dose', 'medicine', 'photo', 'is this normal', 'disclaimer'],
    relatedUrl: '/about',
  },
];
