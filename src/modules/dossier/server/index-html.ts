/**
 * The index of the auditdossier's ZIP (Inhoud.html): per element its readiness with its reasons and
 * its files, each a link into the element's folder, so an auditor can open the ZIP and click on.
 */
import { escapeHtml } from "@core/server/mail";
import { dossierText as t } from "../messages";
import type { ElementDossier } from "@modules/elements/model";

/** A linked document in the ZIP; `path` is null when its bytes were missing in storage. */
export type IndexFile = { name: string; path: string | null };
export type IndexElement = { dossier: ElementDossier; files: IndexFile[] };

const href = (path: string) => path.split("/").map(encodeURIComponent).join("/");

export function dossierIndexHtml(input: {
  title: string;
  cover: string[];
  pdfPath: string;
  elements: IndexElement[];
}): string {
  const e = escapeHtml;
  const element = ({ dossier: d, files }: IndexElement) => {
    const reasons = d.reasons.length ? `<ul>${d.reasons.map((r) => `<li>${e(r.text)}</li>`).join("")}</ul>` : "";
    const list = files.length
      ? `<ul>${files
          .map((f) =>
            f.path
              ? `<li><a href="${e(href(f.path))}">${e(f.name)}</a></li>`
              : `<li>${e(f.name)} (${t.indexMissing})</li>`,
          )
          .join("")}</ul>`
      : `<p>${t.indexNoFiles}</p>`;
    return `<section><h2>${e(`${d.number} ${d.title}`)}</h2><p><strong>${e(d.readinessTitle)}</strong></p>${reasons}${list}</section>`;
  };
  return [
    `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>${e(input.title)}</title>`,
    `<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.5}</style></head><body>`,
    `<h1>${e(input.title)}</h1>`,
    ...input.cover.map((line) => `<p>${e(line)}</p>`),
    `<p>${t.indexIntro}</p>`,
    `<p>${t.indexPdf} <a href="${e(href(input.pdfPath))}">${e(input.pdfPath)}</a></p>`,
    ...input.elements.map(element),
    `</body></html>`,
  ].join("\n");
}
