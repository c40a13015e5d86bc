/** The saved values exactly, so a saved false reads back as off (unlike the old site). */
export function savedOr<T extends Record<string, boolean>>(saved: Partial<T> | null | undefined, defaults: T): T {
  const result = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof T)[]) {
    const value = saved?.[key];
    if (typeof value === 'boolean') result[key] = value as T[keyof T];
  }
  return result;
}

