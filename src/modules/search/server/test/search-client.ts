/** Search as the tests call it: the answer, and the plain texts of one group's hits. */
import { expect } from "vitest";
import type { TestClient } from "../../../../server/test/harness";
import type { SearchKind, SearchPart, SearchResultsDto } from "../../model";

export async function search(c: TestClient, q: string): Promise<SearchResultsDto> {
  const res = await c.get<SearchResultsDto>(`/api/search?q=${encodeURIComponent(q)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

export const plain = (parts: SearchPart[]) => parts.map((p) => p.text).join("");

/** Each hit of the group as "title | snippet | href". */
export async function hitsOf(c: TestClient, q: string, kind: SearchKind): Promise<string[]> {
  const { groups } = await search(c, q);
  const group = groups.find((g) => g.kind === kind);
  return (group?.hits ?? []).map((h) => `${plain(h.title)} | ${plain(h.snippet)} | ${h.href}`);
}

export const put = async (c: TestClient, name: string, value: unknown, baseRevision = 0) => {
  const res = await c.put(`/api/kms/values/${encodeURIComponent(name)}`, { value, baseRevision });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.revision as number;
};
