import { BookOpen, FolderOpen, Info, ShieldCheck } from "lucide-react";
import type { NavIcon } from "../../../shared/catalogue";

export const navIcons: Record<NavIcon, typeof Info> = {
  info: Info,
  book: BookOpen,
  shield: ShieldCheck,
  folder: FolderOpen,
};
