import { type ReactNode, type Ref, useId } from 'react';

type Props = { title: string; intro: string; headingRef?: Ref<HTMLHeadingElement>; aside?: ReactNode; children: ReactNode };

/** One part of an admin page (forums, assistant): a region named by its heading (which can take the focus), a line about it, and its content. */
export function AdminSection({ title, intro, headingRef, aside, children }: Props) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={id} ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-slate-900">
            {title}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{intro}</p>
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}
