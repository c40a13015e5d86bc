import { useEffect, useRef } from 'react';

export type Step = 'payment' | 'details' | 'failure';

/**
 * Where the focus goes once a checkout's step has changed (the one left is gone): `focusOn(step)`
 * before the change, and the new step's heading (or the failure's box) takes the focus after it.
 */
export function useStepFocus(first: Step | null = null) {
  const detailsHeading = useRef<HTMLHeadingElement>(null);
  const paymentHeading = useRef<HTMLHeadingElement>(null);
  const failureBox = useRef<HTMLDivElement>(null);
  const focusNext = useRef<Step | null>(first);
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'payment') paymentHeading.current?.focus();
    else if (target === 'failure') (failureBox.current ?? detailsHeading.current)?.focus();
    else if (target === 'details') detailsHeading.current?.focus();
  });
  const focusOn = (step: Step) => {
    focusNext.current = step;
  };
  return { detailsHeading, paymentHeading, failureBox, focusOn };
}
