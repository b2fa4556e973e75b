import { BookOpen, ClipboardList, FolderOpen, Info, RefreshCcw, ShieldCheck, IdCard } from "lucide-react";
import type { NavIcon } from "@norm/catalogue";

export const navIcons: Record<NavIcon, typeof Info> = {
  info: Info,
  book: BookOpen,
  shield: ShieldCheck,
  list: ClipboardList,
  folder: FolderOpen,
  cycle: RefreshCcw,
  people: IdCard,
};
