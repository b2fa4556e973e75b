/** /leesbevestigingen/$itemId: one reading item, by the id in its address. */
import { getRouteApi } from "@tanstack/react-router";
import { ReadingItemPage } from "./ReadingItemPage";

const route = getRouteApi("/main/shell/leesbevestigingen/$itemId");

export default function ReadingItemRoute() {
  const { itemId } = route.useParams();
  // key: a fresh form per item.
  return <ReadingItemPage key={itemId} itemId={itemId} />;
}
