import { describe, expect, it } from "vitest";
import { ApiRequestError } from "@/lib/api";
import { serverFieldErrors } from "./use-form";

describe("the server's refusal per field", () => {
  const refused = (details: unknown) =>
    new ApiRequestError(400, "invalid_input", "Controleer de velden.", { code: "invalid_input", details });

  it("puts each field's first message at that field", () => {
    const err = refused([
      { path: "description", message: "Beschrijf de verbeteractie." },
      { path: "description", message: "Tweede melding." },
      { path: "dueDate", message: "Kies een geldige datum." },
    ]);
    expect(serverFieldErrors(err)).toEqual({
      description: "Beschrijf de verbeteractie.",
      dueDate: "Kies een geldige datum.",
    });
  });

  it("takes the first part of a nested path (the form's field)", () => {
    expect(serverFieldErrors(refused([{ path: "rows.2.name", message: "Te lang." }]))).toEqual({ rows: "Te lang." });
  });

  it("finds none in another error, an answer without details or details of another shape", () => {
    expect(serverFieldErrors(new Error("x"))).toEqual({});
    expect(serverFieldErrors(new ApiRequestError(409, "conflict", "Gewijzigd.", { details: [] }))).toEqual({});
    expect(serverFieldErrors(refused(undefined))).toEqual({});
    expect(serverFieldErrors(refused({ current: {} }))).toEqual({});
    expect(serverFieldErrors(refused([{ path: "", message: "Hele formulier." }, 3, null]))).toEqual({});
  });
});
