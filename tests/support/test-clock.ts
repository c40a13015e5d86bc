/**
 * A clock for the load shedding's admission check that stands still until a test moves it, and the
 * event loop's turns as the test ends them (server/lib/load-shedding.ts reads both from `clock`).
 */
export function testClock(start = 0) {
  let now = start;
  let turnEnds: (() => void)[] = [];
  return {
    clock: { now: () => now, afterTurn: (callback: () => void) => void turnEnds.push(callback) },
    /** Sets the time, in milliseconds. */
    set: (ms: number) => {
      now = ms;
    },
    /** Ends the current turn of the loop: what waited for its end runs now. */
    endTurn: () => {
      const ending = turnEnds;
      turnEnds = [];
      for (const callback of ending) callback();
    },
  };
}
