/**
 * What the auditdossier is made of, for the member's organisation: the 23 element models
 * (elements/load.ts), the questions of the auditor and the organisation's name, each read with the
 * organisation in every query; then the one print model (shared/dossier.ts).
 */
import type { Db } from "@core/server/db";
import type { Member } from "@core/server/http/context";
import type { ElementDossier } from "@modules/elements/model";
import type { PrintModel } from "@modules/handbook/model";
import { dossierBaseName, dossierPrint } from "../model";
import { loadElementDossiers } from "@modules/elements/server";
import { listQuestions } from "@modules/auditor/server";
import { getOrganisation } from "@modules/organisation/server";

export type Dossier = { dossiers: ElementDossier[]; print: PrintModel; baseName: string };

export async function loadDossier(db: Db, member: Member, now = new Date()): Promise<Dossier> {
  const [dossiers, questions, organisation] = await Promise.all([
    loadElementDossiers(db, member.organisationId, now),
    listQuestions(db, member.organisationId),
    getOrganisation(db, member),
  ]);
  return {
    dossiers,
    print: dossierPrint(dossiers, questions, organisation.name, now),
    baseName: dossierBaseName(organisation.name, now),
  };
}
