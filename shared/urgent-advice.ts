/** The answer to urgent signs (the assistant's, and the brace tracker's to a red-flag skin check): contact the clinic or emergency services now. */
export const RED_FLAG_ANSWER = [
  'What you describe can be a sign that needs attention now.',
  'If someone has trouble breathing, is choking, floppy, hard to wake or having a seizure, call your local emergency number now.',
  'Otherwise, please contact the treating clinic straight away, or for a fever or other illness your family doctor or out-of-hours service. If you cannot reach them, or you are worried, call your local emergency number or go to the nearest emergency department.',
  'If it is about a cast, do not try to cut, remove or adjust it yourself. If it is about the boots and bar, take the brace off and do not put it back on until your clinic has checked.',
].join('\n\n');
