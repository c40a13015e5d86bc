/** An admin list's query key: its URL with the filters that are set, the page and the page size (the default query function GETs it). */
export function listKey(url: string, filters: Record<string, string | null>, page: number, pageSize: number) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  params.set('page', String(page));
  params.set('pageSize', String(pageSize));
  return [`${url}?${params.toString()}`] as const;
}
