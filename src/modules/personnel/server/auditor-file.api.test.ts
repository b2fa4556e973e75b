/**
 * A person's file shared with the auditor (issue 40): only one who keeps Medewerkers' records can
 * link it to an answer; the auditor who asked can then open it through the link; another auditor
 * and a Bewerker learn nothing of its name; without the link the auditor gets 404.
 */
import { describe, expect, it } from "vitest";
import { withMailServer } from "../../../server/test/mail-server";
import { questionMessages } from "@modules/auditor/messages";
import { auditorClient, tokenOf } from "@modules/auditor/server/test/auditor-client";
import type { PersonDetailDto } from "../model";

const app = withMailServer();
const auditor = (token: string) => auditorClient(app.server, token);
const pdf = Buffer.from("%PDF-1.4 verklaring omtrent het gedrag\n", "utf8");

describe("a person's file in answer to an auditor's question", () => {
  it("is linked by the Eigenaar only, and opened by the auditor who asked only", async () => {
    const owner = await app.server.user();
    const editor = await app.server.member(owner, "editor");
    const person = await owner.post<PersonDetailDto>("/api/personnel", { name: "Sanne Jansen", relation: "in-dienst" });
    const personId = person.body.person.id;
    const vog = await owner.post<PersonDetailDto>(`/api/personnel/${personId}/items`, {
      kind: "vog",
      issuedOn: "2025-01-10",
    });
    const itemId = vog.body.person.items[0]!.id;
    const up = await owner.fetch(`/api/personnel/${personId}/items/${itemId}/file?name=VOG Sanne.pdf`, {
      method: "POST",
      headers: { "content-type": "application/pdf" },
      body: new Uint8Array(pdf),
    });
    expect(up.status).toBe(201);
    const fileId = ((await up.json()) as PersonDetailDto).person.items[0]!.file!.id;

    const links = await Promise.all(
      ["Ada", "Bob"].map(async (name) => {
        const created = await owner.post("/api/auditor/links", { name, email: `${name.toLowerCase()}@audit.nl` });
        expect(created.status).toBe(201);
        return auditor(tokenOf(created.body.url));
      }),
    );
    const [ada, bob] = links as [ReturnType<typeof auditor>, ReturnType<typeof auditor>];
    const asked = await ada.ask({ element: "2.2", question: "Mag ik de VOG van uw medewerkers zien?" });
    expect(asked.status).toBe(201);
    const questionId = asked.body.question.id as string;
    // Before it is linked, not even Ada can open it.
    expect((await ada.download(fileId)).status).toBe(404);

    // The Eigenaar sees the file among what an answer can link; a Bewerker does not, and may not link it.
    const ownerChoice = (await owner.get("/api/auditor/questions/documents")).body;
    expect(ownerChoice.personnel).toEqual([{ id: fileId, name: "VOG Sanne.pdf", person: "Sanne Jansen" }]);
    expect((await editor.get("/api/auditor/questions/documents")).body.personnel).toEqual([]);
    const refused = await editor.patch(`/api/auditor/questions/${questionId}`, { documentId: fileId });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(questionMessages.documentNotFound);

    const linked = await owner.patch(`/api/auditor/questions/${questionId}`, {
      answer: "Hierbij de VOG.",
      documentId: fileId,
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body.question.document).toEqual({ id: fileId, name: "VOG Sanne.pdf" });

    // Ada reads the answer and opens the file; Bob, who did not ask, cannot.
    const view = (await ada.view()).body;
    expect(JSON.stringify(view)).toContain("VOG Sanne.pdf");
    const download = await ada.download(fileId);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    expect((await bob.download(fileId)).status).toBe(404);

    // A Bewerker reads that a person's file is linked, not which; changing the answer keeps the link.
    const editorView = (await editor.get("/api/auditor/questions")).body.questions[0];
    expect(editorView.document).toEqual({ id: fileId, name: questionMessages.personnelFile });
    const edited = await editor.patch(`/api/auditor/questions/${questionId}`, {
      answer: "Hierbij de VOG, zie bijlage.",
      documentId: fileId,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.question.document).toEqual({ id: fileId, name: questionMessages.personnelFile });
  });
});
