import { CONFIRM_AFTER_DAYS, MAX_OPEN_REQUESTS } from '../sizes';

const STEPS: { title: string; text: string }[] = [
  {
    title: 'Save your sizes',
    text: 'Add the left and right shoe sizes of the person who wears the shoes to your profile, both on the same US size scale.',
  },
  {
    title: 'Meet possible buddies',
    text: 'We suggest members whose left size is your right size and whose right size is your left size, on the same scale.',
  },
  {
    title: 'Ask, and agree',
    text: 'Send a request with a short message. Once they accept, you can message each other privately to choose the shoes and agree who buys what.',
  },
  {
    title: 'Buy two pairs and swap',
    text: 'Buy one pair in each size, then swap shoes: each of you keeps a left and a right that fit, and pays for one pair.',
  },
  {
    title: 'Mark it completed',
    text: 'Once the shoes have changed hands, mark the match as completed and tell us how it went.',
  },
];

/** How the programme works, for visitors and members alike: plain words, no medical advice. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="how-it-works-heading" className="text-xl font-semibold text-slate-900">
        How it works
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        When clubfoot affects one foot, that foot is often a little smaller than the other, so many children and adults need two different
        sizes and end up buying two pairs. A buddy with the opposite sizes means nothing goes to waste.
      </p>
      <ol className="mt-4 space-y-4">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-0.5 text-sm text-slate-700">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <h3 className="mt-6 font-semibold text-slate-900">Good to know</h3>
      <ul className="mt-2 list-disc space-y-2 pl-5 text-sm text-slate-700">
        <li>
          Feet grow. We ask you to confirm your sizes every {CONFIRM_AFTER_DAYS.underFive} days for children under five and every{' '}
          {CONFIRM_AFTER_DAYS.other} days otherwise. Once that time has passed, your profile isn&apos;t suggested to others until you confirm.
        </li>
        <li>Other members see your first name, picture, sizes, widths and shoe preferences, and your country only if your privacy settings show your location. Once you are buddies, you also see each other&apos;s full name and notes.</li>
        <li>Sending or accepting a request, and being suggested to others, needs a confirmed e-mail address. You can have up to {MAX_OPEN_REQUESTS} open requests at a time.</li>
        <li>You and your buddy agree between yourselves how to buy, pay for and send the shoes.</li>
        <li>Clubfoot Buddy is about sharing shoes, not medical advice. For questions about fit, braces or treatment, please ask your or your child&apos;s clubfoot care team.</li>
      </ul>
    </section>
  );
}
