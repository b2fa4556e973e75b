/** Class overriding for the signed-in app (see lib/utils.ts); imported by the shell. */
import { twMerge } from "tailwind-merge";
import { setClassMerge } from "./utils";

setClassMerge(twMerge);
