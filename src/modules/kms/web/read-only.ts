import { createContext, useContext } from "react";

/** True when the page is shown but may not be edited (reader, or editing needs a subscription). */
export const ReadOnlyContext = createContext(false);
export const useSectionsReadOnly = () => useContext(ReadOnlyContext);
