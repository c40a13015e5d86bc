/**
 * Demo resource articles for the clubfoot community site: categories, articles and their downloadable guides.
 * Images live in client/public/images/resources/<slug>.jpg (scripts/make-resource-images.ts) and guides in
 * server/seed/assets/guides/ (scripts/make-guide-pdfs.ts). General information only; every article sends readers
 * back to their own treatment team.
 */

export type SeedCategory = { slug: string; name: string; description: string };
export type SeedGuide = { title: string; file: string }; // file: a name in server/seed/assets/guides/
export type SeedArticle = {
  slug: string; // kebab-case, unique
  title: string;
  excerpt: string; // 1-2 sentences, max 240 characters
  categorySlug: string; // one of seedCategories' slugs
  author: { firstName: string; lastName: string; role: string };
  featured: boolean; // exactly 3 articles true
  image: string; // '/images/resources/<slug>.jpg'
  daysAgo: number; // how long ago it was published (spread 3..400, all different)
  content: string; // HTML: only <p>, <h2>, <h3>, <ul>, <ol>, <li>, <strong>, <em>, <blockquote>, <a href="https://...">
  guides?: SeedGuide[]; // downloadable PDF guides attached to the article
};

export const seedCategories: SeedCategory[] = [
  {
    slug: 'understanding-clubfoot',
    name: 'Understanding Clubfoot',
    description: 'Clear, gentle explanations of what clubfoot is, so you can start your journey feeling informed rather than alone.',
  },
  {
    slug: 'treatment-and-casting',
    name: 'Treatment & Casting',
    description: 'Step-by-step guidance through Ponseti casting, the tenotomy and follow-up, written to help you feel prepared for each stage.',
  },
  {
    slug: 'bracing',
    name: 'Bracing',
    description: 'Practical, encouraging help with boots and bar, from the first tearful nights to the proud day bracing finishes.',
  },
  {
    slug: 'daily-life-and-shoes',
    name: 'Daily Life & Shoes',
    description: 'Everyday tips on shoes, play, sport and travel, shared by families and professionals who have been there.',
  },
  {
    slug: 'adults-with-clubfoot',
    name: 'Adults with Clubfoot',
    description: 'A welcoming corner for adults who grew up with clubfoot, with honest information about looking after your feet for life.',
  },
  {
    slug: 'support-for-parents',
    name: 'Support for Parents',
    description: 'Kind, practical support for the feelings, family conversations and long days that come with caring for a child in treatment.',
  },
];

const authors = {
  surgeon: { firstName: 'Helen', lastName: 'Marsh', role: 'Pediatric Orthopaedic Surgeon' },
  nurse: { firstName: 'Amira', lastName: 'Okafor', role: 'Ponseti Nurse Specialist' },
  physio: { firstName: 'Tom', lastName: 'Lindqvist', role: 'Paediatric Physiotherapist' },
  parent: { firstName: 'Rachel', lastName: 'Dunn', role: 'Parent and Community Volunteer' },
  mentor: { firstName: 'Daniel', lastName: 'Reyes', role: 'Adult with Clubfoot, Peer Mentor' },
} satisfies Record<string, SeedArticle['author']>;

const image = (slug: string) => `/images/resources/${slug}.jpg`;

export const seedArticles: SeedArticle[] = [
  {
    slug: 'what-is-clubfoot',
    title: 'What Is Clubfoot? A Gentle Introduction for Families',
    excerpt:
      'Clubfoot is one of the more common differences babies are born with, and it is very treatable. Here is what it is, what causes it and what usually happens next.',
    categorySlug: 'understanding-clubfoot',
    author: authors.surgeon,
    featured: true,
    image: image('what-is-clubfoot'),
    daysAgo: 400,
    content: `<p>If you have just heard the word "clubfoot" for the first time, perhaps at a pregnancy scan or in the hours after your baby was born, you may be feeling worried and a little overwhelmed. That is completely understandable. The good news is that clubfoot is well understood, it is common, and with modern treatment most children grow up to walk, run and play just like their friends.</p>
<h2>What clubfoot is</h2>
<p>Clubfoot is a condition a baby is born with, in which the foot is turned inward and downward. Its medical name is <strong>congenital talipes equinovarus</strong>, often shortened to CTEV. "Congenital" means present at birth, "talipes" refers to the foot and ankle, and "equinovarus" describes the position: the foot points down, a little like a horse's hoof (which is where "equino" comes from), and turns in towards the other foot.</p>
<p>In a baby with clubfoot, the tendons and ligaments on the inside and back of the foot are shorter and tighter than usual. They pull the small bones of the foot into a twisted position. The foot is often a little smaller, the heel may feel high and soft, and there may be a deep crease across the sole. It is mainly the soft tissues holding the bones that need gentle, gradual correction.</p>
<h2>How common is it?</h2>
<p>Clubfoot affects about 1 in every 1,000 babies born, which makes it one of the more common conditions present at birth. Boys are affected about twice as often as girls. In about half of children both feet are affected (this is called bilateral clubfoot), and in the other half only one foot is.</p>
<h2>What causes it?</h2>
<p>In most children, no single cause is found. Doctors call this <strong>idiopathic</strong> clubfoot, which simply means "of unknown cause". Researchers believe a mix of genetic and other factors plays a part, and it sometimes runs in families, but much is still not known.</p>
<p>One thing is very clear: <strong>clubfoot is not caused by anything the parents did or did not do</strong>. It is not caused by how you slept, what you ate, exercise, stress or a bump during pregnancy. Many parents carry a quiet sense of guilt, so it is worth saying plainly: this is not your fault.</p>
<p>In a smaller number of children, clubfoot occurs alongside another condition, such as a neuromuscular condition or a genetic syndrome. This is sometimes called non-idiopathic or syndromic clubfoot. These feet can be stiffer and may need a slightly different approach, so your child's doctor will examine your baby carefully from head to toe and explain whether any further checks are needed.</p>
<p>Clubfoot is also different from a <em>positional</em> foot, where a baby's foot has been squashed into an unusual position in the womb but is flexible and can easily be moved into a normal position. A specialist can tell these apart by examining the foot.</p>
<h2>Finding out before birth</h2>
<p>Clubfoot can sometimes be seen on a prenatal ultrasound scan, so some families know months before their baby arrives, while others find out at birth. A scan cannot always show how stiff the foot is or whether both feet are affected, so the full picture usually only becomes clear once your baby is born and examined. If clubfoot is suspected during pregnancy, ask whether you can be referred to a clubfoot clinic to meet the team and learn about treatment ahead of time.</p>
<h2>Is it painful for my baby?</h2>
<p>Clubfoot does not hurt a newborn baby. Babies with clubfoot feed, sleep and kick like other babies. Treatment usually starts in the first weeks of life, while the tissues are at their most flexible.</p>
<h2>How it is treated</h2>
<p>Today, most clubfoot is treated with the <strong>Ponseti method</strong>: a gentle, non-surgical approach using a series of weekly plaster casts, usually a small procedure to release a tight heel cord, and a foot abduction brace worn during sleep for several years. It has excellent results when families and teams work together. You can read about each step in our article on the Ponseti method.</p>
<h2>What to do next</h2>
<ul>
<li>Ask for a referral to a clinic experienced in Ponseti treatment, ideally soon after birth.</li>
<li>Write down your questions as they come to you, and bring them to appointments.</li>
<li>Connect with other families. Hearing from people who have been through it can be a huge comfort.</li>
</ul>
<p>Every child is different, and this article is general information rather than advice about your baby. Your child's treatment team is the best source of guidance about their feet, their treatment plan and anything that worries you.</p>`,
  },
  {
    slug: 'your-first-clinic-visit-questions',
    title: 'Your First Clinic Visit: Questions Worth Asking',
    excerpt:
      'First appointments can feel like a blur. This article explains what usually happens and suggests questions to bring, with a printable list to take along.',
    categorySlug: 'understanding-clubfoot',
    author: authors.nurse,
    featured: false,
    image: image('your-first-clinic-visit-questions'),
    daysAgo: 283,
    guides: [{ title: 'Questions to ask at your clinic visit', file: 'clinic-visit-questions.pdf' }],
    content: `<p>The first appointment at a clubfoot clinic is a big day. You may be meeting the team for the first time, quite possibly with a newborn, very little sleep and a lot on your mind. It is completely normal to forget half of what is said. Coming prepared with a few questions, and a way to write down the answers, can make a real difference.</p>
<h2>What usually happens</h2>
<p>Every clinic works a little differently, but a first visit often includes:</p>
<ul>
<li>Questions about the pregnancy, the birth, family history and your baby's general health</li>
<li>A careful examination of your baby's feet, and usually of their hips, spine and the rest of their body, to check for anything else that might affect treatment</li>
<li>An explanation of the diagnosis and the treatment plan, which in most clinics is the Ponseti method</li>
<li>Sometimes, the first cast on the same day</li>
</ul>
<p>Some clinics use a simple scoring system to describe how the foot looks at each visit, which helps track progress over time. Ask your team to explain anything that is unclear, as many times as you need.</p>
<h2>Questions about the diagnosis</h2>
<ul>
<li>Is this idiopathic clubfoot, or could it be linked to another condition?</li>
<li>Is one foot affected or both? How stiff is the foot?</li>
<li>Does my baby need any other checks or tests?</li>
</ul>
<h2>Questions about treatment</h2>
<ul>
<li>When will casting start, and roughly how many casts do you expect?</li>
<li>How long do appointments usually take, and how often will we come?</li>
<li>How are casts removed here? Do you ask parents to soak them off at home?</li>
<li>Is my baby likely to need a tenotomy? Where and how is it done?</li>
<li>What happens after casting, and how long will follow-up last?</li>
</ul>
<h2>Questions about daily care</h2>
<ul>
<li>What should I check each day, and what are the warning signs?</li>
<li>Who do I call if there is a problem, including evenings and weekends?</li>
<li>Can I feed my baby during cast changes?</li>
<li>Are there clothes, car seats or slings that work better with casts?</li>
<li>Is there anything we should avoid while our baby is in casts?</li>
</ul>
<h2>Questions about the future</h2>
<ul>
<li>What signs might suggest the foot is turning back, and what would you do?</li>
<li>Will my child be able to walk, run and play sport?</li>
<li>Is there a parent group or peer support you can recommend?</li>
</ul>
<h2>Tips for the day</h2>
<ul>
<li>Bring a notebook or use your phone to jot down answers. Ask whether you may record key instructions.</li>
<li>Bring another adult if possible, both for support and as a second pair of ears.</li>
<li>Pack extra nappies, a feed, spare clothes in a size up, and something to keep your baby warm.</li>
<li>Allow plenty of time. Clinics can run late, and cast changes take a while.</li>
<li>Ask for written information to take home, and for the best way to contact the team.</li>
</ul>
<h2>Looking after yourself on the day</h2>
<p>Watching your baby being examined and casted for the first time can be emotional, even when nothing is wrong. Many parents find it helps to hold or feed their baby, talk or sing to them, and focus on keeping them calm. It is fine to step out for a moment, and fine to cry. Clinic staff are used to supporting parents as well as babies.</p>
<h2>There are no silly questions</h2>
<p>Clinicians would much rather answer a question than have you worry at home. If you think of something after you leave, write it down and ask at the next visit, or call the clinic if it cannot wait. Our printable list of questions, attached to this article, can be ticked off as you go. Your own team knows your baby best, so their answers always come first.</p>`,
  },
  {
    slug: 'clubfoot-around-the-world',
    title: 'Clubfoot Around the World: Access to Ponseti Care',
    excerpt:
      'Clubfoot occurs in every country, and the low-cost Ponseti method has changed what is possible worldwide. Here is how access to care is growing, and the challenges that remain.',
    categorySlug: 'understanding-clubfoot',
    author: authors.nurse,
    featured: false,
    image: image('clubfoot-around-the-world'),
    daysAgo: 3,
    content: `<p>Clubfoot occurs in families all over the world, in about 1 in 1,000 births. But where a child is born still makes a big difference to the care they receive. In many places, children get early Ponseti treatment close to home. In others, families travel long distances to reach a clinic, or treatment is not yet easy to find at all.</p>
<h2>Why the Ponseti method travels well</h2>
<p>The Ponseti method is especially suited to places with limited resources. It relies mainly on skilled hands, plaster of Paris, a quick procedure to release the Achilles tendon that is often done under local anaesthetic, and a foot abduction brace. Most children do not need an operating theatre or expensive equipment. Because of this, it can be delivered in district hospitals and community clinics, not only in large specialist centres.</p>
<h2>Training and national programmes</h2>
<p>Over the past few decades, many countries have set up national clubfoot programmes, often working with ministries of health, universities, charities and international organisations. These programmes train doctors, physiotherapists, nurses, orthopaedic clinical officers and other health workers in the Ponseti method, and help set up clinics, referral pathways and supplies of braces. Training is usually followed by supervision and mentoring, because careful technique is essential for good results.</p>
<p>Organisations such as the <a href="https://ponseti.info">Ponseti International Association</a> provide information for families and professionals, and support training and research.</p>
<h2>Challenges that remain</h2>
<p>Even where treatment is available, families can face real barriers:</p>
<ul>
<li><strong>Distance and cost.</strong> Weekly casting means weekly journeys, which can mean lost work, travel costs and time away from other children.</li>
<li><strong>Awareness.</strong> Some families do not know that clubfoot can be treated without major surgery, or worry about what others in their community will think.</li>
<li><strong>Keeping the correction.</strong> Long-term brace wear is hard anywhere. Where braces are difficult to obtain or to replace as a child grows, the foot is more likely to turn back.</li>
<li><strong>Follow-up.</strong> Check-ups over several years help catch relapse early, which can be difficult when the nearest clinic is far away.</li>
</ul>
<p>Programmes respond with ideas such as parent education sessions, affordable locally made braces, phone and text reminders, and parent groups where families encourage one another.</p>
<h2>Older children and untreated clubfoot</h2>
<p>Where early treatment has not been available, some children reach walking age, or even their teens, with untreated clubfoot, and may walk on the outside edge or top of the foot. Specialists have found that many older children can still benefit from Ponseti-based casting, sometimes combined with other procedures. Each child needs an individual assessment by an experienced clinician, who can explain what is realistic for that child.</p>
<h2>Families moving between countries</h2>
<p>If your family moves to another country during treatment, ask your current clinic for a written summary: how many casts your child had, whether a tenotomy was done, the type of brace and its settings, and the planned schedule. Bring this, along with any photos or videos of your child's feet, to your new team so that care can continue smoothly. Try to arrange the first appointment in your new home before you travel, if you can.</p>
<h2>The role of families and communities</h2>
<p>Around the world, one of the most powerful forces for good outcomes is other parents. A mother who has seen her own child walk after treatment is often the most convincing voice for a family who has just received the diagnosis. Many parents and adults with clubfoot volunteer, fundraise or simply talk openly about their experience, which reduces stigma and encourages families to seek care early.</p>
<h2>How you can help</h2>
<ul>
<li>Share accurate, kind information about clubfoot and its treatment.</li>
<li>If you would like to volunteer or donate, look for established organisations that work alongside local health services.</li>
<li>Tell your own story, if and when you feel ready. You never know who might need to hear it.</li>
</ul>
<p>Wherever you are in the world, your child's treatment team is your best guide to their care, and your questions are always welcome.</p>`,
  },
  {
    slug: 'the-ponseti-method-step-by-step',
    title: 'The Ponseti Method, Step by Step',
    excerpt:
      'Weekly casts, a quick heel-cord procedure and years of night-time boots and bar: a plain-language walk through the treatment most children with clubfoot receive today.',
    categorySlug: 'treatment-and-casting',
    author: authors.surgeon,
    featured: true,
    image: image('the-ponseti-method-step-by-step'),
    daysAgo: 356,
    content: `<p>The Ponseti method is the treatment most clubfoot clinics around the world now use. It was developed by Dr Ignacio Ponseti at the University of Iowa, and over the years it has largely replaced the big operations that were once common. It is gentle, it uses simple materials, and when it is followed carefully it gives most children a flexible, strong and comfortable foot.</p>
<p>Treatment has two phases: a <strong>correction phase</strong>, in which the foot is gradually moved into a good position, and a <strong>maintenance phase</strong>, in which that position is held while the child grows.</p>
<h2>Step 1: Gentle manipulation and weekly casts</h2>
<p>Treatment usually starts in the first weeks of life. At each visit, the clinician gently stretches and moves your baby's foot for a short time, guiding it a little further towards the correct position. They then apply a plaster cast to hold the foot there.</p>
<p>The casts are <strong>long-leg casts</strong>: they go from the toes all the way up to the top of the thigh, with the knee bent. This can look surprising, but the long cast matters. It stops the cast slipping and holds the correction properly, which a short cast cannot do.</p>
<p>Each week the cast is removed, the foot is stretched again, and a new cast is put on. Bit by bit the foot turns outwards and the curve of the foot straightens. Most babies need <strong>about 5 to 8 casts</strong>, although some need a few more or fewer. Your team will explain how things are progressing at each appointment.</p>
<p>Babies often settle quickly in casts. Feeding your baby during cast changes can help them stay calm, so ask whether your clinic is happy for you to do this.</p>
<h2>Step 2: The Achilles tenotomy</h2>
<p>Once the front and middle of the foot are corrected, the part that often remains is a tight Achilles tendon, which stops the heel coming down and the ankle bending upwards. For most children, roughly 80 to 90 percent, the team will recommend a <strong>tenotomy</strong>: a minor procedure in which the tendon is released through a tiny opening at the back of the heel.</p>
<p>In many clinics this is done under local anaesthetic and takes only a few minutes. The tendon then heals at a longer length, allowing the foot to bend up properly. A final cast is put on straight afterwards and usually stays on for <strong>about 3 weeks</strong> while the tendon heals. Not every child needs a tenotomy; your team will decide based on how well the ankle moves.</p>
<h2>Step 3: Boots and bar</h2>
<p>When the final cast comes off, the foot looks very different. But the tissues of a clubfoot tend to tighten again while a child is young and growing, so the correction needs to be held. This is done with a <strong>foot abduction brace</strong>, often called "boots and bar": two special shoes or boots fixed to a bar, which holds the feet apart and turned outwards at angles set by your team.</p>
<ul>
<li>At first, it is worn <strong>about 23 hours a day for around three months</strong>, coming off only for a bath and a short break.</li>
<li>After that, it is worn <strong>at night and during naps</strong>, usually until the child is <strong>4 to 5 years old</strong>.</li>
</ul>
<p>This is the longest part of treatment and, for many families, the hardest. It is also the part that does the most to stop the clubfoot coming back, so it is worth every effort. Our Bracing section has practical tips from parents and nurses.</p>
<h2>Follow-up as your child grows</h2>
<p>Regular check-ups continue for several years so the team can see how the foot develops. Sometimes a foot starts to drift back towards its old position, which is called a relapse. Caught early, this often responds well to a few more casts. Some children need a further minor operation later on, and your team will explain if this might apply to your child.</p>
<h2>What the method does not involve</h2>
<p>The Ponseti method avoids large operations on the joints and ligaments of the foot. Most children need nothing more than casts, the small tenotomy and the brace. This matters, because feet corrected this way tend to stay more flexible than feet that had extensive surgery.</p>
<h2>Working as a team</h2>
<p>The Ponseti method works best as a partnership. Clinicians provide skilled casting and guidance; families provide the daily care and consistency that make the correction last. Never feel you are asking too many questions. If anything seems wrong, or you are finding a stage hard, talk to your child's treatment team. They have seen it all before and want to help.</p>`,
  },
  {
    slug: 'caring-for-casts-and-warning-signs',
    title: "Caring for Your Baby's Casts: Daily Checks and Warning Signs",
    excerpt:
      'Simple daily habits keep plaster casts clean, dry and comfortable, and knowing the warning signs means you can act quickly if something is not right.',
    categorySlug: 'treatment-and-casting',
    author: authors.nurse,
    featured: false,
    image: image('caring-for-casts-and-warning-signs'),
    daysAgo: 318,
    guides: [{ title: 'Cast care checklist', file: 'cast-care-checklist.pdf' }],
    content: `<p>During the casting phase of Ponseti treatment your baby will have a new plaster cast each week. Casts are very safe, and most babies get used to them within a day or two. A few simple habits at home will keep your baby comfortable and help each cast do its job.</p>
<h2>The first few hours</h2>
<p>A fresh plaster cast takes time to dry and harden fully. For the first day, handle it gently, support it with your whole hand rather than your fingertips, and avoid resting it on hard edges that could dent it. Leave it uncovered so the air can dry it. It may feel warm while it sets, which is normal.</p>
<h2>Daily checks</h2>
<p>Several times a day, and especially at nappy changes, have a quick look at your baby's toes and the edges of the cast.</p>
<ul>
<li><strong>Colour:</strong> the toes should be pink, like the fingers. Press a toenail gently; the colour should come back quickly when you let go.</li>
<li><strong>Warmth:</strong> the toes should feel about as warm as the rest of your baby.</li>
<li><strong>Movement:</strong> you should see the toes wiggle, especially when you tickle them.</li>
<li><strong>Position:</strong> the toes should stay in the same place at the end of the cast. Notice how much of the toes you can see on the first day; some parents draw a small line on the cast at the tip of the toes to make this easy to check.</li>
<li><strong>Skin:</strong> look at the skin around the top edge of the cast and around the toes for redness, rubbing or sores.</li>
</ul>
<h2>Keeping the cast clean and dry</h2>
<p>Plaster softens if it gets wet, so bath time changes for a while. Sponge-wash your baby instead of bathing them, keeping the casts out of the water. Ask your clinic how they prefer the nappy to sit around the top of the casts; the aim is to keep wee and poo off the plaster. Change nappies promptly, and wipe any marks off the outside of the cast with a barely damp cloth.</p>
<p>Never push anything inside the cast, such as cotton buds, toys, powder or cream, even if your baby seems itchy. Things can get stuck and cause sores.</p>
<h2>Comfort and clothing</h2>
<p>Loose clothing, such as sleepsuits a size up or legwarmers, fits over casts more easily. The casts can feel heavy at first, so support your baby's legs when you lift them. Most babies sleep, feed and play normally in casts. If your baby seems very unsettled for a long time, check the toes and the cast edges, and call your clinic if you are unsure.</p>
<h2>Warning signs: contact the clinic right away</h2>
<p>Call your clinic straight away, or seek urgent medical care if you cannot reach them, if you notice any of the following:</p>
<ul>
<li>Toes that are <strong>cold, pale, blue or dusky</strong>, or that do not pink up again after pressing</li>
<li>Toes that are <strong>swollen</strong></li>
<li>The cast <strong>slipping</strong>: toes looking shorter or <strong>disappearing into the cast</strong>, or the cast sliding down the leg</li>
<li>A <strong>bad smell</strong> coming from the cast</li>
<li>A <strong>fever</strong>, or your baby seeming generally unwell</li>
<li><strong>Redness</strong>, rubbing or <strong>skin sores</strong> at the edges of the cast, or any fluid or staining coming through the plaster</li>
<li>A cast that is cracked, soft or badly soiled</li>
<li>Crying that is not like your baby and that you cannot settle</li>
</ul>
<p>A slipped cast is not your fault, and it is not something you should try to fix yourself. But it does need to be seen quickly, because a cast that has moved no longer holds the foot correctly and can press on the skin.</p>
<h2>Before cast changes</h2>
<p>Clinics differ in how they remove casts. Some ask parents to soak the cast off at home shortly before the appointment; others remove it in clinic. Follow your own team's instructions. If you are asked to soak it off, allow plenty of time, use warm water, and keep your baby cosy afterwards.</p>
<h2>Looking after yourself</h2>
<p>The casting weeks can be busy and tiring, with weekly appointments and constant checking. That is normal. It helps to share the checks with another adult, and to keep the clinic's phone number saved in your phone and written somewhere obvious at home.</p>
<h2>Download the checklist</h2>
<p>Our printable cast care checklist, attached to this article, is handy to keep on the fridge or in the changing bag. As always, this is general guidance. Your own treatment team knows your baby and is the right first call for any questions.</p>`,
  },
  {
    slug: 'preparing-for-the-achilles-tenotomy',
    title: 'Preparing for the Achilles Tenotomy: What to Expect',
    excerpt:
      'Most babies treated with the Ponseti method have a quick procedure to release the Achilles tendon. Here is what happens before, during and after, and how to prepare.',
    categorySlug: 'treatment-and-casting',
    author: authors.surgeon,
    featured: false,
    image: image('preparing-for-the-achilles-tenotomy'),
    daysAgo: 214,
    content: `<p>Towards the end of the casting phase, your team may tell you that your baby is ready for a tenotomy. For many parents this is the moment that feels most daunting, because it is the one step in Ponseti treatment that involves a procedure. It helps to know that a tenotomy is very common, that it is quick, and that babies usually recover from it remarkably well.</p>
<h2>Why a tenotomy is needed</h2>
<p>The casts gradually correct the front and middle of the foot. But the Achilles tendon, the strong cord at the back of the ankle, is often too tight to stretch enough with casts alone. If it stays tight, the heel cannot come fully down and the ankle cannot bend upwards as it should. For most children, roughly 80 to 90 percent of those treated with the Ponseti method, releasing this tendon is the best way to finish the correction.</p>
<p>Your team will decide whether a tenotomy is needed by checking how far the ankle bends upwards once the rest of the foot is corrected. Some babies do not need one.</p>
<h2>What happens</h2>
<p>Clinics vary, so your team will explain their own approach. In many centres the tenotomy is done in clinic or a procedure room under <strong>local anaesthetic</strong>, which numbs the area. Some centres use a different type of anaesthetic for some children. The skin is cleaned, and the clinician makes a tiny opening at the back of the heel and releases the tendon. The procedure itself usually takes only a few minutes, and the opening is so small that it often does not need stitches.</p>
<p>Straight afterwards, a final long-leg cast is applied, holding the foot in the fully corrected position. This cast usually stays on for <strong>about 3 weeks</strong>. During that time the tendon heals and reconnects at a longer length.</p>
<h2>How to prepare</h2>
<ul>
<li>Ask your clinic whether your baby should feed at a particular time beforehand, and follow their instructions exactly.</li>
<li>Bring a feed, a dummy if your baby uses one, a favourite blanket and a change of clothes.</li>
<li>Ask whether you can stay with your baby during the procedure. Many clinics encourage parents to stay and comfort their child.</li>
<li>Bring a second adult if you can, to help with the journey home.</li>
<li>Write down your questions, such as which pain relief to give afterwards and who to call out of hours.</li>
</ul>
<h2>Afterwards</h2>
<p>Babies often cry during the procedure, mostly because they are being held still, and may be unsettled for a little while afterwards. Feeding and cuddles usually help them settle quickly. Your team will advise you on pain relief suitable for your baby's age and weight. A small spot of blood may show on the cast near the heel; ask your team what to expect, and call them if the mark keeps growing.</p>
<p>Look after the final cast in the same way as the others: keep it clean and dry, and check the toes regularly. Contact your clinic straight away if the toes look pale, blue or swollen, if the cast slips, if there is a bad smell, or if your baby has a fever or seems unwell.</p>
<h2>Common worries</h2>
<p><strong>Will my baby remember it?</strong> Babies do not remember the procedure. What they need on the day is what you already give them: warmth, food and your voice.</p>
<p><strong>Will the tendon be weak?</strong> The tendon heals during the final cast period. The aim is a tendon that works well at a slightly longer length, so that the ankle can move properly.</p>
<p><strong>Is it a sign that casting did not work?</strong> No. For most children the tenotomy is a planned part of Ponseti treatment, not a setback.</p>
<h2>What comes next</h2>
<p>When the final cast comes off after around three weeks, your baby will be fitted with the foot abduction brace, often called boots and bar. This is an exciting milestone, because the correction phase is complete. The next phase is all about keeping that correction as your baby grows.</p>
<h2>A note for worried parents</h2>
<p>It is natural to feel anxious about any procedure on your baby. Talk through your worries with your treatment team before the day. They do tenotomies regularly and can explain the benefits and risks for your child specifically, and what they will do to keep your baby comfortable.</p>`,
  },
  {
    slug: 'recognising-relapse',
    title: 'Recognising Relapse: Signs to Watch For as Your Child Grows',
    excerpt:
      'Sometimes a corrected clubfoot starts to turn back. Knowing the early signs, and why relapse happens, helps families get help while it is easiest to treat.',
    categorySlug: 'treatment-and-casting',
    author: authors.surgeon,
    featured: false,
    image: image('recognising-relapse'),
    daysAgo: 127,
    content: `<p>After weeks of casting and years of careful follow-up, it can be upsetting to hear that a clubfoot is "relapsing". But relapse is a known part of clubfoot care, clinics watch for it closely, and when it is picked up early it usually responds well to treatment. This article explains what relapse is, what to look out for and what might happen next.</p>
<h2>What relapse means</h2>
<p>Relapse, sometimes called recurrence, means that some of the original clubfoot position starts to come back after it has been corrected. The tight tissues on the inside and back of the foot slowly pull the foot inward and downward again. It happens most often in the first few years of life, when a child is growing quickly, which is one reason clinics keep checking feet for several years.</p>
<h2>Why it happens</h2>
<p>Clubfoot tissues have a natural tendency to tighten. The foot abduction brace works against this while the child sleeps. Most relapses are linked to how consistently the brace has been worn, for example when it has stopped early or been worn only some nights. But relapse can also happen in children whose families have done everything asked of them, so please do not blame yourself. Some feet are simply stiffer or more stubborn than others.</p>
<h2>Signs to watch for</h2>
<p>You know your child's feet better than anyone. Let your clinic know if you notice any of the following:</p>
<ul>
<li>Walking on the <strong>outside edge</strong> of the foot, sometimes with the sole turning inward as the foot swings forward</li>
<li>Walking on the <strong>toes</strong>, or the <strong>heel not coming down</strong> to the floor when standing or walking</li>
<li>The ankle bending upwards <strong>less than before</strong> (doctors call this reduced dorsiflexion), or the foot feeling stiffer</li>
<li><strong>In-toeing</strong>, where the foot points inward more than it used to</li>
<li>The front of the foot curving inward, or a deepening crease on the sole or the inner side of the foot</li>
<li>Shoes wearing unevenly, or brace shoes suddenly becoming much harder to put on</li>
</ul>
<p>Some of these can also be part of normal development in young children, so do not panic if you see one. Simply ask for the foot to be checked. A short video of your child walking barefoot, taken from in front, behind and the side, can be very helpful to show the team.</p>
<h2>How relapse is treated</h2>
<p>Treatment depends on your child's age and on what the foot is doing, and your team will examine your child carefully before suggesting a plan. Options they may discuss include:</p>
<ul>
<li><strong>Re-casting.</strong> Many relapses respond well to a short series of casts, using the same gentle Ponseti technique as in infancy, usually followed by going back to the brace.</li>
<li><strong>A repeat tenotomy.</strong> If the Achilles tendon has tightened again, a further release is sometimes recommended.</li>
<li><strong>An anterior tibial tendon transfer.</strong> In some children aged around 3 or older, the foot is flexible but keeps turning inward as they walk, because one muscle at the front of the leg pulls more strongly than the muscles balancing it. This is called dynamic supination. A surgeon may suggest moving the tendon of this muscle towards the outer side of the foot to balance the pull. It is a planned operation, and your surgeon will explain the benefits, risks and recovery for your child.</li>
</ul>
<h2>Keeping things in perspective</h2>
<p>A relapse does not mean that treatment has failed or that your child's feet will not do well. Many children who have a relapse go on to have strong, flexible, comfortable feet. The key is to notice changes early and work with your team.</p>
<h2>What you can do</h2>
<ul>
<li>Keep up the brace routine for as long as your team recommends, even when the feet look perfect.</li>
<li>Go to all follow-up appointments, even when everything seems fine.</li>
<li>Look at your child's feet and the way they walk every so often, especially in bare feet.</li>
<li>Notice the wear pattern on everyday shoes.</li>
<li>Contact your child's treatment team promptly if anything changes. You do not need to wait for the next routine appointment.</li>
</ul>
<p>Above all, trust your instincts. If something about your child's feet or walking does not look right to you, it is always reasonable to ask the clinic to take a look.</p>`,
  },
  {
    slug: 'boots-and-bar-bracing-tips',
    title: 'Boots and Bar: Practical Bracing Tips for Everyday Life',
    excerpt:
      'The foot abduction brace keeps a corrected clubfoot in shape. These tips on routines, socks, shoe fit and skin care help make bracing part of everyday family life.',
    categorySlug: 'bracing',
    author: authors.nurse,
    featured: true,
    image: image('boots-and-bar-bracing-tips'),
    daysAgo: 249,
    guides: [{ title: 'Boots and bar daily routine chart', file: 'boots-and-bar-daily-routine.pdf' }],
    content: `<p>When the final cast comes off, many parents feel a rush of relief, quickly followed by nerves about the brace. The foot abduction brace, usually called "boots and bar", is what keeps the correction from slipping back, so bracing is a very important part of treatment. It can feel daunting at first, but most families find that within a couple of weeks the brace has simply become part of the day.</p>
<h2>How the brace is worn</h2>
<p>The brace is made of two shoes or boots attached to a bar. The bar keeps the feet about shoulder-width apart and turned outwards at angles your team sets for your child. For about the first three months the brace is worn around 23 hours a day. After that, your child wears the brace at night and during naps, usually until age 4 to 5. Your team will tell you exactly when to change the bracing schedule.</p>
<h2>The first days are often the hardest</h2>
<p>It is very common for babies to be cross or tearful in the first few days of bracing. The brace feels new, their legs cannot move separately in the way they are used to, and sleep can be disrupted. Crying at this stage does not usually mean the brace is hurting or wrong. Most children settle within days to a couple of weeks. Comfort them, keep routines calm, and remember it gets easier. If your child seems to be in pain, or is still very distressed after the first week or so, call your clinic.</p>
<h2>Putting the boots on</h2>
<ul>
<li>Use thin, clean cotton socks that fit well and cover all the skin the shoe touches. Smooth out every wrinkle; a fold in a sock can rub.</li>
<li>Many parents put on the foot that is harder to fit first, often the clubfoot, while their child is calm.</li>
<li>Gently push the heel right down into the back of the shoe. Many brace shoes have a small opening so you can see or feel the heel. Bending the knee can help the heel drop in.</li>
<li>Fasten the ankle strap first, as this holds the heel in place, then the other straps or laces, following the instructions for your brace model.</li>
<li>Check that the toes lie flat and are not curled under.</li>
</ul>
<h2>Checking fit as your child grows</h2>
<p>Brace shoes are outgrown just like ordinary shoes. Signs the fit needs checking include toes reaching the end of the shoe, red marks that do not fade, or the heel repeatedly lifting out of the shoe. Ask your team to check the size at appointments, and call between visits if you are unsure. Never change the bar settings yourself.</p>
<h2>Looking after the skin</h2>
<p>Check your child's feet every time the boots come off. Light pink marks that fade soon after the boots are removed are common. Blisters, broken skin or red areas that do not fade can be pressure sores, and they need attention: contact your clinic for advice rather than simply leaving the brace off. Ask your team before putting creams or lotions on the skin under the straps, as some can soften the skin.</p>
<h2>Make the bar part of play</h2>
<p>Children quickly learn to move with the bar. Encourage your baby to kick both legs together, bend and straighten their knees, and roll. Many toddlers learn to crawl, sit up and even pull to stand with the bar on. Some families pad the bar with a soft cover to protect furniture, siblings and your shins.</p>
<h2>Building a routine</h2>
<ul>
<li>Link the brace to things you already do every day: bath, pyjamas, story, brace, sleep.</li>
<li>Use brace-off time for the bath and cuddles, then put the brace back on promptly.</li>
<li>Keep spare socks with the brace, and put the schedule on a chart so everyone who cares for your child knows the routine.</li>
<li>Show grandparents, childminders and anyone else who helps how to put the brace on correctly.</li>
</ul>
<h2>Never stop early without talking to your team</h2>
<p>It can be tempting to ease off once the feet look good. But bracing is what prevents relapse, and stopping early is one of the most common reasons a clubfoot starts to turn back. If bracing is becoming very hard, because of sores, sleep problems, illness or family circumstances, tell your treatment team. There are often solutions, and they would much rather help now than find out later.</p>
<p>The daily routine chart attached to this article may help you keep track. It is general guidance; your child's clinic will give you the schedule and instructions that fit your child.</p>`,
  },
  {
    slug: 'bracing-through-the-toddler-years',
    title: 'Bracing Through the Toddler Years: Nights, Naps and Staying on Track',
    excerpt:
      'After the first months, the brace is worn at night and during naps until about age 4 to 5. How families keep bracing going as babies become busy, opinionated toddlers.',
    categorySlug: 'bracing',
    author: authors.parent,
    featured: false,
    image: image('bracing-through-the-toddler-years'),
    daysAgo: 98,
    content: `<p>After the first three months of almost full-time wear, most children move to wearing their brace at night and during naps. This phase lasts a long time, usually until age 4 to 5, and it brings its own challenges. A baby who once accepted the brace with little fuss can become a toddler with very firm opinions. As a parent who has been through it, I can tell you that it is normal to find this stage tiring, and that it does get done.</p>
<h2>Why bracing continues for years</h2>
<p>A corrected clubfoot tends to tighten again while a child is young and growing quickly. Wearing the brace during sleep gently holds the feet in the corrected position for many hours at a time, which helps stop the foot drifting back. That is why teams ask families to keep bracing even when the feet look and work well: the brace is part of the reason they stay that way.</p>
<h2>Make the brace part of the bedtime routine</h2>
<p>Toddlers thrive on predictability. Putting the brace on at the same point every night, for example after the bath and pyjamas and before the story, helps it become just another step rather than a battle. Many families find it easiest to put the brace on while their child is still calm and relaxed.</p>
<ul>
<li>Offer simple choices: which socks, which story, which soft toy gets a pretend brace too.</li>
<li>Use a sticker chart for brace nights, with a small treat at the end of the week.</li>
<li>Keep your tone calm and matter-of-fact. The brace is not up for negotiation, but you can be kind about it.</li>
<li>Let your child help, for example by fetching the socks or pressing a strap closed once you have positioned the heel.</li>
</ul>
<h2>Naps away from home</h2>
<p>Naps at nursery, with a childminder or at a grandparent's house count too. Show whoever looks after your child how to put the brace on, with the heel pushed well down and the straps fastened in the right order. A card with the steps, kept with the brace, can help. If your child stops napping during the day, ask your team whether anything about the bracing schedule should change.</p>
<h2>Sleep troubles</h2>
<p>Some toddlers wake more at night in the brace, especially while learning new skills or going through an unsettled patch. Practising moving with the bar during the day, such as rolling over, kicking and getting up on hands and knees, can help them feel more in control at night. If your child seems to wake because of pain, or you see red marks that do not fade, check the fit and speak to your clinic.</p>
<h2>Growing out of the brace shoes</h2>
<p>Feet grow fast in the toddler years, and brace shoes that fitted well a few months ago can become tight. If your child suddenly starts fighting the brace after a settled period, check that the toes are not reaching the end and that the heel still sits down properly. Ask your team about a new size rather than loosening straps or leaving the brace off.</p>
<h2>Illness, holidays and disrupted nights</h2>
<p>Life happens. Children get poorly, families travel, and some nights the brace stays off by accident. One missed night is not a disaster, but a pattern of missed nights can let the feet tighten. Get back into the routine as soon as you can, and if bracing has been interrupted for more than a few days, tell your team so they can check your child's feet.</p>
<h2>Watch for changes</h2>
<p>Keep an eye on how your child walks and stands. If you notice them walking on the outside edge of the foot or on their toes, or the heel not coming down, or if the foot seems stiffer, let your clinic know. These can be early signs of relapse, which is usually easier to treat when it is caught early.</p>
<h2>Looking after yourself through the bracing years</h2>
<p>Years of bracing take real commitment, and it is fine to find it hard. Share the bedtime routine with your partner or another trusted adult where you can, so it never rests on one person. Talk to other clubfoot parents, who will understand the nightly negotiations better than anyone. And celebrate the milestones: the first full week without tears, the first nursery nap in the brace without a fuss, and eventually the last night in the brace.</p>
<h2>Finishing well</h2>
<p>Above all, never stop bracing early without talking to your child's treatment team first. They can help you solve problems along the way and will tell you when it is safe to finish. When that day comes, many families mark it with a small celebration. You will have earned it.</p>`,
  },
  {
    slug: 'finding-shoes-for-two-foot-sizes',
    title: 'Finding Shoes When Your Feet Are Two Different Sizes',
    excerpt:
      'A treated clubfoot is often shorter than the other foot. General tips to help children and adults find comfortable shoes when left and right need different sizes.',
    categorySlug: 'daily-life-and-shoes',
    author: authors.mentor,
    featured: false,
    image: image('finding-shoes-for-two-foot-sizes'),
    daysAgo: 155,
    content: `<p>One of the most practical everyday challenges of clubfoot is shoes. A foot that was treated for clubfoot is often shorter, and sometimes wider, than the other foot. For many people the difference is around 1 to 1.5 shoe sizes, though it can be less or more. I have spent a lot of my life in shoe shops, so here are the tips I wish I had known earlier. They are general ideas, not recommendations for any particular brand or shop.</p>
<h2>Measure both feet, every time</h2>
<p>Feet change, especially in children, so measure both feet each time you buy shoes, standing up and ideally later in the day when feet are a little larger. Measure length and width. For children, check that there is a little growing room at the toes of each foot, not just the larger one.</p>
<h2>Small differences: fit the larger foot, adjust the smaller</h2>
<p>If the difference is small, many people buy for the larger foot and then make the other shoe fit more snugly. Options include:</p>
<ul>
<li>An extra or thicker insole in the smaller shoe</li>
<li>A heel grip or heel cushion to stop the heel slipping out</li>
<li>A tongue pad, which fills space over the top of the foot</li>
<li>A slightly thicker sock on the smaller foot</li>
<li>Shoes with laces, straps or hook-and-loop fastenings, which can be tightened more on one side than the other</li>
</ul>
<p>Slip-on shoes and ballet flats are usually the hardest to make work for two sizes, because there is nothing to adjust.</p>
<h2>Larger differences: two sizes, two shoes</h2>
<p>When one foot would be swimming in a shoe that fits the other, padding is not enough. Some options to explore:</p>
<ul>
<li><strong>Buy two pairs</strong> in different sizes and keep the spare shoes. If you know someone with the opposite size difference, you may be able to share the spares.</li>
<li><strong>Mismatched-pair programmes:</strong> some charities, community groups and retailers help people with different-sized feet to buy single shoes or odd pairs. Clubfoot support groups often know what is available locally.</li>
<li><strong>Split sizes:</strong> some shoe makers and shops will sell a pair made up of two different sizes, sometimes only on request. It is always worth asking politely.</li>
<li><strong>Swap groups:</strong> online communities where people with different-sized feet match up with each other can be a great resource.</li>
</ul>
<h2>Width and depth matter too</h2>
<p>A treated clubfoot may be broader or have a higher instep, and the ankle may be stiffer. Look for shoes with a roomy toe box, a firm heel counter that holds the heel, and a fastening that opens wide so the foot can slide in easily. Some people find that a small heel, or a sole that rolls forward slightly, makes walking more comfortable when the ankle does not bend up much; others prefer completely flat shoes. Try different styles if you can, and walk around the shop for a while before deciding.</p>
<h2>Insoles and orthoses</h2>
<p>If you use a custom insole or orthosis, take it with you when trying on shoes, as it changes the fit. Shoes with removable insoles make this easier. Do not start using a shop-bought insole for pain without getting advice, as the wrong support can make things worse.</p>
<h2>For parents of young children</h2>
<ul>
<li>Check shoe fit often, because feet grow quickly and not always at the same pace.</li>
<li>Look at the skin after your child has worn new shoes for a while. Red marks that do not fade, or blisters, mean the fit needs rethinking.</li>
<li>Remember that everyday shoes are separate from any shoes prescribed by the clinic. Never alter prescribed shoes yourself.</li>
<li>Let older children have a say in style. Shoes they like are shoes they will wear.</li>
</ul>
<h2>When to ask for help</h2>
<p>If you cannot find anything comfortable, have pain, blisters or hard skin, or are unsure whether an insole is right, ask your child's treatment team, your own doctor, or a podiatrist or orthotist for advice. They can check the feet and point you to local services. Finding good shoes can take patience, but most people do find a system that works for them.</p>`,
  },
  {
    slug: 'physical-activity-and-sport',
    title: 'Running, Dancing and Playing: Physical Activity After Clubfoot Treatment',
    excerpt:
      'Children with treated clubfoot can run, dance, swim and play team sports. A paediatric physiotherapist explains what to expect, from calf strength to stretching.',
    categorySlug: 'daily-life-and-shoes',
    author: authors.physio,
    featured: false,
    image: image('physical-activity-and-sport'),
    daysAgo: 52,
    content: `<p>One of the questions I hear most often from parents is: "Will my child be able to play sport?" For the great majority of children with treated clubfoot, the answer is yes. Children who have had Ponseti treatment go on to run, climb, dance, swim, ride bikes and play team sports alongside their friends. Movement is good for them, and it is good for their feet.</p>
<h2>Early milestones</h2>
<p>Babies and toddlers with clubfoot usually reach their movement milestones, such as rolling, sitting, crawling and walking, within the usual range, although some walk a little later than others. Night-time treatment does not usually hold back daytime development. If you are concerned about your child's milestones, mention it to your treatment team or health visitor.</p>
<h2>What is different about a treated clubfoot?</h2>
<p>Even after successful treatment, a clubfoot is not identical to an unaffected foot. Things you might notice include:</p>
<ul>
<li>A <strong>smaller calf</strong> on the affected side, and a calf muscle that may be a little weaker</li>
<li>A slightly <strong>shorter foot</strong></li>
<li>An ankle that does not bend up quite as far, which can affect deep squats, jumping or running uphill</li>
<li>Tiring a little sooner during long spells of running or walking</li>
</ul>
<p>These differences vary a lot from child to child, and many children are not held back by them at all.</p>
<h2>Building strength and balance through play</h2>
<p>Play is the best exercise for young children. Activities that naturally build calf strength, balance and coordination include:</p>
<ul>
<li>Walking on different surfaces, such as grass, sand and gentle slopes</li>
<li>Climbing frames and playground equipment</li>
<li>Tiptoe games, such as reaching up high or pretending to be a giraffe</li>
<li>Hopping, skipping and jumping games as your child gets older</li>
<li>Swimming, cycling, scooting, dance and gymnastics</li>
</ul>
<p>Barefoot play at home, on safe surfaces, helps children feel the ground and use the small muscles of their feet.</p>
<h2>Stretching</h2>
<p>Some treatment teams suggest simple calf and ankle stretches, especially for older children and teenagers going through growth spurts. A common one is a standing calf stretch against a wall, with the heel kept on the floor and the foot pointing straight ahead. Ask your team or physiotherapist which stretches suit your child, how long to hold them and how often, and ask them to show you the technique. A stretch should feel like a gentle pull, never sharp pain.</p>
<h2>Choosing sports</h2>
<p>There is no single "right" sport for children with clubfoot. Let your child try whatever interests them, from football to ballet. Supportive, well-fitting footwear matters for sport, especially when feet are different sizes. Warming up, building up training gradually and resting when tired help every young athlete, and they matter just as much here.</p>
<h2>Teenagers and growth spurts</h2>
<p>During rapid growth, muscles and tendons can feel tight for a while in any teenager. Young people with treated clubfoot may notice their calf or ankle feels stiffer, or that they ache after sport. Keeping up gentle stretching and talking to a physiotherapist about training loads can help. Persistent pain is always worth getting checked.</p>
<h2>When to check in with the team</h2>
<p>Contact your child's treatment team or physiotherapist if your child:</p>
<ul>
<li>Has pain in the foot, ankle or calf that keeps coming back, or that stops them joining in</li>
<li>Starts limping, or walking on their toes or on the outside edge of the foot</li>
<li>Seems to be avoiding activities they used to enjoy</li>
<li>Gets frequent blisters or sore spots from sports shoes</li>
</ul>
<p>Some of these can be signs that the foot needs reviewing, and others have simple fixes. Either way, it is better to ask.</p>
<h2>Encouragement matters</h2>
<p>Children take their cue from the adults around them. Celebrate what your child can do, let them find their own strengths, and avoid labelling them as fragile. With good treatment and support, most children with clubfoot enjoy active, adventurous lives. If you are ever unsure whether an activity is suitable, your child's specialist or physiotherapist will be happy to advise.</p>`,
  },
  {
    slug: 'travelling-during-treatment',
    title: 'Travelling with a Little One in Clubfoot Treatment',
    excerpt:
      'Casts and night-time boots need not keep your family at home. Practical ideas for car journeys, flights and holidays while your child is in clubfoot treatment.',
    categorySlug: 'daily-life-and-shoes',
    author: authors.parent,
    featured: false,
    image: image('travelling-during-treatment'),
    daysAgo: 34,
    content: `<p>When our son was in treatment, every trip needed a little more planning: long-leg casts in a car seat, a bag of spare socks, a bar that did not fit easily into a travel cot. But we did travel, to see family and even on a holiday abroad, and it was worth it. Here is what we learned, from our own experience and from other parents in our community.</p>
<h2>Plan around appointments</h2>
<p>During the casting phase, casts are usually changed every week, so longer trips are often easier after casting is finished. If you need to travel during casting, talk to your clinic early. They may be able to adjust appointment times, and they will want to know how to reach you. Do not skip or postpone a cast change without agreeing it with the team.</p>
<h2>Car journeys</h2>
<ul>
<li>Check that your baby fits safely in their car seat with casts or the brace on. The harness must still fit correctly. If it does not, ask your clinic for advice; some families need a different seat for a while.</li>
<li>Never loosen or remove the harness to make room for casts or a bar.</li>
<li>Take regular breaks to check toes, change nappies and give your baby a stretch and a cuddle.</li>
<li>Dress your baby in loose layers that fit easily over casts.</li>
</ul>
<h2>Flying</h2>
<ul>
<li>Ask your clinic for a short letter explaining your child's treatment. It can help at security if the casts or brace raise questions.</li>
<li>Keep the brace and spare socks in your hand luggage, not in the hold, in case bags go astray.</li>
<li>Contact the airline in advance if you need help, or have questions about seating a baby with casts or a bar.</li>
<li>Feeding during take-off and landing can help with ear pressure, casts or no casts.</li>
</ul>
<h2>Keeping the routine going</h2>
<p>Holidays are lovely, but feet keep growing on holiday too. Keep to your child's brace schedule as closely as you can. If you cross time zones, shift brace times along with sleep and naps. If your child sleeps in a travel cot or an unfamiliar bed, check that there is room for the bar and nothing it could get caught on.</p>
<h2>Hot weather, water and sand</h2>
<ul>
<li>Plaster casts must stay dry, so pools, beaches and baths are off-limits while your baby is in casts. Sponge-wash instead.</li>
<li>In the heat, check your child's skin more often, as sweaty skin can rub in casts or brace shoes. Keep them cool and shaded.</li>
<li>Sand and grit inside shoes can cause sores. Shake out shoes and socks and check the skin carefully.</li>
<li>Pack plenty of extra cotton socks; you may need to change them more often.</li>
</ul>
<h2>Be prepared</h2>
<ul>
<li>Save your clinic's phone number, and know how you would get medical help where you are staying.</li>
<li>Take photos of your child's feet in the brace, and of the brace itself, in case a clinician elsewhere needs to check anything.</li>
<li>If something goes wrong, such as a slipped cast, a broken brace or a skin sore, call your clinic for advice, or seek local medical care if it is urgent.</li>
<li>Pack a small kit: spare socks, a soft bar cover, any creams your team has approved, and a copy of your clinic letter.</li>
</ul>
<h2>Visiting family</h2>
<p>Staying with relatives is a great chance for them to learn about your child's treatment. Show them how you check toes or put the brace on, and explain why the routine matters. Grandparents in particular often love to help once they feel confident.</p>
<h2>Enjoy it</h2>
<p>A little extra planning goes a long way. Some of our happiest family photos were taken during the treatment years, bar and all. If you are unsure about any part of your plans, have a chat with your child's treatment team before you go.</p>`,
  },
  {
    slug: 'living-with-clubfoot-as-an-adult',
    title: 'Living with Clubfoot as an Adult',
    excerpt:
      'Many adults treated for clubfoot as children live busy, active lives. An honest look at the differences you may notice, and how to look after your feet over the years.',
    categorySlug: 'adults-with-clubfoot',
    author: authors.mentor,
    featured: false,
    image: image('living-with-clubfoot-as-an-adult'),
    daysAgo: 75,
    content: `<p>I was treated for clubfoot on my right foot as a baby, and for most of my childhood I barely thought about it. As an adult I have learned more about how my foot works, what it needs, and where to go when something changes. Through peer mentoring I have talked with many adults who grew up with clubfoot. Every story is different, but some themes come up again and again, and I want to share them here along with practical ideas. This is not medical advice: your own doctor or specialist is the right person to assess your feet.</p>
<h2>Differences you may notice</h2>
<ul>
<li><strong>Calf size.</strong> The calf on the clubfoot side is often smaller than the other one. This is part of the condition itself and is usually there even when treatment went very well. It does not mean you did something wrong or that exercise has failed.</li>
<li><strong>Foot size.</strong> A treated clubfoot is often shorter, and sometimes wider, than the other foot, which can make shoe shopping a puzzle. There is a separate article with shoe tips.</li>
<li><strong>Stiffness.</strong> Many adults find the ankle on the clubfoot side does not bend up as far, and the foot may feel stiff, especially first thing in the morning or after sitting for a while.</li>
<li><strong>Fatigue and aching.</strong> Long days on your feet, uneven ground or a new activity can leave the foot or calf tired.</li>
</ul>
<p>Adults who had larger operations as children, which were more common before the Ponseti method became widespread, sometimes describe more stiffness. But experiences vary widely, and many adults have few problems at all.</p>
<h2>Arthritis and changes later in life</h2>
<p>Some people with a treated clubfoot develop arthritis in the ankle or foot joints as they get older. Not everyone does, and it can appear at very different ages. Signs can include pain that builds with activity, swelling, and stiffness that gradually gets worse. If you notice changes like these, it is worth getting them checked rather than simply putting up with them. There are many options, from simple measures to specialist treatments, and an assessment helps you understand what is going on.</p>
<h2>Managing pain and stiffness</h2>
<p>What helps varies from person to person, but adults often mention:</p>
<ul>
<li>Supportive, well-fitting footwear, sometimes with insoles or orthoses made for your foot</li>
<li>Regular gentle stretching of the calf and ankle, as advised by a physiotherapist</li>
<li>Pacing: breaking up long periods of standing or walking</li>
<li>Simple pain relief when needed, used as your doctor or pharmacist advises</li>
<li>Keeping to a healthy weight, which reduces the load on the feet and ankles</li>
</ul>
<h2>Physiotherapy and staying active</h2>
<p>A physiotherapist can assess your strength, balance and range of movement, and give you a programme that suits your foot and your goals. Many adults with clubfoot walk, hike, cycle, swim, dance and play sport. Lower-impact activities such as cycling and swimming can be kind to stiff joints, but the best activity is usually one you enjoy and will keep doing. A flare-up does not always mean you have to stop; a physiotherapist can help you adapt.</p>
<h2>When to see a specialist</h2>
<p>Consider asking your GP or family doctor for a referral to an <strong>orthopaedic foot and ankle specialist</strong> if you have pain that is getting worse or affecting daily life, new swelling or a change in the shape of your foot, repeated sprains, or trouble finding any comfortable footwear, or if you would simply like an expert opinion. It helps to bring any records you have from your childhood treatment, a list of what you have already tried, and the shoes you wear most.</p>
<h2>Pregnancy, work and life changes</h2>
<p>Big life changes, such as pregnancy, a new job that keeps you on your feet, or taking up running, can change how your feet feel. It is sensible to plan ahead: good footwear, gradual build-up, and a check-in with a physiotherapist or doctor if new symptoms appear.</p>
<h2>The emotional side</h2>
<p>Growing up with a visible difference in your calf or foot can affect how you feel about your body, about choosing clothes or about trying new activities. It can help a great deal to talk with others who understand. Peer support groups and online communities like this one are full of adults who have been there.</p>
<p>Your clubfoot is part of your story, but it does not have to limit it. Look after your feet, listen to your body, and do not hesitate to ask your doctor for help when something changes.</p>`,
  },
  {
    slug: 'when-your-baby-is-diagnosed',
    title: 'When Your Baby Is Diagnosed: Caring for Your Feelings and Your Family',
    excerpt:
      'Shock, worry, guilt and relief are all normal when your child is diagnosed with clubfoot. A parent shares what helped her family, from talking to siblings to finding community.',
    categorySlug: 'support-for-parents',
    author: authors.parent,
    featured: false,
    image: image('when-your-baby-is-diagnosed'),
    daysAgo: 186,
    content: `<p>I still remember the silence in the room when the sonographer paused on my baby's feet during a routine pregnancy scan. I left with a leaflet, a referral and a head full of questions. If you are at the start of this journey, whether you found out before birth or in the days after, I want you to know that whatever you are feeling is allowed.</p>
<h2>The feelings are real</h2>
<p>Parents describe all sorts of emotions: shock, sadness, fear about the future, anxiety about treatment, and sometimes a sense of grief for the birth or the baby they had imagined. Some feel numb. Others feel mostly relief that clubfoot is so treatable. Many feel all of these in the same afternoon. None of these feelings make you a bad parent, and none of them mean you love your child any less.</p>
<h2>Letting go of guilt</h2>
<p>Almost every parent I have met has asked, "Did I cause this?" The answer is no. Clubfoot is not caused by anything parents did or did not do during pregnancy. It was not the coffee, the exercise, the stress or the way you slept. If guilt keeps coming back, say it out loud to your partner, a friend or your clinic team. Hearing a clinician confirm it can really help.</p>
<h2>Talking to family and friends</h2>
<p>People around you will have questions, and not all of them will be tactful. It helps to have a short, simple explanation ready, for example: "Her foot turned in when she was born. It's common and very treatable. She'll have casts for a few weeks, and then special boots at night for a few years." You can decide how much more you want to share.</p>
<p>Invite close family to an appointment, or show them how to care for the casts. When grandparents and other carers understand the treatment, they can support you instead of second-guessing it.</p>
<h2>Siblings</h2>
<p>Brothers and sisters may be curious, worried, or a bit jealous of all the attention. Explain in words that suit their age: the baby's foot needs help to grow straight, the casts do not hurt, and the doctors know what to do. Let them help, perhaps by choosing socks, putting stickers on the outside of a cast, or singing during cast checks. Try to keep some one-to-one time with them, even if it is just ten minutes at bedtime.</p>
<h2>Finding your community</h2>
<p>Talking to other parents who had been through clubfoot treatment was the single biggest help to me. They understood the weekly clinic runs, the first nights in the boots and the curious looks at the supermarket. Ask your clinic whether there is a local parent group, and look for supportive online communities. Remember that every child's journey is different, so for medical questions always check with your own team rather than relying on other people's experiences.</p>
<h2>Looking after yourself</h2>
<p>Treatment is a marathon, not a sprint, and you matter too.</p>
<ul>
<li>Accept offers of help with meals, lifts to appointments or time with older children.</li>
<li>Share tasks. If there are two parents or carers, make sure both can do the daily checks and routines.</li>
<li>Rest when you can, and keep some small things just for you.</li>
<li>Write down questions for the clinic, so they stop going round your head at night.</li>
<li>Notice if low mood, anxiety or exhaustion is not lifting. Talk to your own doctor, midwife or health visitor. Postnatal depression and anxiety are common and treatable, and asking for help is a strength.</li>
</ul>
<h2>Partners and relationships</h2>
<p>Partners often cope in different ways. One may want to read everything; the other may prefer not to think about it until the next appointment. Neither is wrong. Try to talk about how you are each feeling, not only about the practical tasks, and be patient with each other on the hard days.</p>
<h2>Looking ahead</h2>
<p>Today my daughter runs, climbs and argues like any other child. The early months felt endless at times, but they passed. Be gentle with yourself, lean on your child's treatment team and the people around you, and know that many families have walked this road before you.</p>`,
  },
  {
    slug: 'nursery-and-school',
    title: 'Nursery, School and Clubfoot: Helping Teachers Understand',
    excerpt:
      'Most children with treated clubfoot join in fully at nursery and school. A little information for staff helps with naps, PE, footwear and curious classmates.',
    categorySlug: 'support-for-parents',
    author: authors.physio,
    featured: false,
    image: image('nursery-and-school'),
    daysAgo: 18,
    content: `<p>Starting nursery or school is a big step for any family. For a child with clubfoot, it usually involves only a few extra conversations. Most children with treated clubfoot join in with everything their classmates do, and a little information for staff, shared early, helps everyone feel confident.</p>
<h2>What staff need to know</h2>
<p>Keep it short and practical. A one-page note for the key worker or class teacher might cover:</p>
<ul>
<li>A simple explanation: your child was born with clubfoot, has been treated, and their feet are monitored by a specialist team</li>
<li>Whether your child still needs their boots and bar for naps, and how to put them on correctly</li>
<li>Any differences staff might notice, such as tiring a little sooner on long walks</li>
<li>What to do if your child complains of pain, and how to contact you</li>
<li>Dates of upcoming clinic appointments, so absences are expected</li>
</ul>
<h2>Naps at nursery</h2>
<p>If your child naps at nursery while they are still in the night-and-nap stage of treatment, ask the staff to put the boots and bar on for naps. Show them in person if you can: smooth socks, heel pushed well down, straps fastened in the right order. Leave a spare pair of cotton socks and a simple instruction card with it. Agree who will check your child's skin afterwards and let you know about any red marks that do not fade.</p>
<h2>PE, sport and playtime</h2>
<p>Children with treated clubfoot can usually take part fully in PE, games and playground play. Encourage staff to treat your child like everyone else, while understanding that they might sometimes need a short rest, especially if their calf muscles tire. If your child has been advised to avoid a particular activity for a while, for example after an operation, put that in writing with a date for review.</p>
<p>Barefoot activities such as dance and gymnastics are usually fine. If your child wears an insole or orthosis, check with your team whether it should go in their PE shoes too.</p>
<h2>Shoes and uniform</h2>
<p>If your child's feet are different sizes, school shoes may take extra effort to fit. Adjustable fastenings are easier for young children to manage themselves and can be tightened differently on each foot. Let the school know if your child needs a particular type of shoe, and label both shoes clearly, since an odd-sized pair can confuse lost property.</p>
<h2>Curious classmates</h2>
<p>Children notice differences and ask questions, usually out of curiosity rather than unkindness. Help your child practise a simple answer, such as: "I was born with my foot turned in, and the doctors helped it grow straight. I wear special boots when I sleep." Some families offer to share a short, age-appropriate story with the class, and some children love showing off their boots. Others prefer privacy, and that is fine too. If teasing happens, ask staff to deal with it as they would any other unkindness.</p>
<h2>Looking out for changes</h2>
<p>Teachers and nursery staff see your child walk, run and play every day. Ask them to tell you if they notice limping, toe walking, walking on the outside of the foot, tripping more than usual, or your child avoiding activities. These are worth mentioning to your child's treatment team, who can decide whether a check is needed.</p>
<h2>Appointments and absences</h2>
<p>Follow-up appointments continue for several years. Most schools are understanding about medical appointments, especially if you let them know in advance. If your child ever needs a longer treatment period, such as casts or recovery after an operation, talk to the school early about practical support: a lift pass, help at lunchtime, or work sent home.</p>
<h2>Working together</h2>
<p>With good communication between home, school and the clinic, most children with clubfoot settle in happily and thrive. If a question comes up that you cannot answer, your child's specialist team may be able to provide a short letter or information sheet for the school.</p>`,
  },
];
