/** The auditor as the API tests call it: no cookies, the link's token in the Authorization header. */
import type { TestServer } from "../../../../server/test/harness";

/** The token of an auditor link, from the URL the Eigenaar is shown (after the '#'). */
export const tokenOf = (url: string) => /#([A-Za-z0-9_-]{43})$/.exec(url)![1]!;

export function auditorClient(server: TestServer, token: string) {
  const client = server.client();
  const headers = { authorization: `Bearer ${token}` };
  return {
    view: () => client.request("GET", "/api/auditor-view", undefined, headers),
    ask: (body: unknown) => client.request("POST", "/api/auditor-view/questions", body, headers),
    download: (id: string) => client.fetch(`/api/auditor-view/documents/${id}`, { headers }),
  };
}
