/**
 * What documents bring to the server: /api/documents (the files per category, uploads over tus, the
 * recycle bin, the links to norm elements) and the job that removes abandoned uploads and empties
 * the bin. For the rest of the app: the stored files, their links to elements, and their reads.
 */
import { defineServerModule } from "@core/server/module";
import type { ModuleDeps } from "../../deps";
import { dropReviewDate } from "@modules/planning/server";
import { documentsRoutes, startFileSweep } from "./feature";
import type { OnDocumentPurged } from "./bin";

// A purged document's review date goes with it: documents asks planning (which builds on documents).
const onDocumentPurged: OnDocumentPurged = (db, organisationId, id) =>
  dropReviewDate(db, organisationId, { kind: "document", id });

export const documentsServer = defineServerModule({
  name: "documents",
  routes: (deps: ModuleDeps) => documentsRoutes({ ...deps, onDocumentPurged }),
  jobs: (deps: ModuleDeps) => [startFileSweep({ ...deps, onDocumentPurged }, deps.storage)],
});

/** The stored files: reading them, their names, and the upload steps other modules' files take too. */
export {
  allFilesRead,
  createPendingFile,
  discardPendingFile,
  downloadName,
  findReadyFile,
  finishUpload,
  listAllFiles,
} from "./files";
import type {} from "./tables"; // the module's tables, merged into core's Database
export { contentTypeFor, opensInline } from "./names";
export { moveToBin } from "./bin";
/** A document's links to the HKZ elements. */
export { elementsOfDocuments, insertLinks, isLinked, linkedDocumentFiles, linkedDocuments } from "./element-links";
/** For the export and import, and the Word import's own files. */
export { hasAnyFile, insertImportedFiles, listFilesForExport, storeBytes, type ExportedFileRow } from "./bulk";

/** Which names an upload refuses (a program), for other modules' uploads too (personnel's files). */
export { isExecutableName } from "../upload/rules";
export { uploadFileMessages } from "../upload/messages";
