/*
 * Urgent advice, one wording wherever the site meets a sign that cannot wait: the assistant's answer to
 * red flags, and the Brace Tracker's to a skin check that finds a sore or a colour change.
 */

/** Where to turn now: the clinic, out of hours the doctor's service, and emergency services when unsure. */
export const CLINIC_OR_EMERGENCY =
  'Please contact the treating clinic straight away, or for a fever or other illness your family doctor or out-of-hours service. If you cannot reach them, or you are worried, call your local emergency number or go to the nearest emergency department.';

/**
 * The boots and bar: off, and the clinic today, which says when they go back on (days out of the
 * brace without their advice are when a foot can start to slip back).
 */
export const BRACE_PROBLEM =
  'If it is about the boots and bar, take them off and call your clinic today: they will say when and how the boots go back on. Please do not leave them off for days without their advice, as time out of the brace is when a foot can start to slip back.';

/** The assistant's answer to urgent signs. */
export const RED_FLAG_ANSWER = [
  'What you describe can be a sign that needs attention now.',
  'If someone has trouble breathing, is choking, floppy, hard to wake or having a seizure, call your local emergency number now.',
  CLINIC_OR_EMERGENCY,
  'If it is about a cast, do not try to cut, remove or adjust it yourself.',
  BRACE_PROBLEM,
].join('\n\n');
