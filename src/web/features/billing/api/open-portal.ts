import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import type { PortalDto } from "../../../../shared/billing";

export const openPortal = () => api<PortalDto>("POST", "/api/billing/portal", {});

export const useOpenPortal = () => useMutation({ mutationFn: openPortal });
