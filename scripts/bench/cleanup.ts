/**
 * A stack of clean-up steps (child processes, temp folders, databases), run in reverse order at the
 * end of the run, on error and on Ctrl-C. Each registration returns a function that runs its step
 * early (once) and takes it off the stack.
 */
type Entry = { label: string; run: () => Promise<void> | void; done: boolean };

const stack: Entry[] = [];

async function runEntry(entry: Entry) {
  if (entry.done) return;
  entry.done = true;
  const index = stack.indexOf(entry);
  if (index >= 0) stack.splice(index, 1);
  try {
    await entry.run();
  } catch (error) {
    console.error(`  clean-up "${entry.label}" failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export function registerCleanup(label: string, run: () => Promise<void> | void): () => Promise<void> {
  const entry: Entry = { label, run, done: false };
  stack.push(entry);
  return () => runEntry(entry);
}

export async function runAllCleanups() {
  while (stack.length) {
    const entry = stack[stack.length - 1] as Entry;
    await runEntry(entry);
  }
}

let interrupted = false;

/** Set on Ctrl-C: the run stops after the step in progress and prints no report. */
export function markInterrupted() {
  interrupted = true;
}

export function wasInterrupted() {
  return interrupted;
}
