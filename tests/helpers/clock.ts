/** A clock the app reads through `deps.now`, moved by tests instead of sleeping. */
export function testClock(start = Date.now()) {
  let time = start;
  return {
    now: () => new Date(time),
    advance(ms: number) {
      time += ms;
    },
  };
}
