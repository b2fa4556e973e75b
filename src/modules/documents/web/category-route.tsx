/** /documenten/$category: the files of one document category, or the not-found page. Loaded on demand. */
import { getRouteApi } from "@tanstack/react-router";
import { documentCategories } from "@norm/catalogue";
import { DocumentsPage } from "./DocumentsPage";
import { NotFoundPage } from "../../../web/features/shell/NotFoundPage";

const route = getRouteApi("/main/shell/documenten/$category");

export default function DocumentsRoute() {
  const { category } = route.useParams();
  const found = documentCategories.find((c) => c.slug === category);
  return found ? (
    <DocumentsPage key={found.slug} category={found.slug} title={found.title} />
  ) : (
    <NotFoundPage signedIn />
  );
}
