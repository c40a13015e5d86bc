/** Calendar days as `YYYY-MM-DD` strings, in UTC (the analytics count days in UTC). */
const DAY_MS = 86_400_000;

export const todayUtc = (now: Date = new Date()) => now.toISOString().slice(0, 10);

export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);


/** The Monday of the day's week. */
export const weekStart = (day: string) => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday .. 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
};

export const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
